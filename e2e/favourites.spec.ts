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
