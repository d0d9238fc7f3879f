import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { repoRoot, startShop } from '../apps/api/src/testing/shop-process.ts';
import { buyThroughApi, placeCodThroughApi } from './cart.ts';
import { e2eShopEnv } from './global-setup.ts';
import { rupees, rupeesWithPaise } from './catalogue.ts';
import { e2eAdmin, expect, logInAsAdmin, newShopper, pageOfItsOwn, signUpAs, test as base } from './fixtures.ts';

// The admin's journeys: products added (with an uploaded image), edited,
// filtered and deleted; an order moved to shipped; donations read (the axe
// scan of each admin page is in admin-a11y.spec.ts). They change the catalogue, which the other
// journeys read while they run, so they get a shop of their own (a fresh
// DATA_DIR with the demo catalogue) and run one after another.

// The admin shop's DATA_DIR, set by its fixture: its outbox holds the cash-on-delivery codes.
let adminShopDataDir = '';

const test = base.extend<object, { adminShopUrl: string }>({
  adminShopUrl: [
    // Playwright reads fixture dependencies from this pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'handloom-e2e-admin-'));
      // A copy of the built web app: a rebuild while the journeys run cannot pull pages from under them.
      const webDir = path.join(dataDir, 'web');
      await cp(path.join(repoRoot, 'apps/web/dist'), webDir, { recursive: true });
      const shop = await startShop({ ...e2eShopEnv(dataDir), WEB_DIST_DIR: webDir }, 600_000);
      adminShopDataDir = dataDir;
      await use(shop.baseUrl);
      shop.child.kill('SIGTERM');
      await shop.exited;
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 600_000 },
  ],
  baseURL: async ({ adminShopUrl }, use) => use(adminShopUrl),
});

test.describe.configure({ mode: 'default' });

let counter = 0;
function uniqueTitle(what: string): string {
  counter += 1;
  return `${what} ${Date.now().toString(36)}${counter}`;
}

async function pngFile(colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 400, height: 500, channels: 3, background: colour } }).png().toBuffer();
  return { name: 'saree photo.png', mimeType: 'image/png', buffer };
}

interface CreatedProduct {
  id: string;
  title: string;
  pricePaise: number;
  salePricePaise: number;
  category: string;
  images: string[];
}

