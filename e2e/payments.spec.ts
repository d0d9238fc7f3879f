import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { sandboxSecret, sandboxWebhook } from '../apps/api/src/features/payments/sandbox-provider.ts';
import { cartLine, checkoutProducts, codeSentTo, fillAddress, goodAddress, openCartWith, payWith, shopName, storedCart, testCards } from './cart.ts';
import { allProducts, type ApiProduct } from './catalogue.ts';
import { e2eAdmin, expect, test } from './fixtures.ts';

// Paying as India pays, in the sandbox: UPI (success, failure then card,
// pending then the bank's webhook) and cash on delivery (offered, refused
// with its reason, the code). The demo shop starts with COD on: fee ₹40, no
// minimum, at most ₹50,000.

let products: ApiProduct[];
test.beforeAll(async ({ request }) => {
  // Past the ones checkout.spec.ts buys from; each of these journeys buys one unit.
  products = (await checkoutProducts(request)).slice(7);
  expect(products.length).toBeGreaterThanOrEqual(2);
});
const product = (index: number) => products[index % products.length] as ApiProduct;

const summaryRow = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Order summary' }).locator('div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');

/** Buy Now with the delivery details, up to the payment window (online) or the code (COD). */
async function buyNow(page: Page, address: Partial<typeof goodAddress> = goodAddress) {
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery details' });
  await fillAddress(dialog, address);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  return dialog;
}

async function openUpi(page: Page) {
  const window = page.getByRole('dialog', { name: await shopName(page) });
  await window.getByRole('radio', { name: 'UPI' }).check();
  return window;
}

async function shopperEmail(page: Page): Promise<string> {
  const session = await (await page.request.get('/api/session')).json();
  return session.user.email;
}

