import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { buyThroughApi, checkoutProducts } from './cart.ts';
import { findProduct } from './catalogue.ts';
import { expect, logInAsAdmin, pageOfItsOwn, signUpAs, test, useTheme, type Theme } from './fixtures.ts';

// The weavers behind the products (issue 17): provenance on the product page
// only when set, the profiles, the public donation ledger; axe in both themes
// and no sideways scrolling at 360 px on each new page.

// Demo products (apps/api/src/db/seed/demo-weavers.ts): one with every provenance field, one with none.
const WITH_ALL = 'Kanchipuram Pure Silk Saree – Peacock Blue with Gold Zari Border';
const WITH_NONE = 'Salem Silk Saree – Lavender with Silver Zari Checks';

const productPath = async (request: APIRequestContext, title: string) => `/productinfo/${(await findProduct(request, (p) => p.title === title, title)).id}`;

async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
  await page.waitForFunction(() => [...document.images].filter((img) => img.loading !== 'lazy').every((img) => img.complete));
}

test('a product with every provenance field shows them all, and links to the weaver, whose page lists the piece', async ({ page, request, consoleErrors }) => {
  await page.goto(await productPath(request, WITH_ALL));
  const block = page.getByTestId('provenance');
  await expect(block.getByRole('heading', { name: 'Who wove it' })).toBeVisible();
  await expect(block).toContainText('Woven by Meenakshi Sundaram (மீனாட்சி சுந்தரம்), Pillayarpalayam, Kanchipuram district');
  await expect(block).toContainText('21 days on the loom');
  await expect(block).toContainText('Yarn: Pure mulberry silk, zari of silver thread gilded with gold');
  for (const mark of ['Handloom Mark', 'India Handloom Brand', 'Silk Mark, label no. SAMPLE 000123', 'Geographical Indication: Kanchipuram Silk']) {
    await expect(block.getByRole('listitem').filter({ hasText: mark })).toHaveCount(1);
  }
  await block.getByRole('link', { name: 'Meenakshi Sundaram' }).click();
  await expect(page).toHaveURL(/\/weavers\/meenakshi-sundaram$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meenakshi Sundaram' })).toBeVisible();
  await expect(page.getByText(/Illustrative profile: an invented weaver/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Portrait of Meenakshi Sundaram' })).toBeVisible();
  await expect(page.getByRole('link', { name: WITH_ALL })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a weaver's Tamil page tells their place and story in Tamil, and names them in Tamil over their pieces", async ({ page, request, consoleErrors }) => {
  await page.goto('/ta/weavers/ravi-kumar');
  await expect(page.getByRole('heading', { level: 2, name: 'இருப்பில் உள்ள ரவி குமார் அவர்களின் படைப்புகள்' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Ravi Kumar/ })).toHaveCount(0);
  // The demo's Tamil (apps/api/src/db/seed/demo-weavers.ts): not the English, and not marked as English.
  await expect(page.getByText('ஆரணி, திருவண்ணாமலை மாவட்டம்', { exact: true })).toBeVisible();
  const story = page.getByTestId('weaver-story');
  await expect(story).toContainText('விசைத்தறி ஆலையில் பல ஆண்டுகள் வேலை செய்த பின்');
  await expect(story.locator('[lang="en"]')).toHaveCount(0);
  await expect(page.locator('main [lang="en"]').filter({ hasText: /Arani|Tiruvannamalai|power-loom/ })).toHaveCount(0);

  // The product page's provenance says the place in Tamil too.
  await page.goto(`/ta${await productPath(request, 'Arani Silk Saree – Parrot Green with Annam Pallu')}`);
  await expect(page.getByTestId('provenance')).toContainText('ஆரணி, திருவண்ணாமலை மாவட்டம்');
  expect(consoleErrors).toEqual([]);
});

test('a product with no provenance says nothing about it and claims no mark', async ({ page, request }) => {
  await page.goto(await productPath(request, WITH_NONE));
  await expect(page.getByRole('heading', { level: 1, name: WITH_NONE })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
  await expect(page.getByTestId('provenance')).toHaveCount(0);
  await expect(page.getByText('Who wove it')).toHaveCount(0);
  await expect(page.getByText(/Handloom Mark|Silk Mark|Geographical Indication/)).toHaveCount(0);
});

test('the Weavers page keeps its text and gains the profiles and the ledger link; the ledger shows its figures', async ({ page }) => {
  await page.goto('/weavers');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Weavers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What weavers face today' })).toBeVisible();
  const grid = page.getByRole('region', { name: 'Meet the weavers' });
  for (const name of ['Meenakshi Sundaram', 'Ravi Kumar', 'Lakshmi Perumal']) await expect(grid.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await page.getByRole('link', { name: 'Where the donations go' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Where the donations go' })).toBeVisible();
  await expect(page.getByTestId('ledger-raised')).toHaveText(/^₹[\d,]+(\.\d\d)?$/);
  await expect(page.getByTestId('ledger-given')).toHaveText(/^₹/);
  await expect(page.getByRole('heading', { name: 'What was given' })).toBeVisible();
});

test("a weaver's story is shown as text, never run as markup", async ({ page }) => {
  await logInAsAdmin(page);
  const slug = `xss-${Date.now().toString(36)}`;
  const story = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script> & "quotes"`;
  const created = await page.request.post('/api/admin/weavers', {
    data: { nameEn: 'Test <b>Weaver</b>', nameTa: 'சோதனை', slug, village: 'Arani', district: 'Tiruvannamalai', loom: 'frame', yearsWeaving: '3', story, consent: true, published: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto(`/weavers/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Test <b>Weaver</b>' })).toBeVisible();
  await expect(page.getByTestId('weaver-story')).toHaveText(story);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // The profile is taken out of the shop again, so other journeys see only the demo's weavers.
  const list = (await (await page.request.get('/api/admin/weavers')).json()) as { items: { id: string; slug: string }[] };
  const id = list.items.find((weaver) => weaver.slug === slug)?.id;
  expect((await page.request.delete(`/api/admin/weavers/${id}`)).status()).toBe(204);
});

test('an entry recorded by mistake is withdrawn with a reason, and the public ledger still shows it, struck through and not counted', async ({ page, browser, baseURL, request, consoleErrors }) => {
  // The ledger gives out only what was raised: a shopper's ₹50 donation first.
  const shopper = await pageOfItsOwn(browser, { baseURL: baseURL ?? '' });
  await signUpAs(shopper);
  const item = (await checkoutProducts(request)).at(-1);
  if (!item) throw new Error('no product to buy');
  await buyThroughApi(shopper, [{ productId: item.id, quantity: 1 }]);
  await shopper.context().close();

  await logInAsAdmin(page);
  const given = async () => ((await (await page.request.get('/api/donations/ledger')).json()) as { givenPaise: number }).givenPaise;
  const before = await given();
  const recipient = `Yarn for Arani, entered twice ${Date.now().toString(36)}`;
  const recorded = await page.request.post('/api/admin/disbursements', { data: { givenOn: '2026-04-02', amount: '50', recipient } });
  expect(recorded.status(), await recorded.text()).toBe(201);
  expect(await given()).toBe(before + 5_000);

  await page.goto('/dashboard?tab=ledger');
  const panel = page.getByRole('tabpanel', { name: 'Donation ledger' });
  await panel.getByRole('button', { name: `Withdraw the entry "${recipient}"` }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw this entry?' });
  await expect(dialog).toContainText('Entries are never deleted');
  await dialog.getByRole('button', { name: 'Withdraw entry' }).click();
  await expect(dialog.getByText(/Say in at least 5 characters why this entry is withdrawn/)).toBeVisible();
  await dialog.getByLabel('Why is it withdrawn? (shown in the public ledger)').fill('The same gift was entered twice');
  await dialog.getByRole('button', { name: 'Withdraw entry' }).click();
  await expect(dialog).toBeHidden();
  // The withdrawn row lost the button the focus came back to: the focus stays in the tab, on its heading.
  await expect(panel.getByRole('heading', { name: 'Donation ledger' })).toBeFocused();
  await expect(panel.getByText(/^Withdrawn on \d{1,2} \w{3} \d{4}: The same gift was entered twice$/)).toBeVisible();
  await expect(panel.getByRole('button', { name: `Withdraw the entry "${recipient}"` })).toHaveCount(0);
  expect(await given()).toBe(before);

  await page.goto('/donations');
  const entry = page.getByRole('listitem').filter({ hasText: recipient });
  await expect(entry.getByText(recipient)).toHaveCSS('text-decoration-line', 'line-through');
  await expect(entry).toContainText(/Withdrawn on \d{1,2} \w{3} \d{4}, not counted: The same gift was entered twice/);
  await expect(entry.getByText('₹50, withdrawn')).toBeAttached();
  expect(consoleErrors).toEqual([]);
});

const screens: { name: string; path: (request: APIRequestContext) => Promise<string> }[] = [
  { name: 'the Weavers page', path: async () => '/weavers' },
  { name: "a weaver's profile", path: async () => '/weavers/meenakshi-sundaram' },
  { name: 'an unknown weaver', path: async () => '/weavers/no-such-weaver' },
  { name: 'the donation ledger', path: async () => '/donations' },
  { name: 'a product with its provenance', path: (request) => productPath(request, WITH_ALL) },
];

for (const theme of ['light', 'dark'] as Theme[]) {
  test.describe(`axe in ${theme} mode`, () => {
    for (const screen of screens) {
      test(`${screen.name} has no violations`, async ({ page, request }) => {
        await useTheme(page, theme);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(await screen.path(request));
        await settled(page);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
        expect(summary).toEqual([]);
      });
    }
  });
}

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const screen of screens) {
    test(`${screen.name} fits without sideways scrolling`, async ({ page, request }) => {
      await page.goto(await screen.path(request));
      await settled(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
