import { DEFAULT_DELIVERY_SETTINGS, formatDeliveryWindow, indiaDatePlus, OrderListSchema, OrderSchema, type DeliveryEstimate, type Order } from '@handloom/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buy, checkout } from '../../testing/checkout-driver.ts';
import { insertProduct } from '../../testing/factories.ts';
import { logIn } from '../../testing/http.ts';
import { shopperShop } from '../../testing/shopper-shop.ts';
import type { SmtpInbox } from '../../testing/smtp-inbox.ts';
import type { TestApp } from '../../testing/test-app.ts';

const ADMIN = { email: 'owner@kaithari.example', password: 'a-long-admin-password' };

// The delivery address of the checkout driver is Kanchipuram (631501): the
// rest of Tamil Nadu from the shop's Arani (632301, Tiruvannamalai district).
const PROMISE = { ...DEFAULT_DELIVERY_SETTINGS, processingDays: 1, transit: { ...DEFAULT_DELIVERY_SETTINGS.transit, tamilNadu: { minDays: 2, maxDays: 5 } } };

describe("an order's delivery promise: the same dates in the API, the confirmation email and Your Orders", () => {
  const context = shopperShop({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_PER_ADDRESS: '100000' });
  let shop: TestApp, inbox: SmtpInbox, cookie: string, email: string, admin: string;
  beforeAll(async () => {
    ({ shop, inbox, cookie, email } = context);
    await shop.app.accounts.ensureAdminAccount();
    admin = (await logIn(shop.app, ADMIN.email, ADMIN.password)).cookie;
  });

  const saveSettings = async (settings: object) => {
    const saved = await shop.app.inject({ method: 'PUT', url: '/api/admin/settings/delivery', headers: { cookie: admin }, payload: settings });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const get = (url: string) => shop.app.inject({ method: 'GET', url, headers: { cookie } });
  const placedOrder = async (number: string) => OrderSchema.parse((await get(`/api/orders/${number}`)).json());
  const listed = async (id: string) => OrderListSchema.parse((await get('/api/orders')).json()).orders.find((order) => order.id === id);

  let paid: Order;
  it('a paid order answers the promise in force at checkout, counted from when it was placed, and the email says the same dates', async () => {
    await saveSettings(PROMISE);
    const product = await insertProduct(shop.database.db, { stock: 5 });
    // A checkout left unpaid, then another: the second replaces the first (the transaction path), the first went through the one-statement path.
    await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
    const { session } = await buy(shop.app, cookie, [{ productId: product.id, quantity: 2 }]);
    const mail = await inbox.next(email);

    const order = await listed(session.orderId);
    if (!order?.number || !order.placedAt) throw new Error('the paid order is not listed');
    paid = order;
    const placedAt = new Date(order.placedAt);
    const expected = { earliest: indiaDatePlus(placedAt, 1 + 2), latest: indiaDatePlus(placedAt, 1 + 5) };
    expect(order.deliveryWindow).toEqual(expected);
    expect((await placedOrder(order.number)).deliveryWindow).toEqual(expected);
    expect(mail.subject).toContain(order.number);
    expect(mail.text).toContain(`Expected delivery: ${formatDeliveryWindow(expected)}.`);
    expect(mail.text).not.toContain('1 to 7 days');
  });

  it("the owner's later change moves the promise of new orders only", async () => {
    await saveSettings({ ...PROMISE, processingDays: 10 });
    const now = (await shop.app.inject({ method: 'GET', url: '/api/delivery/631501' })).json<DeliveryEstimate>();
    expect(now.window).toEqual({ earliest: indiaDatePlus(new Date(), 12), latest: indiaDatePlus(new Date(), 15) });
    expect((await listed(paid.id))?.deliveryWindow).toEqual(paid.deliveryWindow);
    expect((await placedOrder(paid.number ?? '')).deliveryWindow).toEqual(paid.deliveryWindow);

    const product = await insertProduct(shop.database.db, { stock: 1 });
    const { session } = await buy(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
    const mail = await inbox.next(email);
    const later = await listed(session.orderId);
    if (!later?.placedAt) throw new Error('the second order is not listed');
    const window = { earliest: indiaDatePlus(new Date(later.placedAt), 12), latest: indiaDatePlus(new Date(later.placedAt), 15) };
    expect(later.deliveryWindow).toEqual(window);
    expect(mail.text).toContain(`Expected delivery: ${formatDeliveryWindow(window)}.`);
  });

  it('a checkout not yet paid has no promised dates (it is not placed)', async () => {
    const product = await insertProduct(shop.database.db, { stock: 1 });
    const session = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
    const row = await context.orderRow(session.orderId);
    expect(row).toMatchObject({ status: 'pending', placedAt: null, deliveryMinDays: 12, deliveryMaxDays: 15 });
    expect((await listed(session.orderId))).toBeUndefined();
  });
});
