import { useQuery } from '@tanstack/react-query';
import { latestProductsQuery } from './catalog-queries.ts';

/** The shop's newest products, for the home page. */
export function useLatestProducts() {
  return useQuery(latestProductsQuery);
}
