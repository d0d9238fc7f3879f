import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { productListQuery, type ProductFilters } from './catalog-queries.ts';

/** The filtered list, newest first; while new filters load, the last list stays on screen. */
export function useProducts(filters: ProductFilters) {
  return useInfiniteQuery({ ...productListQuery(filters), placeholderData: keepPreviousData });
}
