import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { findProduct, listProducts, type ApiProduct } from './catalogue.ts';
import { buyThroughApi, checkoutProducts, shopName } from './cart.ts';
import { expect, logInAsAdmin, newShopper, signUpAs, test, useTheme, type Theme } from './fixtures.ts';

// The shop on a 360 px phone: nothing scrolls sideways, the header stays at
// the top with a search in it, cards keep the colour in their two-line titles,
// and the product gallery works by touch (tap, swipe) and by keyboard.

const phone = { width: 360, height: 740 };
test.use({ viewport: phone });

const galleryProduct = (request: APIRequestContext) => findProduct(request, (p) => p.images.length >= 2 && p.stock > 0, 'product in stock with several images');
const imageCount = (product: ApiProduct) => Math.min(4, product.images.length);

const thumbnail = (page: Page, index: number, count: number) => page.getByRole('button', { name: `Photograph ${index} of ${count}` });
const dot = (page: Page, index: number, count: number) => page.getByRole('button', { name: `Show image ${index} of ${count}` });
const zoomDialog = (page: Page, product: ApiProduct) => page.getByRole('dialog', { name: `${product.title}, enlarged` });

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function pageReady(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html[data-live="true"]')).toHaveCount(1);
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
}

async function height(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.height;
}

test.describe('nothing scrolls sideways at 360 px', () => {
  for (const language of ['', '/ta'] as const) {
    for (const { name, path } of [
      { name: 'Home', path: async () => '/' },
      { name: 'All products', path: async () => '/allproducts' },
      { name: 'a category page', path: async () => '/category/silk_sarees' },
      { name: 'a product page', path: async (request: APIRequestContext) => `/productinfo/${(await galleryProduct(request)).id}` },
      { name: 'Favourites', path: async () => '/favourites' },
    ]) {
      test(`${name}${language ? ' in Tamil' : ''}`, async ({ page, request }) => {
        // Favourites with cards in them, the widest it gets.
        const { items } = await listProducts(request, { pageSize: 3 });
        await page.addInitScript((products) => localStorage.setItem('favorites', JSON.stringify(products)), items);
        await page.goto(`${language}${await path(request)}`);
        await pageReady(page);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        // With the header's search open, too.
        await page.getByRole('banner').getByRole('button', { name: language ? 'தேடுக' : 'Search', exact: true }).click();
        await expect(page.getByRole('search', { name: language ? 'கடையில் தேடுக' : 'Search the shop' })).toBeVisible();
        expect(await overflow(page)).toBeLessThanOrEqual(0);
      });
    }
  }
});

test('the shop\'s name stays clear of the header\'s buttons on narrow phones', async ({ page }) => {
  for (const width of [360, 375, 390, 412]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/');
    await pageReady(page);
    const banner = page.getByRole('banner');
    const home = banner.getByRole('link', { name: await shopName(page) });
    // Where the name's words are drawn, which overflow their box if they do not fit.
    const nameRight = await home.evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      return Math.max(...[...range.getClientRects()].map((rect) => rect.right));
    });
    const search = await banner.getByRole('button', { name: 'Search', exact: true }).boundingBox();
    expect(nameRight, `at ${width} px`).toBeLessThanOrEqual(search!.x);
    // The mark goes below 375 px, where it would push the name under the search button.
    await expect(home.locator('svg')).toBeVisible({ visible: width >= 375 });
    // The cart is a finger's target like the buttons beside it.
    expect(await height(banner.getByRole('link', { name: /^Cart, / }))).toBeGreaterThanOrEqual(44);
  }
});

