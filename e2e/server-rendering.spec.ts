import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, logInAsAdmin, test, useTheme, type Theme } from './fixtures.ts';
import { listProducts, rupeesWithPaise, type ApiProduct } from './catalogue.ts';
import { guardedPaths, publicPaths } from './pages.ts';
import { buyThroughApi } from './cart.ts';

// Every page arrives rendered by the server, with its data, and the browser
// takes it over (hydration) without redrawing anything. Browsing works with
// JavaScript off.

async function firstProduct(request: Parameters<typeof listProducts>[0]): Promise<ApiProduct> {
  const [product] = (await listProducts(request, { pageSize: 1 })).items;
  if (!product) throw new Error('The demo catalogue is empty');
  return product;
}


/** Everything React or the router says about hydration, errors and warnings alike. */
function hydrationComplaints(page: Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (message.type() === 'error' && !/status of 404/.test(text)) complaints.push(`${text} @ ${JSON.stringify(message.location())}`);
    else if (message.type() === 'warning' && /hydrat|HydrateFallback|did not match/i.test(text)) complaints.push(text);
  });
  page.on('pageerror', (error) => complaints.push(`uncaught: ${error.message}`));
  return complaints;
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`every page hydrates without a warning or error (${theme})`, async ({ page }) => {
    test.setTimeout(240_000);
    await useTheme(page, theme);
    const complaints = hydrationComplaints(page);
    const product = await firstProduct(page.request);
    const paths = [...publicPaths, ...guardedPaths, `/productinfo/${product.id}`];
    // The Tamil pages (their own build, under /ta) hydrate as cleanly.
    for (const path of [...paths, ...paths.map((english) => `/ta${english}`)]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
      // Guarded pages go on to /login after hydration; give any late complaint a moment.
      await page.waitForLoadState('networkidle');
      expect(complaints, `on ${path}`).toEqual([]);
    }
  });
}

