import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { findProduct, listProducts } from './catalogue.ts';
import { expect, test, useTheme, type Theme } from './fixtures.ts';

// An axe scan of every shopper screen of the catalogue, in light and dark
// mode, once its data is on screen; and each of them at 360 px wide.

interface Screen {
  name: string;
  path: (request: APIRequestContext) => Promise<string>;
  /** Puts favourites in browser storage first. */
  favourites?: boolean;
  /** Opens the search filters before the scan. */
  openFilters?: boolean;
  /** Types this into the search box and waits for the suggestions. */
  suggest?: string;
}

const inStock = async (request: APIRequestContext) => `/productinfo/${(await findProduct(request, (p) => p.stock > 1 && p.images.length > 1, 'product in stock with several images')).id}`;
const outOfStock = async (request: APIRequestContext) => `/productinfo/${(await findProduct(request, (p) => p.stock === 0, 'product out of stock')).id}`;

const screens: Screen[] = [
  { name: 'Home', path: async () => '/' },
  { name: 'All products with the filters open', path: async () => '/allproducts', openFilters: true },
  { name: 'the search suggestions', path: async () => '/allproducts', suggest: 'silk' },
  { name: 'a list sorted by price in a price range', path: async () => '/allproducts?sort=price-asc&range=1000-2500', openFilters: true },
  { name: 'an empty search', path: async () => '/allproducts?search=no-such-weave-xyz' },
  { name: 'a category page', path: async () => '/category/silk_sarees' },
  { name: 'a product in stock', path: inStock },
  { name: 'a product out of stock', path: outOfStock },
  { name: 'an unknown product', path: async () => '/productinfo/00000000-0000-4000-8000-000000000000' },
  { name: 'favourites (empty)', path: async () => '/favourites' },
  { name: 'favourites (filled)', path: async () => '/favorites', favourites: true },
];

async function open(page: Page, request: APIRequestContext, screen: Screen): Promise<void> {
  if (screen.favourites) {
    const { items } = await listProducts(request, { pageSize: 3 });
    await page.addInitScript((products) => localStorage.setItem('favorites', JSON.stringify(products)), items);
  }
  await page.goto(await screen.path(request));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
  if (screen.openFilters) {
    await page.getByRole('combobox', { name: 'Search products' }).click();
    await expect(page.getByRole('combobox', { name: 'Price', exact: true })).toBeVisible();
  }
  if (screen.suggest) {
    await page.getByRole('combobox', { name: 'Search products' }).pressSequentially(screen.suggest, { delay: 30 });
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Search products' }).press('ArrowDown');
  }
  // Images in view have arrived, so nothing moves during the scan.
  await page.waitForFunction(() => [...document.images].filter((img) => img.loading !== 'lazy').every((img) => img.complete));
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test.describe(`axe in ${theme} mode`, () => {
    for (const screen of screens) {
      test(`${screen.name} has no violations`, async ({ page, request }) => {
        await useTheme(page, theme);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await open(page, request, screen);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
        expect(summary).toEqual([]);
      });
    }
  });
}

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const screen of screens) {
    test(`${screen.name} fits without sideways scrolling`, async ({ page, request }) => {
      await open(page, request, screen);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
