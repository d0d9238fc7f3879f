import { ADMIN_PAGE_SIZE } from '@handloom/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { adminMessages } from '../../messages/admin-messages.ts';
import { usersQuery } from './admin-api.ts';
import { formatDate, pageCount } from './admin-format.ts';
import { cellClass, headCellClass, inputClass, labelClass, panelClass, tableClass } from './admin-styles.ts';
import { Pagination } from './pagination.tsx';
import { useDebounced } from './use-debounced.ts';

const m = adminMessages.users;

/** Every account: name, email, when they joined and how many paid orders they have. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebounced(search.trim());
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
      <p className="mt-4 text-sm text-stone-700 dark:text-stone-300" aria-live="polite">
        {users.data ? m.count(total) : ''}
      </p>
      {users.isPending ? <Spinner /> : null}
      {users.isError ? <FormAlert tone="error">{adminMessages.loadFailed}</FormAlert> : null}
      {users.data && users.data.items.length === 0 ? <p className="py-8 text-center">{m.empty}</p> : null}
      {users.data && users.data.items.length > 0 ? (
        <div className={`mt-2 overflow-x-auto ${panelClass}`}>
          <table className={tableClass}>
            <thead>
              <tr>
                <th scope="col" className={headCellClass}>
                  {m.name}
                </th>
                <th scope="col" className={headCellClass}>
                  {m.email}
                </th>
                <th scope="col" className={headCellClass}>
                  {m.joined}
                </th>
                <th scope="col" className={`${headCellClass} text-right`}>
                  {m.paidOrders}
                </th>
              </tr>
            </thead>
            <tbody>
              {users.data.items.map((user) => (
                <tr key={user.uid}>
                  <td className={`${cellClass} break-words`}>{user.name}</td>
                  <td className={`${cellClass} break-all`}>{user.email}</td>
                  <td className={`${cellClass} whitespace-nowrap`}>{formatDate(user.joinedAt)}</td>
                  <td className={`${cellClass} text-right tabular-nums`}>{user.paidOrders}</td>
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
