import AxeBuilder from '@axe-core/playwright';
import { categoryLabel } from '@handloom/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { buyThroughApi, checkoutProducts, cartLine, storeCart } from './cart.ts';
import { allProducts, listProducts } from './catalogue.ts';
import { publicPaths } from './pages.ts';
import { expect, logInAsAdmin, newShopper, signUpAs, test, useTheme, type Theme } from './fixtures.ts';
import { visibleEnglish } from './visible-english.ts';

// Every route under /ta/, in both themes (issue 14): no English a shopper would
// see outside the allow-list (visible-english.ts), no axe violation, and no
// sideways scrolling at 360 px, where long Tamil words would push it.

/** Every page anyone may open, and the reset page with a link that has run out. */
const walkedPaths = [...publicPaths, '/reset-password?token=not-a-real-token'];

/** What other journeys leave in the shop: titles without Tamil, which the pages may show (issue 14's allow-list). */
async function titlesWithoutTamil(request: APIRequestContext): Promise<string[]> {
  return (await allProducts(request)).filter((product) => !product.titleTa).map((product) => product.title);
}

async function pageReady(page: Page, path: string): Promise<void> {
  const response = await page.goto(`/ta${path}`);
  expect(response?.status(), path).toBeLessThan(path === '/no-such-page' ? 500 : 400);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('ஏற்றப்படுகிறது…', { exact: true })).toHaveCount(0);
  await page.waitForFunction(() => [...document.images].filter((img) => img.loading !== 'lazy').every((img) => img.complete));
}

/** Each check on each page, all collected, so one run names every page that fails. */
async function walk(page: Page, paths: string[], allowed: string[] = []): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await pageReady(page, path);
    const english = await visibleEnglish(page, allowed);
    if (english.length) problems.push(`${path}: English words ${english.join(', ')}`);
    const { violations } = await new AxeBuilder({ page }).analyze();
    for (const v of violations) problems.push(`${path}: axe ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
    await page.setViewportSize({ width: 360, height: 740 });
    // Measured until the page has laid itself out again at the new width (a few frames on a busy machine).
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const settled = await expect
      .poll(sideways, { timeout: 3_000 })
      .toBeLessThanOrEqual(0)
      .then(() => true, () => false);
    if (!settled) problems.push(`${path}: ${await sideways()} px of sideways scrolling at 360 px, past the edge: ${(await pastTheEdge(page)).join('; ')}`);
  }
  return problems;
}

/**
 * The innermost elements reaching past the viewport's right edge, so a failure names what to fix.
 * Text that overflows its box (a long unbroken word) leaves the box inside the edge, so text is measured too.
 */
function pastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = window.innerWidth + 0.5;
    const describe = (element: Element, right: number) =>
      `<${element.tagName.toLowerCase()} class="${String(element.getAttribute('class') ?? '').slice(0, 80)}"> to ${Math.round(right)} px "${(element.textContent ?? '').trim().slice(0, 60)}"`;
    const wide = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > edge);
    const innermost = wide.filter((element) => !wide.some((other) => other !== element && element.contains(other)));
    const found = innermost.map((element) => describe(element, element.getBoundingClientRect().right));
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      range.selectNodeContents(text);
      const right = range.getBoundingClientRect().right;
      if (right > edge && text.parentElement) found.push(`text in ${describe(text.parentElement, right)}`);
    }
    return found.slice(0, 5);
  });
}

async function productAndWeaverPaths(request: APIRequestContext): Promise<string[]> {
  const [product] = (await listProducts(request, { pageSize: 1 })).items;
  const weavers = (await (await request.get('/api/weavers')).json()) as { items: { slug: string }[] };
  return [`/productinfo/${product!.id}`, `/weavers/${weavers.items[0]!.slug}`];
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`every public page under /ta/ is Tamil, passes axe and fits 360 px (${theme})`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await useTheme(page, theme);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const problems = await walk(page, [...walkedPaths, ...(await productAndWeaverPaths(request))], await titlesWithoutTamil(request));
    expect(problems).toEqual([]);
  });

  test(`a shopper's pages under /ta/ are Tamil, pass axe and fit 360 px (${theme})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await useTheme(page, theme);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/ta/');
    // A long address, as real ones are (the pages show it in sentences): it must wrap, not push the page sideways.
    const shopper = newShopper();
    await signUpAs(page, { ...shopper, email: `lakshmi.venkataraman.kanchipuram.${shopper.email}` });
    const [product] = (await checkoutProducts(request)).slice(theme === 'light' ? 7 : 8);
    await buyThroughApi(page, [{ productId: product!.id, quantity: 1 }]);
    const orders = (await (await page.request.get('/api/orders')).json()) as { orders: { number: string }[] };
    await storeCart(page, [cartLine(product!, 1)]);
    const problems = await walk(page, ['/cart', '/order', `/order/${orders.orders[0]!.number}`, '/profile'], await titlesWithoutTamil(request));
    expect(problems).toEqual([]);
  });

  test(`the admin's pages under /ta/ are Tamil, pass axe and fit 360 px (${theme})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await useTheme(page, theme);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await logInAsAdmin(page);
    // The admin's categories in English, as typed: the Products tab pairs each with the field for its Tamil name.
    const { categories } = (await (await page.request.get('/api/admin/categories')).json()) as { categories: string[] };
    const problems = await walk(page, ['/dashboard', '/addproduct'], [...categories.map(categoryLabel), ...(await titlesWithoutTamil(request))]);
    expect(problems).toEqual([]);
  });
}
