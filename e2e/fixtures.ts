import { test as base, expect, type Browser, type BrowserContextOptions, type ConsoleMessage, type Page, type Response } from '@playwright/test';
import { e2eAdmin } from './global-setup.ts';

export type Theme = 'light' | 'dark';

interface Fixtures {
  /** Console errors and uncaught page errors seen during the test. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  // Playwright fixtures must destructure their dependencies; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through `npx playwright test` (global-setup.ts starts the shop)');
    await use(url);
  },
  page: async ({ page }, use) => {
    await use(waitingForLife(page));
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(`${message.text()} @ ${message.location().url}`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use(errors);
  },
});

export { expect };

/**
 * A page is the shopper's once it has hydrated. Its scripts start after its first
 * photograph has painted (docs/decisions/031-paint-then-hydrate.md), so the load
 * event, which Playwright's goto waits for, no longer includes them: goto and
 * reload of a page wait for it to come alive too (unless asked to wait for less).
 * A tap before then falls on server-rendered HTML with no handler, and is lost.
 */
function waitingForLife(page: Page): Page {
  const alive = async (response: Response | null, waitUntil: string | undefined) => {
    const html = (response?.headers()['content-type'] ?? '').startsWith('text/html');
    if (html && (waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle')) {
      await page.locator('html[data-live="true"]').waitFor({ state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => alive(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => alive(await reload(options), options?.waitUntil);
  return page;
}

/** A page in a browser context of its own (another shopper, a phone) whose goto waits for hydration like the `page` fixture's. */
export async function pageOfItsOwn(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  return waitingForLife(await (await browser.newContext(options)).newPage());
}

/** Chooses the theme the way a shopper does, by the stored choice the app reads at start. */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('theme', JSON.stringify(value)), theme);
}

let shopperCount = 0;

export interface Shopper {
  name: string;
  email: string;
  password: string;
}

/** A new shopper's details, unique in the run. */
export function newShopper(): Shopper {
  shopperCount += 1;
  const id = `${Date.now().toString(36)}${process.pid}${shopperCount}`;
  return { name: `Lakshmi ${id}`, email: `lakshmi.${id}@example.com`, password: `arani-silk-${id}` };
}

/** Signs a new shopper up through the API; the page's browser context holds the session cookie. */
export async function signUpAs(page: Page, shopper: Shopper = newShopper()): Promise<Shopper> {
  const response = await page.request.post('/api/users', { data: shopper });
  expect(response.status(), await response.text()).toBe(201);
  return shopper;
}

export async function logInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/session', { data: e2eAdmin });
  expect(response.status(), await response.text()).toBe(200);
}

export { e2eAdmin };
