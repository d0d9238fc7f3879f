import type { Locator, Page } from '@playwright/test';
import { allProducts, listProducts, rupees } from './catalogue.ts';
import { expect, test } from './fixtures.ts';

// Home, All products and the category page against the demo catalogue.

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading').allInnerTexts();

test('home shows the title, the 4 newest products and the categories', async ({ page, request, consoleErrors }) => {
  const newest = await listProducts(request, { pageSize: 4 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Handwoven');
  const latest = page.getByRole('region', { name: 'Our Latest Collection' });
  await expect(latest.getByRole('article')).toHaveCount(4);
  expect(await latest.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(newest.items.map((p) => p.title));
  const first = newest.items[0]!;
  await expect(latest.getByRole('link', { name: first.title })).toHaveAttribute('href', `/productinfo/${first.id}`);

  const categories = page.getByRole('region', { name: 'Categories' });
  const silk = categories.getByRole('link', { name: /Silk Sarees/ });
  await expect(silk).toHaveAttribute('href', '/category/silk_sarees');
  await expect(silk.locator('img')).toHaveAttribute('src', /\/media\/.+\.webp$/);

  await page.getByRole('link', { name: 'See more' }).click();
  await expect(page).toHaveURL(/\/allproducts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
  expect(consoleErrors).toEqual([]);
});

test('All products lists the newest first with real discount badges and responsive images', async ({ page, request }) => {
  const firstPage = await listProducts(request);
  await page.goto('/allproducts');
  await expect(cards(page)).toHaveCount(24);
  expect(await cardTitles(page)).toEqual(firstPage.items.map((p) => p.title));

  const discounted = firstPage.items.find((p) => p.discountPercent > 0);
  const plain = firstPage.items.find((p) => p.discountPercent === 0);
  if (discounted) {
    const card = page.getByRole('article', { name: discounted.title });
    await expect(card.getByText(`${discounted.discountPercent}% Off`, { exact: true })).toBeVisible();
    await expect(card.locator('s')).toHaveText(rupees(discounted.pricePaise));
    await expect(card).toContainText(rupees(discounted.salePricePaise));
  }
  if (plain) await expect(page.getByRole('article', { name: plain.title }).getByText(/% Off$/)).toHaveCount(0);

  const image = cards(page).first().locator('img');
  await expect(image).toHaveAttribute('srcset', /-160\.webp 160w, .*-320\.webp 320w, .*-640\.webp 640w, .*-800\.webp 800w, .*-1024\.webp 1024w/);
  await expect(image).toHaveAttribute('width', '640');
  await expect(image).toHaveAttribute('height', '800');
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  await expect(cards(page).nth(20).locator('img')).toHaveAttribute('loading', 'lazy');
});

test('searching filters the list, keeps the search in the URL and survives a reload', async ({ page, request }) => {
  const all = await allProducts(request);
  const expected = (await listProducts(request, { search: 'SILK' })).items.map((p) => p.title);
  // Titles with the word (the specification's match) come first, then those whose category or description has it.
  const inTitles = all.filter((p) => p.title.toLowerCase().includes('silk')).length;
  expect(inTitles).toBeGreaterThan(0);
  for (const title of expected.slice(0, Math.min(24, inTitles))) expect(title.toLowerCase()).toContain('silk');

  await page.goto('/allproducts');
  await expect(cards(page)).toHaveCount(24);
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.click();
  await search.pressSequentially('SILK', { delay: 30 });
  await expect(page).toHaveURL(/[?&]search=SILK(&|$)/);
  await expect.poll(() => cardTitles(page)).toEqual(expected);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveValue('SILK');
  await expect.poll(() => cardTitles(page)).toEqual(expected);
});

test('category and price filters narrow the list; Reset Filter clears search, category and price', async ({ page, request }) => {
  const dhotis = await listProducts(request, { category: 'dhotis' });
  const pick = dhotis.items[0]!;
  const samePrice = await listProducts(request, { category: 'dhotis', price: pick.pricePaise });

  await page.goto('/allproducts?search=a');
  const filters = page.getByRole('combobox', { name: 'Category' });
  await expect(filters).toBeHidden();
  await page.getByRole('combobox', { name: 'Search products' }).click();
  await expect(filters).toBeVisible();
  const facets = (await (await request.get('/api/products/facets')).json()) as { categories: { label: string }[]; pricesPaise: number[] };
  await expect(filters.getByRole('option')).toHaveText(['All Categories', ...facets.categories.map((c) => c.label)]);
  expect(facets.categories.map((c) => c.label)).toContain('Silk Cotton Sarees');
  const prices = [...new Set(facets.pricesPaise)].sort((x, y) => x - y).map(rupees);
  await expect(page.getByRole('combobox', { name: 'Price', exact: true }).getByRole('option')).toHaveText(['All Prices', ...prices]);

  await filters.selectOption({ label: 'Dhotis' });
  await expect(page).toHaveURL(/category=dhotis/);
  await page.getByRole('combobox', { name: 'Search products' }).fill('');
  await expect(page).not.toHaveURL(/search=/);
  await expect.poll(() => cardTitles(page)).toEqual(dhotis.items.map((p) => p.title));

  await page.getByRole('combobox', { name: 'Price', exact: true }).selectOption({ label: rupees(pick.pricePaise) });
  await expect(page).toHaveURL(new RegExp(`price=${pick.pricePaise / 100}(&|$)`));
  await expect.poll(() => cardTitles(page)).toEqual(samePrice.items.map((p) => p.title));

  // A shared link opens the same list, filters shown.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('dhotis');
  await expect.poll(() => cardTitles(page)).toEqual(samePrice.items.map((p) => p.title));

  await page.getByRole('button', { name: 'Reset Filter' }).click();
  await expect(page).toHaveURL(/\/allproducts$/);
  await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Price', exact: true })).toHaveValue('');
  await expect(cards(page)).toHaveCount(24);

  // A click outside closes the filters.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('combobox', { name: 'Category' })).toBeHidden();
});

test('a search that matches nothing says so', async ({ page }) => {
  await page.goto('/allproducts?search=no-such-weave-xyz');
  await expect(page.getByText('No products match your search.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test('search strings are searched for literally', async ({ page }) => {
  await page.goto(`/allproducts?search=${encodeURIComponent("' OR 1=1--")}`);
  await expect(page.getByText('No products match your search.')).toBeVisible();
});

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

test('the second page arrives as the shopper scrolls, then "Load more" keeps the footer in reach', async ({ page, request }) => {
  const total = (await allProducts(request)).length;
  expect(total).toBeGreaterThan(48);
  await page.goto('/allproducts');
  await expect(cards(page)).toHaveCount(24);
  await scrollToEnd(page);
  await expect(cards(page)).toHaveCount(48);
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await expect(loadMore).toBeVisible();

  // Scrolling to the end again loads nothing: the footer stays where it is, and its links work.
  await scrollToEnd(page);
  const contact = page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' });
  await expect(contact).toBeInViewport();
  const footerTop = await contact.evaluate((link) => link.getBoundingClientRect().top);
  await page.waitForTimeout(1000);
  expect(await contact.evaluate((link) => link.getBoundingClientRect().top)).toBe(footerTop);
  await expect(cards(page)).toHaveCount(48);

  await loadMore.click();
  await expect.poll(async () => cards(page).count()).toBeGreaterThan(48);

  await contact.click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('"Load more" loads the next page by keyboard, without scrolling', async ({ page, request }) => {
  const totalBefore = (await allProducts(request)).length;
  // Without IntersectionObserver only the button can load more.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'IntersectionObserver', { value: undefined });
  });
  await page.goto('/allproducts');
  await expect(cards(page)).toHaveCount(24);
  const loadMore: Locator = page.getByRole('button', { name: 'Load more' });
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(Math.min(48, totalBefore));
  // To the end, which the shop itself says: other journeys add and delete products meanwhile,
  // so a count read before the page loaded may never be reached.
  const end = page.getByText('You have seen every product.');
  for (let presses = 0; presses < 20 && !(await end.isVisible()); presses += 1) {
    if (await loadMore.isVisible()) await loadMore.press('Enter');
    await page.waitForTimeout(100);
  }
  await expect(end).toBeVisible();
  await expect(loadMore).toHaveCount(0);
  // Every product live while the page loaded: between the counts before and after.
  const totalAfter = (await allProducts(request)).length;
  const shown = await cards(page).count();
  expect(shown).toBeGreaterThanOrEqual(Math.min(totalBefore, totalAfter));
  expect(shown).toBeLessThanOrEqual(Math.max(totalBefore, totalAfter));
});

test('a category page is headed by its category and lists only its products, searchable by title', async ({ page, request }) => {
  const silk = await listProducts(request, { category: 'silk_sarees' });
  await page.goto('/category/silk_sarees');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Silk Sarees');
  await expect.poll(() => cardTitles(page)).toEqual(silk.items.map((p) => p.title));

  const word = silk.items[0]!.title.split(/\s+/)[0]!;
  const matching = await listProducts(request, { category: 'silk_sarees', search: word });
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill(word);
  await expect(page).toHaveURL(new RegExp(`/category/silk_sarees\\?search=${encodeURIComponent(word)}`));
  await expect.poll(() => cardTitles(page)).toEqual(matching.items.map((p) => p.title));
  await search.click();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Price', exact: true })).toBeVisible();
});

test('a category spelt differently in the URL is the same page', async ({ page, request }) => {
  const dhotis = await listProducts(request, { category: 'dhotis' });
  await page.goto('/category/Dhotis');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dhotis');
  await expect.poll(() => cardTitles(page)).toEqual(dhotis.items.map((p) => p.title));
});