/** A product made through the admin API, with an uploaded image (no image from outside the shop). */
async function createProduct(request: APIRequestContext, overrides: Record<string, unknown> = {}): Promise<CreatedProduct> {
  const upload = await request.post('/api/admin/uploads', { multipart: { file: await pngFile({ r: 20, g: 90, b: 120 }) } });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const response = await request.post('/api/admin/products', {
    data: {
      title: uniqueTitle('Kovai Cotton Saree'),
      price: '2400',
      discountPercent: '10',
      images: [url],
      category: 'e2e admin sarees',
      stock: '25',
      description: 'Handwoven in Coimbatore\nCotton with kora silk',
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedProduct;
}

async function openDashboard(page: Page, tab?: string) {
  await page.goto(tab ? `/dashboard?tab=${tab}` : '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

function shopperPage(browser: Browser, baseURL: string): Promise<Page> {
  return pageOfItsOwn(browser, { baseURL });
}

test('only the admin reaches the admin pages; a shopper is sent to login', async ({ page }) => {
  await signUpAs(page, newShopper());
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard/);
  const api = await page.request.get('/api/admin/stats');
  expect(api.status()).toBe(403);
});

test('adds a product with an uploaded image; it is the newest on Home', async ({ page, consoleErrors }) => {
  await logInAsAdmin(page);
  await openDashboard(page);
  await page.getByRole('link', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/addproduct$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('alert')).toHaveText('All fields are required');

  const title = uniqueTitle('Arani Silk Saree <b>Mango</b>');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Price').fill('4999.50');
  await page.getByLabel('Discount percentage').fill('10');
  await page.getByLabel('Upload image 1').setInputFiles(await pngFile({ r: 200, g: 150, b: 20 }));
  await expect(page.getByLabel('Image URL 1')).toHaveValue(/^\/media\/[0-9a-f]{24}$/);
  await expect(page.getByRole('img', { name: 'Preview of image 1' })).toBeVisible();
  await page.getByLabel('Category').fill('Silk Sarees');
  await page.getByLabel('Number of stocks').fill('4');
  await page.getByLabel('Description', { exact: true }).fill('Pure Arani silk\nZari border\n\n<script>alert(1)</script>');
  await page.getByRole('button', { name: 'Add Product' }).click();

  await expect(page.getByText('Product Added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Our Latest Collection' });
  await expect(latest.getByRole('heading', { level: 3 }).first()).toHaveText(title);
  await latest.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // Text stays text: the description's markup is shown, never run.
  await expect(page.getByText('<script>alert(1)</script>')).toBeVisible();
  await expect(page.getByText(rupeesWithPaise(449_955)).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('edits a price; a shopper sees the new price', async ({ page, browser, baseURL }) => {
  await logInAsAdmin(page);
  const product = await createProduct(page.request);
  await openDashboard(page);
  await page.getByRole('searchbox', { name: 'Search products' }).fill(product.title);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: `Edit ${product.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/updateproduct\\?id=${product.id}$`));
  await expect(page.getByLabel('Price')).toHaveValue('2400');
  await expect(page.getByLabel('Category')).toHaveValue('e2e_admin_sarees');
  await page.getByLabel('Price').fill('1999');
  await page.getByLabel('Discount percentage').fill('0');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product Updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  const shopper = await shopperPage(browser, baseURL ?? '');
  await shopper.goto(`/productinfo/${product.id}`);
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(product.title);
  await expect(shopper.getByText(rupeesWithPaise(199_900)).first()).toBeVisible();
  await shopper.goto('/category/e2e_admin_sarees');
  await expect(shopper.getByRole('article').filter({ hasText: product.title }).getByText(rupees(199_900))).toBeVisible();
  await shopper.context().close();
});

test('a save never undoes a sale made while the form was open; a stock typed over a changed one is refused and shown again', async ({ page }) => {
  await logInAsAdmin(page);
  const product = await createProduct(page.request, { stock: '5' });
  const form = { title: product.title, price: '2400', discountPercent: '10', images: product.images, category: 'e2e admin sarees', description: 'Handwoven in Coimbatore' };
  // What orders do to the stock while the admin's form is open (here through the API, as another admin would).
  const stockBecomes = async (stock: number) => {
    const response = await page.request.put(`/api/admin/products/${product.id}`, { data: { ...form, stock: String(stock) } });
    expect(response.status(), await response.text()).toBe(200);
  };
  const stockNow = async () => ((await (await page.request.get(`/api/admin/products/${product.id}`)).json()) as { stock: number }).stock;

  await page.goto(`/updateproduct?id=${product.id}`);
  await expect(page.getByLabel('Number of stocks')).toHaveValue('5');
  await stockBecomes(3);
  await page.getByLabel('Discount percentage').fill('15');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product Updated successfully')).toBeVisible();
  expect(await stockNow()).toBe(3);

  await page.goto(`/updateproduct?id=${product.id}`);
  await expect(page.getByLabel('Number of stocks')).toHaveValue('3');
  await stockBecomes(2);
  await page.getByLabel('Number of stocks').fill('10');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText(/The stock changed while this form was open/).first()).toBeVisible();
  await expect(page.getByLabel('Number of stocks')).toHaveValue('2');
  expect(await stockNow()).toBe(2);
  await page.getByLabel('Number of stocks').fill('10');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product Updated successfully')).toBeVisible();
  expect(await stockNow()).toBe(10);
});

test('filters the Products tab by category, and the filter is remembered after a reload', async ({ page }) => {
  await logInAsAdmin(page);
  const product = await createProduct(page.request, { category: 'E2E Stoles' });
  await openDashboard(page);
  const filter = page.getByRole('combobox', { name: 'Category' });
  // Labelled as the shop labels categories: underscores to spaces, each word capitalised.
  await expect(filter.getByRole('option', { name: 'E2e Stoles' })).toHaveCount(1);
  await filter.selectOption('e2e_stoles');
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: product.title, exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('filterCategory'))).toBe(JSON.stringify('e2e_stoles'));

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('e2e_stoles');
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: product.title, exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'All Categories' });
  await expect(page.getByText(/^\d+ products$/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('filterCategory'))).toBe(JSON.stringify(''));
});

