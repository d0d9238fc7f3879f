import { LANGUAGE_COOKIE, ORIGINAL_SHOP_PROVIDER, type AdminOrder } from '@handloom/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.ts';
import { insertProduct } from '../../testing/factories.ts';
import { logIn, newShopper, signUp } from '../../testing/http.ts';
import { insertOrder } from '../../testing/order-rows.ts';
import { buy } from '../../testing/checkout-driver.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { csvCell } from './orders-csv.ts';

const ADMIN = { email: 'owner@kaithari.example', password: 'a-long-admin-password' };
const DAY = 24 * 60 * 60 * 1000;

/** RFC 4180 rows, to read the export back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const character = text[i];
    if (quoted) {
      if (character === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += character;
  }
  return rows;
}

describe('admin: dashboard, orders, users, funds', () => {
  let shop: TestApp;
  let admin: string;
  let shopper: { cookie: string; user: { uid: string; name: string; email: string } };

  beforeAll(async () => {
    shop = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    await shop.app.accounts.ensureAdminAccount();
    admin = (await logIn(shop.app, ADMIN.email, ADMIN.password)).cookie;
    shopper = await signUp(shop.app, newShopper({ name: '=HYPERLINK("https://evil.example","Meena")' }));
  });
  afterAll(() => shop.close());

  const get = (url: string, cookie = admin) => shop.app.inject({ method: 'GET', url, headers: { cookie } });

  it('every admin route refuses visitors and shoppers, and answers the admin with no-store', async () => {
    const other = await signUp(shop.app, newShopper());
    const urls = shop.app.adminRoutes.map((route) => `${route.method} ${route.url}`);
    for (const expected of [
      'GET /api/admin/stats',
      'GET /api/admin/sales',
      'GET /api/admin/orders',
      'GET /api/admin/orders/export',
      'POST /api/admin/orders/:id/status',
      'GET /api/admin/users',
      'GET /api/admin/funds',
      'GET /api/admin/products',
      'GET /api/admin/categories',
      'GET /api/admin/products/:id',
      'POST /api/admin/products',
      'PUT /api/admin/products/:id',
      'DELETE /api/admin/products/:id',
      'POST /api/admin/uploads',
    ]) {
      expect(urls).toContain(expected);
    }
    for (const route of shop.app.adminRoutes) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const method = route.method as 'GET';
      const payload = method === 'GET' || method === 'DELETE' ? undefined : { status: 'cancelled', title: 'x' };
      const anonymous = await shop.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.headers['cache-control'], `${method} ${url}`).toBe('no-store');
      const asShopper = await shop.app.inject({ method, url, headers: { cookie: other.cookie }, ...(payload ? { payload } : {}) });
      expect(asShopper.statusCode, `${method} ${url}`).toBe(403);
      expect(asShopper.headers['cache-control'], `${method} ${url}`).toBe('no-store');
      if (method === 'GET') {
        const asAdmin = await shop.app.inject({ method, url, headers: { cookie: admin } });
        expect(asAdmin.headers['cache-control'], `${method} ${url}`).toBe('no-store');
      }
    }
  });

  describe('with orders', () => {
    let saree: Awaited<ReturnType<typeof insertProduct>>;
    let tricky: AdminOrder['id'];
    let quiet: { cookie: string; user: { uid: string; email: string } };

    beforeAll(async () => {
      saree = await insertProduct(shop.database.db, { title: 'Kanchipuram Silk Saree', stock: 3, pricePaise: 1_000_000 });
      quiet = await signUp(shop.app, newShopper());
      const now = Date.now();
      tricky = (
        await insertOrder(shop.database.db, {
          userId: shopper.user.uid,
          email: shopper.user.email,
          status: 'shipped',
          trackingNote: 'India Post EM123456789IN',
          donationPaise: 5_000,
          paidAt: new Date(now - 2 * DAY),
          address: { name: 'Meena, "Amma"', address: '12 Car Street\nKanchipuram, Tamil Nadu', phoneNumber: '+91 9876543210' },
          lines: [
            { productId: saree.id, title: '=cmd|"/c calc"!A1', unitPricePaise: 1_000_000, quantity: 1 },
            { productId: null, title: '@SUM(1+1)', unitPricePaise: 50_050, quantity: 2 },
          ],
        })
      ).id;
      await insertOrder(shop.database.db, {
        userId: shopper.user.uid,
        email: shopper.user.email,
        status: 'paid',
        donationPaise: 10_000,
        paidAt: new Date(now - DAY),
        lines: [{ productId: saree.id, title: 'Kanchipuram Silk Saree', unitPricePaise: 1_000_000, quantity: 1 }],
      });
      await insertOrder(shop.database.db, {
        userId: shopper.user.uid,
        email: shopper.user.email,
        status: 'refunded',
        donationPaise: 99_900,
        paidAt: new Date(now - DAY - 60_000),
        lines: [{ productId: saree.id, title: 'Kanchipuram Silk Saree', unitPricePaise: 1_000_000, quantity: 1 }],
      });
      // Unpaid checkouts are not orders.
      await insertOrder(shop.database.db, {
        userId: quiet.user.uid,
        email: quiet.user.email,
        status: 'pending',
        paidAt: null,
        paymentId: null,
        donationPaise: 70_000,
        lines: [{ productId: saree.id, title: 'Kanchipuram Silk Saree', unitPricePaise: 1_000_000, quantity: 1 }],
      });
    });

    it('counts products, orders and users for the stat cards', async () => {
      const stats = (await get('/api/admin/stats')).json();
      expect(stats.totalOrders).toBe(3);
      expect(stats.totalUsers).toBeGreaterThanOrEqual(3);
      expect(stats.totalProducts).toBe(1);
    });

    it('lists every placed order with its customer, address, lines, totals, donation, payment id, date and status', async () => {
      const response = await get('/api/admin/orders');
      expect(response.statusCode).toBe(200);
      const list = response.json();
      expect(list.total).toBe(3);
      expect(list.items.map((order: AdminOrder) => order.status)).toEqual(['paid', 'refunded', 'shipped']);
      const order = list.items.find((item: AdminOrder) => item.id === tricky) as AdminOrder;
      expect(order).toMatchObject({
        status: 'shipped',
        email: shopper.user.email,
        customer: { uid: shopper.user.uid, name: shopper.user.name },
        address: { name: 'Meena, "Amma"', address: '12 Car Street\nKanchipuram, Tamil Nadu', pincode: '631501', phoneNumber: '+91 9876543210' },
        totals: { subtotalPaise: 1_100_100, shippingPaise: 15_000, donationPaise: 5_000, totalPaise: 1_120_100 },
        trackingNote: 'India Post EM123456789IN',
        actions: ['delivered'],
      });
      expect(order.paymentId).toMatch(/^sandbox_pay_/);
      expect(order.lines).toHaveLength(2);
      expect(order.paidAt).not.toBeNull();

      const shipped = (await get('/api/admin/orders?status=shipped')).json();
      expect(shipped.items.map((item: AdminOrder) => item.id)).toEqual([tricky]);
      const paged = (await get('/api/admin/orders?pageSize=2&page=2')).json();
      expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(paged.items).toHaveLength(1);
      const pending = await get('/api/admin/orders?status=pending');
      expect(pending.statusCode).toBe(400);
    });

    it('exports the filtered orders as CSV: quoted, and no cell can become a formula', async () => {
      const response = await get('/api/admin/orders/export?status=shipped');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-shipped-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      const rows = parseCsv(response.body.slice(1));
      expect(rows).toHaveLength(2);
      const [header, row] = rows as [string[], string[]];
      expect(header[0]).toBe('Order ID');
      const cell = (name: string) => row[header.indexOf(name)];
      expect(cell('Order ID')).toBe(tricky);
      expect(cell('Status')).toBe('shipped');
      expect(cell('Customer')).toBe(`'=HYPERLINK("https://evil.example","Meena")`);
      expect(cell('Deliver to')).toBe('Meena, "Amma"');
      expect(cell('House and street')).toBe('12 Car Street\nKanchipuram, Tamil Nadu');
      expect([cell('Locality'), cell('City or district'), cell('State'), cell('Pincode')]).toEqual(['Little Kanchipuram', 'Kanchipuram', 'Tamil Nadu', '631501']);
      expect(cell('Phone')).toBe("'+91 9876543210");
      // Lines in any order; the cell starts with a formula character either way, so it gets the apostrophe.
      expect(cell('Items')?.startsWith("'")).toBe(true);
      expect(cell('Items')?.slice(1).split('\n').sort()).toEqual(['=cmd|"/c calc"!A1 x 1', '@SUM(1+1) x 2']);
      expect(cell('Quantity')).toBe('3');
      expect(cell('Subtotal (INR)')).toBe('11001.00');
      expect(cell('Donation (INR)')).toBe('50.00');
      expect(cell('Total (INR)')).toBe('11201.00');
      expect(cell('Tracking note')).toBe('India Post EM123456789IN');
      expect(cell('Date (IST)')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      // Every cell of every row starts with something other than a formula character.
      for (const value of row) expect(value).not.toMatch(/^[=+\-@\t\r]/);

      const all = parseCsv((await get('/api/admin/orders/export')).body.slice(1));
      expect(all).toHaveLength(4);
    });

    it('escapes each kind of cell', () => {
      expect(csvCell('plain')).toBe('plain');
      expect(csvCell('a,b')).toBe('"a,b"');
      expect(csvCell('say "hi"')).toBe('"say ""hi"""');
      expect(csvCell('two\nlines')).toBe('"two\nlines"');
      expect(csvCell('=1+1')).toBe("'=1+1");
      expect(csvCell('+1')).toBe("'+1");
      expect(csvCell('-1')).toBe("'-1");
      expect(csvCell('@A1')).toBe("'@A1");
      expect(csvCell('\tx')).toBe("'\tx");
      expect(csvCell('\rx')).toBe(`"'\rx"`);
      expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
      expect(csvCell(12)).toBe('12');
      expect(csvCell(null)).toBe('');
    });

    it('lists users with their joined date and number of paid orders', async () => {
      const list = (await get(`/api/admin/users?search=${encodeURIComponent(shopper.user.email)}`)).json();
      expect(list.total).toBe(1);
      expect(list.items[0]).toMatchObject({ uid: shopper.user.uid, name: shopper.user.name, email: shopper.user.email, paidOrders: 2 });
      expect(Date.parse(list.items[0].joinedAt)).toBeGreaterThan(Date.now() - DAY);
      const other = (await get(`/api/admin/users?search=${encodeURIComponent(quiet.user.email)}`)).json();
      expect(other.items[0].paidOrders).toBe(0);
      const everyone = (await get('/api/admin/users')).json();
      expect(everyone.total).toBeGreaterThanOrEqual(3);
      expect(everyone.items[0]).not.toHaveProperty('password');
    });

    it('lists donations with order, date and donor, and the total raised (refunded and unpaid orders left out)', async () => {
      const funds = (await get('/api/admin/funds')).json();
      expect(funds.totalRaisedPaise).toBe(15_000);
      expect(funds.total).toBe(2);
      expect(funds.items[0]).toMatchObject({ donorName: shopper.user.name, donorEmail: shopper.user.email, donationPaise: 10_000, status: 'paid' });
      expect(funds.items[1]).toMatchObject({ orderId: tricky, donationPaise: 5_000 });
    });

    it("names each donation's order KH-n, as the shop names orders, and the orders search finds it by that name", async () => {
      const { items } = (await get('/api/admin/funds')).json() as { items: { orderId: string; orderNumber: string | null }[] };
      expect(items).toHaveLength(2);
      for (const { orderId, orderNumber } of items) {
        const [row] = await shop.database.db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
        expect(orderNumber).toBe(`KH-${row?.number}`);
        const found = (await get(`/api/admin/orders?search=${encodeURIComponent(orderNumber ?? '')}`)).json() as { items: AdminOrder[] };
        expect(found.items.map((order) => order.id)).toEqual([orderId]);
      }
    });

    it('leaves the number empty for a donation whose order has none, so the tab falls back to its id', async () => {
      const [row] = await shop.database.db.select({ number: orders.number }).from(orders).where(eq(orders.id, tricky));
      await shop.database.db.update(orders).set({ number: null }).where(eq(orders.id, tricky));
      try {
        const { items } = (await get('/api/admin/funds')).json() as { items: { orderId: string; orderNumber: string | null }[] };
        expect(items.find((item) => item.orderId === tricky)).toMatchObject({ orderNumber: null });
      } finally {
        await shop.database.db.update(orders).set({ number: row?.number ?? null }).where(eq(orders.id, tricky));
      }
    });

    it('gives orders and revenue per day for the last 30 days, every day present', async () => {
      const { days } = (await get('/api/admin/sales')).json() as { days: { date: string; orders: number; revenuePaise: number }[] };
      expect(days).toHaveLength(30);
      const istDay = (offsetDays: number) => new Date(Date.now() - offsetDays * DAY + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
      expect(days.at(-1)?.date).toBe(istDay(0));
      expect(days[0]?.date).toBe(istDay(29));
      const total = days.reduce((sum, day) => sum + day.orders, 0);
      expect(total).toBe(2);
      expect(days.reduce((sum, day) => sum + day.revenuePaise, 0)).toBe(1_120_100 + 1_000_000 + 5_000 + 10_000);
    });

    it('deleting a product keeps past orders whole: the admin and the shopper still see what was bought', async () => {
      const product = await insertProduct(shop.database.db, { title: 'Chettinad Cotton Saree', stock: 4 });
      const order = await insertOrder(shop.database.db, {
        userId: quiet.user.uid,
        email: quiet.user.email,
        lines: [{ productId: product.id, title: 'Chettinad Cotton Saree', unitPricePaise: 149_900, quantity: 2 }],
      });
      const deleted = await shop.app.inject({ method: 'DELETE', url: `/api/admin/products/${product.id}`, headers: { cookie: admin } });
      expect(deleted.statusCode).toBe(204);
      const list = (await get('/api/admin/orders?pageSize=100')).json();
      const seen = list.items.find((item: AdminOrder) => item.id === order.id) as AdminOrder;
      expect(seen.lines).toEqual([
        expect.objectContaining({ productId: product.id, title: 'Chettinad Cotton Saree', unitPricePaise: 149_900, quantity: 2 }),
      ]);
      expect(seen.totals.subtotalPaise).toBe(299_800);
      const mine = await get('/api/orders', quiet.cookie);
      if (mine.statusCode !== 404) {
        expect(mine.json().orders.find((item: AdminOrder) => item.id === order.id)?.lines[0]).toMatchObject({ title: 'Chettinad Cotton Saree', quantity: 2 });
      }
    });
  });

  describe('order status changes', () => {
    const move = (id: string, payload: unknown, cookie = admin) =>
      shop.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/status`, headers: { cookie }, payload: payload as object });
    const stockOf = async (id: string) => (await shop.app.inject({ method: 'GET', url: `/api/products/${id}` })).json().stock as number;

    async function paidOrder(stock = 5) {
      const buyer = await signUp(shop.app, newShopper());
      const product = await insertProduct(shop.database.db, { stock, pricePaise: 250_000, discountPercent: 0 });
      const { session } = await buy(shop.app, buyer.cookie, [{ productId: product.id, quantity: 2 }]);
      return { buyer, product, orderId: session.orderId };
    }

    it('moves paid -> packed -> shipped (with a note the shopper sees) -> delivered, one step at a time', async () => {
      const { buyer, orderId } = await paidOrder();
      const skip = await move(orderId, { status: 'delivered' });
      expect(skip.statusCode).toBe(409);
      expect(skip.json().error.message).toBe('An order that is paid cannot be marked delivered.');
      const early = await move(orderId, { status: 'packed', trackingNote: 'too soon' });
      expect(early.statusCode).toBe(400);

      const packed = await move(orderId, { status: 'packed' });
      expect(packed.statusCode, packed.body).toBe(200);
      expect(packed.json()).toMatchObject({ status: 'packed', actions: ['shipped', 'cancelled'] });
      const shipped = await move(orderId, { status: 'shipped', trackingNote: '  India Post EM123456789IN  ' });
      expect(shipped.json()).toMatchObject({ status: 'shipped', trackingNote: 'India Post EM123456789IN', actions: ['delivered'] });

      const mine = (await get('/api/orders', buyer.cookie)).json().orders as { id: string; status: string; trackingNote: string | null }[];
      expect(mine.find((order) => order.id === orderId)).toMatchObject({ status: 'shipped', trackingNote: 'India Post EM123456789IN' });

      const delivered = await move(orderId, { status: 'delivered' });
      expect(delivered.json()).toMatchObject({ status: 'delivered', actions: [] });
    });

    it('never moves a delivered order back: not to paid, packed or shipped, and it cannot be cancelled', async () => {
      const { orderId } = await paidOrder();
      for (const status of ['packed', 'shipped', 'delivered'] as const) expect((await move(orderId, { status })).statusCode).toBe(200);
      const back = await move(orderId, { status: 'paid' });
      expect(back.statusCode).toBe(400);
      expect(back.json().error.fields).toHaveProperty('status');
      for (const status of ['packed', 'shipped', 'delivered', 'cancelled'] as const) {
        const response = await move(orderId, { status });
        expect(response.statusCode, status).toBe(409);
      }
      const [order] = (await get('/api/admin/orders?status=delivered&pageSize=100')).json().items.filter((item: AdminOrder) => item.id === orderId);
      expect(order.status).toBe('delivered');
    });

    it('a checkout that lapsed unpaid (expired) is not offered for cancelling, and a cancel is refused', async () => {
      const { orderId } = await paidOrder();
      await shop.database.db.update(orders).set({ status: 'expired' }).where(eq(orders.id, orderId));
      const [listed] = (await get('/api/admin/orders?status=expired&pageSize=100')).json().items.filter((item: AdminOrder) => item.id === orderId);
      expect(listed.actions).toEqual([]);
      expect((await move(orderId, { status: 'cancelled' })).statusCode).toBe(409);
    });

    it("an order imported from the earlier shop is not offered for cancelling, and a cancel is refused: no refund to a provider that never saw it, no stock back", async () => {
      const { buyer, product, orderId } = await paidOrder(5);
      await shop.database.db.update(orders).set({ paymentProvider: ORIGINAL_SHOP_PROVIDER }).where(eq(orders.id, orderId));
      const [listed] = (await get('/api/admin/orders?status=paid&pageSize=100')).json().items.filter((item: AdminOrder) => item.id === orderId);
      expect(listed.actions).toEqual(['packed']);
      const refused = await move(orderId, { status: 'cancelled' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toMatch(/^This order was paid in the earlier shop/);
      expect((await move(orderId, { status: 'cancelled' }, `${admin}; ${LANGUAGE_COOKIE}=ta`)).json().error.message).toMatch(/^இந்த ஆர்டருக்கு முந்தைய கடையில் பணம் செலுத்தப்பட்டு/);
      const [row] = await shop.database.db.select({ status: orders.status, refundRequestedAt: orders.refundRequestedAt }).from(orders).where(eq(orders.id, orderId));
      expect(row).toEqual({ status: 'paid', refundRequestedAt: null });
      expect(await stockOf(product.id)).toBe(3);
      // Nor may its shopper cancel it, however recent it is.
      await shop.database.db.update(orders).set({ placedAt: new Date() }).where(eq(orders.id, orderId));
      const theirs = (await get('/api/orders', buyer.cookie)).json().orders.find((item: AdminOrder) => item.id === orderId);
      expect(theirs.cancellable).toBe(false);
      const byShopper = await shop.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: { cookie: buyer.cookie } });
      expect(byShopper.statusCode).toBe(409);
      expect(byShopper.json().error.message).toMatch(/paid in our earlier shop/);
      expect(await stockOf(product.id)).toBe(3);
      // Its other steps are the admin's as ever.
      expect((await move(orderId, { status: 'packed' })).json<AdminOrder>().status).toBe('packed');
    });

    it('cancel returns the stock and refunds through the provider, once, even when asked twice at the same time', async () => {
      const { product, orderId } = await paidOrder(5);
      expect(await stockOf(product.id)).toBe(3);
      const [first, second] = await Promise.all([move(orderId, { status: 'cancelled' }), move(orderId, { status: 'cancelled' })]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const cancelled = (first.statusCode === 200 ? first : second).json<AdminOrder>();
      expect(cancelled.status).toBe('refunded');
      expect(cancelled.refundId).toMatch(/^rfnd_sbx_/);
      expect(await stockOf(product.id)).toBe(5);

      const again = await move(orderId, { status: 'cancelled' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('An order that is refunded cannot be marked cancelled.');
      expect(await stockOf(product.id)).toBe(5);
      const [order] = (await get('/api/admin/orders?status=refunded&pageSize=100')).json().items.filter((item: AdminOrder) => item.id === orderId);
      expect(order.refundId).toBe(cancelled.refundId);
      expect((await move(orderId, { status: 'packed' })).statusCode).toBe(409);
    });

    it('refuses a move in Tamil on the Tamil dashboard (language cookie), naming the statuses as the dashboard does, and in the same English without it', async () => {
      const { orderId } = await paidOrder();
      const inTamil = `${admin}; ${LANGUAGE_COOKIE}=ta`;

      const skip = await move(orderId, { status: 'delivered' }, inTamil);
      expect(skip.statusCode).toBe(409);
      expect(skip.json().error).toEqual({ code: 'conflict', message: '"பணம் செலுத்தப்பட்டது" நிலையில் உள்ள ஆர்டரை "டெலிவரி செய்யப்பட்டது" எனக் குறிக்க முடியாது.' });
      expect((await move(orderId, { status: 'delivered' })).json().error).toEqual({ code: 'conflict', message: 'An order that is paid cannot be marked delivered.' });

      const early = await move(orderId, { status: 'packed', trackingNote: 'too soon' }, inTamil);
      expect(early.statusCode).toBe(400);
      const noteOnlyWhenShipping = 'ஆர்டரை "அனுப்பப்பட்டது" எனக் குறிக்கும்போது மட்டுமே கண்காணிப்புக் குறிப்பு சேர்க்கப்படும்.';
      expect(early.json().error).toEqual({ code: 'validation_error', message: noteOnlyWhenShipping, fields: { trackingNote: noteOnlyWhenShipping } });

      for (const status of ['packed', 'shipped'] as const) expect((await move(orderId, { status })).statusCode).toBe(200);
      const prepaidReturned = await move(orderId, { status: 'returned' }, inTamil);
      expect(prepaidReturned.statusCode).toBe(409);
      expect(prepaidReturned.json().error.message).toBe(
        'டெலிவரியில் பணம் ஆர்டர் மட்டுமே அனுப்புநருக்குத் திரும்பும்; முன்பணம் செலுத்திய ஆர்டர் ரத்து செய்யப்பட்டு, பணம் திருப்பி அளிக்கப்படும்.',
      );
      expect((await move(orderId, { status: 'returned' })).json().error.message).toBe(
        'Only a cash-on-delivery order is returned to sender; a prepaid order is cancelled and refunded.',
      );

      const unknown = await move('00000000-0000-4000-8000-000000000000', { status: 'packed' }, inTamil);
      expect(unknown.json().error.message).toBe('இந்த ஆர்டர் எங்களுக்குக் கிடைக்கவில்லை.');
    });

    it('a shipped order can no longer be cancelled; an unknown order is 404; a shopper cannot move their own order', async () => {
      const { buyer, orderId } = await paidOrder();
      expect((await move(orderId, { status: 'packed' }, buyer.cookie)).statusCode).toBe(403);
      await move(orderId, { status: 'packed' });
      await move(orderId, { status: 'shipped' });
      expect((await move(orderId, { status: 'cancelled' })).statusCode).toBe(409);
      expect((await move('00000000-0000-4000-8000-000000000000', { status: 'packed' })).statusCode).toBe(404);
      expect((await move('not-an-order', { status: 'packed' })).statusCode).toBe(404);
      expect((await move(orderId, { status: 'lost' })).statusCode).toBe(400);
    });
  });

  describe('searching the orders', () => {
    // Two shoppers of their own, so the other blocks' orders never match by chance.
    let lakshmi: { cookie: string; user: { uid: string; name: string; email: string } };
    let ravi: { cookie: string; user: { uid: string; name: string; email: string } };
    let forHerMother: AdminOrder['id'];
    let forHerself: AdminOrder['id'];
    let ravisOrder: AdminOrder['id'];
    let number: number;

    const search = async (text: string, extra = '') => {
      const response = await get(`/api/admin/orders?search=${encodeURIComponent(text)}${extra}`);
      expect(response.statusCode, text).toBe(200);
      const list = response.json() as { total: number; items: AdminOrder[] };
      expect(list.items).toHaveLength(list.total);
      return list.items.map((order) => order.id).sort();
    };
    const ids = (...orderIds: string[]) => [...orderIds].sort();

    beforeAll(async () => {
      lakshmi = await signUp(shop.app, newShopper({ name: 'Lakshmi Narayanan', email: `lakshmi.n.${Date.now()}@kaithari-search.example` }));
      ravi = await signUp(shop.app, newShopper({ name: 'Ravi Subramaniam', email: `ravi.s.${Date.now()}@kaithari-search.example` }));
      const product = await insertProduct(shop.database.db, { title: 'Chettinad Cotton Saree', stock: 10 });
      const lines = [{ productId: product.id, title: 'Chettinad Cotton Saree', unitPricePaise: 150_000, quantity: 1 }];
      const placed = await insertOrder(shop.database.db, {
        userId: lakshmi.user.uid,
        email: lakshmi.user.email,
        status: 'delivered',
        address: { name: 'Kamala Venkatesan', phoneNumber: '+91 70101 23456', pincode: '641001' },
        lines,
      });
      forHerMother = placed.id;
      number = (await shop.database.db.select({ number: orders.number }).from(orders).where(eq(orders.id, forHerMother)))[0]?.number ?? 0;
      forHerself = (await insertOrder(shop.database.db, { userId: lakshmi.user.uid, email: lakshmi.user.email, status: 'paid', address: { name: 'Lakshmi Narayanan', phoneNumber: '9445012345', pincode: '641002' }, lines })).id;
      ravisOrder = (await insertOrder(shop.database.db, { userId: ravi.user.uid, email: ravi.user.email, status: 'paid', address: { name: 'Ravi S', phoneNumber: '8012345678', pincode: '600017' }, lines })).id;
      // A checkout never paid is not an order, whatever it matches.
      await insertOrder(shop.database.db, { userId: ravi.user.uid, email: ravi.user.email, status: 'pending', paidAt: null, paymentId: null, address: { name: 'Ravi S', pincode: '600017' }, lines });
    });

    it('finds an order by its number, as the shopper reads it out (KH-10234, kh-10234 or 10234)', async () => {
      expect(number).toBeGreaterThan(10_000);
      expect(await search(`KH-${number}`)).toEqual([forHerMother]);
      expect(await search(`  kh-${number} `)).toEqual([forHerMother]);
      expect(await search(String(number))).toEqual([forHerMother]);
      expect(await search(`KH ${number}`)).toEqual([forHerMother]);
      expect(await search(`kh${number}`)).toEqual([forHerMother]);
    });

    it('finds an order by its id, as the Funds tab and the order card show it', async () => {
      expect(await search(forHerMother)).toEqual([forHerMother]);
      expect(await search(forHerMother.toUpperCase())).toEqual([forHerMother]);
    });

    it("finds orders by the account's name or email, or the recipient's name, anywhere in it and whatever the case", async () => {
      expect(await search('lakshmi')).toEqual(ids(forHerMother, forHerself));
      expect(await search('NARAYANAN')).toEqual(ids(forHerMother, forHerself));
      expect(await search('kamala venk')).toEqual([forHerMother]);
      expect(await search(ravi.user.email)).toEqual([ravisOrder]);
      expect(await search('@kaithari-search.example')).toEqual(ids(forHerMother, forHerself, ravisOrder));
    });

    it('finds an order by the phone however it is written, or by the pincode', async () => {
      expect(await search('7010123456')).toEqual([forHerMother]);
      expect(await search('+91 70101 23456')).toEqual([forHerMother]);
      expect(await search('070101-23456')).toEqual([forHerMother]);
      expect(await search('94450')).toEqual([forHerself]);
      expect(await search('641001')).toEqual([forHerMother]);
      expect(await search('6410')).toEqual(ids(forHerMother, forHerself));
    });

    it('narrows a search by status; pages it; takes % and _ as plain characters; an unknown text finds nothing', async () => {
      expect(await search('lakshmi', '&status=delivered')).toEqual([forHerMother]);
      expect(await search('lakshmi', '&status=shipped')).toEqual([]);
      const paged = (await get(`/api/admin/orders?search=lakshmi&pageSize=1&page=2`)).json();
      expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(paged.items).toHaveLength(1);
      expect(await search('%')).toEqual([]);
      expect(await search('_')).toEqual([]);
      expect(await search('Nobody Of That Name')).toEqual([]);
      // Spaces alone are no search: every placed order.
      const everything = (await get('/api/admin/orders?search=%20%20')).json();
      expect(everything.total).toBe((await get('/api/admin/orders')).json().total);
    });

    it('refuses a search longer than 100 characters with a clear message', async () => {
      const response = await get(`/api/admin/orders?search=${'a'.repeat(101)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ search: 'Search text can be at most 100 characters.' });
    });

    it('exports just the orders the search finds', async () => {
      const response = await get('/api/admin/orders/export?search=lakshmi&status=paid');
      expect(response.statusCode).toBe(200);
      const [header, ...rows] = parseCsv(response.body.slice(1)) as [string[], ...string[][]];
      expect(rows.map((row) => row[header.indexOf('Order ID')])).toEqual([forHerself]);
      const all = parseCsv((await get('/api/admin/orders/export?search=kaithari-search')).body.slice(1));
      expect(all).toHaveLength(4);
    });
  });
});