test('the first HTML of a product page has its title, sale price and description', async ({ browser, baseURL }) => {
  // With JavaScript off, what the page shows is the server's HTML and nothing else.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const product = await firstProduct(page.request);
  const response = await page.goto(`/productinfo/${product.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  const main = page.locator('main');
  await expect(main).toContainText(rupeesWithPaise(product.salePricePaise));
  await expect(main).toContainText(product.description.split('\n')[0] ?? '');
  // The image the page shows first is asked for with the HTML, and so is the page's code.
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(new RegExp(`<link rel="preload" as="image" href="${product.images[0]}-640\\.webp"[^>]*fetchpriority="high"`));
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/product-info-[\w-]+\.js">/);
  // What paints is asked for first: the stylesheet, then the photograph, then the scripts (each once).
  const at = (pattern: RegExp) => html.search(pattern);
  expect(at(/<link rel="stylesheet"/)).toBeGreaterThan(0);
  expect(at(/<link rel="stylesheet"/)).toBeLessThan(at(/<link rel="preload" as="image"/));
  expect(at(/<link rel="preload" as="image"/)).toBeLessThan(at(/<script type="module"/));
  expect(at(/<script type="module"/)).toBeLessThan(at(/product-info-[\w-]+\.js/));
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1]);
  expect(preloaded.length).toBeGreaterThan(0);
  expect(new Set(preloaded).size).toBe(preloaded.length);
  // Every module tag waits, inert, in the page's <template>: none is fetched with the HTML.
  const template = /<template id="page-modules">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
  const outside = html.replace(/<template id="page-modules">[\s\S]*?<\/template>/, '');
  expect(template.match(/<script type="module"/g)).toHaveLength(1);
  expect(template.match(/<link rel="modulepreload"/g)).toHaveLength(preloaded.length);
  expect(outside).not.toMatch(/type="module"|rel="modulepreload"/);
  await context.close();
});

test("a page's JavaScript is fetched after its first photograph is on screen, and the page still comes alive", async ({ page }) => {
  const product = await firstProduct(page.request);
  const complaints = hydrationComplaints(page);
  await page.goto(`/productinfo/${product.id}`);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  const timings = await page.evaluate(async () => {
    const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const photoEntry = entries.find((entry) => entry.name === photo?.currentSrc);
    const scripts = entries.filter((entry) => entry.initiatorType !== 'img' && /\/assets\/[\w-]+\.js$/.test(entry.name));
    // The browser's own report of when the photograph was on screen (Element Timing).
    const painted = await new Promise<PerformanceEntry | undefined>((resolve) => {
      const observer = new PerformanceObserver((list) => {
        observer.disconnect();
        resolve(list.getEntries().find((entry) => (entry as PerformanceEntry & { element: Element | null }).element === photo));
      });
      observer.observe({ type: 'element', buffered: true });
      setTimeout(() => resolve(undefined), 2000);
    });
    return {
      photoEnd: photoEntry?.responseEnd ?? null,
      photoPainted: painted?.startTime ?? null,
      firstScriptStart: Math.min(...scripts.map((entry) => entry.startTime)),
      scripts: scripts.length,
    };
  });
  expect(timings.photoEnd, 'the first photograph was fetched').not.toBeNull();
  expect(timings.photoPainted, 'the first photograph was reported painted').not.toBeNull();
  expect(timings.scripts).toBeGreaterThan(0);
  expect(timings.firstScriptStart).toBeGreaterThanOrEqual(timings.photoEnd ?? Infinity);
  expect(timings.firstScriptStart).toBeGreaterThanOrEqual(timings.photoPainted ?? Infinity);
  // What only some pages need stays off a product page's first load: zod (forms) and the toasts.
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
  expect(scripts.filter((name) => /\/(zod-jitless|toasts|review-form)-[\w-]+\.js$/.test(name))).toEqual([]);
  // It came alive all the same, without a complaint.
  expect(complaints).toEqual([]);
});

test("a dark-mode visitor's first HTML is dark, before any script runs", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL ?? '' }]);
  const page = await context.newPage();
  const response = await page.goto('/about');
  expect(await response?.text()).toContain('<html lang="en" class="dark">');
  const background = await page.evaluate(() => getComputedStyle(document.querySelector('#root > div') as Element).backgroundColor);
  const [r = 255, g = 255, b = 255] = background.match(/\d+/g)?.map(Number) ?? [];
  expect((r + g + b) / 3).toBeLessThan(60);
  await context.close();
});

test('a visitor who follows a dark system sees a dark page from the first paint (the head script, allowed by its hash)', async ({ page, consoleErrors }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.waitForSelector('#root > div', { state: 'attached' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // A CSP violation is a console error.
  expect(consoleErrors).toEqual([]);
});

test('with JavaScript off, a shopper browses Home → a category → a product and reads its price', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Handwoven/);
  await page.getByRole('region', { name: 'Categories' }).getByRole('link', { name: /Dhotis/ }).click();
  await expect(page).toHaveURL(/\/category\/dhotis$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dhotis');
  const card = page.locator('main a[href^="/productinfo/"]').first();
  const href = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const product = (await (await page.request.get(`/api${href?.replace('/productinfo/', '/products/')}`)).json()) as { title: string; salePricePaise: number };
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  await expect(page.locator('main')).toContainText(new Intl.NumberFormat('en-IN').format(product.salePricePaise / 100));
  await context.close();
});

// These two change the catalogue, which changes every rendered page (the categories, the prices):
// one after the other, so neither sees the other's change in the middle of its own.
test.describe.serial('kept pages while the catalogue changes', () => {
  test('a rendered page is kept with its ETag (304 when unchanged) and rebuilt when the catalogue changes', async ({ page, playwright, baseURL }) => {
    // A visitor with no cookie at all: the kept page is replayed to them from memory (decision 033).
    const visitor = await playwright.request.newContext({ baseURL });
    await logInAsAdmin(page);
    const [existing] = (await listProducts(page.request, { pageSize: 1 })).items;
    const id = Date.now().toString(36);
    const addProduct = async (title: string) => {
      const response = await page.request.post('/api/admin/products', {
        data: { title, price: '1800', discountPercent: '0', images: existing?.images.slice(0, 1) ?? [], category: `E2E Cache ${id}`, stock: '3', description: 'Handwoven' },
      });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as ApiProduct;
    };
    const first = await addProduct(`Arani Cotton Dhoti ${id}`);
    const path = `/category/${first.category}`;
    const before = await page.request.get(path);
    expect(before.status()).toBe(200);
    expect(await before.text()).toContain(first.title);
    const etag = before.headers().etag;
    expect(etag).toBeTruthy();
    const again = await page.request.get(path, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status()).toBe(304);
    for (let round = 0; round < 2; round++) {
      const kept = await visitor.get(path);
      expect(kept.headers().etag).toBe(etag);
      expect(await kept.text()).toContain(first.title);
    }
    // The same page in dark is another page: a theme cookie is never answered with the light one kept for everyone.
    const dark = await visitor.get(path, { headers: { cookie: 'theme=dark' } });
    expect(await dark.text()).toContain('class="dark"');
    expect(await (await visitor.get(path)).text()).not.toContain('class="dark"');

    const second = await addProduct(`Salem Silk Dhoti ${id}`);
    const after = await page.request.get(path, { headers: { 'if-none-match': etag ?? '' } });
    expect(after.status()).toBe(200);
    expect(after.headers().etag).not.toBe(etag);
    expect(await after.text()).toContain(second.title);
    // ...and the visitor sees the change at once, not the page kept a moment ago.
    expect(await (await visitor.get(path)).text()).toContain(second.title);
    await visitor.dispose();
  });

  test("a product page is kept for a second at most: an order's change to its stock shows on the next visit after that", async ({ page, playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    await logInAsAdmin(page);
    const [existing] = (await listProducts(page.request, { pageSize: 1 })).items;
    const id = Date.now().toString(36);
    const created = await page.request.post('/api/admin/products', {
      data: { title: `Last Chettinad Saree ${id}`, price: '2400', discountPercent: '0', images: existing?.images.slice(0, 1) ?? [], category: `E2E Stock ${id}`, stock: '1', description: 'Handwoven' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const product = (await created.json()) as ApiProduct;
    const path = `/productinfo/${product.id}`;
    const availability = async () => /schema\.org\/(InStock|OutOfStock)/.exec(await (await visitor.get(path)).text())?.[1];
    expect(await availability()).toBe('InStock');
    // An order takes the last one: the stock changes without the catalogue being told (only the admin's edits are).
    await buyThroughApi(page, [{ productId: product.id, quantity: 1 }]);
    const sold = Date.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, sold + 1_100 - Date.now())));
    expect(await availability()).toBe('OutOfStock');
    await visitor.dispose();
  });
});
