import type { Page } from '@playwright/test';
import { buyThroughApi, cartLine, checkoutProducts, fillAddress, goodAddress, openCartWith, shopName } from './cart.ts';
import type { ApiProduct } from './catalogue.ts';
import { expect, signUpAs, test } from './fixtures.ts';
import { visibleEnglish } from './visible-english.ts';

// The Indian address at Buy Now (the pincode directory fills city and state),
// the saved address preselected next time, and "Check delivery" by pincode.

let products: ApiProduct[];
test.beforeAll(async ({ request }) => {
  products = await checkoutProducts(request);
});
const product = (index: number) => {
  const found = products[index];
  if (!found) throw new Error(`no checkout product ${index}`);
  return found;
};

test('the pincode fills the city and the state; a pincode that does not exist says so', async ({ page }) => {
  await openCartWith(page, [cartLine(product(6))]);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery details' });
  const state = dialog.getByRole('textbox', { name: 'State', exact: true });

  // As India Post prints it, with a space.
  await dialog.getByRole('textbox', { name: 'Pincode', exact: true }).fill('560 001');
  await expect(state).toHaveValue('Karnataka');
  await expect(dialog.getByRole('textbox', { name: 'City or district', exact: true })).toHaveValue('Bengaluru');
  await expect(state).toHaveAttribute('readonly', '');

  await dialog.getByRole('textbox', { name: 'Pincode', exact: true }).fill('632301');
  await expect(state).toHaveValue('Tamil Nadu');
  await expect(dialog.getByRole('textbox', { name: 'City or district', exact: true })).toHaveValue('Tiruvannamalai');

  await dialog.getByRole('textbox', { name: 'Pincode', exact: true }).fill('999999');
  const pincode = dialog.getByRole('textbox', { name: 'Pincode', exact: true });
  await expect(dialog.getByText('We cannot find pincode 999999: please check it.')).toBeVisible();
  await expect(pincode).toHaveAttribute('aria-invalid', 'true');
  await expect(pincode).toHaveAccessibleDescription(/We cannot find pincode 999999/);
  await expect(state).toHaveValue('');
});

test('the address of an order is preselected at the next Buy Now, and listed on Profile', async ({ page }) => {
  await openCartWith(page, [cartLine(product(7))]);
  await buyThroughApi(page, [{ productId: product(7).id, quantity: 1 }]);

  await page.reload();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery details' });
  await expect(dialog.getByRole('radio', { name: new RegExp(goodAddress.name) })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'House and street', exact: true })).toHaveValue(goodAddress.address);
  await expect(dialog.getByRole('combobox', { name: 'Locality or area', exact: true })).toHaveValue(goodAddress.locality);
  await expect(dialog.getByRole('textbox', { name: 'Pincode', exact: true })).toHaveValue(goodAddress.pincode);
  await expect(dialog.getByRole('textbox', { name: 'State', exact: true })).toHaveValue('Tamil Nadu');
  // Kept as its 10 digits.
  await expect(dialog.getByRole('textbox', { name: 'Phone number', exact: true })).toHaveValue('9876543210');

  // A new address starts empty but for the name.
  await dialog.getByRole('radio', { name: 'A new address' }).check();
  await expect(dialog.getByRole('textbox', { name: 'House and street', exact: true })).toHaveValue('');
  await fillAddress(dialog, { pincode: '600001', state: 'Tamil Nadu' });
  await expect(dialog.getByRole('textbox', { name: 'City or district', exact: true })).toHaveValue('Chennai');
  await page.keyboard.press('Escape');

  await page.goto('/profile');
  const addresses = page.getByRole('region', { name: 'Your addresses' });
  await expect(addresses.getByRole('listitem')).toHaveCount(1);
  await expect(addresses.getByRole('listitem')).toContainText('Arni Fort');
  await expect(addresses.getByRole('listitem')).toContainText('Last used');
});

