import { weaversApi } from '@handloom/shared';
import { queryOptions } from '@tanstack/react-query';
import { call, queryKey } from '../../lib/api-client.ts';

/** The weavers shown in the shop (the Weavers page's grid). */
export const publicWeaversQuery = queryOptions({
  queryKey: queryKey(weaversApi.publicWeavers),
  queryFn: async () => (await call(weaversApi.publicWeavers)).items,
});

/** A weaver's profile and pieces in stock; an unknown or hidden weaver fails with ApiError 404. */
export function weaverPageQuery(slug: string) {
  return queryOptions({
    queryKey: queryKey(weaversApi.weaverPage, { slug }),
    queryFn: () => call(weaversApi.weaverPage, { params: { slug } }),
  });
}

/** The public donation ledger. */
export const donationLedgerQuery = queryOptions({
  queryKey: queryKey(weaversApi.donationLedger),
  queryFn: () => call(weaversApi.donationLedger),
});