test('deletes a product after asking; it leaves the shop', async ({ page }) => {
  await logInAsAdmin(page);
  const product = await createProduct(page.request);
  await openDashboard(page);
  const totalProducts = page.getByRole('listitem').filter({ hasText: 'Total Products' }).locator('p').first();
  await expect(totalProducts).toHaveText(/^\d+$/);
  const totalBefore = Number(await totalProducts.innerText());
  await page.getByRole('searchbox', { name: 'Search products' }).fill(product.title);
  await expect(page.getByRole('cell', { name: product.title, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${product.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this product?' });
  await expect(dialog).toContainText(product.title);
  await dialog.getByRole('button', { name: 'Keep product' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('cell', { name: product.title, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${product.title}` }).click();
  await page.getByRole('dialog', { name: 'Delete this product?' }).getByRole('button', { name: 'Delete product' }).click();
  await expect(page.getByText('Product Deleted successfully')).toBeVisible();
  await expect(page.getByText('No products match.')).toBeVisible();
  // The deleted row took its Delete button with it: the focus goes to the search box, not to the top of the page.
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeFocused();
  await expect(totalProducts).toHaveText(String(totalBefore - 1));
  expect((await page.request.get(`/api/products/${product.id}`)).status()).toBe(404);
});

test('moves an order to shipped with a tracking note; the shopper sees it on Your Orders; the donation shows in Funds', async ({
  page,
  browser,
  baseURL,
}) => {
  await logInAsAdmin(page);
  const product = await createProduct(page.request, { stock: '10' });
  const shopper = await shopperPage(browser, baseURL ?? '');
  const buyer = newShopper();
  await signUpAs(shopper, buyer);
  const { orderId, number } = await buyThroughApi(shopper, [{ productId: product.id, quantity: 1 }]);

  await openDashboard(page, 'orders');
  await expect(page.getByRole('tab', { name: 'Order' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Paid' });
  const card = page.getByRole('article').filter({ hasText: orderId });
  await expect(card).toContainText(buyer.name);
  await expect(card).toContainText(buyer.email);
  await expect(card).toContainText('632301');
  await expect(card).toContainText(product.title);
  await expect(card).toContainText('Paid');

  // The export link carries the filter.
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/orders/export?status=paid');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^orders-paid-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All placed orders' });
  // The owner looks the order up as the shopper gives it on the phone: by email (or number, name, phone, pincode).
  const search = page.getByRole('searchbox', { name: 'Search orders' });
  await search.fill(buyer.email.toUpperCase());
  await expect(page.getByRole('tabpanel', { name: 'Order' }).getByRole('article')).toHaveCount(1);
  await expect(card).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/admin/orders/export?search=${encodeURIComponent(buyer.email.toUpperCase())}`);
  await search.fill('nobody-ordered-this');
  await expect(page.getByText('No orders match.')).toBeVisible();
  await search.fill('');
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Mark packed' }).click();
  await expect(card).toContainText('Packed');
  // "Mark packed" gave way to "Mark shipped": the focus stays on this order, not at the top of the page.
  await expect(card.getByRole('heading', { level: 3 })).toBeFocused();
  await card.getByLabel('Tracking note (shown to the shopper)').fill('India Post EM123456789IN');
  await card.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(card.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await shopper.goto('/order');
  const mine = shopper.getByRole('main').getByRole('article').first();
  await expect(mine.getByText('Shipped')).toBeVisible();
  await expect(mine.getByText('Tracking: India Post EM123456789IN')).toBeVisible();
  await shopper.context().close();

  await page.getByRole('tab', { name: 'Funds' }).click();
  await expect(page).toHaveURL(/tab=funds/);
  const panel = page.getByRole('tabpanel', { name: 'Funds' });
  await expect(panel).toContainText('Total raised for Help Our Weavers');
  // The order by its number, as the shop names orders everywhere; its id is not shown.
  const row = panel.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(buyer.name);
  await expect(row).not.toContainText(orderId);
  await expect(row).toContainText('₹50');
});

test('the ledger refuses to give out more than the donations hold, saying what is left beside the amount, and records nothing', async ({ page }) => {
  await logInAsAdmin(page);
  await openDashboard(page, 'ledger');
  const panel = page.getByRole('tabpanel', { name: 'Donation ledger' });
  const recipient = `More than the fund holds ${Date.now().toString(36)}`;
  await panel.getByLabel('Date given').fill('2026-11-20');
  await panel.getByLabel('Amount (₹)').fill('10000000');
  await panel.getByLabel('To which weavers, or for which cause').fill(recipient);
  await panel.getByRole('button', { name: 'Record' }).click();
  const amount = panel.getByLabel('Amount (₹)');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription(/^Only ₹[\d,]+(\.\d\d)? of the donations is left to give\. Enter at most that amount\.$/);
  await expect(amount).toBeFocused();
  await expect(panel.getByRole('row').filter({ hasText: recipient })).toHaveCount(0);
  const ledger = (await (await page.request.get('/api/admin/disbursements')).json()) as { disbursements: { recipient: string }[] };
  expect(ledger.disbursements.some((entry) => entry.recipient === recipient)).toBe(false);
});

test('cash on delivery: packed, shipped, then "Delivered — cash collected"; only then does Funds count its donation', async ({ page, browser, baseURL }) => {
  await logInAsAdmin(page);
  const product = await createProduct(page.request, { stock: '10' });
  const shopper = await shopperPage(browser, baseURL ?? '');
  const buyer = newShopper();
  await signUpAs(shopper, buyer);
  const { number } = await placeCodThroughApi(shopper, buyer.email, [{ productId: product.id, quantity: 1 }], adminShopDataDir);
  await shopper.context().close();

  await openDashboard(page, 'funds');
  await expect(page.getByRole('tabpanel', { name: 'Funds' }).getByRole('row').filter({ hasText: number })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Order' }).click();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Placed (cash on delivery)' });
  const card = page.getByRole('article').filter({ hasText: number });
  await expect(card).toContainText('Cash on delivery');
  await expect(card).toContainText('₹40');
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All placed orders' });
  // Found by its number, as the shopper reads it out; the search is in the address, so a reload (or the owner's email) keeps it.
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(number.toLowerCase());
  await expect(page.getByRole('tabpanel', { name: 'Order' }).getByRole('article')).toHaveCount(1);
  await expect(card).toBeVisible();
  await expect(page).toHaveURL(`/dashboard?tab=orders&search=${number.toLowerCase()}`);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(number.toLowerCase());
  await expect(page.getByRole('tabpanel', { name: 'Order' }).getByRole('article')).toHaveCount(1);
  await card.getByRole('button', { name: 'Mark packed' }).click();
  await expect(card).toContainText('Packed');
  await card.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(card.getByRole('button', { name: 'Returned to sender' })).toBeVisible();
  await card.getByRole('button', { name: 'Delivered — cash collected' }).click();
  await expect(card.getByText('Delivered', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Funds' }).click();
  const row = page.getByRole('tabpanel', { name: 'Funds' }).getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(buyer.name);
  await expect(row).toContainText('₹50');
});

test("Your Orders shows a shopper's 45 orders 20 at a time, by loading more", async ({ page, browser, baseURL }) => {
  // 45 orders placed and paid one after another take most of a minute on a busy two-core machine.
  test.setTimeout(180_000);
  await logInAsAdmin(page);
  const product = await createProduct(page.request, { stock: '100' });
  const shopper = await shopperPage(browser, baseURL ?? '');
  await signUpAs(shopper, newShopper());
  for (let i = 0; i < 45; i += 1) await buyThroughApi(shopper, [{ productId: product.id, quantity: 1 }]);

  await shopper.goto('/order');
  const list = shopper.getByRole('list', { name: 'Your Orders' });
  const cards = list.getByRole('article');
  await expect(cards).toHaveCount(20);
  const more = shopper.getByRole('button', { name: 'Load more orders' });
  await more.click();
  await expect(cards).toHaveCount(40);
  await more.click();
  await expect(cards).toHaveCount(45);
  await expect(more).toHaveCount(0);
  // Newest first across the pages: the numbers only go down.
  const numbers = (await cards.getByRole('heading', { level: 2 }).allTextContents()).map((text) => Number(/KH-(\d+)/.exec(text)?.[1]));
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  expect(new Set(numbers).size).toBe(45);
  await shopper.context().close();
});

test('the tabs follow the arrow keys, and Users lists the shoppers with their paid orders', async ({ page }) => {
  await logInAsAdmin(page);
  await openDashboard(page);
  const products = page.getByRole('tab', { name: 'Products' });
  await expect(products).toHaveAttribute('aria-selected', 'true');
  await products.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Order' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Order' })).toBeVisible();
  await page.keyboard.press('End');
  // The last tabs: the reviews waiting for approval, the donation ledger and the weavers' profiles (the demo's illustrative ones).
  await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Donation ledger' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Donation ledger' }).getByText('Raised (as on the Funds tab)')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Weavers' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Weavers' }).getByText('Illustrative (demo)').first()).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  // Then Import and export, Alerts, then GST, where the demo shop is a registered seller with its sample GSTIN.
  await expect(page.getByRole('tab', { name: 'Import and export' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tabpanel', { name: 'Alerts' }).getByRole('radio', { name: /^At once/ })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'GST' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'GST' }).getByRole('textbox', { name: 'GSTIN' })).toHaveValue('33AAAFK0000A1ZP');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Delivery', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Delivery', exact: true }).getByRole('textbox', { name: "The shop's pincode" })).toHaveValue('632301');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Cash on delivery' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Cash on delivery' }).getByRole('checkbox', { name: 'Offer cash on delivery' })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Funds' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Users' });
  await expect(panel.getByRole('columnheader', { name: 'Paid orders' })).toBeVisible();
  await panel.getByRole('searchbox', { name: 'Search users' }).fill(e2eAdmin.email);
  await expect(panel.getByRole('row').filter({ hasText: e2eAdmin.email })).toBeVisible();
});

test("adds a weaver's profile on the Weavers tab: never shown without consent; the product form can name the weaver", async ({ page }) => {
  await logInAsAdmin(page);
  await openDashboard(page, 'weavers');
  const panel = page.getByRole('tabpanel', { name: 'Weavers' });
  await panel.getByRole('button', { name: 'Add weaver' }).click();
  const name = uniqueTitle('Selvi');
  const slug = `selvi-${Date.now().toString(36)}`;
  await panel.getByLabel('Name in English').fill(name);
  await panel.getByLabel('Name in Tamil').fill('செல்வி');
  await panel.getByLabel('Web address name').fill(slug);
  await panel.getByLabel('Years weaving').fill('12');
  await panel.getByLabel('Village or cluster', { exact: true }).fill('Arani');
  await panel.getByLabel('District', { exact: true }).fill('Tiruvannamalai');
  await panel.getByLabel('Loom', { exact: true }).selectOption('frame');
  await panel.getByRole('textbox', { name: 'Story', exact: true }).fill('Weaves silk cotton with her sister.');
  // The Tamil story is optional: the Tamil pages show it; the Tamil village left empty shows the English there.
  await panel.getByRole('textbox', { name: 'Story in Tamil' }).fill('தன் சகோதரியுடன் சில்க் காட்டன் நெய்கிறார்.');
  await panel.getByLabel('Show this profile in the shop').check();
  await panel.getByRole('button', { name: 'Save profile' }).click();
  await expect(panel.getByText("Tick the weaver's consent before showing the profile in the shop.").first()).toBeVisible();
  await panel.getByLabel('The weaver has agreed to be shown in the shop, with this portrait and story').check();
  await panel.getByRole('button', { name: 'Save profile' }).click();
  const row = panel.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Shown in the shop');
  const profile = await page.request.get(`/api/weavers/${slug}`);
  expect(profile.status()).toBe(200);
  expect(((await profile.json()) as { weaver: object }).weaver).toMatchObject({ storyTa: 'தன் சகோதரியுடன் சில்க் காட்டன் நெய்கிறார்.', villageTa: null });

  // The product form lists the weaver; saving names them on the product page.
  const product = await createProduct(page.request);
  await page.goto(`/updateproduct?id=${product.id}`);
  await page.getByLabel('Weaver', { exact: true }).selectOption({ label: `${name} (Arani)` });
  await page.getByLabel('Days on the loom').fill('8');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  const shown = (await (await page.request.get(`/api/products/${product.id}`)).json()) as { provenance: { weaver: { slug: string }; loomDays: number } };
  expect(shown.provenance).toMatchObject({ weaver: { slug }, loomDays: 8 });
});

test('the Weavers tab keeps the focus: an opened form takes it to its heading, a closed form gives it back to its button, a delete to the heading', async ({ page }) => {
  await logInAsAdmin(page);
  const slug = `focus-${Date.now().toString(36)}`;
  const name = uniqueTitle('Focus weaver');
  const created = await page.request.post('/api/admin/weavers', {
    data: { nameEn: name, nameTa: 'சோதனை', slug, village: 'Arani', district: 'Tiruvannamalai', loom: 'frame', yearsWeaving: '3', story: 'Weaves.', consent: false, published: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  await openDashboard(page, 'weavers');
  const panel = page.getByRole('tabpanel', { name: 'Weavers' });

  await panel.getByRole('button', { name: `Edit ${name}` }).click();
  // The form replaced the list and the pressed button: the focus is on the form's heading, not lost to the page.
  await expect(panel.getByRole('heading', { name: `Edit ${name}` })).toBeFocused();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('button', { name: `Edit ${name}` })).toBeFocused();

  await panel.getByRole('button', { name: 'Add weaver' }).click();
  await expect(panel.getByRole('heading', { name: 'Add weaver' })).toBeFocused();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('button', { name: 'Add weaver' })).toBeFocused();

  await panel.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete profile' }).click();
  await expect(panel.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: 'Weaver profiles' })).toBeFocused();
});

// The axe scan of each admin page changes nothing: it is in admin-a11y.spec.ts, on the shared shop.

// Script in every text a shopper or the admin can write — product title,
// description and category, a shopper's name, a delivery address — is shown as
// text on every page that shows it, and never runs.
test('Import and export: the products CSV downloads; a file with a bad row is checked and refused by row; a good one imports', async ({ page }) => {
  await logInAsAdmin(page);
  await openDashboard(page, 'import');
  const panel = page.getByRole('tabpanel', { name: 'Import and export' });

  const downloading = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Download products (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = await readFile(await download.path(), 'utf8');
  expect(exported.startsWith('\uFEFFHandle,Title,Body (HTML),Type,Variant Price')).toBe(true);

  const header = 'Handle,Title,Body (HTML),Type,Variant Price,Variant Inventory Qty,Image Src';
  const good = 'e2e-csv-stole,E2e CSV stole,Woven for the import journey,csv_stoles,799,4,https://images.example/stole.jpg';
  const file = (rows: string[]) => ({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\n')) });
  const input = panel.getByLabel('CSV file to import');
  await input.setInputFiles(file([good, 'e2e-csv-bad,Bad price,Text,csv_stoles,abc,1,https://images.example/bad.jpg']));
  await panel.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText('Nothing was written: 1 problem to fix.');
  const problem = panel.getByRole('row').filter({ hasText: 'Variant Price' });
  await expect(problem.getByRole('cell').first()).toHaveText('3');

  await input.setInputFiles(file([good]));
  await panel.getByRole('button', { name: 'Check the file' }).click();
  await expect(panel.getByRole('status')).toHaveText('The file is ready: 1 new, 0 changed, 0 unchanged. Nothing has been written yet.');
  await panel.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText('Imported: 1 new, 0 changed, 0 unchanged.');

  await page.getByRole('tab', { name: 'Products' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Products' }).getByText('E2e CSV stole')).toBeVisible();
});

test('XSS payloads in every writable text are shown as text and never run', async ({ page, browser, baseURL }) => {
  const payload = (tag: string) => `<img src=x onerror="window.__xss='${tag}'">"><script>window.__xss='${tag}'</script>`;
  await page.goto('/');
  await logInAsAdmin(page);
  const product = await createProduct(page.request, {
    title: `Evil saree ${payload('title')}`,
    description: `Line one ${payload('description')}\n<svg onload="window.__xss='svg'">`,
    stock: '30',
  });

  const shopper = await shopperPage(browser, baseURL ?? '');
  const dialogs: string[] = [];
  for (const p of [page, shopper]) {
    p.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  }
  const evilName = `Mallory ${payload('name')}`;
  await signUpAs(shopper, { ...newShopper(), name: evilName });
  const checkout = await shopper.request.post('/api/checkout', {
    data: {
      items: [{ productId: product.id, quantity: 1 }],
      donation: 0,
      address: {
        name: payload('address-name'),
        address: payload('address'),
        locality: payload('locality'),
        city: payload('city'),
        landmark: payload('landmark'),
        state: 'Tamil Nadu',
        pincode: '632301',
        phoneNumber: '9876543210',
      },
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const session = (await checkout.json()) as { orderId: string; providerOrderId: string };
  const paid = await shopper.request.post('/api/payments/sandbox/pay', {
    data: { providerOrderId: session.providerOrderId, cardNumber: '4111111111111111', expiry: '12/30', cvv: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const verified = await shopper.request.post('/api/payments/verify', { data: { orderId: session.orderId, ...((await paid.json()) as object) } });
  expect(verified.status(), await verified.text()).toBe(200);

  const visits: [Page, string][] = [
    [shopper, '/'],
    [shopper, `/allproducts?search=${encodeURIComponent('Evil saree')}`],
    [shopper, `/productinfo/${product.id}`],
    [shopper, '/profile'],
    [shopper, '/order'],
    [page, '/dashboard?tab=products'],
    [page, '/dashboard?tab=orders'],
    [page, '/dashboard?tab=users'],
    [page, '/dashboard?tab=funds'],
  ];
  for (const [p, url] of visits) {
    await p.goto(url);
    await p.waitForLoadState('networkidle');
    expect(await p.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null), url).toBeNull();
  }
  // The payload is on the page as the words the admin typed.
  await shopper.goto(`/productinfo/${product.id}`);
  await expect(shopper.getByRole('heading', { level: 1 })).toContainText("<img src=x onerror=");
  await shopper.goto('/profile');
  await expect(shopper.getByRole('textbox', { name: 'Name' })).toHaveValue(evilName);
  // The server-rendered <head> escapes it too.
  const html = await (await shopper.request.get(`/productinfo/${product.id}`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toContain('<img src=x');
  expect(head).not.toContain("<script>window.__xss");
  expect(dialogs).toEqual([]);
  await shopper.context().close();
});

test('the GST tab: a mistyped GSTIN and a wrong state are refused with their messages; "not registered" and back; a rate slab edited and kept', async ({ page }) => {
  await logInAsAdmin(page);
  await openDashboard(page, 'gst');
  const panel = page.getByRole('tabpanel', { name: 'GST' });
  const seller = panel.locator('form').filter({ has: page.getByRole('heading', { name: 'Seller on invoices' }) });
  const gstin = seller.getByRole('textbox', { name: 'GSTIN' });
  const registered = seller.getByRole('checkbox', { name: 'Registered for GST' });
  const saveSeller = seller.getByRole('button', { name: 'Save' });
  const sample = '33AAAFK0000A1ZP';
  await expect(gstin).toHaveValue(sample);
  await expect(registered).toBeChecked();

  // The last character is the check character: one typo is caught before anything is sent.
  await gstin.fill('33AAAFK0000A1ZQ');
  await saveSeller.click();
  await expect(seller.getByText('This GSTIN is mistyped: its last character does not match the others. Please check it against the registration certificate.')).toBeVisible();
  await expect(gstin).toHaveAttribute('aria-invalid', 'true');
  // A valid GSTIN of Tamil Nadu for a seller in Karnataka: the state code must match.
  await gstin.fill(sample);
  await seller.getByRole('combobox', { name: 'State' }).selectOption('29');
  await saveSeller.click();
  await expect(seller.getByText('This GSTIN begins with 33, but the state code of Karnataka is 29.')).toBeVisible();
  await seller.getByRole('combobox', { name: 'State' }).selectOption('33');

  // Not registered: no GSTIN asked, the bill-of-supply note instead; saved and kept after a reload.
  await registered.uncheck();
  await expect(gstin).toHaveCount(0);
  await expect(seller.getByText(/^Not registered: the shop issues bills of supply with no tax/)).toBeVisible();
  await saveSeller.click();
  await expect(page.getByText('Seller details saved.')).toBeVisible();
  await page.reload();
  await expect(registered).not.toBeChecked();
  await expect(gstin).toHaveCount(0);
  // And registered again with the demo's GSTIN, as the other journeys expect.
  await registered.check();
  await gstin.fill(sample);
  await saveSeller.click();
  await expect(page.getByText('Seller details saved.').first()).toBeVisible();
  await page.reload();
  await expect(registered).toBeChecked();
  await expect(gstin).toHaveValue(sample);

  // Shawls, scarves and stoles (6214): 5 % up to ₹2,500 a piece, 18 % above. The owner moves the limit.
  const rates = panel.locator('form').filter({ has: page.getByRole('heading', { name: 'GST rates by HSN code' }) });
  const hsnValues = await rates.getByRole('textbox', { name: /^HSN, row \d+$/ }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const row = hsnValues.indexOf('6214') + 1;
  expect(row).toBeGreaterThan(0);
  const threshold = rates.getByRole('textbox', { name: `Up to ₹ a piece, row ${row}` });
  const rateAbove = rates.getByRole('textbox', { name: `Rate above (%), row ${row}` });
  await expect(threshold).toHaveValue('2500');
  await expect(rateAbove).toHaveValue('18');
  // A limit without the rate above it is refused, with its message on the row.
  await rateAbove.fill('');
  await rates.getByRole('button', { name: 'Save' }).click();
  await expect(rates.getByText('Give both the limit per piece and the rate above it, or neither.')).toBeVisible();
  // A rate the law does not have (12 % ended on 22 September 2025) is refused, naming the rates there are.
  await rateAbove.fill('12');
  await rates.getByRole('button', { name: 'Save' }).click();
  await expect(rates.getByText(/GST is charged at 0, 0\.25, 1\.5, 3, 5, 18, 28 or 40 %/)).toBeVisible();
  await rateAbove.fill('28');
  await threshold.fill('3000');
  await rates.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('GST rates saved.')).toBeVisible();
  await page.reload();
  await expect(threshold).toHaveValue('3000');
  await expect(rateAbove).toHaveValue('28');
  // Back to the defaults for the other journeys.
  await threshold.fill('2500');
  await rateAbove.fill('18');
  await rates.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('GST rates saved.').first()).toBeVisible();
  await page.reload();
  await expect(threshold).toHaveValue('2500');
});
