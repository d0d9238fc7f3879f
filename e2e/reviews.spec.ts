import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { buyThroughApi } from './cart.ts';
import { listProducts } from './catalogue.ts';
import { expect, logInAsAdmin, newShopper, pageOfItsOwn, signUpAs, test, useTheme, type Shopper, type Theme } from './fixtures.ts';

// Reviews by verified buyers (issue 16): a buyer whose order was delivered
// writes a review on the product page, the admin approves it on the
// dashboard's Reviews tab, and the product page then shows it with the
// average; axe checks the form and the list in both themes.

let counter = 0;

/** A product of its own (a category no other journey reads), so its stars show nowhere else. */
async function createProduct(request: APIRequestContext): Promise<{ id: string; title: string }> {
  counter += 1;
  // The photograph of a demo product: an image the shop holds, nothing fetched from outside.
  const [demo] = (await listProducts(request, { pageSize: 1 })).items;
  const url = demo?.images[0] ?? '';
  const response = await request.post('/api/admin/products', {
    data: {
      title: `Arani Silk Saree – Reviewed ${Date.now().toString(36)}${process.pid}${counter}`,
      price: '5400',
      discountPercent: '0',
      images: [url],
      category: 'e2e reviewed sarees',
      stock: '20',
      description: 'Handwoven in Arani\nPure silk',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; title: string };
}

/** A shopper (in a context of their own) whose order of the product has been delivered. */
async function deliveredBuyer(browser: Browser, baseURL: string, admin: APIRequestContext, productId: string): Promise<{ page: Page; shopper: Shopper }> {
  const page = await pageOfItsOwn(browser, { baseURL });
  const shopper = await signUpAs(page, newShopper());
  const { orderId } = await buyThroughApi(page, [{ productId, quantity: 1 }]);
  for (const status of ['packed', 'shipped', 'delivered']) {
    const moved = await admin.post(`/api/admin/orders/${orderId}/status`, { data: { status } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return { page, shopper };
}

const firstName = (shopper: Shopper) => shopper.name.split(' ')[0] ?? '';

test('a delivered buyer writes a review, the admin approves it, and the product page shows it with the average', async ({ page: adminPage, browser, baseURL, consoleErrors }) => {
  // Three browser contexts, an order taken to delivered, the dashboard and two page loads: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  await logInAsAdmin(adminPage);
  const product = await createProduct(adminPage.request);
  const { page, shopper } = await deliveredBuyer(browser, baseURL ?? '', adminPage.request, product.id);

  await page.goto(`/productinfo/${product.id}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews).toContainText('No reviews yet.');
  await reviews.getByRole('radio', { name: '4 stars' }).check();
  await reviews.getByLabel('Your review', { exact: true }).fill('The border is even finer in person. <b>Lovely</b> drape.');
  await reviews.getByRole('button', { name: 'Send review' }).click();
  await expect(reviews.getByText('Thank you! Your review will appear once the shop has checked it.')).toBeVisible();
  await expect(reviews.getByText('Waiting for the shop to check it: not shown yet.')).toBeVisible();
  // Not public yet.
  await expect(reviews).toContainText('No reviews yet.');

  await adminPage.goto('/dashboard?tab=reviews');
  const tab = adminPage.getByRole('tabpanel', { name: 'Reviews' });
  const row = tab.getByRole('row').filter({ hasText: product.title });
  // The dashboard's first answers can be slow on a busy machine.
  await expect(row).toContainText('Waiting', { timeout: 30_000 });
  await expect(row).toContainText('4 out of 5');
  await row.getByRole('button', { name: `Approve the review by ${shopper.name} of ${product.title}` }).click();
  await expect(adminPage.getByText('Review approved: it is shown on the product page.')).toBeVisible();
  // Approved reviews leave the "Waiting" list.
  await expect(row).toHaveCount(0);

  // Anyone now sees it: the server-rendered page carries the review, the average and the JSON-LD.
  const visitor = await pageOfItsOwn(browser, { baseURL });
  await visitor.goto(`/productinfo/${product.id}`);
  const shown = visitor.getByRole('region', { name: 'Reviews' });
  await expect(shown).toContainText('4.0 (1)');
  await expect(shown.getByText('4 out of 5 stars')).toBeAttached();
  // Plain text: the tags are shown as typed, never made bold.
  await expect(shown.getByText('The border is even finer in person. <b>Lovely</b> drape.')).toBeVisible();
  await expect(shown.locator('b')).toHaveCount(0);
  await expect(shown).toContainText(firstName(shopper));
  await expect(shown).not.toContainText(shopper.name);
  const jsonLd = JSON.parse((await visitor.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
  expect(jsonLd).toMatchObject({ aggregateRating: { ratingValue: 4, reviewCount: 1 } });
  // A visitor is asked to log in to review.
  await expect(shown.getByRole('link', { name: 'Log in to review this product' })).toBeVisible();

  // The card on the category page shows the average too.
  await visitor.goto('/category/e2e_reviewed_sarees');
  const card = visitor.getByRole('article').filter({ hasText: product.title });
  await expect(card).toContainText('★ 4.0 (1)');

  // The buyer sees their review as shown; editing it says it goes back to the shop.
  await page.reload();
  await expect(reviews.getByText('Shown on this page.')).toBeVisible();
  await reviews.getByRole('button', { name: 'Edit review' }).click();
  await expect(reviews.getByText('A changed review goes back to the shop for checking, and is not shown until it is approved again.')).toBeVisible();
  await page.context().close();
  await visitor.context().close();
  expect(consoleErrors).toEqual([]);
});

test('a shopper without a delivered order is told why they cannot review', async ({ page: adminPage, browser, baseURL }) => {
  await logInAsAdmin(adminPage);
  const product = await createProduct(adminPage.request);
  const page = await pageOfItsOwn(browser, { baseURL });
  await signUpAs(page, newShopper());
  await page.goto(`/productinfo/${product.id}`);
  await expect(page.getByRole('region', { name: 'Reviews' })).toContainText(
    'Only shoppers who have received this product can review it. You can write a review once an order with it is delivered.',
  );
  await expect(page.getByRole('button', { name: 'Send review' })).toHaveCount(0);
  expect((await page.request.post(`/api/products/${product.id}/reviews`, { data: { stars: 5, text: 'I have not received it yet.' } })).status()).toBe(403);
  await page.context().close();
});

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`axe finds nothing on the review form and the review list in ${theme} mode`, async ({ page: adminPage, browser, baseURL }) => {
    // Two buyers with delivered orders are set up first.
    test.setTimeout(120_000);
    await logInAsAdmin(adminPage);
    const product = await createProduct(adminPage.request);
    // One approved review for the list, and a second buyer who sees the form.
    const first = await deliveredBuyer(browser, baseURL ?? '', adminPage.request, product.id);
    const written = await first.page.request.post(`/api/products/${product.id}/reviews`, { data: { stars: 5, text: 'Rich colours and a soft, even weave.' } });
    expect(written.status(), await written.text()).toBe(201);
    const { id } = (await written.json()) as { id: string };
    expect((await adminPage.request.put(`/api/admin/reviews/${id}/status`, { data: { status: 'approved' } })).status()).toBe(200);
    await first.page.context().close();
    const { page } = await deliveredBuyer(browser, baseURL ?? '', adminPage.request, product.id);

    await useTheme(page, theme);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/productinfo/${product.id}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByText('Rich colours and a soft, even weave.')).toBeVisible();
    await expect(reviews.getByRole('button', { name: 'Send review' })).toBeVisible();
    // A failed submit shows the form's alert and marks the fields, which axe checks too.
    await reviews.getByRole('button', { name: 'Send review' }).click();
    await expect(reviews.getByText('Choose from 1 to 5 stars')).toBeVisible();

    const { violations } = await new AxeBuilder({ page }).include('section[aria-labelledby="product-reviews"]').analyze();
    const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
    expect(summary).toEqual([]);
    await page.context().close();
  });
}
