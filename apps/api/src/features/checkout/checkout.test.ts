import { CheckoutSessionSchema, checkoutMessages, LANGUAGE_HEADER, MAX_CART_LINES, taCheckoutMessages, type CheckoutSession } from '@handloom/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, products } from '../../db/schema.ts';
import { insertProduct } from '../../testing/factories.ts';
import { newShopper, signUp } from '../../testing/http.ts';
import { buy, checkout, checkoutBody, deliveryAddress, post, SANDBOX_CARD, sandboxPay, verify } from '../../testing/checkout-driver.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { receiptLabel } from './checkout.service.ts';

describe('cart quote and checkout', () => {
  let shop: TestApp;
  let cookie: string;
  beforeAll(async () => {
    shop = await createTestApp({ SHOP_NAME: 'Kaithari Handlooms', AUTH_RATE_LIMIT_PER_ADDRESS: '100000' });
    ({ cookie } = await signUp(shop.app, newShopper()));
  });
  afterAll(() => shop.close());

  const db = () => shop.database.db;
  const stockOf = async (id: string) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
  const orderCount = async () => Number((await db().execute<{ n: string }>(sql`select count(*) as n from orders`)).rows[0]?.n);
  const lineCount = async () => Number((await db().execute<{ n: string }>(sql`select count(*) as n from order_lines`)).rows[0]?.n);

  describe('POST /api/cart/quote', () => {
    it("answers today's prices and stock without a login, and flags unknown and deleted products", async () => {
      const saree = await insertProduct(db(), { title: 'Kanchi Silk Saree', pricePaise: 1_200_000, discountPercent: 10, stock: 3 });
      const gone = await insertProduct(db(), { title: 'Old Dhoti', deletedAt: new Date() });
      const unknown = '00000000-0000-4000-8000-000000000000';
      const response = await post(shop.app, '/api/cart/quote', null, {
        items: [
          { productId: saree.id, quantity: 2 },
          { productId: gone.id, quantity: 1 },
          { productId: unknown, quantity: 1 },
        ],
        donation: 50,
      });
      expect(response.statusCode).toBe(200);
      const quote = response.json();
      expect(quote.lines[0]).toEqual({
        productId: saree.id,
        available: true,
        title: 'Kanchi Silk Saree',
        titleTa: null,
        imageUrl: saree.images[0],
        pricePaise: 1_200_000,
        discountPercent: 10,
        unitPricePaise: 1_080_000,
        stock: 3,
        quantity: 2,
      });
      expect(quote.lines[1]).toMatchObject({ productId: gone.id, available: false, title: 'Old Dhoti', stock: 0 });
      expect(quote.lines[2]).toMatchObject({ productId: unknown, available: false, title: '' });
      // Only the lines still sold count: 2 x 10,800 + 2 x 50 shipping + 50 donation.
      expect(quote.totals).toEqual({ subtotalPaise: 2_160_000, shippingPaise: 10_000, donationPaise: 5_000, codFeePaise: 0, totalPaise: 2_175_000 });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it("counts the units the shopper's own unpaid checkout holds, so their cart is not cut while they pay; others see what is left", async () => {
      const saree = await insertProduct(db(), { stock: 2 });
      const items = [{ productId: saree.id, quantity: 2 }];
      await checkout(shop.app, cookie, items);
      expect(await stockOf(saree.id)).toBe(0);
      const own = (await post(shop.app, '/api/cart/quote', cookie, { items, donation: 0 })).json();
      expect(own.lines[0]).toMatchObject({ stock: 2, quantity: 2, available: true });
      const anyone = (await post(shop.app, '/api/cart/quote', null, { items, donation: 0 })).json();
      expect(anyone.lines[0]).toMatchObject({ stock: 0 });
    });

    it('refuses a cart of more than 50 different products in words, in the page\'s language (not zod\'s English)', async () => {
      const items = Array.from({ length: MAX_CART_LINES + 1 }, (_, index) => ({ productId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, quantity: 1 }));
      const english = await post(shop.app, '/api/cart/quote', null, { items, donation: 0 });
      expect(english.statusCode).toBe(400);
      expect(english.json().error.fields).toEqual({ items: checkoutMessages.cartFull });
      const tamil = await shop.app.inject({ method: 'POST', url: '/api/cart/quote', headers: { [LANGUAGE_HEADER]: 'ta' }, payload: { items, donation: 0 } });
      expect(tamil.json().error.fields).toEqual({ items: taCheckoutMessages.cartFull });
      expect((await post(shop.app, '/api/cart/quote', null, { items: items.slice(1), donation: 0 })).statusCode).toBe(200);
    });

    it('refuses malformed carts with field errors', async () => {
      const response = await post(shop.app, '/api/cart/quote', null, { items: [{ productId: 'x', quantity: 0 }] });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toMatchObject({ 'items.0.productId': 'Unknown product', 'items.0.quantity': 'Quantity must be at least 1' });
    });
  });

  describe('POST /api/checkout', () => {
    it('needs a login', async () => {
      const product = await insertProduct(db());
      const response = await post(shop.app, '/api/checkout', null, checkoutBody([{ productId: product.id, quantity: 1 }]));
      expect(response.statusCode).toBe(401);
      expect(await stockOf(product.id)).toBe(5);
    });

    it('prices from the database, reserves the stock and snapshots the lines', async () => {
      const product = await insertProduct(db(), { title: 'Chettinad Cotton Saree', category: 'cotton_sarees', pricePaise: 250_000, discountPercent: 20, stock: 4 });
      const before = Date.now();
      const response = await post(shop.app, '/api/checkout', cookie, checkoutBody([{ productId: product.id, quantity: 3 }], { donation: 12.5 }));
      expect(response.statusCode).toBe(201);
      const session = CheckoutSessionSchema.parse(response.json());
      // 3 x 2,000 + 3 x 50 shipping + 12.50 donation
      expect(session.totals).toEqual({ subtotalPaise: 600_000, shippingPaise: 15_000, donationPaise: 1_250, codFeePaise: 0, totalPaise: 616_250 });
      expect(session).toMatchObject({ provider: 'sandbox', amountPaise: 616_250, currency: 'INR', shopName: 'Kaithari Handlooms' });
      expect(session.providerOrderId).toMatch(/^order_sbx_\w{14}$/);
      expect(session.prefill).toEqual({ name: deliveryAddress.name, email: expect.stringContaining('@example.com'), contact: deliveryAddress.phoneNumber });
      expect(session.receipt).toBe('Meena Sundaram - Kaithari Handlooms');
      const reservedFor = Date.parse(session.reservedUntil) - before;
      expect(reservedFor).toBeGreaterThan(14 * 60_000);
      expect(reservedFor).toBeLessThan(16 * 60_000);

      expect(await stockOf(product.id)).toBe(1);
      const [order] = await db().select().from(orders).where(eq(orders.id, session.orderId));
      expect(order).toMatchObject({ status: 'pending', totalPaise: 616_250, providerOrderId: session.providerOrderId, paymentId: null, addressName: 'Meena Sundaram', pincode: '631501' });
      const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, session.orderId));
      expect(lines).toEqual([
        expect.objectContaining({
          productId: product.id,
          title: 'Chettinad Cotton Saree',
          category: 'cotton_sarees',
          imageUrl: product.images[0],
          pricePaise: 250_000,
          discountPercent: 20,
          unitPricePaise: 200_000,
          quantity: 3,
        }),
      ]);
    });

    it('ignores prices and totals sent by the browser', async () => {
      const product = await insertProduct(db(), { pricePaise: 100_000, discountPercent: 0 });
      const response = await post(shop.app, '/api/checkout', cookie, {
        ...checkoutBody([{ productId: product.id, quantity: 1, price: 1, pricePaise: 1, unitPricePaise: 1 }], { donation: 0 }),
        price: 1,
        total: 1,
        totalPaise: 100,
        amountPaise: 100,
        totals: { subtotalPaise: 1, shippingPaise: 0, donationPaise: 0, totalPaise: 1 },
        shippingPaise: 0,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ amountPaise: 105_000, totals: { subtotalPaise: 100_000, shippingPaise: 5_000, totalPaise: 105_000 } });
    });

    it('charges the price of the moment: a price changed after the cart was quoted', async () => {
      const product = await insertProduct(db(), { pricePaise: 100_000, discountPercent: 0 });
      const items = [{ productId: product.id, quantity: 1 }];
      const quote = await post(shop.app, '/api/cart/quote', null, { items, donation: 0 });
      expect(quote.json().totals.subtotalPaise).toBe(100_000);
      await db().update(products).set({ pricePaise: 130_000, discountPercent: 10 }).where(eq(products.id, product.id));
      const requote = await post(shop.app, '/api/cart/quote', null, { items, donation: 0 });
      expect(requote.json().lines[0]).toMatchObject({ pricePaise: 130_000, unitPricePaise: 117_000 });
      const session = await checkout(shop.app, cookie, items, { donation: 0 });
      expect(session.totals.subtotalPaise).toBe(117_000);
      expect(session.amountPaise).toBe(122_000);
    });

    it('merges the same product listed twice into one line', async () => {
      const product = await insertProduct(db(), { stock: 3 });
      const session = await checkout(shop.app, cookie, [
        { productId: product.id, quantity: 1 },
        { productId: product.id, quantity: 2 },
      ]);
      const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, session.orderId));
      expect(lines.map((line) => line.quantity)).toEqual([3]);
      expect(await stockOf(product.id)).toBe(0);
    });

    describe('refuses every bad input with a field error and writes nothing', () => {
      let productId: string;
      beforeAll(async () => {
        productId = (await insertProduct(db(), { stock: 5 })).id;
      });

      const cases: [string, (id: string) => unknown, string, RegExp][] = [
        ['negative quantity', (id) => checkoutBody([{ productId: id, quantity: -1 }]), 'items.0.quantity', /at least 1/],
        ['zero quantity', (id) => checkoutBody([{ productId: id, quantity: 0 }]), 'items.0.quantity', /at least 1/],
        ['fractional quantity', (id) => checkoutBody([{ productId: id, quantity: 1.5 }]), 'items.0.quantity', /whole number/],
        ['huge quantity', (id) => checkoutBody([{ productId: id, quantity: 1e12 }]), 'items.0.quantity', /at most 1000/],
        ['non-numeric quantity', (id) => checkoutBody([{ productId: id, quantity: 'two' }]), 'items.0.quantity', /.+/],
        ['quantity as text', (id) => checkoutBody([{ productId: id, quantity: '2' }]), 'items.0.quantity', /.+/],
        ['missing quantity', (id) => checkoutBody([{ productId: id }]), 'items.0.quantity', /.+/],
        ['negative donation', (id) => checkoutBody([{ productId: id, quantity: 1 }], { donation: -5 }), 'donation', /cannot be negative/],
        ['donation with three decimals', (id) => checkoutBody([{ productId: id, quantity: 1 }], { donation: 10.005 }), 'donation', /two decimals/],
        ['huge donation', (id) => checkoutBody([{ productId: id, quantity: 1 }], { donation: 1e9 }), 'donation', /at most ₹1,00,000/],
        ['non-numeric donation', (id) => checkoutBody([{ productId: id, quantity: 1 }], { donation: 'fifty' }), 'donation', /amount in rupees/],
        ['malformed product id', () => checkoutBody([{ productId: '1; drop table orders', quantity: 1 }]), 'items.0.productId', /Unknown product/],
        ['unknown product', () => checkoutBody([{ productId: '6f1c2d1e-0000-4000-8000-000000000000', quantity: 1 }]), 'items.0.productId', /no longer sold/],
        ['empty cart', () => checkoutBody([]), 'items', new RegExp(checkoutMessages.cartEmpty)],
        ['empty name', (id) => checkoutBody([{ productId: id, quantity: 1 }], { address: { ...deliveryAddress, name: ' ' } }), 'address.name', /All fields are required/],
        ['short pincode', (id) => checkoutBody([{ productId: id, quantity: 1 }], { address: { ...deliveryAddress, pincode: '6315' } }), 'address.pincode', /6 digits/],
        ['landline phone', (id) => checkoutBody([{ productId: id, quantity: 1 }], { address: { ...deliveryAddress, phoneNumber: '0441234567' } }), 'address.phoneNumber', /10-digit/],
        ['empty locality', (id) => checkoutBody([{ productId: id, quantity: 1 }], { address: { ...deliveryAddress, locality: '' } }), 'address.locality', /All fields are required/],
        ['pincode not in India Post\'s directory', (id) => checkoutBody([{ productId: id, quantity: 1 }], { address: { ...deliveryAddress, pincode: '999999' } }), 'address.pincode', /cannot find pincode 999999/],
        ['state other than the pincode\'s', (id) => checkoutBody([{ productId: id, quantity: 1 }], { address: { ...deliveryAddress, state: 'Kerala' } }), 'address.state', /631501 is in Tamil Nadu/],
        ['state that is not one of India\'s', (id) => checkoutBody([{ productId: id, quantity: 1 }], { address: { ...deliveryAddress, state: 'Atlantis' } }), 'address.state', /Choose a state of India/],
      ];

      it.each(cases)('%s', async (_name, body, field, message) => {
        const [ordersBefore, linesBefore] = [await orderCount(), await lineCount()];
        const response = await post(shop.app, '/api/checkout', cookie, body(productId));
        expect(response.statusCode).toBe(400);
        const { error } = response.json();
        expect(error.fields?.[field], JSON.stringify(error)).toMatch(message);
        expect([await orderCount(), await lineCount()]).toEqual([ordersBefore, linesBefore]);
        expect(await stockOf(productId)).toBe(5);
      });

      it('refuses a deleted product, naming it', async () => {
        const deleted = await insertProduct(db(), { title: 'Retired Veshti', deletedAt: new Date() });
        const response = await post(shop.app, '/api/checkout', cookie, checkoutBody([{ productId: deleted.id, quantity: 1 }]));
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toBe('"Retired Veshti" is no longer sold: please remove it from your cart.');
      });

      it('refuses more than the stock with a 409 naming the product', async () => {
        const scarce = await insertProduct(db(), { title: 'Korvai Silk Saree', stock: 2 });
        const response = await post(shop.app, '/api/checkout', cookie, checkoutBody([{ productId: scarce.id, quantity: 3 }]));
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toMatchObject({
          message: 'Only 2 of "Korvai Silk Saree" are left in stock: please lower the quantity.',
          fields: { 'items.0.quantity': expect.any(String) },
        });
        await db().update(products).set({ stock: 0 }).where(eq(products.id, scarce.id));
        const soldOut = await post(shop.app, '/api/checkout', cookie, checkoutBody([{ productId: scarce.id, quantity: 1 }]));
        expect(soldOut.statusCode).toBe(409);
        expect(soldOut.json().error.message).toBe('"Korvai Silk Saree" is sold out: please remove it from your cart.');
        expect(await stockOf(scarce.id)).toBe(0);
      });

      it('never answers a 500 to a body of the wrong shape', async () => {
        for (const body of [null, [], 'text', { items: 'all' }, { items: [null] }, { items: [{ productId: productId, quantity: 1 }], donation: 0, address: 'here' }]) {
          const response = await shop.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
          expect(response.statusCode, JSON.stringify(body)).toBe(400);
        }
        expect(await stockOf(productId)).toBe(5);
      });
    });

    it("replaces the shopper's own earlier unpaid checkout instead of holding the stock twice", async () => {
      const { cookie: own } = await signUp(shop.app, newShopper());
      const product = await insertProduct(db(), { stock: 1 });
      const first = await checkout(shop.app, own, [{ productId: product.id, quantity: 1 }]);
      expect(await stockOf(product.id)).toBe(0);
      const second = await checkout(shop.app, own, [{ productId: product.id, quantity: 1 }]);
      expect(await stockOf(product.id)).toBe(0);
      const [firstRow] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, first.orderId));
      const [secondRow] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, second.orderId));
      expect([firstRow?.status, secondRow?.status]).toEqual(['expired', 'pending']);
    });
  });

  describe('POST /api/orders/:id/abandon (the shopper closed the payment window)', () => {
    const abandon = (orderId: string, as: string | null) => post(shop.app, `/api/orders/${orderId}/abandon`, as, {});
    const statusOf = async (id: string) => (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

    it('gives the stock back at once, to the shopper only; the window cannot pay it afterwards', async () => {
      const { cookie: own } = await signUp(shop.app, newShopper());
      const { cookie: other } = await signUp(shop.app, newShopper({ name: 'Ravi' }));
      const saree = await insertProduct(db(), { stock: 1 });
      const session = await checkout(shop.app, own, [{ productId: saree.id, quantity: 1 }]);
      expect(await stockOf(saree.id)).toBe(0);

      expect((await abandon(session.orderId, null)).statusCode).toBe(401);
      expect((await abandon(session.orderId, other)).statusCode).toBe(404);
      expect((await abandon('not-an-order', own)).statusCode).toBe(404);
      expect(await stockOf(saree.id)).toBe(0);

      const released = await abandon(session.orderId, own);
      expect(released.statusCode, released.body).toBe(200);
      expect(released.json()).toEqual({ released: true });
      expect(released.headers['cache-control']).toBe('no-store');
      expect(await stockOf(saree.id)).toBe(1);
      expect(await statusOf(session.orderId)).toBe('expired');
      // Said twice (a double click, a retry): nothing more happens.
      expect((await abandon(session.orderId, own)).json()).toEqual({ released: false });
      expect(await stockOf(saree.id)).toBe(1);

      const late = await post(shop.app, '/api/payments/sandbox/pay', own, { providerOrderId: session.providerOrderId, ...SANDBOX_CARD });
      expect(late.statusCode).toBe(409);
      // Another shopper can buy the piece now, not in 15 minutes.
      await buy(shop.app, other, [{ productId: saree.id, quantity: 1 }]);
      expect(await stockOf(saree.id)).toBe(0);
    });

    it('leaves a paid order alone', async () => {
      const { cookie: own } = await signUp(shop.app, newShopper());
      const dhoti = await insertProduct(db(), { stock: 2 });
      const { session } = await buy(shop.app, own, [{ productId: dhoti.id, quantity: 1 }]);
      expect((await abandon(session.orderId, own)).json()).toEqual({ released: false });
      expect(await statusOf(session.orderId)).toBe('paid');
      expect(await stockOf(dhoti.id)).toBe(1);
    });
  });

  it('builds the receipt label from the name and the shop name, within 40 characters', () => {
    expect(receiptLabel('Meena', 'Kaithari Handlooms')).toBe('Meena - Kaithari Handlooms');
    const long = receiptLabel('Venkatalakshmi Ramasubramanian Iyer', 'Kaithari Handlooms');
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.startsWith('Venkatalakshmi Ramasubramanian Iyer - ')).toBe(true);
    expect(receiptLabel('மீனா சுந்தரம்', 'கைத்தறி').length).toBeLessThanOrEqual(40);
  });

  describe('a flash sale', () => {
    const shoppers: { cookie: string }[] = [];
    beforeAll(async () => {
      // Signing up hashes a password (slow on purpose): done before the test, five at a time.
      for (let i = 0; i < 10; i += 1) shoppers.push(...(await Promise.all(Array.from({ length: 5 }, () => signUp(shop.app, newShopper())))));
    });

    it('50 shoppers at once for 5 units: exactly 5 reserve and pay, stock never below 0', async () => {
      const product = await insertProduct(db(), { title: 'Flash Sale Saree', stock: 5 });
      const attempts = await Promise.all(
        shoppers.map(({ cookie: shopper }) => post(shop.app, '/api/checkout', shopper, checkoutBody([{ productId: product.id, quantity: 1 }]))),
      );
      const won = attempts.flatMap((response, index) => (response.statusCode === 201 ? [{ cookie: shoppers[index]?.cookie ?? '', session: response.json<CheckoutSession>() }] : []));
      expect(won, attempts.filter((response) => ![201, 409].includes(response.statusCode)).map((response) => response.body).join('\n')).toHaveLength(5);
      expect(attempts.filter((response) => response.statusCode === 409)).toHaveLength(45);
      expect(await stockOf(product.id)).toBe(0);

      const verified = await Promise.all(
        won.map(async ({ cookie: shopper, session }) => verify(shop.app, shopper, session.orderId, await sandboxPay(shop.app, shopper, session))),
      );
      expect(verified.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const paid = await db().execute<{ n: string; units: string }>(
        sql`select count(*) as n, coalesce(sum(l.quantity), 0) as units from orders o join order_lines l on l.order_id = o.id where l.product_id = ${product.id} and o.status = 'paid'`,
      );
      expect(paid.rows[0]).toEqual({ n: '5', units: '5' });
      expect(await stockOf(product.id)).toBe(0);
    });

    it('50 parallel checkouts and payments get distinct order numbers, with no gaps among placed orders', async () => {
      const product = await insertProduct(db(), { title: 'Numbered Saree', stock: 60 });
      const sessions = await Promise.all(shoppers.map(async ({ cookie: shopper }) => ({ shopper, session: await checkout(shop.app, shopper, [{ productId: product.id, quantity: 1 }]) })));
      // Ten of them never pay: their checkouts stay pending and take no number.
      const paying = sessions.slice(10);
      const verified = await Promise.all(paying.map(async ({ shopper, session }) => verify(shop.app, shopper, session.orderId, await sandboxPay(shop.app, shopper, session))));
      expect(verified.every((response) => response.statusCode === 200)).toBe(true);
      const numbers = verified.map((response) => response.json<{ number: string }>().number);
      expect(new Set(numbers).size).toBe(40);
      expect(numbers.every((number) => /^KH-\d{5,}$/.test(number))).toBe(true);

      const placed = await db().select({ number: orders.number, status: orders.status }).from(orders).where(sql`${orders.paidAt} is not null`);
      const all = placed.map((row) => row.number ?? 0).sort((a, b) => a - b);
      expect(all[0]).toBe(10_001);
      expect(all).toEqual(all.map((_, index) => 10_001 + index));
      const pending = await db().select({ number: orders.number }).from(orders).where(eq(orders.status, 'pending'));
      expect(pending.length).toBeGreaterThanOrEqual(10);
      expect(pending.every((row) => row.number === null)).toBe(true);
    });
  });

  it('a bought product can be bought again only while stock lasts', async () => {
    const product = await insertProduct(db(), { stock: 1 });
    const { cookie: shopper } = await signUp(shop.app, newShopper());
    await buy(shop.app, shopper, [{ productId: product.id, quantity: 1 }]);
    const again = await post(shop.app, '/api/checkout', shopper, checkoutBody([{ productId: product.id, quantity: 1 }]));
    expect(again.statusCode).toBe(409);
  });
});
