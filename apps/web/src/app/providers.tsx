import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { catalogApi } from '@handloom/shared';
import type { ReactNode } from 'react';
import { ApiError, groupKey } from '../lib/api-client.ts';

/** How often the catalogue on screen is read again (decision 007). */
export const LIVE_CATALOGUE_MS = 60_000;

/** One per browser tab, and one per page the server renders (answers are never shared between shoppers). */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        // A 4xx will not get better by asking again.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
  // The live catalogue: what a shopper has on screen (every query of the
  // catalogue's endpoints: lists, products, facets) is read again every minute
  // while the tab is visible, and on focus, so the admin's additions, price
  // changes and deletions show without a reload. A list the shopper has loaded
  // more of is read again on focus only: each minute, react-query would read
  // every loaded page again, one after another.
  client.setQueryDefaults(groupKey(catalogApi.listProducts), {
    refetchInterval: (query) => ((query.state.data as { pages?: unknown[] } | undefined)?.pages?.length ?? 1) > 1 ? false : LIVE_CATALOGUE_MS,
  });
  return client;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
