import { findProduct, listProducts, rupees } from './catalogue.ts';
import { expect, test } from './fixtures.ts';

// Favourites live in browser storage under `favorites`: full product copies.

for (const path of ['/favorites', '/favourites']) {
  test(`${path} says "No Favourites List" when there are none`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Favourites');
    await expect(page.getByText('No Favourites List', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
}

test('both favourites pages list the kept products as cards linking to their pages', async ({ page, request }) => {
  const { items } = await listProducts(request, { pageSize: 2 });
  await page.addInitScript((products) => {
    if (!localStorage.getItem('favorites')) localStorage.setItem('favorites', JSON.stringify(products));
  }, items);
  for (const path of ['/favorites', '/favourites']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
    for (const product of items) {
      const card = page.getByRole('article', { name: product.title });
      await expect(card.getByRole('link', { name: product.title })).toHaveAttribute('href', `/productinfo/${product.id}`);
      await expect(card).toContainText(rupees(product.salePricePaise));
    }
  }
});

test('a product kept from its page appears on the favourites page', async ({ page, request }) => {
  const product = await findProduct(request, (p) => p.stock > 0, 'product in stock');
  await page.goto(`/productinfo/${product.id}`);
  await page.getByRole('button', { name: 'Favourite' }).click();
  await page.goto('/favorites');
  await expect(page.getByRole('article', { name: product.title })).toBeVisible();
});

test('a kept product is removed from the favourites page itself; focus moves to the next card, then to Browse when none is left', async ({ page, request }) => {
  const { items } = await listProducts(request, { pageSize: 2 });
  const [first, second] = items;
  if (!first || !second) throw new Error('two products are needed');
  await page.addInitScript((products) => {
    if (!localStorage.getItem('favorites')) localStorage.setItem('favorites', JSON.stringify(products));
  }, items);
  await page.goto('/favourites');
  await page.getByRole('button', { name: `Remove ${first.title} from your favourites` }).click();
  await expect(page.getByRole('article', { name: first.title })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Remove ${second.title} from your favourites` })).toBeFocused();
  // Kept in the browser: a reload still shows only the second.
  await page.reload();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: `Remove ${second.title} from your favourites` }).press('Enter');
  await expect(page.getByText('No Favourites List')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all products' })).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBe('[]');
});

test('on the Tamil page, Remove names the product by the Tamil title its card shows', async ({ page, request }) => {
  const { items } = await listProducts(request, { pageSize: 50 });
  const product = items.find((item) => item.titleTa);
  if (!product?.titleTa) throw new Error('a product with a Tamil title is needed');
  await page.addInitScript((kept) => {
    if (!localStorage.getItem('favorites')) localStorage.setItem('favorites', JSON.stringify(kept));
  }, [product]);
  await page.goto('/ta/favourites');
  await expect(page.getByRole('article', { name: product.titleTa })).toBeVisible();
  await page.getByRole('button', { name: `${product.titleTa} – உங்கள் விருப்பங்களிலிருந்து நீக்கு` }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
});
