import type { ConsoleMessage, Page } from '@playwright/test';
import { listProducts, rupeesWithPaise } from './catalogue.ts';
import { expect, logInAsAdmin, test } from './fixtures.ts';

// The shop in Tamil: its pages live under /ta/ with the same route table,
// server-rendered in Tamil; the header's switch moves between the two
// languages and the choice is remembered for the next visit.

function complaints(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text())) seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  return seen;
}

test('the header switches to Tamil and back, and the choice is remembered', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = complaints(page);
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const toTamil = page.getByRole('banner').getByRole('link', { name: 'தமிழ்' });
  await expect(toTamil).toHaveAttribute('lang', 'ta');
  await toTamil.click();
  await expect(page).toHaveURL(/\/ta\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('About Us');

  // The next visit to the shop's address comes back in Tamil.
  await page.goto('/');
  await expect(page).toHaveURL(/\/ta\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('தமிழ்நாட்டின் கைத்தறிப் பட்டும் பருத்தியும்');

  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/about');
  await expect(page).toHaveURL(/\/about$/);
  expect(errors).toEqual([]);
});

test('a shopper browses in Tamil: home, a category, a product, with the links staying in Tamil', async ({ page }) => {
  const errors = complaints(page);
  const [product] = (await listProducts(page.request, { category: 'dhotis', pageSize: 1 })).items;
  if (!product) throw new Error('no dhotis in the demo catalogue');
  await page.goto('/ta/');
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  await page.getByRole('region', { name: 'வகைகள்' }).getByRole('link', { name: /Dhotis|வேட்டி/ }).click();
  await expect(page).toHaveURL(/\/ta\/category\/dhotis$/);
  await page.locator(`main a[href="/ta/productinfo/${product.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/ta/productinfo/${product.id}$`));
  // The demo catalogue has Tamil titles.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.titleTa ?? 'no Tamil title in the demo');
  // Prices keep Indian grouping on the Tamil pages.
  await expect(page.locator('main')).toContainText(rupeesWithPaise(product.salePricePaise));
  await expect(page.getByRole('button', { name: 'கூடையில் சேர்க்கவும்' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('on a phone the switch is in the menu', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'தமிழ்' }).click();
  await expect(page).toHaveURL(/\/ta\/contact$/);
  // The switch loads the Tamil page afresh; until its script has taken over, the menu button cannot open.
  await expect(async () => {
    await page.getByRole('button', { name: 'பட்டியலைத் திறக்கவும்' }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'English' })).toHaveAttribute('href', '/contact');
});

test('each page names its other language (hreflang), and the sitemap lists both', async ({ request }) => {
  const html = await (await request.get('/ta/allproducts')).text();
  expect(html).toContain('<html lang="ta"');
  expect(html).toMatch(/<link rel="alternate" hreflang="en-IN" href="[^"]*\/allproducts">/);
  expect(html).toMatch(/<link rel="alternate" hreflang="ta-IN" href="[^"]*\/ta\/allproducts">/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/ta\/about<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]*\/about<\/loc>/);
});

test('a product page shows its Tamil title, and a product without one its English title marked as English', async ({ page, browser, baseURL }) => {
  // Two saves through the admin's form and four page loads: more than one test's usual minute on a busy machine.
  test.slow();
  await logInAsAdmin(page);
  const suffix = Date.now().toString(36);
  const title = `Erode Cotton Towel ${suffix}`;
  const titleTa = `ஈரோடு பருத்தித் துண்டு ${suffix}`;
  // The admin's form, in Tamil: the Tamil title is saved with the product.
  await page.goto('/ta/addproduct');
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  await page.getByLabel('தலைப்பு', { exact: true }).fill(title);
  await page.getByLabel('தமிழ்த் தலைப்பு', { exact: true }).fill(titleTa);
  await page.getByLabel('விலை', { exact: true }).fill('450');
  await page.getByLabel('பட URL 1').fill('https://images.example/towel.jpg');
  await page.getByLabel('வகை', { exact: true }).fill('Towels');
  await page.getByLabel('இருப்பு எண்ணிக்கை').fill('5');
  await page.getByLabel('விவரம்', { exact: true }).fill('Soft cotton');
  await page.getByRole('button', { name: 'பொருளைச் சேர்க்கவும்' }).click();
  await expect(page).toHaveURL(/\/ta\/dashboard$/);

  const [saved] = (await listProducts(page.request, { search: suffix })).items;
  expect(saved).toMatchObject({ title, titleTa });
  const shopper = await browser.newPage({ baseURL });
  await shopper.goto(`/ta/productinfo/${saved?.id ?? ''}`);
  const heading = shopper.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(titleTa);
  await expect(heading.locator('[lang="en"]')).toHaveCount(0);
  // The server's head is in Tamil too.
  const html = await (await shopper.request.get(`/ta/productinfo/${saved?.id ?? ''}`)).text();
  expect(html).toContain(`<title>${titleTa} | `);
  // English pages are unchanged.
  await shopper.goto(`/productinfo/${saved?.id ?? ''}`);
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(title);

  // Without a Tamil title, the Tamil page shows the English one, marked as English.
  await page.goto(`/ta/updateproduct?id=${saved?.id ?? ''}`);
  await expect(page.getByLabel('தமிழ்த் தலைப்பு', { exact: true })).toHaveValue(titleTa);
  await page.getByLabel('தமிழ்த் தலைப்பு', { exact: true }).fill('');
  await page.getByRole('button', { name: 'பொருளைப் புதுப்பிக்கவும்' }).click();
  await expect(page).toHaveURL(/\/ta\/dashboard$/);
  await shopper.goto(`/ta/productinfo/${saved?.id ?? ''}`);
  await expect(shopper.getByRole('heading', { level: 1 }).locator('span[lang="en"]')).toHaveText(title);
  await shopper.close();
});
