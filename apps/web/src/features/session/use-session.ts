import { useQuery } from '@tanstack/react-query';
import { accountsApi } from '@handloom/shared';
import { call, queryKey } from '../../lib/api-client.ts';
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
