import { type CatalogFacets, type CategoryFacet, type PriceRangeFacet } from '@handloom/shared';
import { formatRupeesShort } from '../../lib/format.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import { shownCategory } from '../../lib/product-text.tsx';
import { priceParam } from './catalog-queries.ts';

// The URL side of prices lives with the queries (the router's loaders use it without any texts).
export { priceParam, pricePaiseFromParam } from './catalog-queries.ts';

const m = shopMessages.catalog;

export interface FilterOption {
  value: string;
  label: string;
  /** 'en' for a category's English label on a Tamil page. */
  lang?: 'en';
}

/** "All Categories" first, then each category by its name (its Tamil one on the Tamil pages, where set). */
export function categoryOptions(categories: readonly CategoryFacet[]): FilterOption[] {
  return [
    { value: '', label: m.list.allCategories },
    ...categories.map((category) => {
      const { text, lang } = shownCategory(category);
      return lang ? { value: category.category, label: text, lang } : { value: category.category, label: text };
    }),
  ];
}

/** "All Prices" first, then each distinct price, lowest first, in rupees ("₹18,500"). */
export function priceOptions(pricesPaise: readonly number[]): FilterOption[] {
  const distinct = [...new Set(pricesPaise)].sort((a, b) => a - b);
  return [{ value: '', label: m.list.allPrices }, ...distinct.map((paise) => ({ value: priceParam(paise), label: formatRupeesShort(paise) }))];
}

/** The card's badge: the product's real discount ("10% Off"), none at 0 % (decisions.md). */
export function discountBadge(discountPercent: number): string | null {
  return discountPercent > 0 ? m.card.discount(discountPercent) : null;
}

/** "Any price" first, then each range that holds products, with its count. */
export function rangeOptions(ranges: readonly PriceRangeFacet[]): FilterOption[] {
  return [
    { value: '', label: m.list.allRanges },
    ...ranges.map((range) => ({
      value: range.range,
      label:
        range.minPaise === 0 && range.maxPaise !== null
          ? m.list.rangeUnder(formatRupeesShort(range.maxPaise), range.productCount)
          : range.maxPaise === null
            ? m.list.rangeAbove(formatRupeesShort(range.minPaise), range.productCount)
            : m.list.rangeBetween(formatRupeesShort(range.minPaise), formatRupeesShort(range.maxPaise), range.productCount),
    })),
  ];
}

/** Newest first is the list's own order; a search is shown best match first until the shopper picks another. */
export function sortOptions(searching: boolean): FilterOption[] {
  return [
    { value: '', label: searching ? m.list.sortBestMatch : m.list.sortNewest },
    ...(searching ? [{ value: 'newest', label: m.list.sortNewest }] : []),
    { value: 'price-asc', label: m.list.sortPriceAsc },
    { value: 'price-desc', label: m.list.sortPriceDesc },
  ];
}

/** What a card says about stock: sold out, or only one or two left; nothing when there are more. */
export function stockBadge(stock: number): string | null {
  if (stock <= 0) return m.card.soldOut;
  return stock <= 2 ? m.card.onlyLeft(stock) : null;
}

/** The filter's facets by the fixed lists, and the URL parameter each one sets. */
export type AttributeFacet = 'fabric' | 'colour' | 'occasion';

const attributeLists = { fabric: 'fabrics', colour: 'colours', occasion: 'occasions' } as const satisfies Record<AttributeFacet, keyof CatalogFacets>;

/** "Any fabric" (colour, occasion) first, then each value that would list products, with how many. */
export function attributeOptions(facet: AttributeFacet, facets: Pick<CatalogFacets, 'fabrics' | 'colours' | 'occasions'> | undefined): FilterOption[] {
  const names: Record<string, string> = m.attributes[facet];
  const any = { fabric: m.list.allFabrics, colour: m.list.allColours, occasion: m.list.allOccasions }[facet];
  const entries: readonly { value: string; productCount: number }[] = facets?.[attributeLists[facet]] ?? [];
  return [
    { value: '', label: any },
    ...entries.filter((entry) => entry.productCount > 0).map((entry) => ({ value: entry.value, label: m.list.facetOption(names[entry.value] ?? entry.value, entry.productCount) })),
  ];
}

/** A value's name alone (a choice from the URL that the counts do not list). */
export function attributeName(facet: AttributeFacet, value: string): string {
  const names: Record<string, string> = m.attributes[facet];
  return names[value] ?? value;
}