test('a card keeps the colour in its two-line title, its brand line on one line, and a 44 px link', async ({ page, request }) => {
  const product = await findProduct(request, (p) => p.title.includes(' – '), 'product titled "Name – Colour"');
  await page.goto(`/allproducts?search=${encodeURIComponent(product.title)}`);
  const card = page.getByRole('article', { name: product.title });
  const [name, colour] = product.title.split(' – ') as [string, string];
  // The title's text is still the whole title (for screen readers, copying, and innerText).
  await expect(card.getByRole('heading')).toHaveText(product.title);
  expect(await card.getByRole('heading').innerText()).toBe(product.title);
  // The colour has a line of its own, so it is never the part that is cut.
  const colourLine = card.getByText(colour, { exact: true });
  await expect(colourLine).toBeVisible();
  await expect(card.getByText(`${name} –`, { exact: true })).toBeVisible();
  const link = card.getByRole('link', { name: product.title });
  expect(await height(link)).toBeGreaterThanOrEqual(44);
  const colourBox = await colourLine.boundingBox();
  const nameBox = await card.getByText(`${name} –`, { exact: true }).boundingBox();
  expect(colourBox!.y).toBeGreaterThan(nameBox!.y);
  // Two lines, not more: the link is no taller than two lines and the 44 px minimum allow.
  expect(await height(link)).toBeLessThanOrEqual(Math.max(44, nameBox!.height + colourBox!.height + 1));
  // The first line under the photograph (the badges before it sit on the photograph).
  const brand = card.locator(':scope > div > p').first();
  await expect(brand).toHaveCSS('white-space', 'nowrap');
  await expect(brand).toHaveCSS('text-overflow', 'ellipsis');
  expect(await height(brand)).toBeLessThan(24);
});

test('every control of the phone header is a 44 px target', async ({ page }) => {
  await page.goto('/');
  await pageReady(page);
  const banner = page.getByRole('banner');
  for (const name of ['Search', 'Open menu', /^Switch to (dark|light) mode$/]) {
    const button = banner.getByRole('button', { name, exact: true });
    const box = await button.boundingBox();
    expect(box!.height, String(name)).toBeGreaterThanOrEqual(44);
    expect(box!.width, String(name)).toBeGreaterThanOrEqual(44);
  }
});

