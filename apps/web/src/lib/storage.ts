// The browser storage keys of the original shop (spec section 3). They are
// conveniences for the shopper; the server never trusts them.
export const storageKeys = {
  cart: 'cart',
  favorites: 'favorites',
  user: 'user',
  filterCategory: 'filterCategory',
  theme: 'theme',
  /** The pincode last checked for delivery (product page, cart). */
  deliveryPincode: 'deliveryPincode',
} as const;

/**
 * Fills a store from browser storage once it exists with its empty state.
 * The server renders every page for a visitor with nothing stored, and React
 * hydrates against a store's initial state (zustand's server snapshot), then
 * re-renders with what this put there: the cart count, the favourites and the
 * theme choice fill in after hydration, without a hydration mismatch.
 */
export function restoreInBrowser(restore: () => void): void {
  if (typeof window !== 'undefined') restore();
}

export function readStored<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the shop still works for this visit.
  }
}
