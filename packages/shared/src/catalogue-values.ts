// The fixed lists a shopper narrows and orders the catalogue by, apart from
// the schemas that check them (schemas/product.ts, schemas/product-attributes.ts):
// the header and the filters of every page use these on their first load,
// which carries no zod.

// What a shopper narrows the catalogue by besides words, category and price
// (issue 16): the fabric, the main colour and the occasions a piece suits. Each
// is a fixed list, so the filter can count every value and the URL can carry
// it; the admin sets them on the product form, all optional.

export const PRODUCT_FABRICS = ['silk', 'cotton', 'silk-cotton'] as const;
export type ProductFabric = (typeof PRODUCT_FABRICS)[number];

/** The colour a shopper would name the piece by: the body's ground colour. */
export const PRODUCT_COLOURS = [
  'red',
  'maroon',
  'pink',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'white',
  'cream',
  'grey',
  'black',
  'gold',
  'multicolour',
] as const;
export type ProductColour = (typeof PRODUCT_COLOURS)[number];

export const PRODUCT_OCCASIONS = ['wedding', 'festive', 'daily-wear', 'office', 'temple'] as const;
export type ProductOccasion = (typeof PRODUCT_OCCASIONS)[number];

/**
 * The price ranges of the filter, on the price the shopper pays (the sale
 * price): from minPaise (inclusive) to maxPaise (exclusive; null: no limit).
 */
export const PRICE_RANGES = [
  { id: 'under-1000', minPaise: 0, maxPaise: 100_000 },
  { id: '1000-2500', minPaise: 100_000, maxPaise: 250_000 },
  { id: '2500-5000', minPaise: 250_000, maxPaise: 500_000 },
  { id: '5000-10000', minPaise: 500_000, maxPaise: 1_000_000 },
  { id: 'over-10000', minPaise: 1_000_000, maxPaise: null },
] as const satisfies readonly { id: string; minPaise: number; maxPaise: number | null }[];
export type PriceRange = (typeof PRICE_RANGES)[number];
export type PriceRangeId = PriceRange['id'];
export const PRICE_RANGE_IDS = PRICE_RANGES.map((range) => range.id) as [PriceRangeId, ...PriceRangeId[]];

export function priceRange(id: PriceRangeId): PriceRange {
  return PRICE_RANGES.find((range) => range.id === id) ?? PRICE_RANGES[0];
}

/** The orders of a list: the specification's newest first (the default), or by the price paid. */
export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The longest search the shop answers (the search boxes stop there; a longer link is cut to it). */
export const MAX_SEARCH_LENGTH = 100;