test('UPI: the QR code and the app link carry the order; approving pays it and lands on the thank-you page', async ({ page, consoleErrors }) => {
  const item = product(0);
  await openCartWith(page, [cartLine(item)]);
  await buyNow(page);
  const window = await openUpi(page);
  const qr = window.getByRole('img', { name: /^UPI QR code to pay ₹/ });
  await expect(qr).toBeVisible();
  const intent = await window.getByRole('link', { name: 'Pay in your UPI app' }).getAttribute('href');
  expect(intent).toMatch(/^upi:\/\/pay\?pa=kaithari\.sandbox%40upi&pn=.+&am=\d+\.\d{2}&cu=INR&tr=order_sbx_\w{14}/);

  await window.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/order\/KH-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  const order = page.getByRole('main').getByRole('article');
  await expect(order).toContainText('Payment: UPI (shopper@sandbox)');
  await expect(order).toContainText('Status: Paid');
  await expect(page.getByText(/^Expected delivery: /)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('paying takes out only what the order bought: a piece added in another tab while the payment window was open stays in the cart', async ({ page }) => {
  const bought = product(3);
  const added = product(4);
  await openCartWith(page, [cartLine(bought)]);
  await buyNow(page);
  const window = page.getByRole('dialog', { name: await shopName(page) });
  await expect(window.getByLabel('Card number')).toBeVisible();

  const otherTab = await page.context().newPage();
  await otherTab.goto(`/productinfo/${added.id}`);
  // A tab of its own is not the fixture's page, whose goto waits for the page to come alive (fixtures.ts).
  await otherTab.locator('html[data-live="true"]').waitFor({ state: 'attached' });
  await otherTab.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(otherTab.getByRole('link', { name: 'View In Cart' })).toBeVisible();
  await otherTab.close();

  await payWith(window, testCards.approved);
  await window.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/order\/KH-\d+$/);
  await expect.poll(async () => (await storedCart(page)).map((line) => [line.productId, line.quantity])).toEqual([[added.id, 1]]);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeAttached();
});

test('UPI declined: nothing taken; the shopper pays the same order by card', async ({ page }) => {
  const item = product(1);
  await openCartWith(page, [cartLine(item)]);
  await buyNow(page);
  const window = await openUpi(page);
  await window.getByRole('button', { name: 'Decline payment' }).click();
  await expect(window.getByRole('alert')).toHaveText('Your UPI payment failed and nothing was taken. Try again, or pay another way.');

  await window.getByRole('radio', { name: 'Card' }).check();
  await payWith(window, testCards.approved);
  await window.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/order\/KH-\d+$/);
  await expect(page.getByRole('main').getByRole('article')).toContainText('Payment: Card (Card •••• 1111)');
});

test("UPI pending: the order is placed and says so; the bank's signed webhook makes it Paid on Your Orders", async ({ page }) => {
  const item = product(0);
  await openCartWith(page, [cartLine(item)]);
  const checkoutAnswer = page.waitForResponse((response) => response.url().endsWith('/api/checkout') && response.status() === 201);
  await buyNow(page);
  const session = (await (await checkoutAnswer).json()) as { providerOrderId: string; amountPaise: number };
  const window = await openUpi(page);
  await window.getByRole('button', { name: 'Leave it pending' }).click();

  await expect(page).toHaveURL(/\/order\/KH-\d+$/);
  const number = page.url().split('/').at(-1) ?? '';
  await expect(page.getByRole('status').filter({ hasText: 'Your payment is pending' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toContainText('Status: Payment pending');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');

  // The bank decides: its webhook, signed with the sandbox's secret, as Razorpay signs.
  const order = await (await page.request.get(`/api/orders/${number}`)).json();
  const authSecret = (await readFile(path.join(process.env.E2E_DATA_DIR ?? '', 'auth-secret'), 'utf8')).trim();
  const { body, signature } = sandboxWebhook(sandboxSecret(undefined, authSecret), 'payment.captured', {
    id: order.paymentId,
    providerOrderId: session.providerOrderId,
    amountPaise: session.amountPaise,
    status: 'pending',
    method: 'upi',
    reference: null,
  });
  const delivered = await page.request.post('/api/payments/webhook', { headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature }, data: body });
  expect(await delivered.json()).toEqual({ status: 'processed' });

  // The thank-you page follows the bank by itself; Your Orders shows the order paid.
  await expect(page.getByRole('main').getByRole('article')).toContainText('Status: Paid');
  await page.goto('/order');
  const mine = page.getByRole('main').getByRole('article').filter({ hasText: number });
  await expect(mine).toContainText('Status: Paid');
});

test('cash on delivery: offered with its fee; a wrong code, then the right one, then the thank-you page with its number', async ({ page }) => {
  const item = product(1);
  await openCartWith(page, [cartLine(item)]);
  const total = await summaryRow(page, 'Total').textContent();
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await expect(summaryRow(page, 'Cash on delivery fee')).toHaveText('₹40.00');
  await expect(summaryRow(page, 'Total')).not.toHaveText(total ?? '');

  await buyNow(page);
  const dialog = page.getByRole('dialog', { name: 'Confirm your cash on delivery order' });
  await expect(dialog).toContainText('We sent a 6-digit code to');
  const email = await shopperEmail(page);
  const code = await codeSentTo(email);
  await dialog.getByLabel('Confirmation code').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  await expect(dialog.getByText('That code is not right. 4 tries left.')).toBeVisible();
  await dialog.getByLabel('Confirmation code').fill(code);
  await dialog.getByRole('button', { name: 'Confirm order' }).click();

  await expect(page).toHaveURL(/\/order\/KH-\d+$/);
  const number = page.url().split('/').at(-1) ?? '';
  await expect(page.getByText(`Your order ${number} is placed.`)).toBeVisible();
  const order = page.getByRole('main').getByRole('article');
  await expect(order).toContainText('Status: Placed (cash on delivery)');
  await expect(order).toContainText('Payment: Cash on delivery');
  await expect(order).toContainText('Cash on delivery fee');
  await expect(page.getByText(/ready in cash for the courier/)).toBeVisible();
});

test('cash on delivery refused: over the maximum the cart says why; for a refused pincode the server says so at Buy Now', async ({ page, request }) => {
  // Lines of the products worth the most in stock (stock caps a line), until the cart is over the maximum.
  // Only put in the cart, never bought, so any product of the catalogue will do.
  const item = product(0);
  const overMaximum: ReturnType<typeof cartLine>[] = [];
  let subtotal = 0;
  for (const p of (await allProducts(request)).sort((a, b) => b.salePricePaise * b.stock - a.salePricePaise * a.stock)) {
    if (subtotal > 5_000_000) break;
    overMaximum.push(cartLine(p, p.stock));
    subtotal += p.salePricePaise * p.stock;
  }
  expect(subtotal, 'enough stock in the demo catalogue to pass the COD maximum').toBeGreaterThan(5_000_000);
  await openCartWith(page, overMaximum);
  await expect(page.getByText('Cash on delivery is for orders up to ₹50,000: please pay online.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeDisabled();

  // The owner refuses COD for one pincode (kept: no other journey delivers there).
  const admin = await page.context().browser()?.newContext({ baseURL: new URL(page.url()).origin });
  if (!admin) throw new Error('no browser');
  expect((await admin.request.post('/api/session', { data: e2eAdmin })).status()).toBe(200);
  const settings = await (await admin.request.get('/api/admin/settings/cod')).json();
  const saved = await admin.request.put('/api/admin/settings/cod', { data: { ...settings, refusedPincodes: [...settings.refusedPincodes, '799001'] } });
  expect(saved.status()).toBe(200);
  await admin.close();

  await openCartWith(page, [cartLine(item)]);
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  const dialog = await buyNow(page, { ...goodAddress, pincode: '799001', state: 'Tripura', city: 'West Tripura' });
  await expect(dialog.getByText('Cash on delivery is not available for pincode 799001: please pay online.')).toBeVisible();
  await expect(dialog.getByLabel('Pincode')).toHaveAttribute('aria-invalid', 'true');
});

test('UPI pending, then the sandbox bank fails it: the shopper pays the same order again by card from its page', async ({ page }) => {
  const item = product(1);
  await openCartWith(page, [cartLine(item)]);
  await buyNow(page);
  const window = await openUpi(page);
  await window.getByRole('button', { name: 'Leave it pending' }).click();
  await expect(page).toHaveURL(/\/order\/KH-\d+$/);
  const number = page.url().split('/').at(-1) ?? '';

  await page.getByRole('button', { name: 'Fail the payment' }).click();
  await expect(page.getByText(/Your bank did not complete the payment/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toContainText('Status: Payment not completed');
  await page.getByRole('button', { name: 'Pay again' }).click();
  const again = page.getByRole('dialog', { name: await shopName(page) });
  await payWith(again, testCards.approved);
  await again.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('main').getByRole('article')).toContainText('Status: Paid');
  await expect(page.getByText(`Your order ${number} is placed.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay again' })).toHaveCount(0);
});
