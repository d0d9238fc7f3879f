import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { listProducts } from './catalogue.ts';
import { expect, logInAsAdmin, test, useTheme, type Theme } from './fixtures.ts';

// An axe scan of each admin page, in both themes. It changes nothing (the
// update form of a demo product is opened, never saved), so it runs on the
// shared shop beside the other journeys, not in admin.spec.ts's shop of its
// own, whose journeys run one after another on one worker.

async function noViolations(page: Page) {
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
  await page.waitForFunction(() => [...document.images].filter((img) => img.loading !== 'lazy').every((img) => img.complete));
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(summary).toEqual([]);
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`the admin pages have no axe violations in ${theme} mode`, async ({ page }) => {
    // Ten pages, each scanned whole: about 40 s on a quiet machine, more beside the other journeys.
    test.setTimeout(180_000);
    await useTheme(page, theme);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await logInAsAdmin(page);
    const [product] = (await listProducts(page.request, { pageSize: 1 })).items;
    if (!product) throw new Error('the demo catalogue has no product');
    for (const tab of ['products', 'orders', 'users', 'funds', 'gst', 'weavers', 'ledger']) {
      await page.goto(`/dashboard?tab=${tab}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await noViolations(page);
    }
    await page.goto('/addproduct');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByRole('alert')).toHaveText('All fields are required');
    await noViolations(page);
    await page.goto(`/updateproduct?id=${product.id}`);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(product.title);
    await noViolations(page);
  });
}
