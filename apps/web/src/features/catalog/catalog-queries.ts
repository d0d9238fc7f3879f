import { normaliseCategory, PAISE_PER_RUPEE, parseRupeesToPaise, type ProductList } from '@handloom/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** What the shopper filters the list by; empty text and null mean "all". */
export interface ProductFilters {
  search: string;
  category: string;
  pricePaise: number | null;
}

export const HOME_LATEST_COUNT = 4;

// The URL query keeps the filters (?search=&category=&price=), so a filtered
// list can be shared and survives a reload. The price is in rupees there.
export const filterParams = { search: 'search', category: 'category', price: 'price' } as const;

/** The category of a /category/{category} path in its stored form (/category/Silk_Sarees is silk_sarees), as the server reads it. */
export function categoryFromPath(parameter: string): string {
  return normaliseCategory(parameter) || parameter;
}

export function filtersFromSearchParams(params: URLSearchParams, fixedCategory?: string): ProductFilters {
  return {
    search: (params.get(filterParams.search) ?? '').trim(),
    category: fixedCategory ?? (params.get(filterParams.category) ?? '').trim(),
    pricePaise: pricePaiseFromParam(params.get(filterParams.price)),
  };
}

function productListPath(filters: ProductFilters, page: number, pageSize?: number): string {
  const query = new URLSearchParams();
  if (filters.search) query.set('search', filters.search);
  if (filters.category) query.set('category', filters.category);
  if (filters.pricePaise !== null) query.set('price', String(filters.pricePaise));
  if (page > 1) query.set('page', String(page));
  if (pageSize !== undefined) query.set('pageSize', String(pageSize));
  const text = query.toString();
  return text ? `/api/products?${text}` : '/api/products';
}

/** The filtered list, newest first, a page (24) at a time. */
export function productListQuery(filters: ProductFilters) {
  return infiniteQueryOptions({
    queryKey: ['catalog', 'products', filters] as const,
    queryFn: ({ pageParam }) => api<ProductList>(productListPath(filters, pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last: ProductList) => (last.hasMore ? last.page + 1 : undefined),
  });
}

/** The home page's newest products. */
export const latestProductsQuery = queryOptions({
  queryKey: ['catalog', 'latest'] as const,
  queryFn: () => api<ProductList>(productListPath({ search: '', category: '', pricePaise: null }, 1, HOME_LATEST_COUNT)),
});

/** The price as the URL carries it: rupees ("18500", "1499.5"). */
export function priceParam(paise: number): string {
  return String(paise / PAISE_PER_RUPEE);
}

/** The URL's price back in paise; anything that is not a positive amount is no filter. */
export function pricePaiseFromParam(text: string | null): number | null {
  if (!text) return null;
  const paise = parseRupeesToPaise(text);
  return paise === null || paise <= 0 ? null : paise;
}
