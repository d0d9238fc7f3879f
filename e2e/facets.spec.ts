import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { allProducts, listProducts } from './catalogue.ts';
import { expect, test, useTheme, type Theme } from './fixtures.ts';

// Issue 16: fabric, colour and occasion in the filter panel, with counts, in the URL.

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading').allInnerTexts();
const panelSelect = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Filters' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

test('choosing fabric silk and a colour lists only matching cards, keeps both in the URL, and a reload keeps them', async ({ page, request }) => {
  // Several list loads and a reload: more than one default test time on a busy machine.
  test.slow();
  const catalogue = await allProducts(request);
  const silkBlue = catalogue.filter((p) => p.fabric === 'silk' && p.colour === 'blue').map((p) => p.title);
  expect(silkBlue.length).toBeGreaterThan(1);

  await page.goto('/allproducts');
  await expect(cards(page)).toHaveCount(24);
  await openFilters(page);
  const fabric = panelSelect(page, 'Fabric');
  const silkCount = catalogue.filter((p) => p.fabric === 'silk').length;
  await expect(fabric.getByRole('option', { name: `Silk (${silkCount})` })).toBeAttached();
  await fabric.selectOption('silk');
  await expect(page).toHaveURL(/[?&]fabric=silk(&|$)/);
  // The colour counts follow the chosen fabric.
  await expect(panelSelect(page, 'Colour').getByRole('option', { name: `Blue (${silkBlue.length})` })).toBeAttached();
  await panelSelect(page, 'Colour').selectOption('blue');
  await expect(page).toHaveURL(/[?&]colour=blue(&|$)/);
  await expect.poll(async () => (await cardTitles(page)).sort()).toEqual([...silkBlue].sort());

  await page.reload();
  await expect(page).toHaveURL(/fabric=silk/);
  await expect(page).toHaveURL(/colour=blue/);
  await expect(panelSelect(page, 'Fabric')).toHaveValue('silk');
  await expect(panelSelect(page, 'Colour')).toHaveValue('blue');
  await expect.poll(async () => (await cardTitles(page)).sort()).toEqual([...silkBlue].sort());
});

test('the server renders a filtered list: the first HTML holds only matching cards and the chosen occasion', async ({ request }) => {
  const cotton = (await listProducts(request, { fabric: 'cotton', pageSize: 100 })).items;
  expect(cotton.length).toBeGreaterThan(0);
  const html = await (await request.get('/allproducts?fabric=silk&occasion=wedding')).text();
  const silkWedding = (await listProducts(request, { occasion: 'wedding', fabric: 'silk', pageSize: 100 })).items;
  expect(silkWedding.length).toBeGreaterThan(0);
  for (const product of silkWedding.slice(0, 24)) expect(html).toContain(product.title.replaceAll('&', '&amp;'));
  for (const product of cotton) expect(html).not.toContain(product.title);
  expect(html).toMatch(/<option value="wedding" selected="">Wedding \(\d+\)<\/option>/);
});

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`axe finds nothing on the filter panel with facets chosen (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/allproducts?fabric=silk-cotton&occasion=festive');
    await expect(cards(page).first()).toBeVisible();
    await expect(panelSelect(page, 'Occasion')).toHaveValue('festive');
    await expect(panelSelect(page, 'Fabric')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
    expect(summary).toEqual([]);
  });
}
