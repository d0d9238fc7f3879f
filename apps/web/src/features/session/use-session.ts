import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@handloom/shared';
import { api } from '../../lib/api-client.ts';
import { rememberUser } from './session-api.ts';

export const sessionQueryKey = ['session'] as const;

/** Who the server says is logged in (null when nobody); the browser only shows it. */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: async () => {
      const { user } = await api<{ user: SessionUser | null }>('/api/session');
      rememberUser(user);
      return user;
    },
    staleTime: 60_000,
  });
}
