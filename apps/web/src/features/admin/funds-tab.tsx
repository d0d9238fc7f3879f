import { ADMIN_PAGE_SIZE, type Donation } from '@handloom/shared';
import { formatRupeesShort, formatShopDateTime } from '../../lib/format.ts';
import { useQuery } from '@tanstack/react-query';
import { HandHeart } from 'lucide-react';
import { useState } from 'react';
import { DataTable, ListStates, Pagination, type Column } from '../../components/ui/data-table.tsx';
import { adminMessages } from '../../messages/admin-messages.ts';
import { fundsQuery } from './admin-api.ts';
import { pageCount } from './admin-format.ts';
import { panelClass } from './admin-styles.ts';

const m = adminMessages.funds;

const columns: Column<Donation>[] = [
  { header: m.date, cell: (donation) => formatShopDateTime(donation.paidAt), className: 'whitespace-nowrap' },
  {
    header: m.donor,
    className: 'break-words',
    cell: (donation) => (
      <>
        {donation.donorName}
        <br />
        <span className="break-all text-stone-700 dark:text-stone-300">{donation.donorEmail}</span>
      </>
    ),
  },
  {
    header: m.order,
    // KH-10234, as everywhere else; an order never numbered keeps its id.
    cell: (donation) => donation.orderNumber ?? <span className="font-mono text-xs break-all whitespace-normal">{donation.orderId}</span>,
    className: 'whitespace-nowrap tabular-nums',
  },
  { header: m.amount, cell: (donation) => formatRupeesShort(donation.donationPaise), align: 'end', className: 'tabular-nums' },
];

/** Help Our Weavers: the total raised, then every donation with its order, date and donor. */
export function FundsTab() {
  const [page, setPage] = useState(1);
  const funds = useQuery(fundsQuery(page));
  return (
    <div>
      <ListStates query={funds} errorText={adminMessages.loadFailed}>
        {({ items, total, totalRaisedPaise }) => (
          <>
            <div className={`flex items-center gap-4 p-5 ${panelClass}`}>
              <HandHeart aria-hidden="true" className="size-10 shrink-0 text-maroon-700 dark:text-zari-400" />
              <div>
                <p className="text-sm font-medium text-stone-700 dark:text-stone-300">{m.totalRaised}</p>
                <p className="text-3xl font-bold tabular-nums">{formatRupeesShort(totalRaisedPaise)}</p>
                <p className="text-sm text-stone-700 dark:text-stone-300">
                  {m.count(total)} · {m.totalNote}
                </p>
              </div>
            </div>
            <div className="mt-4">
              <DataTable columns={columns} rows={items} rowKey={(donation) => donation.orderId} empty={m.empty} />
            </div>
          </>
        )}
      </ListStates>
      <Pagination page={page} pages={pageCount(funds.data?.total ?? 0, ADMIN_PAGE_SIZE)} onChange={setPage} />
    </div>
  );
}
