import { FavouriteProductSchema, type Product } from '@handloom/shared';
import { create } from 'zustand';
import { readStored, restoreInBrowser, storageKeys, writeStored } from '../../lib/storage.ts';

// The favourites of the original shop: full product copies, one per product
// id, kept in browser storage under `favorites` and saved on every change.
// Toggling on appends the product; toggling off filters it out by id.

interface FavouritesState {
  products: Product[];
  toggle: (product: Product) => void;
}


function loadProducts(): Product[] {
  const stored = readStored<unknown>(storageKeys.favorites, []);
  if (!Array.isArray(stored)) return [];
  const seen = new Set<string>();
  return stored.flatMap((value) => {
    const product = FavouriteProductSchema.safeParse(value);
    if (!product.success || seen.has(product.data.id)) return [];
    seen.add(product.data.id);
    return [product.data];
  });
}

export const useFavouritesStore = create<FavouritesState>((set, get) => ({
  products: [],
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

restoreInBrowser(() => useFavouritesStore.setState({ products: loadProducts() }));

// Another tab changed the favourites: show the same list here.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.favorites) useFavouritesStore.setState({ products: loadProducts() });
  });
}
