import { useQuery, type QueryClient } from '@tanstack/react-query';
import { accountsApi, catalogApi, type SessionUser } from '@handloom/shared';
import { call, groupKey, queryKey } from '../../lib/api-client.ts';
import { rememberUser } from './session-api.ts';

export const sessionQueryKey = queryKey(accountsApi.session);

/** Who the server says is logged in (null when nobody); the browser only shows it. */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: async () => {
      const { user } = await call(accountsApi.session);
      rememberUser(user);
      return user;
    },
    staleTime: 60_000,
  });
}

/**
 * A login or signup answered: the page now belongs to `user`. What was read for
 * whoever was logged in before (profile, addresses, orders, own reviews) goes,
 * so it is read again for this account; the catalogue, the same for everyone, stays.
 */
export function startSession(queryClient: QueryClient, user: SessionUser): void {
  const catalogue = groupKey(catalogApi.listProducts)[0];
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== catalogue });
  rememberUser(user);
  queryClient.setQueryData(sessionQueryKey, user);
}
