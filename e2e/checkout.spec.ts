import { formatDeliveryWindow, type Order } from '@handloom/shared';
import type { Page } from '@playwright/test';
import { buyThroughApi, cartLine, checkoutProducts, fillAddress, goodAddress, openCartWith, payWith, shopName, storedCart, testCards } from './cart.ts';
import { rupeesWithPaise, type ApiProduct } from './catalogue.ts';
import { expect, signUpAs, test } from './fixtures.ts';

// The cart, Buy Now and the sandbox payment window, then Your Orders.
// Each journey takes its own product from checkoutProducts(), so journeys
// running side by side never buy from under each other.

const SHIPPING_PER_UNIT_PAISE = 5_000;
// The donation is opt-in; once chosen it starts at the specification's 50.
const DEFAULT_DONATION_PAISE = 5_000;

const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
const summaryRow = (page: Page, label: string) => summary(page).locator('div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
const cartLineOf = (page: Page, title: string) => page.getByRole('main').getByRole('article', { name: title });
const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text });

async function expectTotals(page: Page, subtotalPaise: number, units: number, donationPaise: number) {
  await expect(summaryRow(page, 'Subtotal')).toHaveText(rupeesWithPaise(subtotalPaise));
  await expect(summaryRow(page, 'Donation')).toHaveText(rupeesWithPaise(donationPaise));
  await expect(summaryRow(page, 'Total')).toHaveText(rupeesWithPaise(subtotalPaise + units * SHIPPING_PER_UNIT_PAISE + donationPaise));
  await expect(summary(page)).toContainText(rupeesWithPaise(units * SHIPPING_PER_UNIT_PAISE));
}

let products: ApiProduct[];
test.beforeAll(async ({ request }) => {
  products = await checkoutProducts(request);
});
const product = (index: number) => {
  const found = products[index];
  if (!found) throw new Error(`no checkout product ${index}`);
  return found;
};

