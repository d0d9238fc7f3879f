import { ADMIN_PAGE_SIZE, formatRupeesShort } from '@handloom/shared';
import { useQuery } from '@tanstack/react-query';
import { HandHeart } from 'lucide-react';
import { useState } from 'react';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { adminMessages } from '../../messages/admin-messages.ts';
import { fundsQuery } from './admin-api.ts';
import { formatDateTime, pageCount } from './admin-format.ts';
import { cellClass, headCellClass, panelClass, tableClass } from './admin-styles.ts';
import { Pagination } from './pagination.tsx';

const m = adminMessages.funds;

/** Help Our Weavers: the total raised, then every donation with its order, date and donor. */
export function FundsTab() {
  const [page, setPage] = useState(1);
  const funds = useQuery(fundsQuery(page));
  if (funds.isPending) return <Spinner />;
  if (funds.isError) return <FormAlert tone="error">{adminMessages.loadFailed}</FormAlert>;
  const { items, total, totalRaisedPaise } = funds.data;
  return (
    <div>
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
      {items.length === 0 ? <p className="py-8 text-center">{m.empty}</p> : null}
      {items.length > 0 ? (
        <div className={`mt-4 overflow-x-auto ${panelClass}`}>
          <table className={tableClass}>
            <thead>
              <tr>
                <th scope="col" className={headCellClass}>
                  {m.date}
                </th>
                <th scope="col" className={headCellClass}>
                  {m.donor}
                </th>
                <th scope="col" className={headCellClass}>
                  {m.order}
                </th>
                <th scope="col" className={`${headCellClass} text-right`}>
                  {m.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((donation) => (
                <tr key={donation.orderId}>
                  <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(donation.paidAt)}</td>
                  <td className={`${cellClass} break-words`}>
                    {donation.donorName}
                    <br />
                    <span className="break-all text-stone-700 dark:text-stone-300">{donation.donorEmail}</span>
                  </td>
                  <td className={`${cellClass} font-mono text-xs break-all`}>{donation.orderId}</td>
                  <td className={`${cellClass} text-right tabular-nums`}>{formatRupeesShort(donation.donationPaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination page={page} pages={pageCount(total, ADMIN_PAGE_SIZE)} onChange={setPage} />
    </div>
  );
}
