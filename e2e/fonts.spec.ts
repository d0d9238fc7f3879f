import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Issue 14: the fonts are the shop's own files (no font service), a Latin
// serif for the headings on every page and Noto's Tamil faces on Tamil pages
// only, each fetched when the page first uses it.

async function fontFiles(page: Page, path: string): Promise<{ families: string[]; urls: string[] }> {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') urls.push(response.url());
  });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  const families = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family.replaceAll('"', ''));
  });
  return { families: [...new Set(families)].sort(), urls };
}

test('English pages draw their headings in the self-hosted Noto Serif and fetch no Tamil font', async ({ page, baseURL }) => {
  const { families, urls } = await fontFiles(page, '/about');
  expect(families).toEqual(['Noto Serif Variable']);
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) expect(url).toMatch(new RegExp(`^${baseURL}/assets/[\\w-]+\\.woff2$`));
  const heading = page.getByRole('heading', { level: 1 });
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Noto Serif Variable"/);

  const font = await page.request.get(urls[0]!);
  expect(font.headers()['content-type']).toBe('font/woff2');
  expect(font.headers()['cache-control']).toMatch(/immutable/);
});

test('Tamil pages fetch the Tamil faces of Noto Sans and Noto Serif, from the shop itself', async ({ page, baseURL }) => {
  const { families, urls } = await fontFiles(page, '/ta/about');
  expect(families).toEqual(expect.arrayContaining(['Noto Sans Tamil Variable', 'Noto Serif Tamil Variable']));
  for (const url of urls) expect(url).toMatch(new RegExp(`^${baseURL}/ta/assets/[\\w-]+\\.woff2$`));
});