test('"Check delivery" on a product page shows the date range and cash on delivery, and remembers the pincode', async ({ page }) => {
  await page.goto(`/productinfo/${product(8).id}`);
  // A click before the page's script has taken over would do nothing.
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  const check = page.getByRole('region', { name: 'Check delivery' });
  await check.getByLabel('Delivery pincode').fill('110001');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check).toContainText('To Central Delhi, Delhi (110001)');
  // "Expected delivery: Mon, 30 Nov – Wed, 2 Dec"
  await expect(check.getByText(/^Expected delivery: \w{3}, \d{1,2} \w{3} – \w{3}, \d{1,2} \w{3}$/)).toBeVisible();

  await check.getByLabel('Delivery pincode').fill('99999');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check).toContainText('Pincode must be 6 digits');

  await check.getByLabel('Delivery pincode').fill('999999');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check).toContainText('We cannot find pincode 999999: please check it.');

  await check.getByLabel('Delivery pincode').fill('632 301');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check).toContainText('To Tiruvannamalai, Tamil Nadu (632301)');
  await page.reload();
  const again = page.getByRole('region', { name: 'Check delivery' });
  await expect(again.getByLabel('Delivery pincode')).toHaveValue('632301');
  await expect(again.getByText(/^Expected delivery: /)).toBeVisible();
});

test('"Check delivery" on a Tamil page names the state and a Tamil Nadu district in Tamil, and keeps another state\'s district in India Post\'s English, marked so', async ({ page }) => {
  await page.goto(`/ta/productinfo/${product(8).id}`);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  const check = page.getByRole('region', { name: 'டெலிவரியைச் சரிபார்க்கவும்' });
  await check.getByLabel('டெலிவரி பின்கோடு').fill('632301');
  await check.getByRole('button', { name: 'சரிபார்', exact: true }).click();
  await expect(check).toContainText('திருவண்ணாமலை, தமிழ்நாடு (632301)-க்கு');
  await expect(check.locator('[lang="en"]')).toHaveCount(0);
  expect(await visibleEnglish(check)).toEqual([]);
  await check.getByLabel('டெலிவரி பின்கோடு').fill('560001');
  await check.getByRole('button', { name: 'சரிபார்', exact: true }).click();
  await expect(check).toContainText('Bengaluru, கர்நாடகா (560001)-க்கு');
  await expect(check.locator('[lang="en"]')).toHaveText('Bengaluru');
  expect(await visibleEnglish(check)).toEqual([]);

  // A message with a value, from the server, in Tamil.
  await check.getByLabel('டெலிவரி பின்கோடு').fill('999999');
  await check.getByRole('button', { name: 'சரிபார்', exact: true }).click();
  await expect(check).toContainText('999999 என்ற பின்கோடு எங்களுக்குக் கிடைக்கவில்லை: சரிபார்க்கவும்.');
});

// A slow or broken connection to the shop, made with page.route: the saved
// addresses and the pincode lookup arrive late, or not at all, and the form
// keeps what the shopper typed and says what it could not do.

const isSavedAddresses = (url: URL) => url.pathname === '/api/addresses';
const isPincodeLookup = (url: URL) => url.pathname.startsWith('/api/pincodes/');

/** A shopper whose last order went to goodAddress, on the cart page again. */
async function shopperWithSavedAddress(page: Page) {
  await openCartWith(page, [cartLine(product(7))]);
  await buyThroughApi(page, [{ productId: product(7).id, quantity: 1 }]);
  await page.reload();
}

test('saved addresses that are slow to come say they are loading, and never replace what the shopper typed meanwhile', async ({ page }) => {
  await shopperWithSavedAddress(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(isSavedAddresses, async (route) => {
    await released;
    await route.fallback();
  });

  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery details' });
  await expect(dialog.getByRole('status')).toHaveText('Loading your saved addresses…');
  await fillAddress(dialog, { name: 'Kavitha Raman', phoneNumber: '9123456789', address: '4 Temple Road' });
  release();

  await expect(dialog.getByRole('radio', { name: 'A new address' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: new RegExp(goodAddress.name) })).not.toBeChecked();
  await expect(dialog.getByText('Loading your saved addresses…')).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Kavitha Raman');
  await expect(dialog.getByRole('textbox', { name: 'Phone number', exact: true })).toHaveValue('9123456789');
  await expect(dialog.getByRole('textbox', { name: 'House and street', exact: true })).toHaveValue('4 Temple Road');
  await expect(dialog.getByRole('textbox', { name: 'Pincode', exact: true })).toHaveValue('');
});

test('saved addresses that could not be loaded say so; the next Buy Now loads them and preselects the last used', async ({ page }) => {
  await shopperWithSavedAddress(page);
  await page.route(isSavedAddresses, (route) => route.abort('internetdisconnected'));

  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery details' });
  await expect(dialog.getByRole('status')).toContainText('Your saved addresses could not be loaded just now. You can type an address below.');
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  // The focus is still on the first field, not on "Try again".
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The shop is reachable again.
  await page.unroute(isSavedAddresses);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(dialog.getByRole('radio', { name: new RegExp(goodAddress.name) })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'A new address' })).not.toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'House and street', exact: true })).toHaveValue(goodAddress.address);
  await expect(dialog.getByRole('textbox', { name: 'State', exact: true })).toHaveValue('Tamil Nadu');
  await expect(dialog.getByRole('status')).toHaveCount(0);
});

