import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { cartLineFromProduct, type CartLine } from '@handloom/shared';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { signUpAs } from './fixtures.ts';
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

export const goodAddress = {
  name: 'Meena Sundaram',
  phoneNumber: '+91 9876543210',
  pincode: '632301',
  city: 'Tiruvannamalai',
  state: 'Tamil Nadu',
  address: '12 Car Street',
  locality: 'Arni Fort',
  landmark: '',
};

export const testCards = { approved: '4111 1111 1111 1111', declined: '4000 0000 0000 0002' } as const;

/** Buys a cart through the API as the page's logged-in shopper (sandbox provider), for journeys that need an order. */
export async function buyThroughApi(page: Page, items: { productId: string; quantity: number }[]): Promise<{ orderId: string; number: string }> {
  const checkout = await page.request.post('/api/checkout', { data: { items, donation: 50, address: goodAddress } });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const session = (await checkout.json()) as { orderId: string; providerOrderId: string };
  const paid = await page.request.post('/api/payments/sandbox/pay', {
    data: { providerOrderId: session.providerOrderId, cardNumber: testCards.approved, expiry: '12/39', cvv: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const verified = await page.request.post('/api/payments/verify', { data: { orderId: session.orderId, ...(await paid.json()) } });
  expect(verified.status(), await verified.text()).toBe(200);
  return { orderId: session.orderId, number: ((await verified.json()) as { number: string }).number };
}

/** A new shopper, logged in, on the cart page holding these lines. */
export async function openCartWith(page: Page, lines: CartLine[]) {
  await page.goto('/');
  await signUpAs(page);
  await storeCart(page, lines);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cart');
}

/** Fills the Buy Now form; the state is the pincode's, so it is waited for (a known pincode), never typed. */
export async function fillAddress(dialog: Locator, address: Partial<typeof goodAddress>) {
  for (const [label, key] of [
    ['Name', 'name'],
    ['Phone number', 'phoneNumber'],
    ['Pincode', 'pincode'],
    ['City or district', 'city'],
    ['House and street', 'address'],
    ['Locality or area', 'locality'],
    ['Landmark (optional)', 'landmark'],
  ] as const) {
    const value = address[key];
    if (value === undefined) continue;
    // The locality box suggests the pincode's post offices: a combobox.
    await dialog.getByRole(key === 'locality' ? 'combobox' : 'textbox', { name: label, exact: true }).fill(value);
    if (key === 'pincode' && address.state && /^[1-9]\d{5}$/.test(value)) await expect(dialog.getByRole('textbox', { name: 'State', exact: true })).toHaveValue(address.state);
  }
}

/** The shop's name, from the settings the server writes into every page. */
export async function shopName(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(document.getElementById('shop-settings')?.textContent ?? '{}') as { shopName: string }).shopName);
}

export async function payWith(window: Locator, card: string) {
  await window.getByLabel('Card number').fill(card);
  // Typed as on a phone's number pad, which has no slash: the window puts it in.
  const expiry = window.getByLabel('Expiry (MM/YY)');
  await expiry.fill('');
  await expiry.pressSequentially('1239');
  await expect(expiry).toHaveValue('12/39');
  await window.getByLabel('CVV').fill('123');
}

/** The newest cash-on-delivery code emailed to this address (the demo shop writes mail to DATA_DIR/outbox). */
export async function codeSentTo(email: string, dataDir = process.env.E2E_DATA_DIR ?? ''): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  let found: string | undefined;
  await expect
    .poll(async () => {
      const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.eml')).sort();
      for (const file of files.reverse()) {
        const text = await readFile(path.join(outbox, file), 'utf8');
        const code = /code is (\d{6})/.exec(text)?.[1];
        if (text.includes(email) && code) {
          found = code;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found ?? '';
}

/** The newest email sent to this address whose subject matches, parsed (the demo shop writes mail to DATA_DIR/outbox). */
export async function mailSentTo(email: string, subject: RegExp, dataDir = process.env.E2E_DATA_DIR ?? ''): Promise<ParsedMail> {
  const outbox = path.join(dataDir, 'outbox');
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => {
      const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.eml')).sort();
      for (const file of files.reverse()) {
        const raw = await readFile(path.join(outbox, file));
        if (!raw.includes(email)) continue;
        const mail = await simpleParser(raw);
        const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((value) => value.address));
        if (to.includes(email) && subject.test(mail.subject ?? '')) {
          found = mail;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  if (!found) throw new Error(`no mail to ${email}`);
  return found;
}

/** A cash-on-delivery order placed and confirmed through the API as the page's logged-in shopper. */
export async function placeCodThroughApi(
  page: Page,
  email: string,
  items: { productId: string; quantity: number }[],
  /** The shop's DATA_DIR, whose outbox holds the code. */
  dataDir?: string,
): Promise<{ orderId: string; number: string }> {
  const checkout = await page.request.post('/api/checkout', { data: { items, donation: 50, address: goodAddress, method: 'cod' } });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { orderId } = (await checkout.json()) as { orderId: string };
  const confirmed = await page.request.post(`/api/orders/${orderId}/confirm-cod`, { data: { code: await codeSentTo(email, dataDir) } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { orderId, number: ((await confirmed.json()) as { number: string }).number };
}
