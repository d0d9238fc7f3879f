import { CheckoutSessionSchema, OrderSchema, SandboxUpiResultSchema, type CheckoutSession } from '@handloom/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, sandboxPayments } from '../../db/schema.ts';
import { insertProduct } from '../../testing/factories.ts';
import { newShopper, signUp } from '../../testing/http.ts';
import { shopperShop } from '../../testing/shopper-shop.ts';
import { checkout, post, SANDBOX_CARD, sandboxPay, verify } from '../../testing/checkout-driver.ts';
import type { SmtpInbox } from '../../testing/smtp-inbox.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { paymentMessages } from './payments.service.ts';
import { sandboxWebhook } from './sandbox-provider.ts';

const SECRET = 'a-sandbox-secret-for-the-upi-tests-0123456789';

describe('UPI in the sandbox, pending payments and the payment method', () => {
  const context = shopperShop({ SANDBOX_PAYMENT_SECRET: SECRET });
  const { orderRow, stockOf } = context;
  let shop: TestApp, inbox: SmtpInbox, cookie: string, email: string;
  beforeAll(() => ({ shop, inbox, cookie, email } = context));

  const db = () => shop.database.db;
  /** A checkout of one unit of a new product, its UPI payment left pending at the bank. */
  const placePending = async (stock = 1) => {
    const product = await insertProduct(db(), { stock });
    const session = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
    const answer = SandboxUpiResultSchema.parse((await upi(session, 'pending')).json());
    if (answer.status !== 'pending') throw new Error('expected pending');
    return { product, session, number: answer.orderNumber, paymentId: (await orderRow(session.orderId))?.paymentId ?? '' };
  };
  const upi = (session: CheckoutSession, outcome: string, as = cookie) => post(shop.app, '/api/payments/sandbox/upi', as, { providerOrderId: session.providerOrderId, outcome });
  const getOrder = async (number: string, as = cookie) => OrderSchema.parse((await shop.app.inject({ method: 'GET', url: `/api/orders/${number}`, headers: { cookie: as } })).json());
  /** What the sandbox bank sends once it decides (as the tests and `npm run sandbox:webhook` make it). */
  const webhook = async (event: 'payment.captured' | 'payment.failed', paymentId: string) => {
    const [payment] = await db().select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    if (!payment) throw new Error(`no sandbox payment ${paymentId}`);
    const { body, signature } = sandboxWebhook(SECRET, event, { ...payment, status: 'pending' });
    return shop.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature }, payload: body });
  };

  it('gives the checkout a real upi://pay intent: payee, amount in rupees, the order as reference', async () => {
    const product = await insertProduct(db(), { stock: 2, pricePaise: 123_400, discountPercent: 0 });
    const session = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }], { donation: 0 });
    const intent = new URL(session.upiIntent ?? '');
    expect(intent.protocol).toBe('upi:');
    expect(Object.fromEntries(intent.searchParams)).toEqual({
      pa: 'kaithari.sandbox@upi',
      pn: 'Kaithari Handlooms',
      am: '1284.00',
      cu: 'INR',
      tr: session.providerOrderId,
      tn: `Order ${session.providerOrderId}`,
    });
  });

  it('success: paid like a card, and the order keeps "upi" as its method', async () => {
    const product = await insertProduct(db(), { stock: 2 });
    const session = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
    const answer = await upi(session, 'success');
    expect(answer.statusCode).toBe(200);
    const paid = SandboxUpiResultSchema.parse(answer.json());
    if (paid.status !== 'paid') throw new Error('expected paid');
    const { status: _status, ...result } = paid;
    const verified = await verify(shop.app, cookie, session.orderId, result);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'paid', paymentMethod: 'upi', paymentReference: 'shopper@sandbox', number: expect.stringMatching(/^KH-\d+$/) });
    await inbox.next(email);
  });

  it('failure: nothing taken, the order stays open, and the shopper pays it by card instead', async () => {
    const product = await insertProduct(db(), { stock: 1 });
    const session = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
    const failed = await upi(session, 'failure');
    expect(failed.statusCode).toBe(402);
    expect(failed.json().error.message).toBe(paymentMessages.upiFailed);
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'pending', number: null, paymentId: null });
    expect(await stockOf(product.id)).toBe(0);

    const card = await sandboxPay(shop.app, cookie, session);
    const paid = await verify(shop.app, cookie, session.orderId, card);
    expect(paid.json()).toMatchObject({ status: 'paid', paymentMethod: 'card', paymentReference: 'Card •••• 1111' });
    await inbox.next(email);
  });

  it('pending: placed and numbered with its stock held; the webhook makes it paid, once, with one email', async () => {
    const { product, session, number, paymentId } = await placePending(1);
    const pending = await getOrder(number);
    expect(pending).toMatchObject({ status: 'payment_pending', number, paymentMethod: 'upi', cancellable: false });
    expect(await stockOf(product.id)).toBe(0);
    const listed = (await shop.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } })).json().orders;
    expect(listed.map((order: { number: string }) => order.number)).toContain(number);
    // Not payable twice while the bank decides.
    expect((await post(shop.app, '/api/payments/sandbox/pay', cookie, { providerOrderId: session.providerOrderId, ...SANDBOX_CARD })).statusCode).toBe(409);

    const first = await webhook('payment.captured', paymentId);
    expect(first.json()).toEqual({ status: 'processed' });
    const again = await webhook('payment.captured', paymentId);
    expect(again.json()).toEqual({ status: 'processed' });
    const paid = await getOrder(number);
    expect(paid).toMatchObject({ status: 'paid', number, paymentMethod: 'upi' });
    expect(await stockOf(product.id)).toBe(0);
    const mail = await inbox.next(email);
    expect(mail.subject).toContain(number);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.messages.filter((message) => message.to.includes(email) && message.subject.includes(number))).toHaveLength(1);
  });

  it("pending, then the bank's failure: the stock goes back and the order shows the failure", async () => {
    const { product, session, paymentId } = await placePending(1);
    expect((await webhook('payment.failed', paymentId)).json()).toEqual({ status: 'processed' });
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'expired', paymentFailedAt: expect.any(Date) });
    expect(await stockOf(product.id)).toBe(1);
  });

  it('after the bank refuses a pending payment, the shopper pays the same order again: same number, stock reserved again', async () => {
    const { product, session, number, paymentId } = await placePending(1);
    const payAgain = (orderId: string, as = cookie) => post(shop.app, `/api/orders/${orderId}/pay`, as, {});
    // Merely pending: its payment may still arrive, so it cannot be paid twice.
    expect((await payAgain(session.orderId)).statusCode).toBe(409);
    await webhook('payment.failed', paymentId);
    expect(await getOrder(number)).toMatchObject({ status: 'expired', retryable: true });
    const { cookie: stranger } = await signUp(shop.app, newShopper());
    expect((await payAgain(session.orderId, stranger)).statusCode).toBe(404);

    const reopened = await payAgain(session.orderId);
    expect(reopened.statusCode).toBe(200);
    const again = CheckoutSessionSchema.parse(reopened.json());
    expect(again).toMatchObject({ orderId: session.orderId, providerOrderId: session.providerOrderId, amountPaise: session.amountPaise });
    expect(await stockOf(product.id)).toBe(0);
    expect((await payAgain(session.orderId)).statusCode).toBe(409);
    const paid = await verify(shop.app, cookie, session.orderId, await sandboxPay(shop.app, cookie, again));
    expect(paid.json()).toMatchObject({ status: 'paid', number, paymentMethod: 'card', retryable: false });
    await inbox.next(email);
  });

  it('the refused payment\'s failure, delivered again while the shopper pays the reopened order, leaves it open with its stock held', async () => {
    const { product, session, paymentId } = await placePending(1);
    await webhook('payment.failed', paymentId);
    expect((await post(shop.app, `/api/orders/${session.orderId}/pay`, cookie, {})).statusCode).toBe(200);
    // Razorpay delivers that failure again (a retry, or a delivery that arrives late).
    expect((await webhook('payment.failed', paymentId)).json()).toEqual({ status: 'ignored' });
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'pending', paymentFailedAt: null });
    expect(await stockOf(product.id)).toBe(0);
  });

  it('paying again an order started with another provider is refused before any stock is held', async () => {
    const { product, session, paymentId } = await placePending(1);
    await webhook('payment.failed', paymentId);
    // Started before the shop moved to another payment provider.
    await db().update(orders).set({ paymentProvider: 'razorpay' }).where(eq(orders.id, session.orderId));
    const refused = await post(shop.app, `/api/orders/${session.orderId}/pay`, cookie, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This order was started with another payment method. Please place the order again.');
    expect(await stockOf(product.id)).toBe(1);
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'expired', reservedUntil: null });
  });

  it('paying again is refused once the stock sold meanwhile', async () => {
    const { product, session, paymentId } = await placePending(1);
    await webhook('payment.failed', paymentId);
    const { cookie: other } = await signUp(shop.app, newShopper());
    const theirs = await checkout(shop.app, other, [{ productId: product.id, quantity: 1 }]);
    expect((await verify(shop.app, other, theirs.orderId, await sandboxPay(shop.app, other, theirs))).statusCode).toBe(200);
    const refused = await post(shop.app, `/api/orders/${session.orderId}/pay`, cookie, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/sold out after your payment failed/);
    expect(await stockOf(product.id)).toBe(0);
  });

  it('the sandbox bank route resolves a pending payment by delivering its signed webhook', async () => {
    const { number } = await placePending(1);
    const { cookie: stranger } = await signUp(shop.app, newShopper());
    expect((await post(shop.app, '/api/payments/sandbox/resolve', stranger, { orderNumber: number, outcome: 'captured' })).statusCode).toBe(409);
    const resolved = await post(shop.app, '/api/payments/sandbox/resolve', cookie, { orderNumber: number, outcome: 'captured' });
    expect(resolved.json()).toEqual({ status: 'processed' });
    expect((await getOrder(number)).status).toBe('paid');
    expect((await post(shop.app, '/api/payments/sandbox/resolve', cookie, { orderNumber: number, outcome: 'failed' })).statusCode).toBe(409);
    await inbox.next(email);
  });

  it('a capture after the reservation lapsed takes the stock if it is still there', async () => {
    const { product, session, number, paymentId } = await placePending(1);
    await db().update(orders).set({ reservedUntil: sql`now() - interval '1 minute'` }).where(eq(orders.id, session.orderId));
    await shop.app.reservationSweeper.runOnce();
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'expired', number: expect.any(Number) });
    expect(await stockOf(product.id)).toBe(1);

    await webhook('payment.captured', paymentId);
    expect(await getOrder(number)).toMatchObject({ status: 'paid', number });
    expect(await stockOf(product.id)).toBe(0);
    await inbox.next(email);
  });

  it('a capture after the stock sold meanwhile is refunded: "sold out while your payment was pending", and the shopper is emailed', async () => {
    const { product, session, number, paymentId } = await placePending(1);
    await db().update(orders).set({ reservedUntil: sql`now() - interval '1 minute'` }).where(eq(orders.id, session.orderId));
    await shop.app.reservationSweeper.runOnce();
    // Someone else buys the last piece meanwhile.
    const { cookie: other } = await signUp(shop.app, newShopper());
    const theirs = await checkout(shop.app, other, [{ productId: product.id, quantity: 1 }]);
    expect((await verify(shop.app, other, theirs.orderId, await sandboxPay(shop.app, other, theirs))).statusCode).toBe(200);

    await webhook('payment.captured', paymentId);
    const refunded = await getOrder(number);
    expect(refunded).toMatchObject({ status: 'refunded', cancelReason: 'sold_out_while_pending', number });
    expect(await stockOf(product.id)).toBe(0);
    const mail = await inbox.next(email);
    expect(mail.subject).toBe(`Kaithari Handlooms: order ${number} refunded (sold out while your payment was pending)`);
    expect(mail.text).toMatch(new RegExp(`Your order:\nhttps?://\\S+/order/${number}\n`));
  });

  it('a new checkout never replaces an order whose payment the bank is still deciding', async () => {
    const { product, session } = await placePending(3);
    await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
    expect((await orderRow(session.orderId))?.status).toBe('payment_pending');
    expect(await stockOf(product.id)).toBe(1);
  });

  it('two webhook deliveries racing the expiry job settle a lapsing pending payment once', async () => {
    const { product, session, paymentId } = await placePending(1);
    await db().update(orders).set({ reservedUntil: sql`now() - interval '1 second'` }).where(eq(orders.id, session.orderId));
    const [first, second] = await Promise.all([webhook('payment.captured', paymentId), webhook('payment.captured', paymentId), shop.app.reservationSweeper.runOnce()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'paid' });
    expect(await stockOf(product.id)).toBe(0);
    await inbox.next(email);
  });
});
