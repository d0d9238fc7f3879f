import type { Product } from '@handloom/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../testing/memory-storage.ts';

// The store reads browser storage when it is created: give it one first.
const storage = new MemoryStorage();
vi.stubGlobal('localStorage', storage);
const { useCartStore } = await import('./cart-store.ts');
const { cartLineFromProduct } = await import('@handloom/shared');

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: '6f1c2d3e-0000-4000-8000-000000000001',
    title: 'Kanchipuram Pure Silk Saree',
    pricePaise: 1_850_000,
    discountPercent: 10,
    salePricePaise: 1_665_000,
    category: 'silk_sarees',
    stock: 4,
    description: 'Pure silk',
    images: ['/media/a'],
    createdAt: '2024-01-12T10:15:00.000Z',
    ...overrides,
  };
}

const cart = () => useCartStore.getState();
const stored = () => JSON.parse(storage.getItem('cart') ?? 'null') as unknown;

beforeEach(() => {
  storage.clear();
  useCartStore.setState({ lines: [] });
});

describe('cart store', () => {
  it('takes at most 50 different products, and still adds to a product already in it', async () => {
    const { MAX_CART_LINES } = await import('@handloom/shared');
    const nth = (n: number) => product({ id: `6f1c2d3e-0000-4000-8000-${String(n).padStart(12, '0')}`, stock: 9 });
    for (let n = 1; n <= MAX_CART_LINES; n++) expect(cart().add(cartLineFromProduct(nth(n), 1))).toBe(true);
    expect(cart().add(cartLineFromProduct(nth(MAX_CART_LINES + 1), 1))).toBe(false);
    expect(cart().lines).toHaveLength(MAX_CART_LINES);
    expect((stored() as unknown[]).length).toBe(MAX_CART_LINES);
    expect(cart().add(cartLineFromProduct(nth(1), 2))).toBe(true);
    expect(cart().lines[0]?.quantity).toBe(3);
  });

  it("says the 51st product is refused in the server's own words, in both languages", async () => {
    const { checkoutMessages, taCheckoutMessages } = await import('@handloom/shared');
    const { enShop } = await import('../../messages/en-shop.ts');
    const { taShop } = await import('../../messages/ta-shop.ts');
    expect(enShop.catalog.detail.cartFull).toBe(checkoutMessages.cartFull);
    expect(taShop.catalog.detail.cartFull).toBe(taCheckoutMessages.cartFull);
  });

  it('takes out what an order bought, and keeps what was added meanwhile', () => {
    const saree = product();
    const scarf = product({ id: '6f1c2d3e-0000-4000-8000-000000000002', title: 'Silk Scarf', stock: 9 });
    const stole = product({ id: '6f1c2d3e-0000-4000-8000-000000000003', title: 'Cotton Stole', stock: 9 });
    cart().add(cartLineFromProduct(saree, 1));
    cart().add(cartLineFromProduct(scarf, 3));
    cart().add(cartLineFromProduct(stole, 1));
    // The order bought the saree and two of the scarves; one more scarf and the stole came in another tab.
    cart().takeOut([
      { productId: saree.id, quantity: 1 },
      { productId: scarf.id, quantity: 2 },
    ]);
    expect(cart().lines.map((line) => [line.title, line.quantity])).toEqual([
      ['Silk Scarf', 1],
      ['Cotton Stole', 1],
    ]);
    expect(stored()).toEqual(cart().lines);
  });

  it('adds a new line with the chosen quantity and saves the cart under `cart`', () => {
    cart().add(cartLineFromProduct(product(), 2));
    expect(cart().lines).toEqual([expect.objectContaining({ productId: product().id, quantity: 2, salePricePaise: 1_665_000 })]);
    expect(stored()).toEqual(cart().lines);
  });

  it('adds the chosen quantity to the line of the same product', () => {
    cart().add(cartLineFromProduct(product(), 1));
    cart().add(cartLineFromProduct(product(), 2));
    expect(cart().lines).toHaveLength(1);
    expect(cart().lines[0]?.quantity).toBe(3);
  });

  it('never goes above the stock', () => {
    cart().add(cartLineFromProduct(product({ stock: 4 }), 3));
    cart().add(cartLineFromProduct(product({ stock: 4 }), 3));
    expect(cart().lines[0]?.quantity).toBe(4);
    cart().add(cartLineFromProduct(product({ id: '6f1c2d3e-0000-4000-8000-000000000002', stock: 2 }), 5));
    expect(cart().lines[1]?.quantity).toBe(2);
  });

  it('removes a line by product id', () => {
    cart().add(cartLineFromProduct(product(), 1));
    cart().add(cartLineFromProduct(product({ id: '6f1c2d3e-0000-4000-8000-000000000002' }), 1));
    cart().remove(product().id);
    expect(cart().lines.map((l) => l.productId)).toEqual(['6f1c2d3e-0000-4000-8000-000000000002']);
    expect(stored()).toEqual(cart().lines);
  });

  it('sets a quantity within 1 and the stock, and ignores a product that is not in the cart', () => {
    cart().add(cartLineFromProduct(product({ stock: 4 }), 1));
    cart().setQuantity(product().id, 3);
    expect(cart().lines[0]?.quantity).toBe(3);
    cart().setQuantity(product().id, 99);
    expect(cart().lines[0]?.quantity).toBe(4);
    cart().setQuantity(product().id, 0);
    expect(cart().lines[0]?.quantity).toBe(1);

    const before = cart().lines;
    storage.setItem('cart', 'untouched');
    cart().setQuantity('no-such-id', 2);
    expect(cart().lines).toBe(before);
    expect(storage.getItem('cart')).toBe('untouched');
  });

  it('replaces the whole cart, dropping anything that is not a line', () => {
    cart().add(cartLineFromProduct(product(), 1));
    const line = cartLineFromProduct(product({ id: '6f1c2d3e-0000-4000-8000-000000000003' }), 2);
    cart().replace([line, { nonsense: true } as never]);
    expect(cart().lines).toEqual([line]);
    expect(stored()).toEqual([line]);
    cart().replace([]);
    expect(stored()).toEqual([]);
  });
});

describe('cart store start', () => {
  it('loads the saved cart, keeping only well-formed lines', async () => {
    const line = cartLineFromProduct(product(), 2);
    storage.setItem('cart', JSON.stringify([line, { title: 'half a line' }, 42]));
    vi.resetModules();
    vi.stubGlobal('window', { addEventListener: () => undefined });
    const fresh = await import('./cart-store.ts');
    vi.unstubAllGlobals();
    vi.stubGlobal('localStorage', storage);
    expect(fresh.useCartStore.getState().lines).toEqual([line]);
    // What the server rendered, and what React hydrates against: no cart yet.
    expect(fresh.useCartStore.getInitialState().lines).toEqual([]);
  });

  it('starts empty when the saved cart is not a list', async () => {
    storage.setItem('cart', '{"broken": true');
    vi.resetModules();
    const fresh = await import('./cart-store.ts');
    expect(fresh.useCartStore.getState().lines).toEqual([]);
  });
});
