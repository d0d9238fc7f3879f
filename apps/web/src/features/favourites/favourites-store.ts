import type { Product } from '@handloom/shared';
import { create } from 'zustand';
import { readStored, storageKeys, writeStored } from '../../lib/storage.ts';

// The favourites of the original shop: full product copies, one per product
// id, kept in browser storage under `favorites` and saved on every change.
// Toggling on appends the product; toggling off filters it out by id.

interface FavouritesState {
  products: Product[];
  toggle: (product: Product) => void;
}

function isProduct(value: unknown): value is Product {
  const product = value as Partial<Product> | null;
  return (
    typeof product?.id === 'string' &&
    typeof product.title === 'string' &&
    typeof product.pricePaise === 'number' &&
    typeof product.salePricePaise === 'number' &&
    typeof product.discountPercent === 'number' &&
    Array.isArray(product.images) &&
    product.images.length > 0
  );
}

function loadProducts(): Product[] {
  const stored = readStored<unknown>(storageKeys.favorites, []);
  if (!Array.isArray(stored)) return [];
  const seen = new Set<string>();
  return stored.filter((value): value is Product => isProduct(value) && !seen.has(value.id) && Boolean(seen.add(value.id)));
}

export const useFavouritesStore = create<FavouritesState>((set, get) => ({
  products: loadProducts(),
  toggle: (product) => {
    const products = get().products;
    const next = products.some((p) => p.id === product.id) ? products.filter((p) => p.id !== product.id) : [...products, product];
    writeStored(storageKeys.favorites, next);
    set({ products: next });
  },
}));

/** Whether the product is a favourite; re-renders only when that answer changes. */
export function useIsFavourite(productId: string): boolean {
  return useFavouritesStore((state) => state.products.some((p) => p.id === productId));
}

// Another tab changed the favourites: show the same list here.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.favorites) useFavouritesStore.setState({ products: loadProducts() });
  });
}
