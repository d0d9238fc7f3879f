import type { Page } from '@playwright/test';
import { allProducts, listProducts } from './catalogue.ts';
import { expect, signUpAs, test } from './fixtures.ts';

// Issue 16: search that understands the shopper's words, suggestions under the
// box, sort and price ranges in the URL, honest stock on the cards.

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading').allInnerTexts();
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });

async function searchFor(page: Page, text: string) {
  await page.goto('/allproducts');
  await expect(cards(page)).toHaveCount(24);
  await searchBox(page).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(text).replaceAll('%20', '(\\+|%20)')}(&|$)`));
}

test('"red saree" and "saree silk" find products with every word, in any order', async ({ page, request }) => {
  await searchFor(page, 'red saree');
  await expect.poll(() => cardTitles(page)).toContain('Madurai Sungudi Cotton Saree – Red with White Dots');
  const red = await cardTitles(page);
  expect(red).toEqual((await listProducts(request, { search: 'red saree' })).items.map((p) => p.title));

  await searchFor(page, 'saree silk');
  const silk = (await allProducts(request)).filter((p) => p.category === 'silk_sarees').map((p) => p.title);
  await expect.poll(async () => (await cardTitles(page)).filter((title) => silk.includes(title)).length).toBe(Math.min(silk.length, 24));
});

test('"dhoti" finds all 9 demo dhotis, and the plural "dhotis" the same', async ({ page, request }) => {
  const dhotis = (await allProducts(request)).filter((p) => p.category === 'dhotis').map((p) => p.title);
  expect(dhotis).toHaveLength(9);
  await searchFor(page, 'dhoti');
  await expect.poll(async () => (await cardTitles(page)).filter((title) => dhotis.includes(title)).sort()).toEqual([...dhotis].sort());
  const singular = (await cardTitles(page)).sort();
  // The same pieces. "dhoti" puts the titles holding that text first (the specification's match), and
  // "dhotis" the titles holding the typed word, not only a synonym (veshti; decision 020); the order of
  // the dhotis alone is checked in catalog-search-typed-word.test.ts.
  await searchFor(page, 'dhotis');
  await expect.poll(async () => (await cardTitles(page)).sort()).toEqual(singular);
});

test("the specification's match: a title containing the typed text comes first; a Tamil word is found", async ({ page, request }) => {
  await searchFor(page, 'Pure Silk Saree – Peacock');
  await expect.poll(async () => (await cardTitles(page))[0]).toBe('Kanchipuram Pure Silk Saree – Peacock Blue with Gold Zari Border');
  // "பருத்தி" (cotton) is in one English title, in the Tamil titles of the cotton pieces and in some Tamil
  // descriptions (issue 14), and search reads it as cotton too (search-synonyms.ts): the English title that
  // holds it leads, then the pieces that say cotton in either language, and nothing else.
  await searchFor(page, 'பருத்தி');
  await expect.poll(async () => (await cardTitles(page))[0]).toBe('Kovai Kora Cotton Saree – பருத்தி');
  const found = (await listProducts(request, { search: 'பருத்தி', pageSize: 100 })).items;
  expect(found.length).toBeGreaterThan(1);
  expect(found.filter((p) => !/cotton|பருத்தி|காட்டன்/i.test(`${p.title} ${p.category} ${p.description} ${p.titleTa ?? ''} ${p.descriptionTa ?? ''}`))).toEqual([]);
  expect(found.map((p) => p.title)).not.toContain('Kanchipuram Pure Silk Saree – Peacock Blue with Gold Zari Border');
  await expect.poll(() => cardTitles(page)).toEqual(found.slice(0, 24).map((p) => p.title));
});

test('suggestions appear as the shopper types and are chosen by keyboard', async ({ page }) => {
  await page.goto('/allproducts');
  const box = searchBox(page);
  await box.click();
  await box.pressSequentially('dhot', { delay: 40 });
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const category = list.getByRole('option', { name: /Dhotis/ });
  await expect(category).toBeVisible();
  await expect(list.getByRole('option')).not.toHaveCount(1);

  // Arrow up from the box wraps to the last option: the category, listed after the products.
  await box.press('ArrowUp');
  await expect(category).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await category.getAttribute('id')) ?? '');
  await box.press('Escape');
  await expect(list).toBeHidden();
  await box.press('ArrowDown');
  await expect(list).toBeVisible();
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const title = (await first.innerText()).split('\n')[0]!.trim();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/productinfo\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('a category suggestion is chosen by a click', async ({ page }) => {
  await page.goto('/allproducts');
  await searchBox(page).pressSequentially('stol', { delay: 40 });
  await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: /Stoles/ }).click();
  await expect(page).toHaveURL(/\/category\/stoles$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stoles');
});

test('a search with no results offers the categories', async ({ page }) => {
  await page.goto('/allproducts?search=zzqx');
  await expect(page.getByText('No products match your search.')).toBeVisible();
  const offered = page.getByRole('navigation', { name: 'Or look through a category:' });
  await offered.getByRole('link', { name: 'Dhotis' }).click();
  await expect(page).toHaveURL(/\/category\/dhotis$/);
});

test('sort and price range live in the URL and survive a reload', async ({ page, request }) => {
  await page.goto('/allproducts');
  await searchBox(page).click();
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
  const range = page.getByRole('combobox', { name: 'Price range' });
  await range.selectOption('2500-5000');
  await expect(page).toHaveURL(/[?&]range=2500-5000(&|$)/);
  const expected = (await listProducts(request, { sort: 'price-asc', range: '2500-5000' })).items;
  expect(expected.length).toBeGreaterThan(1);
  for (const product of expected) expect(product.salePricePaise).toBeGreaterThanOrEqual(250_000);
  await expect.poll(() => cardTitles(page)).toEqual(expected.map((p) => p.title));

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  await expect(page.getByRole('combobox', { name: 'Price range' })).toHaveValue('2500-5000');
  await expect.poll(() => cardTitles(page)).toEqual(expected.map((p) => p.title));

  // The range's label carries its count, from the catalogue.
  const facets = (await (await request.get('/api/products/facets')).json()) as { priceRanges: { range: string; productCount: number }[] };
  const count = facets.priceRanges.find((entry) => entry.range === '2500-5000')?.productCount;
  await expect(page.getByRole('combobox', { name: 'Price range' }).locator('option:checked')).toHaveText(`₹2,500 – ₹5,000 (${count})`);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/[?&]sort=price-desc(&|$)/);
  await page.reload();
  const descending = (await listProducts(request, { sort: 'price-desc', range: '2500-5000' })).items.map((p) => p.title);
  await expect.poll(() => cardTitles(page)).toEqual(descending);
});

test('cards say "Sold out" and "Only N left"', async ({ page, request }) => {
  const all = await allProducts(request);
  const soldOut = all.find((p) => p.stock === 0);
  const fewLeft = all.find((p) => p.stock === 1 || p.stock === 2);
  const plenty = all.find((p) => p.stock > 2);
  expect(soldOut && fewLeft && plenty).toBeTruthy();
  for (const product of [soldOut!, fewLeft!, plenty!]) {
    await page.goto(`/allproducts?search=${encodeURIComponent(product.title)}`);
    const card = page.getByRole('article', { name: product.title });
    await expect(card).toBeVisible();
    if (product.stock === 0) await expect(card.getByText('Sold out', { exact: true })).toBeVisible();
    else if (product.stock <= 2) await expect(card.getByText(`Only ${product.stock} left`, { exact: true })).toBeVisible();
    else await expect(card.getByText(/Sold out|left$/)).toHaveCount(0);
  }
});

test('a sold-out product offers "Notify me when it is back": a login first, then the promise of one email', async ({ page, request }) => {
  const soldOut = (await allProducts(request)).find((p) => p.stock === 0);
  expect(soldOut).toBeTruthy();
  await page.goto(`/productinfo/${soldOut!.id}`);
  await page.getByRole('button', { name: 'Notify me when it is back' }).click();
  const login = page.getByRole('link', { name: 'Log in to be told when it is back' });
  await expect(login).toHaveAttribute('href', `/login?returnTo=${encodeURIComponent(`/productinfo/${soldOut!.id}`)}`);

  const shopper = await signUpAs(page);
  await page.reload();
  await page.getByRole('button', { name: 'Notify me when it is back' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We will email' })).toHaveText(`We will email ${shopper.email} once, when it is back.`);
  await expect(page.getByRole('button', { name: 'Notify me when it is back' })).toHaveCount(0);
});
