import type { Page } from '@playwright/test';
import { findProduct, rupeesWithPaise } from './catalogue.ts';
import { expect, test } from './fixtures.ts';

// The product page: carousel, stepper, Add To Cart, favourites, stock states.

const cartBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });
const stored = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);

test('a product is added to the cart with the chosen quantity; the button becomes "View In Cart"', async ({ page, request, consoleErrors }) => {
  const product = await findProduct(request, (p) => p.stock >= 3, 'product with 3 or more in stock');
  await page.goto(`/productinfo/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  await expect(page).toHaveTitle(new RegExp(`^${product.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(page.getByText(rupeesWithPaise(product.salePricePaise), { exact: true })).toBeVisible();
  if (product.discountPercent > 0) await expect(page.locator('s')).toHaveText(rupeesWithPaise(product.pricePaise));
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 0 items');

  const quantity = page.getByRole('group', { name: 'Quantity' }).locator('output');
  await expect(quantity).toHaveText('1');
  await expect(page.getByText(`In stock: ${product.stock - 1}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveText('2');
  await expect(page.getByText(`In stock: ${product.stock - 2}`)).toBeVisible();

  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Added to Cart' })).toBeVisible();
  await expect(page.locator('.Toastify__toast-container--top-right .Toastify__progress-bar')).toHaveCount(1);
  const viewInCart = page.getByRole('link', { name: 'View In Cart' });
  await expect(viewInCart).toHaveAttribute('href', '/cart');
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');
  expect(await stored(page, 'cart')).toEqual([expect.objectContaining({ productId: product.id, quantity: 2, salePricePaise: product.salePricePaise })]);

  // Already in the cart: the stepper shows and changes the cart's quantity.
  await page.reload();
  await expect(page.getByRole('link', { name: 'View In Cart' })).toBeVisible();
  await expect(quantity).toHaveText('2');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveText('3');
  await expect(page.getByText(`In stock: ${product.stock - 3}`)).toBeVisible();
  expect(await stored(page, 'cart')).toEqual([expect.objectContaining({ productId: product.id, quantity: 3 })]);
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');
  expect(consoleErrors).toEqual([]);
});

test('the stepper never goes above the stock', async ({ page, request }) => {
  const product = await findProduct(request, (p) => p.stock === 1, 'product with 1 in stock');
  await page.goto(`/productinfo/${product.id}`);
  const increase = page.getByRole('button', { name: 'Increase quantity' });
  await expect(increase).toBeDisabled();
  await increase.click({ force: true });
  await expect(page.getByRole('group', { name: 'Quantity' }).locator('output')).toHaveText('1');
  await expect(page.getByText('In stock: 0')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
});

test('a product out of stock cannot be added', async ({ page, request }) => {
  const product = await findProduct(request, (p) => p.stock === 0, 'product out of stock');
  await page.goto(`/productinfo/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await expect(page.getByText('In stock: 0')).toBeVisible();
});

test('the heart keeps a product in the favourites, and takes it out again', async ({ page, request }) => {
  const product = await findProduct(request, (p) => p.stock > 0, 'product in stock');
  await page.goto(`/productinfo/${product.id}`);
  const heart = page.getByRole('button', { name: 'Favourite' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // Tailwind's red-600: the heart is red when favourited.
  await expect(heart).toHaveCSS('color', /^oklch\(0\.577 0\.245 27/);
  expect(await stored(page, 'favorites')).toEqual([expect.objectContaining({ id: product.id, title: product.title })]);

  await page.goto('/favourites');
  await page.getByRole('link', { name: product.title }).click();
  await expect(page).toHaveURL(`/productinfo/${product.id}`);
  await page.getByRole('button', { name: 'Favourite' }).click();
  await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/favorites');
  await expect(page.getByText('No Favourites List')).toBeVisible();
});

test('the carousel shows a dot per image and can be paused', async ({ page, request }) => {
  const product = await findProduct(request, (p) => p.images.length >= 2, 'product with several images');
  await page.goto(`/productinfo/${product.id}`);
  const count = Math.min(4, product.images.length);
  const dots = page.getByRole('button', { name: /^Show image \d of \d$/ });
  await expect(dots).toHaveCount(count);
  await expect(page.getByRole('img', { name: `${product.title}, image 1 of ${count}` })).toHaveAttribute('fetchpriority', 'high');
  const pause = page.getByRole('button', { name: 'Pause the slideshow' });
  await pause.click();
  await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
  await dots.nth(1).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(dots.nth(0)).not.toHaveAttribute('aria-current', 'true');
});

test('the slideshow fetches a photograph only when it comes next, or when its dot is picked', async ({ page, request }) => {
  const product = await findProduct(request, (p) => new Set(p.images.slice(0, 4)).size === 4, 'product with four different images');
  const keys = product.images.slice(0, 4).map((url) => url.replace('/media/', ''));
  // Photographs at slide size; the thumbnail strip's 160 px files are small and load with the page.
  const fetched = new Set<number>();
  page.on('request', (r) => {
    const match = /\/media\/([0-9a-f]+)-(\d+)\.webp$/.exec(r.url());
    if (match && Number(match[2]) > 160 && keys.includes(match[1] as string)) fetched.add(keys.indexOf(match[1] as string));
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/productinfo/${product.id}`);
  await expect.poll(() => [...fetched].sort()).toEqual([0, 1]);
  await page.waitForTimeout(1000);
  expect([...fetched].sort()).toEqual([0, 1]);
  // A dot fetches its photograph, and the one after it.
  await page.getByRole('button', { name: 'Show image 3 of 4' }).click();
  await expect.poll(() => [...fetched].sort()).toEqual([0, 1, 2, 3]);
});

test('a drag on the photographs fetches every slide, either side', async ({ page, request }) => {
  const product = await findProduct(request, (p) => new Set(p.images.slice(0, 4)).size === 4, 'product with four different images');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/productinfo/${product.id}`);
  const slide = (n: number) => page.getByRole('img', { name: `${product.title}, image ${n} of 4` });
  await expect(slide(2)).toBeAttached();
  await expect(slide(4)).not.toBeAttached();
  const box = await slide(1).boundingBox();
  if (!box) throw new Error('no first photograph');
  // Dragging right shows the last photograph (the slideshow loops).
  await page.mouse.move(box.x + box.width / 3, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + (box.width * 2) / 3, box.y + box.height / 2, { steps: 8 });
  await expect(slide(4)).toBeAttached();
  await page.mouse.up();
  await expect(slide(4)).toHaveJSProperty('complete', true);
});

test('the description is shown as bullet lines', async ({ page, request }) => {
  const product = await findProduct(request, (p) => p.description.split('\n').filter((l) => l.trim()).length >= 2, 'product with a multi-line description');
  const lines = product.description.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  await page.goto(`/productinfo/${product.id}`);
  await expect(page.getByRole('region', { name: 'Details' }).getByRole('listitem')).toHaveText(lines);
});

test('the page opens at the top even when the shopper came from far down a list', async ({ page }) => {
  await page.goto('/allproducts');
  const last = page.getByRole('main').getByRole('article').nth(23);
  await last.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await last.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/productinfo\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The router scrolls once the page has rendered; on a loaded machine that is a moment after the heading.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('an unknown product shows a clear message, not an empty page', async ({ page }) => {
  await page.goto('/productinfo/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found');
  await expect(page.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/allproducts');
  await page.goto('/productinfo/not-a-uuid');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found');
});

test('a shopper can buy by keyboard alone', async ({ page, request }) => {
  const product = await findProduct(request, (p) => p.stock >= 2, 'product with 2 or more in stock');
  await page.goto(`/productinfo/${product.id}`);
  await page.getByRole('button', { name: 'Increase quantity' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Quantity' }).locator('output')).toHaveText('2');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'View In Cart' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Favourite' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');
});

test.describe('the slideshow obeys WCAG 2.2.2 (pause, stop, hide)', () => {
  const pauseButton = (page: Page) => page.getByRole('button', { name: 'Pause the slideshow' });
  const playButton = (page: Page) => page.getByRole('button', { name: 'Play the slideshow' });

  test('it pauses while the pointer is over the photographs and goes on after', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.images.length >= 2, 'product with several images');
    await page.goto(`/productinfo/${product.id}`);
    await expect(pauseButton(page)).toBeVisible();
    await page.getByRole('img', { name: new RegExp(`^${escapeRegExp(product.title)}, image 1 of`) }).hover();
    await expect(playButton(page)).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(pauseButton(page)).toBeVisible();
  });

  test('it pauses while focus is in it (keyboard), and stays on the chosen image', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.images.length >= 2, 'product with several images');
    await page.goto(`/productinfo/${product.id}`);
    await expect(pauseButton(page)).toBeVisible();
    const second = page.getByRole('button', { name: /^Show image 2 of \d$/ });
    await second.focus();
    await expect(playButton(page)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-current', 'true');
    // Longer than the 3000 ms between slides: it has not moved on.
    await page.waitForTimeout(3500);
    await expect(second).toHaveAttribute('aria-current', 'true');
  });

  test('it does not play by itself under prefers-reduced-motion', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.images.length >= 2, 'product with several images');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/productinfo/${product.id}`);
    await expect(playButton(page)).toBeVisible();
    const first = page.getByRole('button', { name: /^Show image 1 of \d$/ });
    await expect(first).toHaveAttribute('aria-current', 'true');
    await page.waitForTimeout(3500);
    await expect(first).toHaveAttribute('aria-current', 'true');
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
