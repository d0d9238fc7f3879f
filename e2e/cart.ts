import { cartLineFromProduct, type CartLine } from '@handloom/shared';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { allProducts, type ApiProduct } from './catalogue.ts';

// Products the checkout journeys may buy, and carts put straight into browser
// storage. Buying takes stock, so these journeys keep off the products the
// other journeys look at: the newest few in stock (the product page journeys
// pick the first match), and every product with only 1 or 0 left.

const LEFT_FOR_OTHER_JOURNEYS = 6;
const MIN_STOCK = 10;

/** Products with plenty in stock, the same list in every worker; give each journey its own one. */
export async function checkoutProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const inStock = (await allProducts(request)).filter((product) => product.stock > 0);
  const products = inStock.slice(LEFT_FOR_OTHER_JOURNEYS).filter((product) => product.stock >= MIN_STOCK);
  expect(products.length, 'the demo catalogue has enough products with plenty in stock').toBeGreaterThanOrEqual(9);
  return products;
}

export type StoredCartLine = CartLine;

export function cartLine(product: ApiProduct, quantity = 1, overrides: Partial<CartLine> = {}): CartLine {
  return { ...cartLineFromProduct(product, quantity), ...overrides };
}

/** Replaces the `cart` key, as a shopper's earlier visit would have left it; the next page load reads it. */
export async function storeCart(page: Page, lines: StoredCartLine[]): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('cart', JSON.stringify(value)), lines);
}

export async function storedCart(page: Page): Promise<StoredCartLine[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as StoredCartLine[]);
}

export const goodAddress = { name: 'Meena Sundaram', address: '12 Car Street, Arani', pincode: '632301', phoneNumber: '+91 9876543210' };

export const testCards = { approved: '4111 1111 1111 1111', declined: '4000 0000 0000 0002' } as const;

/** Buys a cart through the API as the page's logged-in shopper (sandbox provider), for journeys that need an order. */
export async function buyThroughApi(page: Page, items: { productId: string; quantity: number }[]): Promise<{ orderId: string }> {
  const checkout = await page.request.post('/api/checkout', { data: { items, donation: 50, address: goodAddress } });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const session = (await checkout.json()) as { orderId: string; providerOrderId: string };
  const paid = await page.request.post('/api/payments/sandbox/pay', {
    data: { providerOrderId: session.providerOrderId, cardNumber: testCards.approved, expiry: '12/39', cvv: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const verified = await page.request.post('/api/payments/verify', { data: { orderId: session.orderId, ...(await paid.json()) } });
  expect(verified.status(), await verified.text()).toBe(200);
  return { orderId: session.orderId };
}
