import {
  catalogApi,
  MAX_SEARCH_LENGTH,
  normaliseCategory,
  PAISE_PER_RUPEE,
  parseRupeesToPaise,
  PRICE_RANGE_IDS,
  PRODUCT_COLOURS,
  PRODUCT_FABRICS,
  PRODUCT_OCCASIONS,
  PRODUCT_SORTS,
  type CatalogFacetsQuery,
  type PriceRangeId,
  type ProductColour,
  type ProductFabric,
  type ProductOccasion,
  type ProductList,
  type ProductSort,
} from '@handloom/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call, queryKey } from '../../lib/api-client.ts';

/** What the shopper filters the list by; empty text and null mean "all". */
export interface ProductFilters {
  search: string;
  category: string;
  pricePaise: number | null;
  /** A range of the price paid (PRICE_RANGES). */
  range: PriceRangeId | null;
  fabric: ProductFabric | null;
  colour: ProductColour | null;
  occasion: ProductOccasion | null;
  /** Null: newest first, or best match first for a search. */
  sort: ProductSort | null;
}

export const NO_FILTERS: ProductFilters = { search: '', category: '', pricePaise: null, range: null, fabric: null, colour: null, occasion: null, sort: null };

export const HOME_LATEST_COUNT = 4;

// The URL query keeps the filters (?search=&category=&price=&range=&fabric=&colour=&occasion=&sort=),
// so a filtered list can be shared and survives a reload. The price is in rupees there.
export const filterParams = {
  search: 'search',
  category: 'category',
  price: 'price',
  range: 'range',
  fabric: 'fabric',
  colour: 'colour',
  occasion: 'occasion',
  sort: 'sort',
} as const;

/** The category of a /category/{category} path in its stored form (/category/Silk_Sarees is silk_sarees), as the server reads it. */
export function categoryFromPath(parameter: string): string {
  return normaliseCategory(parameter) || parameter;
}

export function filtersFromSearchParams(params: URLSearchParams, fixedCategory?: string): ProductFilters {
  return {
    // A shared link may carry a longer search than the shop answers (the API refuses it, and the list
    // could never load): it searches for what the search box would have taken.
    search: (params.get(filterParams.search) ?? '').trim().slice(0, MAX_SEARCH_LENGTH).trim(),
    category: fixedCategory ?? (params.get(filterParams.category) ?? '').trim(),
    pricePaise: pricePaiseFromParam(params.get(filterParams.price)),
    range: oneOf(PRICE_RANGE_IDS, params.get(filterParams.range)),
    fabric: oneOf(PRODUCT_FABRICS, params.get(filterParams.fabric)),
    colour: oneOf(PRODUCT_COLOURS, params.get(filterParams.colour)),
    occasion: oneOf(PRODUCT_OCCASIONS, params.get(filterParams.occasion)),
    sort: oneOf(PRODUCT_SORTS, params.get(filterParams.sort)),
  };
}

/** Whether the list shows fewer products than the page would unfiltered (sorting narrows nothing). */
export function narrowsTheList(filters: ProductFilters): boolean {
  return filters.search !== '' || filters.pricePaise !== null || filters.range !== null || filters.fabric !== null || filters.colour !== null || filters.occasion !== null;
}

// A value the URL was edited into that the shop does not know is no filter at all.
function oneOf<T extends string>(values: readonly T[], text: string | null): T | null {
  return values.find((value) => value === text) ?? null;
}

/** What narrows the list, as the API reads it (the facets' counts honour the same). */
export function narrowingQuery(filters: ProductFilters): CatalogFacetsQuery {
  const query: CatalogFacetsQuery = {};
  if (filters.search) query.search = filters.search;
  if (filters.category) query.category = filters.category;
  if (filters.pricePaise !== null) query.price = filters.pricePaise;
  if (filters.range) query.range = filters.range;
  if (filters.fabric) query.fabric = filters.fabric;
  if (filters.colour) query.colour = filters.colour;
  if (filters.occasion) query.occasion = filters.occasion;
  return query;
}

function listProducts(filters: ProductFilters, page: number, pageSize?: number) {
  return call(catalogApi.listProducts, {
    query: {
      ...narrowingQuery(filters),
      sort: filters.sort ?? undefined,
      page: page > 1 ? page : undefined,
      pageSize,
    },
  });
}

/** The filtered list, in its order, a page (24) at a time. */
export function productListQuery(filters: ProductFilters) {
  return infiniteQueryOptions({
    queryKey: queryKey(catalogApi.listProducts, filters),
    queryFn: ({ pageParam }) => listProducts(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: ProductList) => (last.hasMore ? last.page + 1 : undefined),
  });
}

/** The home page's newest products. */
export const latestProductsQuery = queryOptions({
  queryKey: queryKey(catalogApi.listProducts, { pageSize: HOME_LATEST_COUNT }),
  queryFn: () => listProducts(NO_FILTERS, 1, HOME_LATEST_COUNT),
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
