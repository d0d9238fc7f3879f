import { buyThroughApi, cartLine, checkoutProducts, fillAddress, goodAddress, openCartWith } from './cart.ts';
import type { ApiProduct } from './catalogue.ts';
import { expect, test } from './fixtures.ts';
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

test('"Check delivery" on a Tamil page names the state in Tamil and keeps India Post\'s district in English, marked so', async ({ page }) => {
  await page.goto(`/ta/productinfo/${product(8).id}`);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  const check = page.getByRole('region', { name: 'டெலிவரியைச் சரிபார்க்கவும்' });
  await check.getByLabel('டெலிவரி பின்கோடு').fill('632301');
  await check.getByRole('button', { name: 'சரிபார்', exact: true }).click();
  await expect(check).toContainText('Tiruvannamalai, தமிழ்நாடு (632301)-க்கு');
  await expect(check.locator('[lang="en"]')).toHaveText('Tiruvannamalai');
  expect(await visibleEnglish(check)).toEqual([]);

  // A message with a value, from the server, in Tamil.
  await check.getByLabel('டெலிவரி பின்கோடு').fill('999999');
  await check.getByRole('button', { name: 'சரிபார்', exact: true }).click();
  await expect(check).toContainText('999999 என்ற பின்கோடு எங்களுக்குக் கிடைக்கவில்லை: சரிபார்க்கவும்.');
});
