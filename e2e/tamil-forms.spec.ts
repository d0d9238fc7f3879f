import type { Locator, Page } from '@playwright/test';
import { cartLine, checkoutProducts, storeCart } from './cart.ts';
import type { ApiProduct } from './catalogue.ts';
import { expect, newShopper, signUpAs, test } from './fixtures.ts';
import { visibleEnglish } from './visible-english.ts';

// A Tamil page's forms say what is wrong in Tamil: the checks in the browser
// use the shared schemas, whose messages are English, and the page shows
// their Tamil (issue 14). What the shopper typed is allowed to stay English.

/** The part of the page holds the Tamil message and no English but `typed`. */
async function expectTamilProblem(part: Locator, message: string, typed: string[] = []) {
  await expect(part.getByText(message, { exact: true }).first()).toBeVisible();
  expect(await visibleEnglish(part, typed)).toEqual([]);
}

async function openTamil(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
}

let item: ApiProduct;
test.beforeAll(async ({ request }) => {
  const found = (await checkoutProducts(request))[9];
  if (!found) throw new Error('no checkout product');
  item = found;
});

test('signup says in Tamil what is missing or wrong before anything is sent', async ({ page }) => {
  const shopper = newShopper();
  await openTamil(page, '/ta/signup');
  const form = page.getByRole('main');
  const signup = page.getByRole('button', { name: 'பதிவு செய்க' });

  await signup.click();
  await expect(form.getByRole('alert')).toHaveText('எல்லாப் புலங்களும் கட்டாயம்');
  await expectTamilProblem(form, 'எல்லாப் புலங்களும் கட்டாயம்');

  await page.getByLabel('பெயர்', { exact: true }).fill('லட்சுமி');
  await page.getByLabel('மின்னஞ்சல்', { exact: true }).fill(shopper.email);
  await page.getByLabel('கடவுச்சொல்', { exact: true }).fill('abc');
  await signup.click();
  // Said once, beside its field, not again in the alert.
  await expect(page.getByLabel('கடவுச்சொல்', { exact: true })).toHaveAccessibleDescription('கடவுச்சொல்லில் குறைந்தது 6 எழுத்துகள் இருக்க வேண்டும்');
  await expect(form.getByText('கடவுச்சொல்லில் குறைந்தது 6 எழுத்துகள் இருக்க வேண்டும்', { exact: true })).toHaveCount(1);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expectTamilProblem(form, 'கடவுச்சொல்லில் குறைந்தது 6 எழுத்துகள் இருக்க வேண்டும்');

  // A name over 100 characters: zod's "Too big: expected string to have <=100 characters" before.
  await page.getByLabel('பெயர்', { exact: true }).fill('லட்சுமி '.repeat(15));
  await page.getByLabel('கடவுச்சொல்', { exact: true }).fill(shopper.password);
  await signup.click();
  // Said once, beside its field, not again in the alert.
  await expect(page.getByLabel('பெயர்', { exact: true })).toHaveAccessibleDescription('பெயர் அதிகபட்சம் 100 எழுத்துகள் இருக்கலாம்');
  await expect(form.getByText('பெயர் அதிகபட்சம் 100 எழுத்துகள் இருக்கலாம்', { exact: true })).toHaveCount(1);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expectTamilProblem(form, 'பெயர் அதிகபட்சம் 100 எழுத்துகள் இருக்கலாம்');
  await expect(page).toHaveURL(/\/ta\/signup$/);
});

