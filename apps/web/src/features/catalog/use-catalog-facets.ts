import type { CatalogFacets } from '@handloom/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const catalogFacetsQueryKey = ['catalog', 'facets'] as const;

/** The shop's categories (with a picture and a count each) and its distinct prices. */
export function useCatalogFacets() {
  return useQuery({
    queryKey: catalogFacetsQueryKey,
    queryFn: () => api<CatalogFacets>('/api/products/facets'),
  });
}
