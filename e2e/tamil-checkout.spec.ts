import { readFile } from 'node:fs/promises';
import type { Order } from '@handloom/shared';
import type { Locator, Page } from '@playwright/test';
import { pdfText } from '../apps/api/src/testing/pdf-text.ts';
import { checkoutProducts, goodAddress, shopName, storedCart, testCards } from './cart.ts';
import { rupeesWithPaise, type ApiProduct } from './catalogue.ts';
import { expect, newShopper, test } from './fixtures.ts';
import { visibleEnglish } from './visible-english.ts';

// The checkout journey of checkout.spec.ts, on the Tamil pages (issue 14):
// every control found by its Tamil name, every page <html lang="ta"> and
// showing no English but what the shopper typed and what is marked lang="en".

const SHIPPING_PER_UNIT_PAISE = 5_000;

const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text });

/** A Tamil shopper: a Tamil name, so the header's greeting is Tamil too. */
const tamilShopper = () => ({ ...newShopper(), name: 'லட்சுமி சுந்தரம்' });

/** The delivery address as a Tamil shopper types it; the pincode's district and state come from the directory. */
const tamilAddress = { name: 'மீனா சுந்தரம்', phoneNumber: goodAddress.phoneNumber, pincode: goodAddress.pincode, address: '12 கார் தெரு', locality: 'ஆரணி கோட்டை' };

/** `<html lang="ta">`, and no English but `allowed` outside lang="en" (soft: one run lists every page's English). */
async function expectTamilPage(page: Page, allowed: string[] = []) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  expect.soft(await visibleEnglish(page, allowed), `English on ${page.url()}`).toEqual([]);
}

