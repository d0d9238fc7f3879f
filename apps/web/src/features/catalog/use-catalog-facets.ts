import { catalogApi, categoryLabel } from '@handloom/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, queryKey } from '../../lib/api-client.ts';
import { shownCategory, type ShownText } from '../../lib/product-text.tsx';
import { narrowingQuery, type ProductFilters } from './catalog-queries.ts';

/** The shop's categories (with a picture and a count each) and its distinct prices. */
export const catalogFacetsQuery = queryOptions({
  queryKey: queryKey(catalogApi.facets),
  queryFn: () => call(catalogApi.facets),
});

/**
 * The same, with the fabric, colour and occasion counts under the list's
 * filters; without any filter it is the shop's one facets answer.
 */
export function filteredFacetsQuery(filters: ProductFilters) {
  const query = narrowingQuery(filters);
  if (Object.keys(query).length === 0) return catalogFacetsQuery;
  return queryOptions({
    queryKey: queryKey(catalogApi.facets, query),
    queryFn: () => call(catalogApi.facets, { query }),
  });
}

export function useCatalogFacets() {
  return useQuery(catalogFacetsQuery);
}

/** A category's name as the page shows it (by its English label while the facets load, or when no live product has it). */
export function useCategoryName(category: string): ShownText {
  const facet = useCatalogFacets().data?.categories.find((entry) => entry.category === category);
  return shownCategory(facet ?? { label: categoryLabel(category) });
}

/** The counts for the filter panel; the last ones stay on screen while the next load. */
export function useFilteredFacets(filters: ProductFilters) {
  return useQuery({ ...filteredFacetsQuery(filters), placeholderData: keepPreviousData });
}
