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
