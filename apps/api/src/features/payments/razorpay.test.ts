import { LANGUAGE_HEADER, type CheckoutSession } from '@handloom/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { orders, ownerAlerts, paymentEvents, products, strayPayments } from '../../db/schema.ts';
import { insertProduct } from '../../testing/factories.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { logIn, newShopper, signUp } from '../../testing/http.ts';
import { checkout, checkoutBody, post, verify } from '../../testing/checkout-driver.ts';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('Razorpay settings', () => {
  it('refuses to start in razorpay mode without each of its three values, naming the missing one', () => {
    const full = { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'hook' };
    expect(loadConfig(full).PAYMENT_PROVIDER).toBe('razorpay');
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET']) {
      const attempt = () => loadConfig({ ...full, [name]: '' });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(`${name}: is required when PAYMENT_PROVIDER=razorpay`);
    }
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow('PAYMENT_PROVIDER: must be sandbox or razorpay');
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it("refuses a live key without PUBLIC_URL, since every email would link shoppers to the shop's local address", () => {
    const live = { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'hook' };
    expect(() => loadConfig(live)).toThrow('PUBLIC_URL: is required with a live Razorpay key');
    expect(loadConfig({ ...live, PUBLIC_URL: 'https://kaithari.example' }).PUBLIC_URL).toBe('https://kaithari.example');
    // Test keys move no money: a shop tried out on a laptop needs no public address.
    expect(loadConfig({ ...live, RAZORPAY_KEY_ID: 'rzp_test_1' }).PUBLIC_URL).toBeUndefined();
  });
});

const OWNER_INBOX = 'alerts@kaithari.example';
const ADMIN_ENV = { ADMIN_EMAIL: 'owner@kaithari.example', ADMIN_PASSWORD: 'a-long-admin-password' };

describe('Razorpay, offline against a fake Razorpay API', () => {
  let razorpay: FakeRazorpay, inbox: SmtpInbox, shop: TestApp, cookie: string, email: string, admin: string;
  beforeAll(async () => {
    razorpay = await startFakeRazorpay();
    inbox = await startSmtpInbox();
    shop = await createTestApp({ ...razorpay.env, SMTP_URL: inbox.url, SHOP_NAME: 'Kaithari Handlooms', CONTACT_EMAIL: OWNER_INBOX, ...ADMIN_ENV });
    await shop.app.accounts.ensureAdminAccount();
    admin = (await logIn(shop.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD)).cookie;
    const shopper = newShopper({ name: 'Lakshmi' });
    ({ cookie } = await signUp(shop.app, shopper));
    email = shopper.email;
  });
  afterAll(async () => {
    await shop.close();
    await inbox.close();
    await razorpay.close();
  });

  const db = () => shop.database.db;
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const stockOf = async (id: string) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
  const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
    shop.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: delivery.headers, payload: delivery.body });
  // Confirmations name the order by its number, given when it was placed.
  const mailsTo = async (orderId: string) => {
    const number = (await orderRow(orderId))?.number;
    return inbox.messages.filter((message) => message.to.includes(email) && message.subject.includes(`your order KH-${number} is`));
  };

  async function freshCheckout(stock = 2, quantity = 1): Promise<{ session: CheckoutSession; productId: string }> {
    const product = await insertProduct(db(), { pricePaise: 300_000, discountPercent: 0, stock });
    return { session: await checkout(shop.app, cookie, [{ productId: product.id, quantity }]), productId: product.id };
  }

  it('creates the Razorpay order with the amount in paise, INR and the receipt label, through the SDK', async () => {
    const { session } = await freshCheckout();
    expect(session).toMatchObject({ provider: 'razorpay', keyId: razorpay.keyId, amountPaise: 310_000, currency: 'INR', receipt: 'Meena Sundaram - Kaithari Handlooms' });
    const created = razorpay.orders.find((order) => order.id === session.providerOrderId);
    expect(created).toEqual({ id: session.providerOrderId, amount: 310_000, currency: 'INR', receipt: 'Meena Sundaram - Kaithari Handlooms' });
    expect(razorpay.authenticatedAs.at(-1)).toBe(razorpay.keyId);
    expect((await orderRow(session.orderId))?.providerOrderId).toBe(session.providerOrderId);
  });

  it('keeps the receipt within 40 characters for a long name', async () => {
    const product = await insertProduct(db(), { stock: 1 });
    const longName = { name: 'Venkatalakshmi Ramasubramanian Iyer', address: '1 Main Road', locality: 'Sowcarpet', city: 'Chennai', state: 'Tamil Nadu', pincode: '600001', phoneNumber: '+91 9876543210' };
    const response = await post(shop.app, '/api/checkout', cookie, checkoutBody([{ productId: product.id, quantity: 1 }], { address: longName }));
    expect(response.statusCode).toBe(201);
    const receipt = razorpay.orders.at(-1)?.receipt ?? '';
    expect(receipt.length).toBeLessThanOrEqual(40);
    expect(receipt).toBe(response.json().receipt);
  });

  it('releases the reservation and writes nothing when Razorpay cannot create the order', async () => {
    const product = await insertProduct(db(), { stock: 2 });
    const before = Number((await db().execute<{ n: string }>(sql`select count(*) as n from orders`)).rows[0]?.n);
    for (const hangUp of [false, true]) {
      razorpay.failNext(1, { hangUp });
      const response = await post(shop.app, '/api/checkout', cookie, checkoutBody([{ productId: product.id, quantity: 2 }]));
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toMatch(/could not reach the payment service/);
      expect(response.body).not.toMatch(/razorpay|SERVER_ERROR|stack/i);
      expect(await stockOf(product.id)).toBe(2);
    }
    expect(Number((await db().execute<{ n: string }>(sql`select count(*) as n from orders`)).rows[0]?.n)).toBe(before);
  });

  it('verifies the Checkout signature with the order id stored on the server', async () => {
    const { session, productId } = await freshCheckout();
    const payment = razorpay.pay(session.providerOrderId);
    const forged = await verify(shop.app, cookie, session.orderId, { ...payment, signature: '0'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    const response = await verify(shop.app, cookie, session.orderId, payment);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'paid', paymentId: payment.paymentId });
    expect(await stockOf(productId)).toBe(1);
    expect((await inbox.next(email)).text).toContain('Total paid:  ₹3,100.00');
  });

  it('stores the method actually used, from the payment entity Razorpay answers (never from the browser)', async () => {
    for (const [method, reference] of [
      ['upi', 'meena@okaxis'],
      ['netbanking', 'HDFC'],
      ['wallet', 'paytm'],
      ['card', 'Visa •••• 1111'],
    ] as const) {
      const { session } = await freshCheckout();
      const payment = razorpay.pay(session.providerOrderId, method);
      const response = await verify(shop.app, cookie, session.orderId, payment);
      expect(response.json()).toMatchObject({ status: 'paid', paymentMethod: method, paymentReference: reference });
      await inbox.next(email);
    }
  });

  it('a webhook settles an order with the fetched method too; if Razorpay cannot be asked, the order is still paid', async () => {
    const { session } = await freshCheckout();
    const payment = razorpay.pay(session.providerOrderId, 'upi');
    await deliver(razorpay.webhook('payment.captured', { orderId: session.providerOrderId, paymentId: payment.paymentId, amount: 310_000 }));
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'paid', paymentMethod: 'upi', paymentReference: 'meena@okaxis' });
    await inbox.next(email);

    const other = await freshCheckout();
    const second = razorpay.pay(other.session.providerOrderId, 'netbanking');
    razorpay.failNext(1);
    expect((await verify(shop.app, cookie, other.session.orderId, second)).statusCode).toBe(200);
    expect(await orderRow(other.session.orderId)).toMatchObject({ status: 'paid', paymentMethod: null });
    await inbox.next(email);
  });

  it('has no sandbox card window in razorpay mode', async () => {
    const { session } = await freshCheckout();
    const response = await post(shop.app, '/api/payments/sandbox/pay', cookie, { providerOrderId: session.providerOrderId, cardNumber: '4111111111111111', expiry: '12/39', cvv: '123' });
    expect(response.statusCode).toBe(404);
  });

  describe('webhook', () => {
    it('marks the order paid when the browser never came back, and ignores the repeated event', async () => {
      const { session, productId } = await freshCheckout();
      const payment = razorpay.pay(session.providerOrderId);
      const delivery = razorpay.webhook('payment.captured', { orderId: session.providerOrderId, paymentId: payment.paymentId, amount: session.amountPaise }, 'evt_captured_1');
      const first = await deliver(delivery);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ status: 'processed' });
      expect(await orderRow(session.orderId)).toMatchObject({ status: 'paid', paymentId: payment.paymentId });
      expect(await stockOf(productId)).toBe(1);

      const repeat = await deliver(delivery);
      expect(repeat.json()).toEqual({ status: 'duplicate' });
      const [event] = await db().select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_captured_1'));
      expect(event?.provider).toBe('razorpay');

      // The browser coming back afterwards gets the same order, and the shopper one email.
      const late = await verify(shop.app, cookie, session.orderId, payment);
      expect(late.statusCode).toBe(200);
      expect(late.json().status).toBe('paid');
      await inbox.next(email);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await mailsTo(session.orderId)).toHaveLength(1);
    });

    it('a repeat delivered while the first is still being handled is handled too, not dismissed as a duplicate: the event counts as handled only once it is', async () => {
      const { session } = await freshCheckout();
      const payment = razorpay.pay(session.providerOrderId);
      const delivery = razorpay.webhook('payment.captured', { orderId: session.providerOrderId, paymentId: payment.paymentId, amount: session.amountPaise }, 'evt_slow_1');
      // The first delivery waits on Razorpay for the payment's details: the shop could stop right here.
      const slow = razorpay.delayNext(1_500);
      const first = deliver(delivery);
      await slow.received;
      const repeat = await deliver(delivery);
      expect(repeat.json()).toEqual({ status: 'processed' });
      expect(await orderRow(session.orderId)).toMatchObject({ status: 'paid', paymentId: payment.paymentId });
      expect((await first).json()).toEqual({ status: 'processed' });
      // Handled now: a later repeat is the duplicate, and the shopper had one confirmation.
      expect((await deliver(delivery)).json()).toEqual({ status: 'duplicate' });
      await inbox.next(email);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await mailsTo(session.orderId)).toHaveLength(1);
    });

    it('settles once when the browser and order.paid arrive together, many times', async () => {
      const { session, productId } = await freshCheckout();
      const payment = razorpay.pay(session.providerOrderId);
      const entities = { orderId: session.providerOrderId, paymentId: payment.paymentId, amount: session.amountPaise };
      const responses = await Promise.all([
        ...Array.from({ length: 4 }, (_, i) => deliver(razorpay.webhook('order.paid', entities, `evt_paid_${i}`))),
        ...Array.from({ length: 4 }, () => verify(shop.app, cookie, session.orderId, payment)),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
      expect(await orderRow(session.orderId)).toMatchObject({ status: 'paid', paymentId: payment.paymentId });
      expect(await stockOf(productId)).toBe(1);
      await inbox.next(email);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await mailsTo(session.orderId)).toHaveLength(1);
    });

    it('refuses a forged, altered or unsigned webhook and changes nothing', async () => {
      const { session } = await freshCheckout();
      const payment = razorpay.pay(session.providerOrderId);
      const genuine = razorpay.webhook('payment.captured', { orderId: session.providerOrderId, paymentId: payment.paymentId, amount: session.amountPaise });
      const altered = { ...genuine, body: genuine.body.replace(`"amount":${session.amountPaise}`, '"amount":100') };
      const unsigned = { ...genuine, headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_unsigned' } };
      const wrongKey = { ...genuine, headers: { ...genuine.headers, 'x-razorpay-signature': 'ab'.repeat(32) } };
      for (const delivery of [altered, unsigned, wrongKey]) {
        const response = await deliver(delivery);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toBe('The webhook signature does not match.');
      }
      expect(await orderRow(session.orderId)).toMatchObject({ status: 'pending', paymentId: null });
      const recorded = await db().select().from(paymentEvents).where(eq(paymentEvents.id, genuine.headers['x-razorpay-event-id'] ?? ''));
      expect(recorded).toEqual([]);
    });

    it('accepts the webhook without a browser Origin check (it comes from Razorpay, not a page)', async () => {
      const { session } = await freshCheckout();
      const payment = razorpay.pay(session.providerOrderId);
      const delivery = razorpay.webhook('payment.captured', { orderId: session.providerOrderId, paymentId: payment.paymentId, amount: session.amountPaise });
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { ...delivery.headers, origin: 'https://api.razorpay.com', 'sec-fetch-site': 'cross-site' },
        payload: delivery.body,
      });
      expect(response.statusCode).toBe(200);
      // Every other unsafe API request from another site is still refused.
      const crossSite = await shop.app.inject({ method: 'POST', url: '/api/payments/verify', headers: { cookie, origin: 'https://evil.example' }, payload: {} });
      expect(crossSite.statusCode).toBe(403);
    });

    it('does not mark paid for an amount other than the order total', async () => {
      const { session } = await freshCheckout();
      const payment = razorpay.pay(session.providerOrderId);
      const response = await deliver(razorpay.webhook('payment.captured', { orderId: session.providerOrderId, paymentId: payment.paymentId, amount: 100 }));
      expect(response.json()).toEqual({ status: 'ignored' });
      expect((await orderRow(session.orderId))?.status).toBe('pending');
    });

    it('releases the reservation when Razorpay reports the payment failed', async () => {
      const { session, productId } = await freshCheckout(1);
      expect(await stockOf(productId)).toBe(0);
      const response = await deliver(razorpay.webhook('payment.failed', { orderId: session.providerOrderId, paymentId: 'pay_failed0001', amount: session.amountPaise }));
      expect(response.json()).toEqual({ status: 'processed' });
      expect((await orderRow(session.orderId))?.status).toBe('expired');
      expect(await stockOf(productId)).toBe(1);
    });

    it('ignores events about orders it does not know, and event types it does not handle', async () => {
      const unknown = await deliver(razorpay.webhook('payment.captured', { orderId: 'order_unknown000', paymentId: 'pay_x', amount: 100 }));
      expect(unknown.json()).toEqual({ status: 'ignored' });
      const other = await deliver(razorpay.webhook('refund.processed', { orderId: 'order_unknown000', paymentId: 'pay_x', amount: 100 }));
      expect(other.json()).toEqual({ status: 'ignored' });
    });
  });

  it('refunds a cancelled order through Razorpay once', async () => {
    const { session, productId } = await freshCheckout(3, 2);
    const payment = razorpay.pay(session.providerOrderId);
    expect((await verify(shop.app, cookie, session.orderId, payment)).statusCode).toBe(200);
    const response = await post(shop.app, `/api/orders/${session.orderId}/cancel`, cookie, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('refunded');
    const refunds = razorpay.refunds.filter((refund) => refund.paymentId === payment.paymentId);
    expect(refunds).toEqual([{ id: expect.stringMatching(/^rfnd_/), paymentId: payment.paymentId, amount: session.amountPaise }]);
    expect((await orderRow(session.orderId))?.refundId).toBe(refunds[0]?.id);
    expect(await stockOf(productId)).toBe(3);
    expect((await post(shop.app, `/api/orders/${session.orderId}/cancel`, cookie, {})).statusCode).toBe(409);
    expect(razorpay.refunds.filter((refund) => refund.paymentId === payment.paymentId)).toHaveLength(1);
  });

  it('leaves the order cancelled when the refund fails, and refunds it on a later sweep', async () => {
    const { session, productId } = await freshCheckout();
    const payment = razorpay.pay(session.providerOrderId);
    expect((await verify(shop.app, cookie, session.orderId, payment)).statusCode).toBe(200);
    razorpay.failNext(1);
    const response = await post(shop.app, `/api/orders/${session.orderId}/cancel`, cookie, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('cancelled');
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'cancelled', refundRequestedAt: null, refundId: null });
    expect(await stockOf(productId)).toBe(2);
    // The shopper hears of the refund when it is made, not before.
    const refundReceipts = async () => {
      await shop.app.orders.settled();
      const number = (await orderRow(session.orderId))?.number;
      return inbox.messages.filter((message) => message.to.includes(email) && message.subject.endsWith(`refunded for order KH-${number}`));
    };
    expect(await refundReceipts()).toEqual([]);

    // The sweep retries refunds that failed more than a minute ago.
    await db().update(orders).set({ cancelledAt: sql`now() - interval '2 minutes'` }).where(eq(orders.id, session.orderId));
    await shop.app.reservationSweeper.runOnce();
    await shop.app.reservationSweeper.runOnce();
    expect((await orderRow(session.orderId))?.status).toBe('refunded');
    expect(razorpay.refunds.filter((refund) => refund.paymentId === payment.paymentId)).toHaveLength(1);
    const refundId = (await orderRow(session.orderId))?.refundId;
    expect(await refundReceipts()).toEqual([expect.objectContaining({ text: expect.stringContaining(`(refund ${refundId}).`) })]);
  });

  it('a refund Razorpay made whose answer was lost is found on the next try and recorded, never asked for twice', async () => {
    const { session } = await freshCheckout();
    const payment = razorpay.pay(session.providerOrderId);
    expect((await verify(shop.app, cookie, session.orderId, payment)).statusCode).toBe(200);
    razorpay.loseNextAnswer();
    expect((await post(shop.app, `/api/orders/${session.orderId}/cancel`, cookie, {})).json().status).toBe('cancelled');
    const refundsOfIt = () => razorpay.refunds.filter((refund) => refund.paymentId === payment.paymentId);
    expect(refundsOfIt()).toHaveLength(1);
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'cancelled', refundId: null, refundFailedAt: expect.any(Date) });

    await db().update(orders).set({ cancelledAt: sql`now() - interval '2 minutes'` }).where(eq(orders.id, session.orderId));
    await shop.app.reservationSweeper.runOnce();
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'refunded', refundId: refundsOfIt()[0]?.id, refundFailure: null, refundFailedAt: null });
    expect(refundsOfIt()).toHaveLength(1);
    await shop.app.orders.settled();
    const number = (await orderRow(session.orderId))?.number;
    expect(inbox.messages.filter((mail) => mail.to.includes(email) && mail.subject.endsWith(`refunded for order KH-${number}`))).toHaveLength(1);
  });

  it("keeps Razorpay's reason for a refused refund, tells the owner once it is an hour overdue, and lets the owner try it again", async () => {
    const lowBalance = 'Your account does not have enough balance to carry out the refund operation.';
    const { session } = await freshCheckout();
    const payment = razorpay.pay(session.providerOrderId);
    expect((await verify(shop.app, cookie, session.orderId, payment)).statusCode).toBe(200);
    const number = (await orderRow(session.orderId))?.number;
    razorpay.failNext(1, { refusal: lowBalance });
    expect((await post(shop.app, `/api/orders/${session.orderId}/cancel`, cookie, {})).json().status).toBe('cancelled');
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'cancelled', refundFailure: lowBalance, refundFailedAt: expect.any(Date), refundId: null });

    const adminCard = async () => {
      const list = await shop.app.inject({ method: 'GET', url: `/api/admin/orders?search=KH-${number}`, headers: { cookie: admin } });
      return list.json().items[0];
    };
    expect((await adminCard()).refundOwed).toEqual({ failedAt: expect.any(String), failure: lowBalance });
    const alertsOfOrder = () => db().select().from(ownerAlerts).where(eq(ownerAlerts.orderId, session.orderId));
    const refundAlerts = async () => (await alertsOfOrder()).filter((alert) => alert.kind === 'refund_failing');
    // Refused within the hour after the cancellation: an outage may heal itself, so nobody is told yet.
    await db().update(orders).set({ cancelledAt: sql`now() - interval '2 minutes'` }).where(eq(orders.id, session.orderId));
    razorpay.failNext(1, { refusal: lowBalance });
    await shop.app.reservationSweeper.runOnce();
    expect(await refundAlerts()).toEqual([]);

    // Still refused an hour on: the owner is emailed what Razorpay said, once, however often the sweep is refused.
    await db().update(orders).set({ cancelledAt: sql`now() - interval '2 hours'` }).where(eq(orders.id, session.orderId));
    for (let sweep = 0; sweep < 2; sweep += 1) {
      razorpay.failNext(1, { refusal: lowBalance });
      await shop.app.reservationSweeper.runOnce();
    }
    expect(await refundAlerts()).toHaveLength(1);
    let alert = await inbox.next(OWNER_INBOX);
    // The owner's inbox also has each order's new-order and low-stock alerts.
    while (!alert.subject.includes('refund')) alert = await inbox.next(OWNER_INBOX);
    expect(alert.subject).toBe(`Kaithari Handlooms: the refund of order KH-${number} (₹3,100.00) is not going through`);
    expect(alert.text).toContain(`Razorpay payment ${payment.paymentId}; the last try failed: ${lowBalance}`);
    expect(alert.text).toContain(`search=KH-${number}`);
    await shop.app.ownerAlerts.dispatch();
    expect(inbox.messages.filter((mail) => mail.to.includes(OWNER_INBOX) && mail.subject.includes(`KH-${number}`) && mail.subject.includes('refund'))).toHaveLength(1);

    // The owner presses "Try the refund again": refused again, the reason is said; then it goes through.
    const retry = () => shop.app.inject({ method: 'POST', url: `/api/admin/orders/${session.orderId}/refund`, headers: { cookie: admin } });
    razorpay.failNext(1, { refusal: lowBalance });
    const refused = await retry();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toBe(`The payment service refused the refund again: ${lowBalance} Put that right, then try again.`);
    expect((await shop.app.inject({ method: 'POST', url: `/api/admin/orders/${session.orderId}/refund`, headers: { cookie } })).statusCode).toBe(403);
    const made = await retry();
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ status: 'refunded', refundOwed: null, refundId: expect.stringMatching(/^rfnd_/) });
    expect(await orderRow(session.orderId)).toMatchObject({ refundFailure: null, refundFailedAt: null });
    expect(razorpay.refunds.filter((refund) => refund.paymentId === payment.paymentId)).toHaveLength(1);
    await shop.app.orders.settled();
    expect(inbox.messages.some((mail) => mail.to.includes(email) && mail.subject.endsWith(`refunded for order KH-${number}`))).toBe(true);
    // Nothing is owed any more.
    const again = await retry();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/owes no refund/);
  });

  it('a refund claim left by a shop that stopped mid-call is taken over after 10 minutes: the refund Razorpay already made is recorded, never made twice', async () => {
    // Two cancelled orders whose refund was being asked for when the shop stopped (the claim set, no answer kept).
    const stopped = async (madeAtRazorpay: boolean) => {
      const { session } = await freshCheckout();
      const payment = razorpay.pay(session.providerOrderId);
      expect((await verify(shop.app, cookie, session.orderId, payment)).statusCode).toBe(200);
      razorpay.failNext(1);
      expect((await post(shop.app, `/api/orders/${session.orderId}/cancel`, cookie, {})).json().status).toBe('cancelled');
      if (madeAtRazorpay) razorpay.refunds.push({ id: 'rfnd_made_before_stop', paymentId: payment.paymentId, amount: session.amountPaise });
      await db()
        .update(orders)
        .set({ cancelledAt: sql`now() - interval '30 minutes'`, refundRequestedAt: sql`now() - interval '5 minutes'` })
        .where(eq(orders.id, session.orderId));
      return { orderId: session.orderId, paymentId: payment.paymentId };
    };
    const made = await stopped(true);
    const notMade = await stopped(false);
    const refundsOf = (paymentId: string) => razorpay.refunds.filter((refund) => refund.paymentId === paymentId);

    // Five minutes on, the claim may still be a live call: left alone.
    await shop.app.reservationSweeper.runOnce();
    expect((await orderRow(made.orderId))?.status).toBe('cancelled');
    expect((await orderRow(notMade.orderId))?.status).toBe('cancelled');

    // Past ten minutes it is taken over: Razorpay is asked what it made before refunding.
    await db()
      .update(orders)
      .set({ refundRequestedAt: sql`now() - interval '11 minutes'` })
      .where(sql`${orders.id} in (${made.orderId}, ${notMade.orderId})`);
    await shop.app.reservationSweeper.runOnce();
    expect(await orderRow(made.orderId)).toMatchObject({ status: 'refunded', refundId: 'rfnd_made_before_stop' });
    expect(refundsOf(made.paymentId)).toHaveLength(1);
    expect(await orderRow(notMade.orderId)).toMatchObject({ status: 'refunded', refundId: expect.stringMatching(/^rfnd_/) });
    expect(refundsOf(notMade.paymentId)).toEqual([{ id: (await orderRow(notMade.orderId))?.refundId, paymentId: notMade.paymentId, amount: expect.any(Number) }]);
  });

  describe('a captured payment no order can take', () => {
    const strayRow = async (paymentId: string) => (await db().select().from(strayPayments).where(eq(strayPayments.paymentId, paymentId)))[0];
    const refundsOf = (paymentId: string) => razorpay.refunds.filter((refund) => refund.paymentId === paymentId);

    async function paidOrder() {
      const { session } = await freshCheckout();
      const first = razorpay.pay(session.providerOrderId);
      expect((await verify(shop.app, cookie, session.orderId, first)).statusCode).toBe(200);
      await inbox.next(email);
      return { session, first };
    }

    it('a second payment of a paid order, reported by webhook (twice), is refunded in full once; the order keeps its first payment', async () => {
      const { session, first } = await paidOrder();
      const second = razorpay.pay(session.providerOrderId);
      for (const eventId of ['evt_second_1', 'evt_second_2']) {
        const response = await deliver(razorpay.webhook('payment.captured', { orderId: session.providerOrderId, paymentId: second.paymentId, amount: session.amountPaise }, eventId));
        expect(response.statusCode).toBe(200);
      }
      expect(refundsOf(second.paymentId)).toEqual([{ id: expect.stringMatching(/^rfnd_/), paymentId: second.paymentId, amount: session.amountPaise }]);
      expect(await strayRow(second.paymentId)).toMatchObject({ orderId: session.orderId, amountPaise: session.amountPaise, refundId: refundsOf(second.paymentId)[0]?.id, refundedAt: expect.any(Date) });
      expect(await orderRow(session.orderId)).toMatchObject({ status: 'paid', paymentId: first.paymentId, refundId: null });
      expect(refundsOf(first.paymentId)).toEqual([]);

      // The shopper is told, once, in the order's language.
      await shop.app.orders.settled();
      const number = (await orderRow(session.orderId))?.number;
      const told = inbox.messages.filter((mail) => mail.to.includes(email) && mail.subject === `Kaithari Handlooms: a second payment for order KH-${number} refunded`);
      expect(told).toHaveLength(1);
      expect(told[0]?.text).toContain(`Order KH-${number} was paid for a second time, ₹3,100.00, after it had already been paid.`);
      expect(told[0]?.text).toContain(`(refund ${refundsOf(second.paymentId)[0]?.id})`);
    });

    it('a second payment confirmed by the browser is refunded, and the shopper is told so in their language', async () => {
      const { session, first } = await paidOrder();
      await db().update(orders).set({ locale: 'ta' }).where(eq(orders.id, session.orderId));
      const second = razorpay.pay(session.providerOrderId);
      const response = await verify(shop.app, cookie, session.orderId, second);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe('This order had already been paid, so this second payment is being refunded in full.');
      expect(refundsOf(second.paymentId)).toHaveLength(1);
      // The window's "Try again" (or a Tamil shopper's) asks nothing more of Razorpay.
      const again = await shop.app.inject({
        method: 'POST',
        url: '/api/payments/verify',
        headers: { cookie, [LANGUAGE_HEADER]: 'ta' },
        payload: { orderId: session.orderId, ...second },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toContain('இரண்டாவது பணம் செலுத்துதலின் முழுத் தொகையும் திருப்பி அளிக்கப்படுகிறது');
      expect(refundsOf(second.paymentId)).toHaveLength(1);
      expect(await orderRow(session.orderId)).toMatchObject({ status: 'paid', paymentId: first.paymentId });
      await shop.app.orders.settled();
      const number = (await orderRow(session.orderId))?.number;
      const told = inbox.messages.filter((mail) => mail.to.includes(email) && mail.subject.includes(`KH-${number}`) && mail.subject.includes('இரண்டாவது'));
      expect(told.map((mail) => mail.subject)).toEqual([`Kaithari Handlooms: ஆர்டர் KH-${number}-க்கான இரண்டாவது பணம் செலுத்துதல் திருப்பி அளிக்கப்பட்டது`]);
      expect(told[0]?.text).toContain('உங்கள் ஆர்டர் மாறவில்லை.');
    });

    it('a refund Razorpay refuses is kept and tried again by the sweep; an hour on, the owner is told once; then it is made once', async () => {
      const lowBalance = 'Your account does not have enough balance to carry out the refund operation.';
      const { session } = await paidOrder();
      const number = (await orderRow(session.orderId))?.number;
      const second = razorpay.pay(session.providerOrderId);
      razorpay.failNext(1, { refusal: lowBalance, refundsOnly: true });
      await deliver(razorpay.webhook('payment.captured', { orderId: session.providerOrderId, paymentId: second.paymentId, amount: session.amountPaise }));
      expect(refundsOf(second.paymentId)).toEqual([]);
      expect(await strayRow(second.paymentId)).toMatchObject({ refundId: null, refundRequestedAt: null, refundFailure: lowBalance });

      // Not before a minute has passed; then refused again within the hour: nobody is told yet. (Each try
      // after a failed one asks Razorpay first whether the refund was made after all, then asks for it.)
      await shop.app.reservationSweeper.runOnce();
      expect(refundsOf(second.paymentId)).toEqual([]);
      const strayAlerts = async () => (await db().select().from(ownerAlerts).where(eq(ownerAlerts.orderId, session.orderId))).filter((alert) => alert.kind === 'stray_refund_failing');
      await db().update(strayPayments).set({ createdAt: sql`now() - interval '2 minutes'` }).where(eq(strayPayments.paymentId, second.paymentId));
      razorpay.failNext(1, { refusal: lowBalance, refundsOnly: true });
      await shop.app.reservationSweeper.runOnce();
      expect(await strayAlerts()).toEqual([]);

      // Still refused two hours on: the owner is emailed what Razorpay said, once, however often the sweep is refused.
      await db().update(strayPayments).set({ createdAt: sql`now() - interval '2 hours'` }).where(eq(strayPayments.paymentId, second.paymentId));
      for (let sweep = 0; sweep < 2; sweep += 1) {
        razorpay.failNext(1, { refusal: lowBalance, refundsOnly: true });
        await shop.app.reservationSweeper.runOnce();
      }
      expect(await strayAlerts()).toHaveLength(1);
      let alert = await inbox.next(OWNER_INBOX);
      while (!alert.subject.includes('cannot be refunded')) alert = await inbox.next(OWNER_INBOX);
      expect(alert.subject).toBe(`Kaithari Handlooms: a second payment for order KH-${number} (₹3,100.00) cannot be refunded`);
      expect(alert.text).toContain(`Razorpay payment ${second.paymentId}; the last try failed: ${lowBalance}`);
      expect(alert.text).toContain(`to refund to <${email}>`);
      expect(alert.text).toContain(`search=KH-${number}`);

      // The balance is put right: the next sweep refunds it, once.
      await shop.app.reservationSweeper.runOnce();
      await shop.app.reservationSweeper.runOnce();
      expect(refundsOf(second.paymentId)).toHaveLength(1);
      expect(await strayRow(second.paymentId)).toMatchObject({ refundId: refundsOf(second.paymentId)[0]?.id, refundFailure: null });
      await shop.app.ownerAlerts.dispatch();
      expect(inbox.messages.filter((mail) => mail.to.includes(OWNER_INBOX) && mail.subject.includes('cannot be refunded'))).toHaveLength(1);
      expect(await orderRow(session.orderId)).toMatchObject({ status: 'paid', refundId: null });
    });

    it('a payment refunded as one no order could take never settles the order later, even if it is open for payment again', async () => {
      const { session } = await paidOrder();
      const second = razorpay.pay(session.providerOrderId);
      const delivery = () => deliver(razorpay.webhook('payment.captured', { orderId: session.providerOrderId, paymentId: second.paymentId, amount: session.amountPaise }));
      await delivery();
      expect(refundsOf(second.paymentId)).toHaveLength(1);
      // The order open for a payment again (as one whose payment the bank refused, paid again from its page).
      await db().update(orders).set({ status: 'pending', paymentId: null, reservedUntil: sql`now() + interval '10 minutes'` }).where(eq(orders.id, session.orderId));
      await delivery();
      expect(await orderRow(session.orderId)).toMatchObject({ status: 'pending', paymentId: null });
      expect(refundsOf(second.paymentId)).toHaveLength(1);
    });

    it('a second payment only authorised is not refunded (it cannot be) until Razorpay reports it captured', async () => {
      const { session, first } = await paidOrder();
      const second = razorpay.pay(session.providerOrderId);
      razorpay.payments.get(second.paymentId)!.status = 'authorized';
      const response = await verify(shop.app, cookie, session.orderId, second);
      expect(response.statusCode).toBe(409);
      expect(refundsOf(second.paymentId)).toEqual([]);
      expect(await strayRow(second.paymentId)).toBeUndefined();

      razorpay.payments.get(second.paymentId)!.status = 'captured';
      await deliver(razorpay.webhook('payment.captured', { orderId: session.providerOrderId, paymentId: second.paymentId, amount: session.amountPaise }));
      expect(refundsOf(second.paymentId)).toHaveLength(1);
      expect(await orderRow(session.orderId)).toMatchObject({ status: 'paid', paymentId: first.paymentId });
    });

    it("when Razorpay cannot be asked about such a payment, the browser may confirm again; the webhook's own word is enough", async () => {
      const { session } = await paidOrder();
      const second = razorpay.pay(session.providerOrderId);
      razorpay.failNext(1);
      const response = await verify(shop.app, cookie, session.orderId, second);
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe('We could not reach the payment service to confirm your payment. Please try again in a moment.');
      expect(await strayRow(second.paymentId)).toBeUndefined();
      // Razorpay's signed payment.captured says it is captured, and for how much: refunded, even with the lookup down.
      razorpay.failNext(1);
      const delivered = await deliver(razorpay.webhook('payment.captured', { orderId: session.providerOrderId, paymentId: second.paymentId, amount: session.amountPaise }));
      expect(delivered.statusCode).toBe(200);
      expect(refundsOf(second.paymentId)).toEqual([{ id: expect.stringMatching(/^rfnd_/), paymentId: second.paymentId, amount: session.amountPaise }]);
    });

    it('a refund made by a try whose answer was lost is found and recorded by the next try, not made again', async () => {
      const { session } = await paidOrder();
      const second = razorpay.pay(session.providerOrderId);
      razorpay.failNext(1, { refundsOnly: true });
      await deliver(razorpay.webhook('payment.captured', { orderId: session.providerOrderId, paymentId: second.paymentId, amount: session.amountPaise }));
      razorpay.refunds.push({ id: 'rfnd_stray_made_unseen', paymentId: second.paymentId, amount: session.amountPaise });
      await db().update(strayPayments).set({ createdAt: sql`now() - interval '2 minutes'` }).where(eq(strayPayments.paymentId, second.paymentId));
      await shop.app.reservationSweeper.runOnce();
      expect(refundsOf(second.paymentId)).toHaveLength(1);
      expect(await strayRow(second.paymentId)).toMatchObject({ refundId: 'rfnd_stray_made_unseen' });
    });
  });

  it('an order paid online and not cancelled owes no refund on the dashboard', async () => {
    const { session } = await freshCheckout();
    const payment = razorpay.pay(session.providerOrderId);
    expect((await verify(shop.app, cookie, session.orderId, payment)).statusCode).toBe(200);
    const response = await shop.app.inject({ method: 'POST', url: `/api/admin/orders/${session.orderId}/refund`, headers: { cookie: admin } });
    expect(response.statusCode).toBe(409);
    expect((await orderRow(session.orderId))?.status).toBe('paid');
    expect(razorpay.refunds.filter((refund) => refund.paymentId === payment.paymentId)).toEqual([]);
  });

  it('allows Razorpay Checkout in the security policy only in razorpay mode', async () => {
    const csp = (await shop.app.inject({ method: 'GET', url: '/api/session' })).headers['content-security-policy'];
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+' 'sha256-[A-Za-z0-9+/=]+' https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src https:\/\/api\.razorpay\.com/);
    const sandbox = await createTestApp();
    try {
      const sandboxCsp = String((await sandbox.app.inject({ method: 'GET', url: '/api/session' })).headers['content-security-policy']);
      expect(sandboxCsp).not.toContain('razorpay');
      expect(sandboxCsp).toContain("frame-src 'none'");
    } finally {
      await sandbox.close();
    }
  });
});
