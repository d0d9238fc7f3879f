import { OrderListSchema, OrderSchema } from '@handloom/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connectDatabase } from '../../db/client.ts';
import { orders, products, users } from '../../db/schema.ts';
import { insertProduct } from '../../testing/factories.ts';
import { insertOrder } from '../../testing/order-rows.ts';
import { newShopper, signUp } from '../../testing/http.ts';
import { buy, checkout, post, SANDBOX_CARD, sandboxPay, verify } from '../../testing/checkout-driver.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ordersRepository, type NewOrderLine } from './orders.repository.ts';

describe('Your Orders, cancellation and reservation expiry', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({ AUTH_RATE_LIMIT_PER_ADDRESS: '100000' });
  });
  afterAll(() => shop.close());

  const db = () => shop.database.db;
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const stockOf = async (id: string) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
  const list = (cookie: string) => shop.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } });
  const cancel = (cookie: string, id: string) => post(shop.app, `/api/orders/${id}/cancel`, cookie, {});
  const lapse = (id: string) => db().update(orders).set({ reservedUntil: sql`now() - interval '1 minute'` }).where(eq(orders.id, id));

  describe('GET /api/orders', () => {
    it("lists only the shopper's own placed orders, newest first, without unpaid checkouts", async () => {
      const { cookie } = await signUp(shop.app, newShopper());
      const { cookie: other } = await signUp(shop.app, newShopper());
      const product = await insertProduct(db(), { stock: 10 });
      const first = await buy(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
      const second = await buy(shop.app, cookie, [{ productId: product.id, quantity: 2 }]);
      await buy(shop.app, other, [{ productId: product.id, quantity: 1 }]);
      await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }]); // pending: not an order yet

      const response = await list(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = OrderListSchema.parse(response.json());
      expect(body.orders.map((order) => order.id)).toEqual([second.session.orderId, first.session.orderId]);
      expect(body.orders[0]).toMatchObject({ status: 'paid', cancellable: true, lines: [expect.objectContaining({ productId: product.id, quantity: 2 })] });
    });

    it('needs a login', async () => {
      expect((await shop.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
    });

    it('pages through 45 orders, 20 at a time, with no repeats or gaps while new orders arrive', async () => {
      const { cookie, user } = await signUp(shop.app, newShopper());
      const product = await insertProduct(db(), { stock: 100 });
      const place = (at: Date) =>
        insertOrder(db(), { userId: user.uid, email: user.email, paidAt: at, lines: [{ productId: product.id, title: 'A saree', unitPricePaise: 100_000, quantity: 1 }] });
      const placed: string[] = [];
      for (let i = 0; i < 45; i += 1) placed.push((await place(new Date(Date.UTC(2026, 0, 1) + i * 60_000))).id);

      const seen: string[] = [];
      const sizes: number[] = [];
      let cursor: string | null = null;
      do {
        const response = await shop.app.inject({ method: 'GET', url: `/api/orders${cursor ? `?cursor=${cursor}` : ''}`, headers: { cookie } });
        const page = OrderListSchema.parse(response.json());
        seen.push(...page.orders.map((order) => order.id));
        sizes.push(page.orders.length);
        cursor = page.nextCursor;
        // A new order between pages lands before the first page, never in the next one.
        await place(new Date());
      } while (cursor);
      expect(sizes).toEqual([20, 20, 5]);
      expect(seen).toEqual([...placed].reverse());

      const bad = await shop.app.inject({ method: 'GET', url: '/api/orders?cursor=not-a-cursor', headers: { cookie } });
      expect(bad.statusCode).toBe(400);
      expect((await shop.app.inject({ method: 'GET', url: '/api/orders?limit=21', headers: { cookie } })).statusCode).toBe(400);
    });
  });

  describe('GET /api/orders/:number', () => {
    const byNumber = (cookie: string | null, number: string) =>
      shop.app.inject({ method: 'GET', url: `/api/orders/${encodeURIComponent(number)}`, headers: cookie ? { cookie } : {} });

    it("answers the shopper's own placed order by its number, and nobody else's", async () => {
      const { cookie } = await signUp(shop.app, newShopper());
      const product = await insertProduct(db(), { stock: 3 });
      const { session } = await buy(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
      const number = (await orderRow(session.orderId))?.number;
      expect(number).toBeGreaterThan(10_000);

      const response = await byNumber(cookie, `KH-${number}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(OrderSchema.parse(response.json())).toMatchObject({ id: session.orderId, number: `KH-${number}`, status: 'paid' });
      expect((await byNumber(cookie, `kh-${number}`)).statusCode).toBe(200);

      const { cookie: other } = await signUp(shop.app, newShopper());
      expect((await byNumber(other, `KH-${number}`)).statusCode).toBe(404);
      expect((await byNumber(null, `KH-${number}`)).statusCode).toBe(401);
      for (const wrong of ['KH-', '10234', 'KH-1e3', 'KH-99999999', "KH-1' or 1=1"]) expect((await byNumber(cookie, wrong)).statusCode).toBe(404);
    });
  });

  describe('POST /api/orders/:id/cancel', () => {
    it('cancels within 24 hours: stock back, refunded through the provider, once', async () => {
      const { cookie } = await signUp(shop.app, newShopper());
      const product = await insertProduct(db(), { stock: 3 });
      const { session } = await buy(shop.app, cookie, [{ productId: product.id, quantity: 2 }]);
      expect(await stockOf(product.id)).toBe(1);

      const response = await cancel(cookie, session.orderId);
      expect(response.statusCode).toBe(200);
      expect(OrderSchema.parse(response.json())).toMatchObject({ status: 'refunded', cancellable: false });
      expect(await stockOf(product.id)).toBe(3);
      const row = await orderRow(session.orderId);
      expect(row).toMatchObject({ status: 'refunded', refundId: expect.stringMatching(/^rfnd_sbx_/), cancelledAt: expect.any(Date), refundedAt: expect.any(Date) });

      const again = await cancel(cookie, session.orderId);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('This order is already cancelled.');
      expect(await stockOf(product.id)).toBe(3);
      expect((await orderRow(session.orderId))?.refundId).toBe(row?.refundId);
    });

    it('refunds once when the shopper cancels twice at the same moment', async () => {
      const { cookie } = await signUp(shop.app, newShopper());
      const product = await insertProduct(db(), { stock: 1 });
      const { session } = await buy(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
      const responses = await Promise.all([cancel(cookie, session.orderId), cancel(cookie, session.orderId), cancel(cookie, session.orderId)]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await stockOf(product.id)).toBe(1);
    });

    it('refuses after 24 hours, and after shipping, with a clear message', async () => {
      const { cookie } = await signUp(shop.app, newShopper());
      const product = await insertProduct(db(), { stock: 5 });
      const late = await buy(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
      await db().update(orders).set({ placedAt: sql`now() - interval '25 hours'` }).where(eq(orders.id, late.session.orderId));
      const tooLate = await cancel(cookie, late.session.orderId);
      expect(tooLate.statusCode).toBe(409);
      expect(tooLate.json().error.message).toBe('Orders can be cancelled only within 24 hours of purchase.');
      expect((await list(cookie)).json().orders[0]).toMatchObject({ id: late.session.orderId, cancellable: false });

      const shipped = await buy(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
      await db().update(orders).set({ status: 'shipped' }).where(eq(orders.id, shipped.session.orderId));
      const afterShipping = await cancel(cookie, shipped.session.orderId);
      expect(afterShipping.statusCode).toBe(409);
      expect(afterShipping.json().error.message).toBe('This order has already been shipped, so it can no longer be cancelled.');

      const packed = await buy(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
      await db().update(orders).set({ status: 'packed' }).where(eq(orders.id, packed.session.orderId));
      expect((await cancel(cookie, packed.session.orderId)).statusCode).toBe(200);
      expect(await stockOf(product.id)).toBe(3);
    });

    it('another shopper can neither see nor cancel my order (404)', async () => {
      const { cookie } = await signUp(shop.app, newShopper());
      const { cookie: stranger } = await signUp(shop.app, newShopper());
      const product = await insertProduct(db(), { stock: 1 });
      const { session } = await buy(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
      expect((await list(stranger)).json().orders).toEqual([]);
      const response = await cancel(stranger, session.orderId);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('We could not find this order.');
      expect((await orderRow(session.orderId))?.status).toBe('paid');
      expect((await cancel(stranger, 'not-an-id')).statusCode).toBe(404);
      expect((await post(shop.app, `/api/orders/${session.orderId}/cancel`, null, {})).statusCode).toBe(401);
    });

    it('cannot cancel a checkout that was never paid', async () => {
      const { cookie } = await signUp(shop.app, newShopper());
      const product = await insertProduct(db(), { stock: 1 });
      const session = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
      const response = await cancel(cookie, session.orderId);
      expect(response.statusCode).toBe(409);
      expect(await stockOf(product.id)).toBe(0);
    });
  });

  describe('placing a pending order (repository)', () => {
    const line = (productId: string, quantity: number): NewOrderLine => ({
      productId,
      title: 'Saree',
      titleTa: null,
      category: 'silk_sarees',
      imageUrl: '/media/x',
      pricePaise: 100_000,
      discountPercent: 0,
      unitPricePaise: 100_000,
      quantity,
    });
    const place = async (lines: NewOrderLine[], replacePending = false) => {
      const [user] = await db().select({ id: users.id, email: users.email }).from(users).limit(1);
      return ordersRepository(db()).insertPendingOrder({
        userId: user?.id ?? '',
        email: user?.email ?? '',
        address: { name: 'A', address: 'B', locality: 'Flower Bazaar', city: 'Chennai', state: 'Tamil Nadu', landmark: '', pincode: '600001', phoneNumber: '9876543210' },
        totals: { subtotalPaise: 100_000, shippingPaise: 5_000, donationPaise: 0, codFeePaise: 0, totalPaise: 105_000 },
        paymentProvider: 'sandbox',
        providerOrderId: null,
        lines,
        reservationMinutes: 15,
        cod: null,
        deliveryDays: { minDays: 3, maxDays: 6 },
        locale: 'en',
        replacePending,
      });
    };
    const count = async () => Number((await db().execute<{ n: string }>(sql`select (select count(*) from orders) + (select count(*) from order_lines) as n`)).rows[0]?.n);

    it.each([false, true])('takes all the stock or none of it (replacing pending: %s)', async (replacePending) => {
      await signUp(shop.app, newShopper());
      const plenty = await insertProduct(db(), { stock: 5 });
      const scarce = await insertProduct(db(), { stock: 1 });
      const deleted = await insertProduct(db(), { stock: 5, deletedAt: new Date() });
      const before = await count();
      for (const lines of [
        [line(plenty.id, 2), line(scarce.id, 2)],
        [line(plenty.id, 2), line(deleted.id, 1)],
        [line(plenty.id, 2), line('00000000-0000-4000-8000-000000000001', 1)],
      ]) {
        expect(await place(lines, replacePending)).toMatchObject({ ok: false });
      }
      expect(await count()).toBe(before);
      expect([await stockOf(plenty.id), await stockOf(scarce.id), await stockOf(deleted.id)]).toEqual([5, 1, 5]);

      const placed = await place([line(plenty.id, 2), line(scarce.id, 1)], replacePending);
      expect(placed).toMatchObject({ ok: true, orderId: expect.any(String), reservedUntil: expect.any(Date) });
      expect([await stockOf(plenty.id), await stockOf(scarce.id)]).toEqual([3, 0]);
      expect(await count()).toBe(before + 3);
    });
  });

  describe('reservation expiry', () => {
    it('expires unpaid checkouts past their time and returns their stock, once', async () => {
      const { cookie } = await signUp(shop.app, newShopper());
      const { cookie: other } = await signUp(shop.app, newShopper());
      const product = await insertProduct(db(), { stock: 4 });
      const lapsed = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 3 }]);
      const fresh = await checkout(shop.app, other, [{ productId: product.id, quantity: 1 }]);
      expect(await stockOf(product.id)).toBe(0);
      await lapse(lapsed.orderId);

      await Promise.all([shop.app.reservationSweeper.runOnce(), shop.app.orders.expireLapsedReservations()]);
      expect((await orderRow(lapsed.orderId))?.status).toBe('expired');
      expect((await orderRow(fresh.orderId))?.status).toBe('pending');
      expect(await stockOf(product.id)).toBe(3);
      await shop.app.reservationSweeper.runOnce();
      expect(await stockOf(product.id)).toBe(3);

      // The window of an expired checkout says so.
      const pay = await post(shop.app, '/api/payments/sandbox/pay', cookie, { providerOrderId: lapsed.providerOrderId, ...SANDBOX_CARD });
      expect(pay.statusCode).toBe(409);
      expect(pay.json().error.message).toBe('This checkout has expired: its reservation ran out. Please place the order again.');
    });

    it('takes a late payment when the stock is still there', async () => {
      const { cookie } = await signUp(shop.app, newShopper());
      const product = await insertProduct(db(), { stock: 2 });
      const session = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 2 }]);
      const payment = await sandboxPay(shop.app, cookie, session);
      await lapse(session.orderId);
      await shop.app.reservationSweeper.runOnce();
      expect(await stockOf(product.id)).toBe(2);

      const response = await verify(shop.app, cookie, session.orderId, payment);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'paid', paymentId: payment.paymentId });
      expect(await stockOf(product.id)).toBe(0);
    });

    it('refunds a late payment for stock sold meanwhile', async () => {
      const { cookie } = await signUp(shop.app, newShopper());
      const { cookie: other } = await signUp(shop.app, newShopper());
      const product = await insertProduct(db(), { stock: 1 });
      const session = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
      const payment = await sandboxPay(shop.app, cookie, session);
      await lapse(session.orderId);
      await shop.app.reservationSweeper.runOnce();
      await buy(shop.app, other, [{ productId: product.id, quantity: 1 }]);

      const response = await verify(shop.app, cookie, session.orderId, payment);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toMatch(/sold out meanwhile, so your payment has been refunded in full/);
      expect(await orderRow(session.orderId)).toMatchObject({ status: 'refunded', paymentId: payment.paymentId, refundId: expect.stringMatching(/^rfnd_sbx_/) });
      expect(await stockOf(product.id)).toBe(0);
      // Asked again, nothing more happens.
      expect((await verify(shop.app, cookie, session.orderId, payment)).statusCode).toBe(200);
      expect((await orderRow(session.orderId))?.status).toBe('refunded');
    });

    it('runs on its timer from the app, and stops when the app closes', async () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: shop.config.dataDir,
        DATABASE_URL: shop.databaseUrl,
        WEB_DIST_DIR: shop.config.webDistDir,
        RESERVATION_SWEEP_SECONDS: '1',
      });
      const database = connectDatabase(shop.databaseUrl, { max: 2 });
      const app = await buildApp({ config, database, backgroundJobs: true });
      try {
        const { cookie } = await signUp(shop.app, newShopper());
        const product = await insertProduct(db(), { stock: 1 });
        const session = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
        await lapse(session.orderId);
        const deadline = Date.now() + 10_000;
        while ((await orderRow(session.orderId))?.status === 'pending' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
        expect((await orderRow(session.orderId))?.status).toBe('expired');
        expect(await stockOf(product.id)).toBe(1);
      } finally {
        await app.close();
        await database.close();
      }
    });
  });
});