async function fillTamilAddress(dialog: Locator) {
  for (const [label, value] of [
    ['பெயர்', tamilAddress.name],
    ['கைபேசி எண்', tamilAddress.phoneNumber],
    ['பின்கோடு', tamilAddress.pincode],
    ['வீட்டு எண், தெரு', tamilAddress.address],
  ] as const) {
    await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  // The state by its Tamil name; the form sends its GST name (the order keeps "Tamil Nadu").
  await expect(dialog.getByRole('textbox', { name: 'மாநிலம்', exact: true })).toHaveValue('தமிழ்நாடு');
  await expect(dialog.getByRole('textbox', { name: 'நகரம் அல்லது மாவட்டம்', exact: true })).toHaveValue(goodAddress.city);
  await dialog.getByRole('combobox', { name: 'பகுதி', exact: true }).fill(tamilAddress.locality);
}

let item: ApiProduct;
test.beforeAll(async ({ request }) => {
  // The checkout journeys take products 0 to 8 and invoices.spec.ts the last one.
  const products = await checkoutProducts(request);
  const found = products[9];
  if (!found?.titleTa || found === products.at(-1)) throw new Error('no checkout product of its own with a Tamil title');
  item = found;
});

test('The checkout journey passes end to end in Tamil', async ({ page, consoleErrors }) => {
  const shopper = tamilShopper();
  await page.goto('/ta/signup');
  await expectTamilPage(page);
  // A click before the page's script has taken over would do nothing.
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  await page.getByLabel('பெயர்', { exact: true }).fill(shopper.name);
  await page.getByLabel('மின்னஞ்சல்', { exact: true }).fill(shopper.email);
  await page.getByLabel('கடவுச்சொல்', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'பதிவு செய்க' }).click();
  await expect(page).toHaveURL(/\/ta\/?$/);
  await expect(page.getByRole('navigation', { name: 'உங்கள் கணக்கு' }).getByText(`வணக்கம், ${shopper.name}`)).toBeVisible();
  // The home page's latest products are what other journeys add (ids in their titles): its frame and categories are read.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  for (const part of [page.getByRole('banner'), page.getByRole('region', { name: 'வகைகள்' }), page.getByRole('contentinfo')]) {
    expect.soft(await visibleEnglish(part), 'English on the home page').toEqual([]);
  }

  await page.goto(`/ta/productinfo/${item.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.titleTa ?? '');
  await expectTamilPage(page);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  await page.getByRole('button', { name: 'கூடையில் சேர்க்கவும்' }).click();
  await expect(toast(page, 'கூடையில் சேர்க்கப்பட்டது')).toBeVisible();
  await page.getByRole('link', { name: 'கூடையில் பாருங்கள்' }).click();
  await expect(page).toHaveURL(/\/ta\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('உங்கள் கூடை');
  const totalPaise = item.salePricePaise + SHIPPING_PER_UNIT_PAISE;
  const summary = page.getByRole('region', { name: 'ஆர்டர் சுருக்கம்' });
  await expect(summary).toContainText(rupeesWithPaise(totalPaise));
  await expectTamilPage(page);

  await page.getByRole('button', { name: 'இப்போதே வாங்கவும்' }).click();
  const dialog = page.getByRole('dialog', { name: 'டெலிவரி விவரங்கள்' });
  await fillTamilAddress(dialog);
  await expectTamilPage(page);
  await dialog.getByRole('button', { name: 'பணம் செலுத்தத் தொடரவும்' }).click();

  const window = page.getByRole('dialog', { name: await shopName(page) });
  await expect(window.getByLabel('கார்டு எண்')).toBeVisible();
  await expect(window).toContainText(rupeesWithPaise(totalPaise));
  await expectTamilPage(page);
  const pay = window.getByRole('button', { name: `${rupeesWithPaise(totalPaise)} செலுத்தவும்` });
  const payWith = async (card: string) => {
    await window.getByLabel('கார்டு எண்').fill(card);
    await window.getByLabel('காலாவதி (MM/YY)').fill('12/39');
    await window.getByLabel('CVV').fill('123');
    await pay.click();
  };
  await payWith(testCards.declined);
  await expect(window.getByRole('alert')).toHaveText('உங்கள் கார்டு நிராகரிக்கப்பட்டது.');
  await payWith(testCards.approved);
  await expect(toast(page, 'பணம் செலுத்துதல் வெற்றி')).toBeVisible();

  await expect(page).toHaveURL(/\/ta\/order\/KH-\d{5,}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('உங்கள் ஆர்டருக்கு நன்றி');
  const number = /KH-\d+/.exec(page.url())?.[0] ?? '';
  await expect(page.getByText(`உங்கள் ஆர்டர் ${number} பதிவாகிவிட்டது.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'அடுத்து என்ன நடக்கும்' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toContainText(rupeesWithPaise(totalPaise));
  // What the shop keeps as given: the pincode directory's district, the payment's identifiers. The state has its Tamil name.
  const placed = (await (await page.request.get(`/api/orders/${number}`)).json()) as Order;
  expect(placed.address.state).toBe(goodAddress.state);
  const givenAsIs = [goodAddress.city, placed.paymentId ?? '', placed.paymentReference ?? ''];
  await expectTamilPage(page, givenAsIs);
  expect(await storedCart(page)).toEqual([]);

  await page.getByRole('link', { name: 'உங்கள் ஆர்டர்கள் அனைத்தையும் பாருங்கள்' }).click();
  await expect(page).toHaveURL(/\/ta\/order$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('உங்கள் ஆர்டர்கள்');
  const order = page.getByRole('main').getByRole('article').filter({ hasText: number });
  await expect(order.getByRole('heading').first()).toHaveText(new RegExp(`^ஆர்டர் ${number} `));
  await expect(order).toContainText('பணம் செலுத்தப்பட்டது');
  // What was bought, by its Tamil title as it was when bought.
  await expect(order.getByRole('link', { name: item.titleTa ?? '', exact: true })).toBeVisible();
  await expect(order).toContainText(`1 × ${rupeesWithPaise(item.salePricePaise)}`);
  await expect(order).toContainText(rupeesWithPaise(totalPaise));
  await expect(order).toContainText(tamilAddress.pincode);
  await expect(order).toContainText('தமிழ்நாடு');
  const invoice = order.getByRole('link', { name: /^வரி விலைப்பட்டியல் KH\/\d{4}-\d{2}\/\d{5} பதிவிறக்கு \(PDF\)$/ });
  await expect(invoice).toBeVisible();
  await expectTamilPage(page, givenAsIs);

  const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
  const text = await pdfText(await readFile(await download.path()));
  expect(text).toContain('/ TAX INVOICE');
  expect(text).toContain('Place of supply: Tamil Nadu (code 33)');
  // The declined card's answer is the only failed request, but for the photographs other journeys
  // give their products at images.example (shown among the home page's latest products).
  const expected = /status of 402 .*\/api\/payments\/sandbox\/pay$|net::ERR_NAME_NOT_RESOLVED/;
  expect(consoleErrors.filter((error) => !expected.test(error))).toEqual([]);
});
