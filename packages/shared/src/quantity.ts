// The quantity rule of the spec (sections 4 and 5): a line holds at least 1
// and at most the product's stock, or exactly 1 when the stock is unknown.
// The detail page's stepper, the cart and the server's checkout all use it.

/** The most different products one cart (and one order) holds. */
export const MAX_CART_LINES = 50;

/** The largest quantity a shopper may choose: the stock, or 1 when it is unknown (or 0). */
export function maxQuantity(stock: number | null | undefined): number {
  if (stock === null || stock === undefined || !Number.isFinite(stock)) return 1;
  return Math.max(1, Math.floor(stock));
}

/** Brings any number into 1..maxQuantity(stock); whole numbers only. */
export function clampQuantity(quantity: number, stock: number | null | undefined): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(maxQuantity(stock), Math.max(1, Math.floor(quantity)));
}