test('"Try again" loads the saved addresses that could not be loaded, and preselects the last used', async ({ page }) => {
  await shopperWithSavedAddress(page);
  await page.route(isSavedAddresses, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery details' });
  const failed = dialog.getByText('Your saved addresses could not be loaded just now.');
  await expect(failed).toBeVisible();

  await page.unroute(isSavedAddresses);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('radio', { name: new RegExp(goodAddress.name) })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Pincode', exact: true })).toHaveValue(goodAddress.pincode);
  await expect(failed).toHaveCount(0);
});

test('a pincode typed while the shop cannot be reached says so, and is looked up again at Continue', async ({ page }) => {
  // Not product(6): checkout.spec.ts counts that one's stock to the unit while its payment window opens and closes.
  await openCartWith(page, [cartLine(product(5))]);
  await page.route(isPincodeLookup, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery details' });
  const pincode = dialog.getByRole('textbox', { name: 'Pincode', exact: true });
  const state = dialog.getByRole('textbox', { name: 'State', exact: true });
  await fillAddress(dialog, { ...goodAddress, pincode: '600040', state: undefined, city: 'Chennai', locality: 'Anna Nagar' });
  await expect(pincode).toHaveAccessibleDescription('The pincode could not be checked just now. Please try again.');
  await expect(state).toHaveValue('');

  // Still unreachable: the pincode says why the form stops; the State, which cannot be typed in, is not blamed.
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(pincode).toHaveAttribute('aria-invalid', 'true');
  await expect(pincode).toHaveAccessibleDescription(/The pincode could not be checked just now/);
  await expect(pincode).toBeFocused();
  await expect(state).not.toHaveAttribute('aria-invalid');
  await expect(dialog.getByText('All fields are required')).toHaveCount(0);

  // Reachable again: Continue looks the pincode up, fills the State and goes on to pay.
  await page.unroute(isPincodeLookup);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const window = page.getByRole('dialog', { name: await shopName(page) });
  await expect(window).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // Closed again, so its unit goes back on sale at once.
  await window.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(window).toHaveCount(0);
});

test('on Profile, an address added while the pincode cannot be checked says so, and is looked up again at Save', async ({ page }) => {
  await page.goto('/');
  await signUpAs(page);
  await page.route(isPincodeLookup, (route) => route.abort('internetdisconnected'));
  await page.goto('/profile');
  const addresses = page.getByRole('region', { name: 'Your addresses' });
  await addresses.getByRole('button', { name: 'Add an address' }).click();
  const form = addresses.getByRole('form', { name: 'New address' });
  const pincode = form.getByRole('textbox', { name: 'Pincode', exact: true });
  await fillAddress(form, { ...goodAddress, pincode: '600040', state: undefined, city: 'Chennai', locality: 'Anna Nagar' });
  await expect(pincode).toHaveAccessibleDescription('The pincode could not be checked just now. Please try again.');

  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(pincode).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: 'State', exact: true })).not.toHaveAttribute('aria-invalid');
  await expect(form.getByText('All fields are required')).toHaveCount(0);

  await page.unroute(isPincodeLookup);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(addresses.getByRole('listitem')).toHaveCount(1);
  await expect(addresses.getByRole('listitem')).toContainText('Anna Nagar');
  await expect(addresses.getByRole('listitem')).toContainText('Tamil Nadu');
});

test('on Profile, deleting an address from the keyboard leaves the focus on the list, not on the page', async ({ page }) => {
  await page.goto('/');
  await signUpAs(page);
  expect((await page.request.post('/api/addresses', { data: goodAddress })).status()).toBe(201);
  await page.goto('/profile');
  const addresses = page.getByRole('region', { name: 'Your addresses' });
  await addresses.getByRole('button', { name: `Delete the address of ${goodAddress.name}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(addresses.getByRole('listitem')).toHaveCount(0);
  await expect(addresses.getByRole('heading', { name: 'Your addresses' })).toBeFocused();
});
