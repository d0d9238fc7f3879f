import type { Locator, Page } from '@playwright/test';
import { e2eAdmin, expect, logInAsAdmin, newShopper, signUpAs, test } from './fixtures.ts';

/** A field's own problem: said once on the page, beside the field (its accessible description), and not in an alert. */
async function expectSaidOnceBeside(page: Page, field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  await expect(page.getByText(message)).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test.describe('signup', () => {
  test('creates the account, logs in, clears the form and goes home', async ({ page, consoleErrors }) => {
    const shopper = newShopper();
    await page.goto('/signup');
    await page.getByLabel('Name').fill(shopper.name);
    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Signup' }).click();
    await expect(page).toHaveURL(/\/$/);
    const header = page.getByRole('navigation', { name: 'Your account' });
    await expect(header.getByText(`Hi, ${shopper.name}`)).toBeVisible();
    await expect(header.getByRole('link', { name: 'Order' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Favourites' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Signup' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    // The `user` key holds only what the page shows.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(Object.keys(stored).sort()).toEqual(['email', 'name', 'uid']);
    expect(stored.email).toBe(shopper.email);
    expect(consoleErrors).toEqual([]);
  });

  test('says what is wrong, in the spec\'s words', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Signup' }).click();
    await expect(page.getByRole('alert')).toHaveText('All fields are required');

    const shopper = newShopper();
    await page.getByLabel('Name').fill(shopper.name);
    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await page.getByLabel('Password').fill('abc12');
    await page.getByRole('button', { name: 'Signup' }).click();
    // A field's own problem is said once, beside it (tied to it for screen readers), not again in the alert.
    await expectSaidOnceBeside(page, page.getByLabel('Password'), 'Password must contain at least 6 characters');

    await page.getByLabel('Password').fill('123456');
    await page.getByRole('button', { name: 'Signup' }).click();
    await expectSaidOnceBeside(page, page.getByLabel('Password'), /most common/);

    await page.getByLabel('Email', { exact: true }).fill(e2eAdmin.email.toUpperCase());
    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Signup' }).click();
    await expectSaidOnceBeside(page, page.getByLabel('Email', { exact: true }), 'You already have an account');
    // The server's answer: focus goes to the field at fault, not the page.
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  });

  test("a bad email's message appears once, beside the email", async ({ page }) => {
    const shopper = newShopper();
    await page.goto('/signup');
    await page.getByLabel('Name').fill(shopper.name);
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Signup' }).click();
    await expectSaidOnceBeside(page, page.getByLabel('Email', { exact: true }), 'Please enter a valid email address');
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  });
});

test.describe('login and logout', () => {
  test('a failure shows "Wrong Password or Email" inline; success says "Login successful" and goes home', async ({ page, browser }) => {
    const shopper = newShopper();
    const other = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
    await signUpAs(other, shopper);
    await other.close();

    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong Password or Email');
    await expect(page.getByText('Wrong Password or Email')).toHaveCount(1);
    // The busy button kept the keyboard; the refusal takes it to the alert, never the page.
    await expect(page.getByRole('alert')).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Your account' }).getByText(`Hi, ${shopper.name}`)).toBeVisible();
  });

  test('logout ends the session and clears what the shop kept in the browser', async ({ page }) => {
    await page.goto('/');
    await signUpAs(page);
    await page.evaluate(() => localStorage.setItem('cart', JSON.stringify([{ productId: 'x', title: 't', quantity: 1, salePricePaise: 1 }])));
    await page.reload();
    await page.getByRole('navigation', { name: 'Your account' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Signup' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('cart')])).toEqual([null, null]);
    const session = await page.request.get('/api/session');
    expect(await session.json()).toEqual({ user: null });
  });
});

test.describe('guarded pages', () => {
  test('a guarded page sends a visitor to login and back after it', async ({ page, browser }) => {
    const shopper = newShopper();
    const other = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
    await signUpAs(other, shopper);
    await other.close();

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile$/);
    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
    await expect(page.getByLabel('Name')).toHaveValue(shopper.name);
    await expect(page.getByLabel('Name')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(shopper.email);
  });

  test('a visitor sent to login from the cart can sign up instead and lands back on the cart', async ({ page }) => {
    const shopper = newShopper();
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fcart$/);
    await page.getByRole('main').getByRole('link', { name: 'Signup', exact: true }).click();
    await expect(page).toHaveURL(/\/signup\?returnTo=%2Fcart$/);
    // And back to login, still carrying the cart.
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fcart$/);
    await page.getByRole('main').getByRole('link', { name: 'Signup', exact: true }).click();
    await page.getByLabel('Name').fill(shopper.name);
    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Signup', exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cart');
  });

  test('login never sends the shopper to another site', async ({ page, browser }) => {
    const shopper = newShopper();
    const other = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
    await signUpAs(other, shopper);
    await other.close();
    for (const returnTo of ['//evil.example', 'javascript:alert(1)', 'https://evil.example/x']) {
      await page.context().clearCookies();
      await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
      await page.getByLabel('Email', { exact: true }).fill(shopper.email);
      await page.getByLabel('Password').fill(shopper.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(new RegExp(`^${process.env.E2E_BASE_URL}/$`));
    }
  });

  test('a forged `user` in browser storage grants nothing', async ({ page }) => {
    await page.goto('/');
    await page.evaluate((email) => localStorage.setItem('user', JSON.stringify({ uid: 'forged', email, name: 'Admin', isAdmin: true })), e2eAdmin.email);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
    await expect(page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('a shopper cannot open admin pages', async ({ page }) => {
    await page.goto('/');
    await signUpAs(page);
    await page.goto('/addproduct');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faddproduct$/);
  });

  test('the admin sees the Admin link and reaches the dashboard', async ({ page }) => {
    await page.goto('/');
    await logInAsAdmin(page);
    await page.reload();
    await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  });
});

test('the mobile menu greets the shopper by name', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  const shopper = await signUpAs(page);
  await page.reload();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByText(`Hi, ${shopper.name}`)).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('"Forgot password?" leads to a form that sends a reset link', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot password?');
  await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('reset link is on its way');
});
