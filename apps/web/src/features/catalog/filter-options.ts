import { formatRupeesShort, parseRupeesToPaise, PAISE_PER_RUPEE, type CategoryFacet } from '@handloom/shared';
import { messages } from '../../messages/messages.ts';

const m = messages.catalog;

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

/** The card's badge: the product's real discount ("10% Off"), none at 0 % (decisions.md). */
export function discountBadge(discountPercent: number): string | null {
  return discountPercent > 0 ? m.card.discount(discountPercent) : null;
}