test('login says in Tamil that a field is empty, and that the password or email is wrong', async ({ page }) => {
  const shopper = await signUpAs(page);
  await page.context().clearCookies();
  await openTamil(page, '/ta/login');
  const form = page.getByRole('main').locator('form').first();
  const login = page.getByRole('button', { name: 'உள்நுழைக', exact: true });

  await login.click();
  await expect(form.getByRole('alert')).toHaveText('எல்லாப் புலங்களும் கட்டாயம்');

  await page.getByLabel('மின்னஞ்சல்', { exact: true }).fill(shopper.email);
  await page.getByLabel('கடவுச்சொல்', { exact: true }).fill(`${shopper.password}-wrong`);
  await login.click();
  await expect(form.getByRole('alert')).toHaveText('கடவுச்சொல் அல்லது மின்னஞ்சல் தவறு');
  await expectTamilProblem(form, 'கடவுச்சொல் அல்லது மின்னஞ்சல் தவறு', [shopper.email]);
});

test('"Check delivery" says in Tamil that the pincode is missing or not 6 digits', async ({ page }) => {
  await openTamil(page, `/ta/productinfo/${item.id}`);
  const check = page.getByRole('region', { name: 'டெலிவரியைச் சரிபார்க்கவும்' });
  await check.getByRole('button', { name: 'சரிபார்', exact: true }).click();
  await expectTamilProblem(check, 'எல்லாப் புலங்களும் கட்டாயம்');

  await check.getByLabel('டெலிவரி பின்கோடு').fill('12345');
  await check.getByRole('button', { name: 'சரிபார்', exact: true }).click();
  await expectTamilProblem(check, 'பின்கோடு 6 இலக்கங்களாக இருக்க வேண்டும்');
});

test('the cart\'s donation box and the delivery address say what is wrong in Tamil', async ({ page }) => {
  await openTamil(page, '/ta/');
  await signUpAs(page);
  await storeCart(page, [cartLine(item)]);
  await openTamil(page, '/ta/cart');

  const donation = page.getByRole('region', { name: 'எங்கள் நெசவாளர்களுக்கு உதவுங்கள்' });
  await donation.getByRole('checkbox', { name: 'நன்கொடை சேர்க்கவும்' }).check();
  const amount = donation.getByLabel('நன்கொடைத் தொகை (₹)');
  await amount.fill('-5');
  await expectTamilProblem(donation, 'நன்கொடை எதிர்மறையாக இருக்க முடியாது.');
  await amount.fill('abc');
  await expectTamilProblem(donation, 'நன்கொடையை ரூபாயில் உள்ளிடவும், எ.கா. 50 அல்லது 50.50.', ['abc']);
  await amount.fill('200000');
  await expectTamilProblem(donation, 'நன்கொடை அதிகபட்சம் ₹1,00,000 வரை இருக்கலாம்.');
  await donation.getByRole('checkbox', { name: 'நன்கொடை சேர்க்கவும்' }).uncheck();

  await page.getByRole('button', { name: 'இப்போதே வாங்கவும்' }).click();
  const dialog = page.getByRole('dialog', { name: 'டெலிவரி விவரங்கள்' });
  const next = dialog.getByRole('button', { name: 'பணம் செலுத்தத் தொடரவும்' });
  await dialog.getByRole('textbox', { name: 'பெயர்', exact: true }).fill('மீனா '.repeat(21));
  await dialog.getByRole('textbox', { name: 'கைபேசி எண்', exact: true }).fill('12345');
  await dialog.getByRole('textbox', { name: 'பின்கோடு', exact: true }).fill('632301');
  await expect(dialog.getByRole('textbox', { name: 'மாநிலம்', exact: true })).toHaveValue('தமிழ்நாடு');
  await dialog.getByRole('textbox', { name: 'வீட்டு எண், தெரு', exact: true }).fill('12 கார் தெரு');
  await dialog.getByRole('combobox', { name: 'பகுதி', exact: true }).fill('ஆரணி கோட்டை');
  await next.click();
  await expect(dialog.getByText('அதிகபட்சம் 100 எழுத்துகள் இருக்கலாம்', { exact: true })).toBeVisible();
  await expectTamilProblem(dialog, 'கைபேசி எண் 10 இலக்க இந்திய எண்ணாக இருக்க வேண்டும்');
});
