import { ADMIN_PAGE_SIZE, type AdminUser, formatShopDate } from '@handloom/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { DataTable, ListStates, Pagination, type Column } from '../../components/ui/data-table.tsx';
import { adminMessages } from '../../messages/admin-messages.ts';
import { usersQuery } from './admin-api.ts';
import { pageCount } from './admin-format.ts';
import { inputClass, labelClass } from './admin-styles.ts';

const m = adminMessages.users;
// Search boxes ask the server once per pause in typing, not once per key.
const SEARCH_DELAY_MS = 300;

const columns: Column<AdminUser>[] = [
  { header: m.name, cell: (user) => user.name, className: 'break-words' },
  { header: m.email, cell: (user) => user.email, className: 'break-all' },
  { header: m.joined, cell: (user) => formatShopDate(user.joinedAt), className: 'whitespace-nowrap' },
  { header: m.paidOrders, cell: (user) => user.paidOrders, align: 'end', className: 'tabular-nums' },
];

/** Every account: name, email, when they joined and how many paid orders they have. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebounce(search.trim(), SEARCH_DELAY_MS);
  const users = useQuery(usersQuery({ search: debounced, page }));
  const total = users.data?.total ?? 0;
  return (
    <div>
      <div className="max-w-md">
        <label htmlFor="admin-user-search" className={labelClass}>
          {m.searchLabel}
        </label>
        <input
          id="admin-user-search"
          type="search"
          className={inputClass}
          placeholder={m.searchPlaceholder}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <ListStates query={users} errorText={adminMessages.loadFailed} count={(data) => m.count(data.total)}>
        {(data) => <DataTable columns={columns} rows={data.items} rowKey={(user) => user.uid} empty={m.empty} />}
      </ListStates>
      <Pagination page={page} pages={pageCount(total, ADMIN_PAGE_SIZE)} onChange={setPage} />
    </div>
  );
}