test('add to cart from the product page, change quantities, donate only by choice, remove, empty', async ({ page, consoleErrors }) => {
  const first = product(0);
  const second = product(1);
  await page.goto('/');
  await signUpAs(page);

  for (const item of [first, second]) {
    await page.goto(`/productinfo/${item.id}`);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(toast(page, 'Added to Cart')).toBeVisible();
  }
  await page.getByRole('link', { name: 'View In Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cart');

  const line = cartLineOf(page, first.title);
  await expect(line.getByRole('link', { name: first.title })).toHaveAttribute('href', `/productinfo/${first.id}`);
  await expect(line).toContainText(rupeesWithPaise(first.salePricePaise));
  await expectTotals(page, first.salePricePaise + second.salePricePaise, 2, 0);

  // Quantity: not below 1, up and down.
  const decrease = line.getByRole('button', { name: `Decrease quantity of ${first.title}` });
  const increase = line.getByRole('button', { name: `Increase quantity of ${first.title}` });
  await expect(decrease).toHaveAttribute('aria-disabled', 'true');
  await increase.click();
  await increase.click();
  await expect(line.locator('output')).toHaveText('3');
  await expectTotals(page, first.salePricePaise * 3 + second.salePricePaise, 4, 0);
  await decrease.click();
  await expect(line.locator('output')).toHaveText('2');
  await expectTotals(page, first.salePricePaise * 2 + second.salePricePaise, 3, 0);
  expect((await storedCart(page)).find((l) => l.productId === first.id)?.quantity).toBe(2);

  // Donation: nothing until the shopper opts in, then 50; "Help Our Weavers" links to /weavers;
  // empty is 0; nonsense is explained and stops Buy Now; opting out gives nothing again.
  const donationBox = page.getByRole('region', { name: 'Help Our Weavers' });
  await expect(donationBox.getByRole('link', { name: 'Read about our weavers' })).toHaveAttribute('href', '/weavers');
  // The open ledger: where the donations went.
  await expect(donationBox.getByRole('link', { name: 'See where every rupee went' })).toHaveAttribute('href', '/donations');
  const optIn = donationBox.getByRole('checkbox', { name: 'Add a donation' });
  await expect(optIn).not.toBeChecked();
  await expect(page.getByLabel('Donation amount (₹)')).toHaveCount(0);
  await optIn.check();
  const donation = page.getByLabel('Donation amount (₹)');
  await expect(donation).toHaveValue('50');
  await expectTotals(page, first.salePricePaise * 2 + second.salePricePaise, 3, DEFAULT_DONATION_PAISE);
  await donation.fill('');
  await expectTotals(page, first.salePricePaise * 2 + second.salePricePaise, 3, 0);
  await donation.fill('-5');
  await expect(donation).toHaveAttribute('aria-invalid', 'true');
  await expect(donationBox).toContainText('A donation cannot be negative.');
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  await expect(page.getByText('Correct the donation amount to continue.')).toBeVisible();
  await donation.fill('120.50');
  await expect(donation).not.toHaveAttribute('aria-invalid');
  await expectTotals(page, first.salePricePaise * 2 + second.salePricePaise, 3, 12_050);
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  await optIn.uncheck();
  await expectTotals(page, first.salePricePaise * 2 + second.salePricePaise, 3, 0);

  // Remove: the spec's toast with a red progress bar.
  await line.getByRole('button', { name: `Remove ${first.title} from cart` }).click();
  const deleted = toast(page, 'Deleted From cart');
  await expect(deleted).toBeVisible();
  await expect(deleted.locator('.Toastify__progress-bar--error').first()).toBeAttached();
  await expect(cartLineOf(page, first.title)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeAttached();

  await cartLineOf(page, second.title).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your cart is empty!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  expect(await storedCart(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a price that changed, stock that ran low and a product that is gone are flagged, not charged', async ({ page }) => {
  const changed = product(2);
  const low = product(3);
  const oldPricePaise = changed.salePricePaise - 10_000;
  await openCartWith(page, [
    cartLine(changed, 1, { salePricePaise: oldPricePaise, pricePaise: oldPricePaise, discountPercent: 0 }),
    cartLine(low, low.stock + 5, { stock: low.stock + 5 }),
    cartLine(changed, 1, { productId: '0b0e6a9e-7c1d-4d7e-9a55-000000000000', title: 'A saree no longer sold' }),
  ]);

  await expect(cartLineOf(page, changed.title)).toContainText(
    `Price changed from ${rupeesWithPaise(oldPricePaise)} to ${rupeesWithPaise(changed.salePricePaise)}`,
  );
  await expect(cartLineOf(page, low.title)).toContainText(`Only ${low.stock} left`);
  await expect(cartLineOf(page, low.title).locator('output')).toHaveText(String(low.stock));
  await expect(cartLineOf(page, 'A saree no longer sold')).toContainText('No longer available');
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  await expect(page.getByText('Remove the items marked sold out or no longer available to continue.')).toBeVisible();

  // The stored cart now holds the server's figures.
  await expect.poll(async () => (await storedCart(page)).find((l) => l.productId === changed.id)?.salePricePaise).toBe(changed.salePricePaise);
  expect((await storedCart(page)).find((l) => l.productId === low.id)?.quantity).toBe(low.stock);

  await cartLineOf(page, 'A saree no longer sold').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  await expectTotals(page, changed.salePricePaise + low.salePricePaise * low.stock, 1 + low.stock, 0);
});

test('shipping counts only the items still sold; a cart of nothing sold has no shipping line', async ({ page }) => {
  // Only put in the cart, never bought.
  const item = product(2);
  const gone = 'A dhoti no longer sold';
  await openCartWith(page, [cartLine(item), cartLine(item, 2, { productId: '0b0e6a9e-7c1d-4d7e-9a55-000000000001', title: gone })]);
  await expect(cartLineOf(page, gone)).toContainText('No longer available');
  await expect(summary(page)).toContainText(`1 item × ${rupeesWithPaise(SHIPPING_PER_UNIT_PAISE)}`);
  await expectTotals(page, item.salePricePaise, 1, 0);

  await cartLineOf(page, item.title).getByRole('button', { name: 'Remove' }).click();
  await expect(cartLineOf(page, item.title)).toHaveCount(0);
  await expect(summaryRow(page, 'Total')).toHaveText(rupeesWithPaise(0));
  await expect(summary(page).getByText('Shipping')).toHaveCount(0);
  await expect(summary(page)).not.toContainText('item ×');
});

test('Buy Now asks for the delivery details and checks them', async ({ page }) => {
  const item = product(4);
  await openCartWith(page, [cartLine(item)]);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery details' });
  await expect(dialog).toBeVisible();
  for (const label of ['Name', 'Phone number', 'Pincode', 'City or district', 'State', 'House and street']) {
    await expect(dialog.getByRole('textbox', { name: label, exact: true })).toHaveAttribute('aria-required', 'true');
  }
  // The focus is inside the dialog.
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();

  await dialog.getByLabel('Name').fill('');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const required = toast(page, 'All fields are required');
  await expect(required).toBeVisible();
  await expect(page.locator('.Toastify__toast-container--top-center')).toContainText('All fields are required');
  await expect(dialog.getByRole('alert')).toHaveText('All fields are required');
  await expect(required).toHaveCount(0, { timeout: 5_000 });

  await fillAddress(dialog, { ...goodAddress, pincode: '6323' });
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(dialog.getByText('Pincode must be 6 digits')).toBeVisible();
  await expect(dialog.getByLabel('Pincode')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Pincode')).toHaveAccessibleDescription(/Pincode must be 6 digits/);
  await expect(dialog.getByLabel('Pincode')).toBeFocused();

  await fillAddress(dialog, { pincode: goodAddress.pincode, state: goodAddress.state, phoneNumber: '12345' });
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(dialog.getByText('Phone number must be a 10-digit Indian mobile number')).toBeVisible();
  await expect(dialog.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Pincode')).not.toHaveAttribute('aria-invalid');

  // Escape closes it and the focus goes back to Buy Now; nothing was ordered.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeFocused();
  expect(await storedCart(page)).toHaveLength(1);
});

test('a declined card, then a good one: the order is paid, shown on Your Orders, and only to its buyer', async ({ page, browser }) => {
  const item = product(5);
  await openCartWith(page, [cartLine(item, 2)]);
  // No donation unless the shopper opts in.
  const totalPaise = item.salePricePaise * 2 + 2 * SHIPPING_PER_UNIT_PAISE;
  await expect(summaryRow(page, 'Total')).toHaveText(rupeesWithPaise(totalPaise));

  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery details' });
  await fillAddress(dialog, goodAddress);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();

  const window = page.getByRole('dialog', { name: await shopName(page) });
  await expect(window).toBeVisible();
  await expect(window.getByLabel('Card number')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(window).toContainText(rupeesWithPaise(totalPaise));
  await expect(window).toContainText(goodAddress.name);
  await expect(window).toContainText('4111 1111 1111 1111');
  const pay = window.getByRole('button', { name: `Pay ${rupeesWithPaise(totalPaise)}` });
  await expect(pay).toBeVisible();

  await payWith(window, testCards.declined);
  await pay.click();
  await expect(window.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(window).toBeVisible();

  await payWith(window, testCards.approved);
  await pay.click();
  await expect(toast(page, 'Payment Successful')).toBeVisible();
  // The thank-you page: the order's number, the order, what happens next.
  await expect(page).toHaveURL(/\/order\/KH-\d{5,}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  const number = /KH-\d+/.exec(page.url())?.[0] ?? '';
  await expect(page.getByText(`Your order ${number} is placed.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toContainText(rupeesWithPaise(totalPaise));
  // The order's promised dates, from the API, shown once on the thank-you page and again on Your Orders.
  const placed = (await (await page.request.get(`/api/orders/${number}`)).json()) as Order;
  if (!placed.deliveryWindow) throw new Error(`order ${number} has no delivery window`);
  const expectedDelivery = `Expected delivery: ${formatDeliveryWindow(placed.deliveryWindow)}`;
  await expect(page.getByRole('main').getByText(expectedDelivery, { exact: true })).toHaveCount(1);
  await page.reload();
  await expect(page.getByText(`Your order ${number} is placed.`)).toBeVisible();
  await page.getByRole('link', { name: 'See all Your Orders' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Orders');
  await expect(page.getByText(/delivery within 1 to 7 days/)).toBeVisible();
  const order = page.getByRole('main').getByRole('article').filter({ hasText: item.title });
  await expect(order).toHaveCount(1);
  await expect(order.getByRole('heading').first()).toHaveText(new RegExp(`^Order ${number} of `));
  await expect(order).toContainText('Paid');
  await expect(order).toContainText(`2 × ${rupeesWithPaise(item.salePricePaise)}`);
  await expect(order).toContainText(rupeesWithPaise(totalPaise));
  await expect(order).toContainText(goodAddress.pincode);
  await expect(order.getByText(expectedDelivery, { exact: true })).toBeVisible();
  expect(await storedCart(page)).toEqual([]);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' }).first()).toBeAttached();

  // Another shopper sees none of it.
  const other = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
  await other.goto('/');
  await signUpAs(other);
  await other.goto('/order');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Your Orders');
  await expect(other.getByText('No Orders', { exact: true })).toBeVisible();
  await expect(other.getByText(item.title)).toHaveCount(0);
  await other.close();

  // Cancelled within 24 hours: refunded.
  await order.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
  await confirm.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(order.getByText(/^(Status: )?(Refunded|Cancelled)$/)).toBeVisible();
  await expect(order.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('main').getByRole('article').filter({ hasText: item.title })).toContainText(/Refunded|Cancelled/);
});

test("cancelled on the order's own page, the page says so at once: cancelled and refunded, no Cancel button left", async ({ page }) => {
  const item = product(4);
  await page.goto('/');
  await signUpAs(page);
  await buyThroughApi(page, [{ productId: item.id, quantity: 1 }]);
  const { orders } = (await (await page.request.get('/api/orders')).json()) as { orders: { number: string }[] };
  const number = orders[0]?.number ?? '';
  await page.goto(`/order/${number}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
  await confirm.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(confirm).toHaveCount(0);
  // Without a reload: the heading, the lead and the card all say what is true now.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order cancelled and refunded');
  await expect(page.getByText(new RegExp(`^Your order ${number} is cancelled, and ₹[\\d,.]+ has been refunded`))).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').getByText(/^(Status: )?Refunded$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});

test('closing the payment window keeps the cart, gives the stock back at once, and Buy Now opens it again', async ({ page, playwright, baseURL }) => {
  const item = product(6);
  // The stock of this moment as another shopper's cart reads it (units held by open checkouts are not
  // there; the shopper's own quote counts their own as theirs).
  const someoneElse = await playwright.request.newContext({ baseURL });
  const stockNow = async () => {
    const quote = await someoneElse.post('/api/cart/quote', { data: { items: [{ productId: item.id, quantity: 1 }], donation: 0 } });
    return ((await quote.json()) as { lines: { stock: number }[] }).lines[0]?.stock;
  };
  const stock = await stockNow();
  await openCartWith(page, [cartLine(item)]);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery details' });
  await fillAddress(dialog, goodAddress);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const window = page.getByRole('dialog').filter({ hasText: 'Card number' });
  await expect(window).toBeVisible();
  expect(await stockNow()).toBe((stock ?? 0) - 1);
  await window.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(window).toHaveCount(0);
  await expect(page.getByText('Payment not completed.')).toBeVisible();
  expect(await storedCart(page)).toHaveLength(1);
  // Another shopper may buy the piece now, not when the 15 minutes are over.
  await expect.poll(stockNow).toBe(stock);

  await page.getByRole('button', { name: 'Buy Now' }).click();
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(window).toBeVisible();
  expect(await stockNow()).toBe((stock ?? 0) - 1);
  await page.keyboard.press('Escape');
  await expect(window).toHaveCount(0);
  await expect(cartLineOf(page, item.title)).toBeVisible();
  await expect.poll(stockNow).toBe(stock);
  await someoneElse.dispose();
});

test('the cart and Your Orders need a login', async ({ page }) => {
  for (const path of ['/cart', '/order']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?returnTo=%2F${path.slice(1)}$`));
  }
});
