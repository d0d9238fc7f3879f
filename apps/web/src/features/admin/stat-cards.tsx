import { formatCount, formatRupeesShort } from '../../lib/format.ts';
import { useQuery } from '@tanstack/react-query';
import { Boxes, ShoppingBag, Users } from 'lucide-react';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { adminMessages } from '../../messages/admin-messages.ts';
import { statsQuery } from './admin-api.ts';

const m = adminMessages;

/** Total Products, Total Orders, Total Users: read again after every change the admin makes. */
export function StatCards() {
  const stats = useQuery(statsQuery);
  if (stats.isError) return <FormAlert tone="error">{m.statsFailed}</FormAlert>;
  const cards = [
    { label: m.totalProducts, value: stats.data?.totalProducts, icon: Boxes },
    { label: m.totalOrders, value: stats.data?.totalOrders, icon: ShoppingBag },
    { label: m.totalUsers, value: stats.data?.totalUsers, icon: Users },
  ];
  const data = stats.data;
  const p = m.payments;
  const payments = data
    ? [
        { label: p.prepaid, value: formatCount(data.prepaid.orders), detail: p.value(formatRupeesShort(data.prepaid.valuePaise)) },
        { label: p.cod, value: formatCount(data.cod.orders), detail: p.value(formatRupeesShort(data.cod.valuePaise)) },
        { label: p.toCollect, value: formatRupeesShort(data.cod.toCollectPaise), detail: null },
        {
          label: p.returnedRate,
          value: data.cod.returnedRate === null ? '—' : `${(data.cod.returnedRate * 100).toFixed(1)}%`,
          detail: data.cod.returnedRate === null ? p.noReturns : p.rate(`${(data.cod.returnedRate * 100).toFixed(1)}%`),
        },
      ]
    : [];
  return (
    <div className="space-y-4">
    <ul className="grid gap-4 sm:grid-cols-3">
      {cards.map(({ label, value, icon: Icon }) => (
        <li
          key={label}
          className="flex items-center gap-4 rounded-lg border border-maroon-100 bg-white p-5 shadow-sm dark:border-ink-700 dark:bg-ink-800"
        >
          <Icon aria-hidden="true" className="size-10 shrink-0 text-maroon-700 dark:text-zari-400" />
          <div>
            <p className="text-3xl font-bold tabular-nums">{value === undefined ? '…' : formatCount(value)}</p>
            <h2 className="text-sm font-medium text-stone-700 dark:text-stone-300">{label}</h2>
          </div>
        </li>
      ))}
    </ul>
      {payments.length > 0 ? (
        <section aria-label={p.heading}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {payments.map(({ label, value, detail }) => (
              <li key={label} className="rounded-lg border border-maroon-100 bg-white p-4 shadow-sm dark:border-ink-700 dark:bg-ink-800">
                <p className="text-2xl font-bold tabular-nums">{value}</p>
                <h2 className="text-sm font-medium text-stone-700 dark:text-stone-300">{label}</h2>
                {detail ? <p className="text-xs text-stone-600 dark:text-stone-300">{detail}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
