import { readFile } from 'node:fs/promises';
import { pdfText } from '../apps/api/src/testing/pdf-text.ts';
import { buyThroughApi, checkoutProducts } from './cart.ts';
import { expect, signUpAs, test } from './fixtures.ts';

// The GST invoice: the demo shop is a registered Tamil Nadu seller (a sample
// GSTIN), so a paid order has a tax invoice its shopper downloads as a PDF.

test('the shopper downloads the tax invoice from Your Orders and from the order page', async ({ page, request, consoleErrors }) => {
  const products = await checkoutProducts(request);
  const item = products.at(-1);
  if (!item) throw new Error('no product to buy');
  await page.goto('/');
  await signUpAs(page);
  await buyThroughApi(page, [{ productId: item.id, quantity: 1 }]);

  await page.goto('/order');
  const order = page.getByRole('main').getByRole('article').filter({ hasText: item.title });
  const link = order.getByRole('link', { name: /^Download tax invoice KH\/\d{4}-\d{2}\/\d{5} \(PDF\)$/ });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^KH-\d{4}-\d{2}-\d{5}\.pdf$/);
  const text = await pdfText(await readFile(await download.path()));
  expect(text).toContain('TAX INVOICE');
  expect(text).toContain('SAMPLE');
  expect(text).toContain('GSTIN: 33AAAFK0000A1ZP');
  // The journeys deliver to Arani (632301): inside Tamil Nadu, so CGST + SGST.
  expect(text).toContain('Place of supply: Tamil Nadu (code 33)');
  expect(text).toMatch(/CGST[\s\S]*SGST/);
  expect(text).toContain('Authorised signatory');

  // The order's own page has the same link.
  const heading = await order.getByRole('heading').first().textContent();
  const number = /KH-\d+/.exec(heading ?? '')?.[0] ?? '';
  await page.goto(`/order/${number}`);
  await expect(page.getByRole('link', { name: /^Download tax invoice / })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the product page says prices include all taxes', async ({ page, request }) => {
  const item = (await checkoutProducts(request)).at(-1);
  if (!item) throw new Error('no product');
  await page.goto(`/productinfo/${item.id}`);
  await expect(page.getByText('Inclusive of all taxes')).toBeVisible();
});
