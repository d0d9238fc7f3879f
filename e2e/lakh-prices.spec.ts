import type { OrderList } from '@handloom/shared';
import { pdfText } from '../apps/api/src/testing/pdf-text.ts';
import { buyThroughApi, mailSentTo } from './cart.ts';
import { listProducts, type ApiProduct } from './catalogue.ts';
import { expect, logInAsAdmin, newShopper, signUpAs, test } from './fixtures.ts';

// A price over a lakh is grouped the Indian way (₹1,25,000.00, never
// ₹125,000.00) wherever the shop shows it: the product page in both
// languages, the cart, the order confirmation email and the tax invoice.

const PRICE = '₹1,25,000.00';
const DONATION = '₹50.00';

test('₹1,00,000.00 formatting is checked on the product page, the cart, an email and an invoice', async ({ page, browser, baseURL }) => {
  const admin = await browser.newPage({ baseURL });
  await logInAsAdmin(admin);
  // The photograph of a demo product: an image the shop holds, nothing fetched from outside.
  const [demo] = (await listProducts(admin.request, { pageSize: 1 })).items;
  const suffix = `${Date.now().toString(36)}${process.pid}`;
  const created = await admin.request.post('/api/admin/products', {
    data: {
      title: `Kanchipuram Bridal Silk Saree – Lakh ${suffix}`,
      titleTa: 'காஞ்சிபுரம் மணப்பெண் பட்டுப் புடவை',
      price: '125000',
      discountPercent: '0',
      images: demo?.images.slice(0, 1) ?? [],
      category: 'e2e lakh sarees',
      // One, bought below: sold out at the end, so no other journey finds it in stock.
      stock: '1',
      description: 'Handwoven in Kanchipuram\nPure mulberry silk with gold zari',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const saree = (await created.json()) as ApiProduct;
  await admin.close();

  for (const path of [`/productinfo/${saree.id}`, `/ta/productinfo/${saree.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('main').getByText(PRICE, { exact: true }).first()).toBeVisible();
  }

  const shopper = await signUpAs(page, newShopper());
  await page.goto(`/productinfo/${saree.id}`);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('link', { name: 'View In Cart' })).toBeVisible();
  for (const [path, title, total] of [
    ['/cart', 'Order summary', 'Total'],
    ['/ta/cart', 'ஆர்டர் சுருக்கம்', 'மொத்தம்'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('article')).toContainText(PRICE);
    const summary = page.getByRole('region', { name: title });
    await expect(summary.locator('div').filter({ has: page.getByText(total, { exact: true }) }).locator('dd')).toHaveText('₹1,25,050.00');
  }

  // Bought (with the journeys' ₹50 donation); the confirmation email and its invoice.
  const { orderId } = await buyThroughApi(page, [{ productId: saree.id, quantity: 1 }]);
  const orders = (await (await page.request.get('/api/orders')).json()) as OrderList;
  const number = orders.orders.find((order) => order.id === orderId)?.number ?? '';
  expect(number).toMatch(/^KH-\d+$/);
  const mail = await mailSentTo(shopper.email, new RegExp(`your order ${number} is confirmed`));
  expect(mail.text).toContain(`x 1 @ ${PRICE} = ${PRICE}`);
  expect(mail.text).toContain(DONATION);
  expect(mail.text).toContain('₹1,25,100.00');

  const invoice = await page.request.get(`/api/orders/${number}/invoice`);
  expect(invoice.status()).toBe(200);
  const text = await pdfText(await invoice.body());
  // GST is inside the price: the invoice total is the saree and its shipping, without the donation.
  expect(text).toContain('Invoice total ₹1,25,050.00');
  // The line: HSN, quantity and its unit, the price with GST, the taxable value, each half of the GST.
  expect(text).toContain(' 1 PCS 1,25,000.00 1,19,047.62 2,976.19');
  expect(text).toContain('Rupees One Lakh Twenty-Five Thousand Fifty Only');
  expect(text).not.toMatch(/125,0\d\d\.\d\d/);
});
