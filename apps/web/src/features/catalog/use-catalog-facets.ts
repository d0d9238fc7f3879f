import { catalogApi } from '@handloom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, queryKey } from '../../lib/api-client.ts';

/** The shop's categories (with a picture and a count each) and its distinct prices. */
export const catalogFacetsQuery = queryOptions({
  queryKey: queryKey(catalogApi.facets),
  queryFn: () => call(catalogApi.facets),
});

export function useCatalogFacets() {
  return useQuery(catalogFacetsQuery);
}
