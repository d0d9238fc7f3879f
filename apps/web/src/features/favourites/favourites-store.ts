import type { Product } from '@handloom/shared';
import { create } from 'zustand';
import { readStored, restoreInBrowser, storageKeys, writeStored } from '../../lib/storage.ts';

// The favourites of the original shop: full product copies, one per product
// id, kept in browser storage under `favorites` and saved on every change.
// Toggling on appends the product; toggling off filters it out by id.

interface FavouritesState {
  products: Product[];
  toggle: (product: Product) => void;
}

/** The stored favourites; with none stored (a first visit), nothing more is loaded. */
async function loadProducts(): Promise<Product[]> {
  const stored = readStored<unknown>(storageKeys.favorites, []);
  if (!Array.isArray(stored) || stored.length === 0) return [];
  const { storedFavourites } = await import('./stored-favourites.ts');
  // Read again: a toggle while the check was loading is already in storage.
  return storedFavourites(readStored<unknown>(storageKeys.favorites, []));
}

// Until the stored favourites are checked (a moment after the page loads), a
// toggle starts from them as stored, so that none is lost; the check then
// reads them again.
let checked = false;

function restore(): void {
  void loadProducts().then((products) => {
    checked = true;
    useFavouritesStore.setState({ products });
  });
}

function asStored(): Product[] {
  const stored = readStored<unknown>(storageKeys.favorites, []);
  return Array.isArray(stored) ? stored.filter((value): value is Product => typeof (value as Partial<Product> | null)?.id === 'string') : [];
}

export const useFavouritesStore = create<FavouritesState>((set, get) => ({
  products: [],
  toggle: (product) => {
    const products = checked ? get().products : asStored();
    const next = products.some((p) => p.id === product.id) ? products.filter((p) => p.id !== product.id) : [...products, product];
    writeStored(storageKeys.favorites, next);
    set({ products: next });
  },
}));

/** Whether the product is a favourite; re-renders only when that answer changes. */
export function useIsFavourite(productId: string): boolean {
  return useFavouritesStore((state) => state.products.some((p) => p.id === productId));
}

restoreInBrowser(restore);

// Another tab changed the favourites: show the same list here.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.favorites) restore();
  });
}
