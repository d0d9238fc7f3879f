import type { APIRequestContext, Page } from '@playwright/test';
import { expect, pageOfItsOwn, test } from './fixtures.ts';

// The header's Categories menu by mouse, by touch and by keyboard, and the
// phone's menu panel: opening, closing, where the focus goes.

interface Facets {
  categories: { category: string; label: string }[];
}

async function categoryFacets(request: APIRequestContext): Promise<Facets['categories']> {
  const response = await request.get('/api/products/facets');
  expect(response.ok()).toBe(true);
  const { categories } = (await response.json()) as Facets;
  expect(categories.length).toBeGreaterThan(1);
  return categories;
}

const categoriesButton = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Categories' });

/** The menu's own button (not its stand-in while the menu's code loads). */
async function menuReady(page: Page) {
  await expect(categoriesButton(page)).toHaveAttribute('data-state', 'closed');
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Categories menu opens by mouse and a click follows a category', async ({ page, request, consoleErrors }) => {
    const categories = await categoryFacets(request);
    await page.goto('/about');
    await menuReady(page);
    await categoriesButton(page).click();
    const menu = page.getByRole('menu', { name: 'Categories' });
    await expect(menu.getByRole('menuitem')).toHaveText(categories.map((c) => c.label));
    await expect(categoriesButton(page)).toHaveAttribute('aria-expanded', 'true');
    const second = categories[1]!;
    await menu.getByRole('menuitem', { name: second.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/category/${second.category}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.label);
    await expect(menu).toHaveCount(0);
    // A click outside closes it too.
    await categoriesButton(page).click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the Categories menu works by keyboard: Enter or ArrowDown opens, arrows move, Escape closes, Enter follows', async ({ page, request }) => {
    const categories = await categoryFacets(request);
    await page.goto('/about');
    await menuReady(page);
    const button = categoriesButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Categories' });
    const item = (index: number) => menu.getByRole('menuitem', { name: categories[index]!.label, exact: true });
    await expect(item(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item(0)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(item(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/category/${categories[1]!.category}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(categories[1]!.label);
    await expect(menu).toHaveCount(0);
  });

  // The WAI-ARIA menu button pattern: Tab leaves an open menu, closing it, and
  // goes on through the page as if the menu had not been open.
  test('Tab and Shift+Tab close the Categories menu and move on from its button', async ({ page }) => {
    await page.goto('/about');
    await menuReady(page);
    const button = categoriesButton(page);
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    const menu = page.getByRole('menu', { name: 'Categories' });

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toHaveCount(0);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav.getByRole('link', { name: 'About', exact: true })).toBeFocused();

    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu).toHaveCount(0);
    await expect(mainNav.getByRole('link', { name: 'All Products', exact: true })).toBeFocused();
  });
});

test.describe('by touch', () => {
  test('on a tablet a tap opens the Categories menu and a tap follows a category', async ({ browser, baseURL, request }) => {
    const categories = await categoryFacets(request);
    const page = await pageOfItsOwn(browser, { baseURL, viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });
    await page.goto('/about');
    await menuReady(page);
    await categoriesButton(page).tap();
    const menu = page.getByRole('menu', { name: 'Categories' });
    await expect(menu.getByRole('menuitem')).toHaveText(categories.map((c) => c.label));
    await menu.getByRole('menuitem', { name: categories[0]!.label, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`/category/${categories[0]!.category}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(categories[0]!.label);
    await page.context().close();
  });

  test('on a 360 px phone the menu panel lists the categories and a tap follows one', async ({ browser, baseURL, request }) => {
    const categories = await categoryFacets(request);
    const page = await pageOfItsOwn(browser, { baseURL, viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
    await page.goto('/about');
    // The bar's menu is a desktop thing; a phone reaches the categories through the panel.
    await expect(categoriesButton(page)).toBeHidden();
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await openMenu.tap();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    const group = panel.getByRole('group', { name: 'Categories' });
    await expect(group.getByRole('link')).toHaveText(categories.map((c) => c.label));
    const last = categories.at(-1)!;
    await group.getByRole('link', { name: last.label, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`/category/${last.category}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.label);
    await expect(panel).toHaveCount(0);
    await expect(openMenu).toBeFocused();
    await page.context().close();
  });
});

test.describe('the phone menu panel', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('opens as a modal dialog, keeps the focus inside, and gives it back when closed', async ({ page, consoleErrors }) => {
    await page.goto('/about');
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await expect(openMenu).toHaveAttribute('aria-expanded', 'false');
    await openMenu.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    // The button is behind the panel now, out of the accessibility tree: find it by its label.
    await expect(page.locator('button[aria-label="Open menu"]')).toHaveAttribute('aria-expanded', 'true');
    const close = panel.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeFocused();
    // The page behind is out of reach: hidden from screen readers, and Tab wraps inside the panel.
    // (aria-hidden on #main or on an ancestor of it: either takes the main landmark out of the tree.)
    await expect(page.locator('#main')).toBeAttached();
    await expect(page.getByRole('main')).toHaveCount(0);
    await page.keyboard.press('Shift+Tab');
    await expect(panel.getByRole('link', { name: 'தமிழ்' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    for (const name of ['Our Weavers', 'Home', 'All Products', 'About', 'Contact', 'Login', 'Signup']) {
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(panel.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(openMenu).toBeFocused();
    await expect(page.getByRole('main')).toHaveCount(1);

    await openMenu.click();
    await expect(close).toBeFocused();
    await close.click();
    await expect(panel).toHaveCount(0);
    await expect(openMenu).toBeFocused();

    // A tap beside the panel closes it as well. The dialog listens for taps outside only once it has
    // opened (Radix waits a tick, so the opening tap does not close it): the focus on Close says it has.
    await openMenu.click();
    await expect(panel).toBeVisible();
    await expect(close).toBeFocused();
    await expect(async () => {
      await page.mouse.click(10, 400);
      await expect(panel).toHaveCount(0, { timeout: 1_000 });
    }).toPass();
    expect(consoleErrors).toEqual([]);
  });
});
