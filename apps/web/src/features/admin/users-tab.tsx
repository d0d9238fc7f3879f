import { ADMIN_PAGE_SIZE, type AdminUser } from '@handloom/shared';
import { formatShopDate } from '../../lib/format.ts';
import { useQuery } from '@tanstack/react-query';
import { DataTable, ListStates, Pagination, type Column } from '../../components/ui/data-table.tsx';
import { adminMessages } from '../../messages/admin-messages.ts';
import { usersQuery } from './admin-api.ts';
import { pageCount } from './admin-format.ts';
import { SearchField } from './search-field.tsx';
import { useListSearch } from './use-list-search.ts';

const m = adminMessages.users;

const columns: Column<AdminUser>[] = [
  { header: m.name, cell: (user) => user.name, className: 'break-words' },
  { header: m.email, cell: (user) => user.email, className: 'break-all' },
  { header: m.joined, cell: (user) => formatShopDate(user.joinedAt), className: 'whitespace-nowrap' },
  { header: m.paidOrders, cell: (user) => user.paidOrders, align: 'end', className: 'tabular-nums' },
];

/** Every account: name, email, when they joined and how many paid orders they have. */
export function UsersTab() {
  const { text, search, page, setPage, onSearch } = useListSearch();
  const users = useQuery(usersQuery({ search, page }));
  const total = users.data?.total ?? 0;
  return (
    <div>
      <SearchField
        id="admin-user-search"
        className="max-w-md"
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        value={text}
        onSearch={onSearch}
      />
      <ListStates query={users} errorText={adminMessages.loadFailed} count={(data) => m.count(data.total)}>
        {(data) => <DataTable columns={columns} rows={data.items} rowKey={(user) => user.uid} empty={m.empty} />}
      </ListStates>
      <Pagination page={page} pages={pageCount(total, ADMIN_PAGE_SIZE)} onChange={setPage} />
    </div>
  );
}
