import { expect, test, useTheme, type Theme } from './fixtures.ts';

// Every route of the spec's route table, in light and dark mode: the page's
// heading is there and the console stays clean. Guarded pages send a visitor
// to /login.

const visitorRoutes: { path: string; heading: string | RegExp; landsOn?: RegExp }[] = [
  { path: '/', heading: /Handwoven/ },
  { path: '/allproducts', heading: 'All Products' },
  { path: '/category/silk_sarees', heading: 'Silk Sarees' },
  { path: '/favorites', heading: 'Your Favourites' },
  { path: '/favourites', heading: 'Your Favourites' },
  { path: '/login', heading: 'Login' },
  { path: '/signup', heading: 'Signup' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/about', heading: 'About Us' },
  { path: '/weavers', heading: 'Our Weavers' },
  { path: '/termsandconditions', heading: 'Terms and Conditions' },
  { path: '/privacypolicy', heading: 'Privacy Policy' },
  { path: '/shippingandrefund', heading: 'Shipping and Refund' },
  { path: '/returnpolicy', heading: 'Cancellation and Refund' },
  { path: '/no-such-page', heading: 'NoPage' },
  { path: '/cart', heading: 'Login', landsOn: /\/login\?returnTo=%2Fcart$/ },
  { path: '/order', heading: 'Login', landsOn: /\/login\?returnTo=%2Forder$/ },
  { path: '/order/KH-10001', heading: 'Login', landsOn: /\/login\?returnTo=%2Forder%2FKH-10001$/ },
  { path: '/profile', heading: 'Login', landsOn: /\/login\?returnTo=%2Fprofile$/ },
  { path: '/dashboard', heading: 'Login', landsOn: /\/login\?returnTo=%2Fdashboard$/ },
  { path: '/addproduct', heading: 'Login', landsOn: /\/login\?returnTo=%2Faddproduct$/ },
  { path: '/updateproduct', heading: 'Login', landsOn: /\/login\?returnTo=%2Fupdateproduct$/ },
];

for (const theme of ['light', 'dark'] as Theme[]) {
  test.describe(`every route in ${theme} mode`, () => {
    for (const route of visitorRoutes) {
      test(`${route.path} shows "${route.heading}"`, async ({ page, consoleErrors }) => {
        await useTheme(page, theme);
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        if (route.landsOn) await expect(page).toHaveURL(route.landsOn);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        const background = await page.evaluate(() => getComputedStyle(document.querySelector('#root > div') as Element).backgroundColor);
        // Light pages are light, dark pages are dark.
        const [r = 0, g = 0, b = 0] = background.match(/\d+/g)?.map(Number) ?? [];
        const luminance = (r + g + b) / 3;
        if (theme === 'light') expect(luminance).toBeGreaterThan(200);
        else expect(luminance).toBeLessThan(60);
        // The browser reports the 404 of the NoPage document itself; nothing else may complain.
        const unexpected = route.heading === 'NoPage' ? consoleErrors.filter((e) => !/status of 404/.test(e)) : consoleErrors;
        expect(unexpected).toEqual([]);
      });
    }
  });
}

test('the header switches the theme and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  await page.getByRole('button', { name: /switch to dark mode/i }).first().click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('an unknown path answers 404 with the NoPage screen', async ({ page }) => {
  const response = await page.goto('/definitely/not/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NoPage');
});

test('every page names the tab after itself, on a first load and after a move inside the shop', async ({ page }) => {
  const titleOf = (route: (typeof visitorRoutes)[number]) =>
    route.heading === 'NoPage' ? 'Page not found' : typeof route.heading === 'string' ? route.heading : 'Handwoven silk and cotton from Tamil Nadu';
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const route of visitorRoutes) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    // A guarded page sends the visitor to Login, and the tab says Login, not the page asked for.
    await expect(page, route.path).toHaveTitle(new RegExp(`^${escaped(titleOf(route))} \\| `));
  }
  // Moving inside the app (no new document): each page renames the tab. From a page whose length is
  // fixed: All Products loads its second page as it scrolls, which can move a footer link being clicked.
  await page.goto('/contact');
  await expect(page).toHaveTitle(/^Contact Us \| /);
  for (const [link, title] of [
    ['About Us', 'About Us'],
    ['Privacy Policy', 'Privacy Policy'],
    ['Login', 'Login'],
  ] as const) {
    await page.getByRole('link', { name: link, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page, link).toHaveTitle(new RegExp(`^${escaped(title)} \\| `));
  }
});
