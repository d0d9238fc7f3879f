import { ADMIN_PAGE_SIZE, type AdminOrderFilterStatus } from '@handloom/shared';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CardList, ListStates, Pagination } from '../../components/ui/data-table.tsx';
import { shopMessages } from '../../messages/shop-messages.ts';
import { adminMessages } from '../../messages/admin-messages.ts';
import { ordersExportUrl, ordersQuery } from './admin-api.ts';
import { pageCount } from './admin-format.ts';
import { inputClass, labelClass } from './admin-styles.ts';
import { AdminOrderCard } from './admin-order-card.tsx';
import { SearchField } from './search-field.tsx';
import { useListSearch } from './use-list-search.ts';

const m = adminMessages.orders;
const SEARCH_PARAM = 'search';
const FILTER_STATUSES: readonly AdminOrderFilterStatus[] = ['payment_pending', 'paid', 'placed', 'packed', 'shipped', 'delivered', 'returned', 'cancelled', 'refunded', 'expired'];

/**
 * Every placed order, newest first, filtered by status and searched (order
 * number, name, email, phone or pincode); each can be moved on; what the list
 * shows exports as CSV.
 */
export function OrdersTab() {
  const [status, setStatus] = useState<AdminOrderFilterStatus | ''>('');
  // The search is kept in the address too (?tab=orders&search=KH-10234): the owner's new-order email
  // links straight to its order, and a reload keeps what was looked up.
  const [params, setParams] = useSearchParams();
  const { text, search, page, setPage, onSearch: searchFor } = useListSearch(params.get(SEARCH_PARAM) ?? '');
  const onSearch = (next: string) => {
    searchFor(next);
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        if (next.trim()) kept.set(SEARCH_PARAM, next);
        else kept.delete(SEARCH_PARAM);
        return kept;
      },
      { replace: true },
    );
  };
  const orders = useQuery(ordersQuery({ status, search, page }));
  const total = orders.data?.total ?? 0;

  return (
    <div>
      <div className="flex flex-wrap items-end gap-4">
        <SearchField id="admin-order-search" className="w-full max-w-md" label={m.searchLabel} placeholder={m.searchPlaceholder} hint={m.searchHint} value={text} onSearch={onSearch} />
        <div className="min-w-56">
          <label htmlFor="admin-order-status" className={labelClass}>
            {m.statusLabel}
          </label>
          <select
            id="admin-order-status"
            className={inputClass}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as AdminOrderFilterStatus | '');
              setPage(1);
            }}
          >
            <option value="">{m.allStatuses}</option>
            {FILTER_STATUSES.map((option) => (
              <option key={option} value={option}>
                {shopMessages.orders.statuses[option]}
              </option>
            ))}
          </select>
        </div>
        <a
          href={ordersExportUrl({ status, search })}
          download
          className="inline-flex items-center gap-2 rounded-md border border-maroon-700 px-4 py-2.5 font-semibold text-maroon-800 hover:bg-maroon-50 dark:border-zari-400 dark:text-zari-300 dark:hover:bg-ink-700"
        >
          <Download aria-hidden="true" className="size-5" />
          {m.exportCsv}
        </a>
      </div>

      <ListStates query={orders} errorText={adminMessages.loadFailed} count={(data) => m.count(data.total)}>
        {(data) => (
          <CardList rows={data.items} rowKey={(order) => order.id} empty={search ? m.noMatch : m.empty}>
            {(order) => <AdminOrderCard order={order} />}
          </CardList>
        )}
      </ListStates>
      <Pagination page={page} pages={pageCount(total, ADMIN_PAGE_SIZE)} onChange={setPage} />
    </div>
  );
}
