import type { Product } from '@handloom/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../testing/memory-storage.ts';

const storage = new MemoryStorage();
vi.stubGlobal('localStorage', storage);
const { useFavouritesStore } = await import('./favourites-store.ts');

function product(id: string, title = `Saree ${id}`): Product {
  return {
    id,
    title,
    pricePaise: 100_000,
    discountPercent: 0,
    salePricePaise: 100_000,
    category: 'cotton_sarees',
    stock: 3,
    description: '',
    images: ['/media/x'],
    createdAt: '2024-01-12T10:15:00.000Z',
  };
}

const favourites = () => useFavouritesStore.getState();
const stored = () => JSON.parse(storage.getItem('favorites') ?? 'null') as unknown;

beforeEach(() => {
  storage.clear();
  useFavouritesStore.setState({ products: [] });
});

describe('favourites store', () => {
  it('toggling on appends a full copy of the product and saves it under `favorites`', () => {
    favourites().toggle(product('a'));
    favourites().toggle(product('b'));
    expect(favourites().products.map((p) => p.id)).toEqual(['a', 'b']);
    expect(stored()).toEqual([product('a'), product('b')]);
  });

  it('toggling off takes the product out by id', () => {
    favourites().toggle(product('a'));
    favourites().toggle(product('b'));
    favourites().toggle(product('a', 'renamed since'));
    expect(favourites().products.map((p) => p.id)).toEqual(['b']);
    expect(stored()).toEqual([product('b')]);
  });

  it('loads saved favourites once per id and drops what is not a product', async () => {
    storage.setItem('favorites', JSON.stringify([product('a'), product('a'), { id: 'c' }, product('b')]));
    vi.resetModules();
    vi.stubGlobal('window', { addEventListener: () => undefined });
    const fresh = await import('./favourites-store.ts');
    vi.unstubAllGlobals();
    vi.stubGlobal('localStorage', storage);
    await vi.waitFor(() => expect(fresh.useFavouritesStore.getState().products.map((p) => p.id)).toEqual(['a', 'b']));
    // What the server rendered, and what React hydrates against: none yet.
    expect(fresh.useFavouritesStore.getInitialState().products).toEqual([]);
  });

  it('a toggle before the stored favourites are checked keeps the others', async () => {
    storage.setItem('favorites', JSON.stringify([product('a'), product('b')]));
    vi.resetModules();
    vi.stubGlobal('window', { addEventListener: () => undefined });
    const fresh = await import('./favourites-store.ts');
    vi.unstubAllGlobals();
    vi.stubGlobal('localStorage', storage);
    fresh.useFavouritesStore.getState().toggle(product('c'));
    expect(stored()).toEqual([product('a'), product('b'), product('c')]);
    await vi.waitFor(() => expect(fresh.useFavouritesStore.getState().products.map((p) => p.id)).toEqual(['a', 'b', 'c']));
  });
});
