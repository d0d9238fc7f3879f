import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { buyThroughApi, cartLine, checkoutProducts, fillAddress, goodAddress, storeCart } from './cart.ts';
import { expect, signUpAs, test, useTheme, type Theme } from './fixtures.ts';

// axe over the cart, the Buy Now popup, the payment window and Your Orders,
// in light and dark mode; and each of them at 360 px wide.

async function noViolations(page: Page) {
  // Images in view have arrived, so nothing moves during the scan.
  await page.waitForFunction(() => [...document.images].filter((img) => img.loading !== 'lazy').every((img) => img.complete));
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(summary).toEqual([]);
}

async function fitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function walkThroughCheckout(page: Page, check: (page: Page) => Promise<void>) {
  const products = await checkoutProducts(page.request);
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty!')).toBeVisible();
  await check(page);

  const item = products[7];
  if (!item) throw new Error('no product for the scan');
  await storeCart(page, [cartLine(item, 2)]);
  await page.reload();
  await expect(page.getByRole('main').getByRole('article', { name: item.title })).toBeVisible();
  await expect(page.getByText('Checking current prices and stock…')).toHaveCount(0);
  await check(page);

  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery details' });
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await fillAddress(dialog, { ...goodAddress, pincode: '12', state: '' });
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(dialog.getByLabel('Pincode')).toHaveAttribute('aria-invalid', 'true');
  await check(page);

  await fillAddress(dialog, { pincode: goodAddress.pincode, state: goodAddress.state });
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const window = page.getByRole('dialog').filter({ hasText: 'Card number' });
  await expect(window).toBeVisible();
  await window.getByRole('button', { name: /^Pay / }).click();
  await expect(window.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await check(page);
  await window.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(window).toHaveCount(0);

  await buyThroughApi(page, [{ productId: (products[8] ?? item).id, quantity: 1 }]);
  await page.goto('/order');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await check(page);
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`cart, Buy Now, payment window and Your Orders have no axe violations in ${theme} mode`, async ({ page }) => {
    // Five axe scans of pages and dialogs, the Buy Now form's eight fields among them, and an order through the API.
    test.setTimeout(120_000);
    await useTheme(page, theme);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await signUpAs(page);
    await walkThroughCheckout(page, noViolations);
  });
}

test('cart, Buy Now, payment window and Your Orders fit 360 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await signUpAs(page);
  await walkThroughCheckout(page, fitsWidth);
});
