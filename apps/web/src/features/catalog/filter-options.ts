import { formatRupeesShort, type CategoryFacet } from '@handloom/shared';
import { shopMessages } from '../../messages/shop-messages.ts';
import { priceParam } from './catalog-queries.ts';

// The URL side of prices lives with the queries (the router's loaders use it without any texts).
export { priceParam, pricePaiseFromParam } from './catalog-queries.ts';

const m = shopMessages.catalog;

export interface FilterOption {
  value: string;
  label: string;
}

/** "All Categories" first, then each category by its label. */
export function categoryOptions(categories: readonly CategoryFacet[]): FilterOption[] {
  return [{ value: '', label: m.list.allCategories }, ...categories.map((c) => ({ value: c.category, label: c.label }))];
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