test.describe('the sticky header', () => {
  test('stays at the top after scrolling, and its search finds products', async ({ page, request }) => {
    await page.goto('/allproducts');
    await pageReady(page);
    const banner = page.getByRole('banner');
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(banner).toBeInViewport();
    expect((await banner.boundingBox())!.y).toBe(0);

    const searchButton = banner.getByRole('button', { name: 'Search', exact: true });
    await searchButton.click();
    await expect(banner.getByRole('button', { name: 'Close search' })).toHaveAttribute('aria-expanded', 'true');
    const box = page.getByRole('combobox', { name: 'Search the shop' });
    await expect(box).toBeFocused();
    await box.fill('silk');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/allproducts\?search=silk$/);
    // The same results, in the same order, as the shop's search gives.
    const { items } = await listProducts(request, { search: 'silk', pageSize: 3 });
    expect(items.length).toBeGreaterThan(0);
    const titles = page.getByRole('main').getByRole('article').getByRole('heading');
    await expect(titles.first()).toHaveText(items[0]!.title);
    await expect(titles.nth(items.length - 1)).toHaveText(items[items.length - 1]!.title);
    // The search row closed and gave the focus back to its button.
    await expect(box).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  });

  test('opens and closes by keyboard: Enter opens it, Escape closes it and the focus goes back', async ({ page }) => {
    await page.goto('/');
    await pageReady(page);
    const searchButton = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    await searchButton.focus();
    await page.keyboard.press('Enter');
    const box = page.getByRole('combobox', { name: 'Search the shop' });
    await expect(box).toBeFocused();
    await page.keyboard.type('dhoti');
    const suggestions = page.getByRole('banner').getByRole('listbox', { name: 'Suggestions' });
    await expect(suggestions.getByRole('option').first()).toBeVisible();
    // The first Escape closes the suggestions, keeping the text; the next closes the search row.
    await page.keyboard.press('Escape');
    await expect(suggestions).toBeHidden();
    await expect(box).toHaveValue('dhoti');
    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(searchButton).toBeFocused();
    await expect(searchButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('in Tamil, the search works the same', async ({ page }) => {
    await page.goto('/ta/');
    await pageReady(page);
    await page.getByRole('banner').getByRole('button', { name: 'தேடுக', exact: true }).click();
    const box = page.getByRole('combobox', { name: 'கடையில் தேடுக' });
    await box.fill('silk');
    await page.getByRole('search', { name: 'கடையில் தேடுக' }).getByRole('button', { name: 'தேடுக' }).click();
    await expect(page).toHaveURL(/\/ta\/allproducts\?search=silk$/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });
});

test.describe('the gallery by touch', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: phone });

  test('a tapped thumbnail shows its photograph, and a tap on the photograph enlarges it', async ({ page, request }) => {
    const product = await galleryProduct(request);
    const count = imageCount(product);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/productinfo/${product.id}`);
    await pageReady(page);
    await expect(thumbnail(page, 1, count)).toHaveAttribute('aria-current', 'true');
    expect(await height(thumbnail(page, 2, count))).toBeGreaterThanOrEqual(44);
    // A 56 px thumbnail is drawn from the 160 px picture, not a 320 px one.
    await expect.poll(() => thumbnail(page, 2, count).locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-160\.webp$/);
    await thumbnail(page, 2, count).tap();
    await expect(thumbnail(page, 2, count)).toHaveAttribute('aria-current', 'true');
    await expect(thumbnail(page, 1, count)).not.toHaveAttribute('aria-current', 'true');
    // The specification's dots follow.
    await expect(dot(page, 2, count)).toHaveAttribute('aria-current', 'true');

    const photograph = page.getByRole('img', { name: `${product.title}, image 2 of ${count}` });
    await expect(photograph).toBeInViewport();
    await photograph.tap();
    const dialog = zoomDialog(page, product);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: `${product.title}, image 2 of ${count}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close the enlarged photograph' }).tap();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Enlarge the photograph' })).toBeFocused();
  });

  test('a swipe left shows the next photograph, a swipe right the one before', async ({ page, request }) => {
    const product = await galleryProduct(request);
    const count = imageCount(product);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/productinfo/${product.id}`);
    await pageReady(page);
    await expect(dot(page, 1, count)).toHaveAttribute('aria-current', 'true');
    const photograph = page.getByRole('img', { name: `${product.title}, image 1 of ${count}` });
    await swipe(page, photograph, -1);
    await expect(dot(page, 2, count)).toHaveAttribute('aria-current', 'true');
    await expect(thumbnail(page, 2, count)).toHaveAttribute('aria-current', 'true');
    // A swipe is not a tap: nothing was enlarged.
    await expect(zoomDialog(page, product)).toBeHidden();
    await swipe(page, page.getByRole('img', { name: `${product.title}, image 2 of ${count}` }), 1);
    await expect(dot(page, 1, count)).toHaveAttribute('aria-current', 'true');
  });
});

test('the gallery by keyboard: Tab to a thumbnail, Enter shows it, Enter enlarges, Escape closes and the focus returns', async ({ page, request }) => {
  const product = await galleryProduct(request);
  const count = imageCount(product);
  await page.goto(`/productinfo/${product.id}`);
  await pageReady(page);
  const enlarge = page.getByRole('button', { name: 'Enlarge the photograph' });
  await enlarge.focus();
  await page.keyboard.press('Tab');
  await expect(thumbnail(page, 1, count)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(thumbnail(page, 2, count)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(thumbnail(page, 2, count)).toHaveAttribute('aria-current', 'true');
  await expect(dot(page, 2, count)).toHaveAttribute('aria-current', 'true');

  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(enlarge).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = zoomDialog(page, product);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: `${product.title}, image 2 of ${count}` })).toBeVisible();
  // The focus is in the dialog, and Tab keeps it there.
  await expect(dialog.getByRole('button', { name: 'Close the enlarged photograph' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(enlarge).toBeFocused();
  // Enter on the close button closes it as well.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(enlarge).toBeFocused();
});

for (const theme of ['light', 'dark'] as Theme[]) {
  test.describe(`axe in ${theme} mode on the new controls`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('the header with its search open and suggestions', async ({ page }) => {
      await page.goto('/allproducts');
      await pageReady(page);
      await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('combobox', { name: 'Search the shop' }).pressSequentially('silk', { delay: 30 });
      await expect(page.getByRole('banner').getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
      await page.getByRole('combobox', { name: 'Search the shop' }).press('ArrowDown');
      await expectNoViolations(page);
    });

    test('the cards', async ({ page }) => {
      await page.goto('/category/silk_sarees');
      await pageReady(page);
      await expectNoViolations(page);
    });

    test('the gallery, and the enlarged photograph', async ({ page, request }) => {
      const product = await galleryProduct(request);
      await page.goto(`/productinfo/${product.id}`);
      await pageReady(page);
      await expect(thumbnail(page, 1, imageCount(product)).locator('img')).toHaveCount(1);
      await expectNoViolations(page);
      await page.getByRole('button', { name: 'Enlarge the photograph' }).click();
      await expect(zoomDialog(page, product).getByRole('img')).toBeVisible();
      await expectNoViolations(page);
    });
  });
}

async function expectNoViolations(page: Page): Promise<void> {
  // Images in view have arrived, so nothing moves during the scan.
  await page.waitForFunction(() => [...document.images].filter((img) => img.loading !== 'lazy').every((img) => img.complete));
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(summary).toEqual([]);
}

/** A finger's swipe across the element through Chromium's touch input: direction -1 to the left, 1 to the right. */
async function swipe(page: Page, element: Locator, direction: -1 | 1): Promise<void> {
  const box = await element.boundingBox();
  if (!box) throw new Error('nothing to swipe');
  const y = box.y + box.height / 2;
  const from = direction < 0 ? box.x + box.width * 0.85 : box.x + box.width * 0.15;
  const to = direction < 0 ? box.x + box.width * 0.15 : box.x + box.width * 0.85;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  const steps = 8;
  for (let step = 1; step <= steps; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / steps, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('a long email address wraps on the order page and on the admin\'s order card instead of pushing them sideways', async ({ page, request }) => {
  const shopper = newShopper();
  const email = `lakshmi.venkataraman.kanchipuram.${shopper.email}`;
  await signUpAs(page, { ...shopper, email });
  const [product] = await checkoutProducts(request);
  await buyThroughApi(page, [{ productId: product!.id, quantity: 1 }]);
  const { orders } = (await (await page.request.get('/api/orders')).json()) as { orders: { number: string }[] };
  await page.goto(`/order/${orders[0]!.number}`);
  await expect(page.getByText(email)).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await logInAsAdmin(page);
  await page.goto('/dashboard?tab=orders');
  await expect(page.getByRole('article').filter({ hasText: email })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

test("the admin's GST rates table scrolls inside its box, never the page, in English and in Tamil", async ({ page }) => {
  await logInAsAdmin(page);
  for (const [language, tab] of [['', 'GST'], ['/ta', 'ஜிஎஸ்டி']] as const) {
    await page.goto(`${language}/dashboard?tab=gst`);
    const panel = page.getByRole('tabpanel', { name: tab });
    await expect(panel.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await pageReady(page);
    expect(await overflow(page), language || 'English').toBeLessThanOrEqual(0);
  }
});

test("the shop's name in the phone header breaks between its words, never inside one", async ({ page }) => {
  for (const path of ['/', '/ta/']) {
    await page.goto(path);
    const name = await shopName(page);
    const { words, lines } = await page.getByRole('banner').getByRole('link', { name, exact: true }).evaluate((link, text) => {
      const name = [...link.querySelectorAll('span')].find((span) => span.textContent === text)!;
      const range = document.createRange();
      range.selectNodeContents(name);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return { words: text.trim().split(/\s+/).length, lines: tops.size };
    }, name);
    expect(lines, path).toBeLessThanOrEqual(words);
  }
});
