import { checkoutMessages, OrderSchema, type CheckoutSession } from '@handloom/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../testing/factories.ts';
import { newShopper, signUp } from '../../testing/http.ts';
import { checkout, post, SANDBOX_CARD, SANDBOX_DECLINED_CARD, sandboxPay, verify } from '../../testing/checkout-driver.ts';
import { shopperShop } from '../../testing/shopper-shop.ts';
import type { SmtpInbox } from '../../testing/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { paymentSignature } from './payment-signature.ts';
import { sandboxCardMessages } from '@handloom/shared';

const SECRET = 'a-sandbox-secret-for-these-tests-only-0123456789';

describe('sandbox payments and verification', () => {
  const context = shopperShop({ SANDBOX_PAYMENT_SECRET: SECRET });
  const { orderRow, stockOf } = context;
  let shop: TestApp, inbox: SmtpInbox, cookie: string, email: string;
  beforeAll(() => ({ shop, inbox, cookie, email } = context));

  const db = () => shop.database.db;
  const pay = (session: CheckoutSession, card: object, as = cookie) => post(shop.app, '/api/payments/sandbox/pay', as, { providerOrderId: session.providerOrderId, ...card });

  describe('the sandbox card window', () => {
    let session: CheckoutSession;
    beforeAll(async () => {
      const product = await insertProduct(db(), { stock: 3 });
      session = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
    });

    it('declines 4000 0000 0000 0002 with "Your card was declined." and keeps the order payable', async () => {
      const declined = await pay(session, SANDBOX_DECLINED_CARD);
      expect(declined.statusCode).toBe(402);
      expect(declined.json().error.message).toBe(checkoutMessages.cardDeclined);
      expect((await orderRow(session.orderId))?.status).toBe('pending');

      const approved = await pay(session, { ...SANDBOX_CARD, cardNumber: '4111111111111111' });
      expect(approved.statusCode).toBe(200);
      const result = approved.json();
      expect(result).toEqual({ providerOrderId: session.providerOrderId, paymentId: expect.stringMatching(/^pay_sbx_\w{14}$/), signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
      // Signed like Razorpay: HMAC-SHA256 over order_id|payment_id.
      expect(result.signature).toBe(paymentSignature(SECRET, session.providerOrderId, result.paymentId));
      // Paying only hands back a signed result: the order is paid when the server verifies it.
      expect((await orderRow(session.orderId))?.status).toBe('pending');
    });

    it('names the test cards for any other number, and checks expiry and CVV', async () => {
      const other = await pay(session, { ...SANDBOX_CARD, cardNumber: '5555 5555 5555 4444' });
      expect(other.statusCode).toBe(400);
      expect(other.json().error.message).toBe(sandboxCardMessages.unknownCard);
      const bad = await pay(session, { cardNumber: '4111 1111', expiry: '01/20', cvv: '12a' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toEqual({
        cardNumber: sandboxCardMessages.cardNumber,
        expiry: sandboxCardMessages.expired,
        cvv: sandboxCardMessages.cvv,
      });
      const missing = await post(shop.app, '/api/payments/sandbox/pay', cookie, { providerOrderId: session.providerOrderId });
      expect(missing.statusCode).toBe(400);
    });

    it("needs a login, and the shopper's own pending order", async () => {
      expect((await post(shop.app, '/api/payments/sandbox/pay', null, { providerOrderId: session.providerOrderId, ...SANDBOX_CARD })).statusCode).toBe(401);
      const { cookie: stranger } = await signUp(shop.app, newShopper());
      const theirs = await pay(session, SANDBOX_CARD, stranger);
      expect(theirs.statusCode).toBe(404);
      expect((await pay({ ...session, providerOrderId: 'order_sbx_doesnotexist00' }, SANDBOX_CARD)).statusCode).toBe(404);
    });
  });

  describe('verification', () => {
    it('marks the order paid once, and emails the confirmation over SMTP', async () => {
      const product = await insertProduct(db(), { title: 'Arani Silk Saree', pricePaise: 500_000, discountPercent: 10, stock: 2 });
      const session = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 2 }]);
      const payment = await sandboxPay(shop.app, cookie, session);
      const response = await verify(shop.app, cookie, session.orderId, payment);
      expect(response.statusCode).toBe(200);
      const order = OrderSchema.parse(response.json());
      expect(order).toMatchObject({ id: session.orderId, status: 'paid', paymentId: payment.paymentId, cancellable: true, email });
      expect(order.lines).toEqual([expect.objectContaining({ title: 'Arani Silk Saree', quantity: 2, unitPricePaise: 450_000 })]);
      expect(order.totals).toEqual({ subtotalPaise: 900_000, shippingPaise: 10_000, donationPaise: 5_000, codFeePaise: 0, totalPaise: 915_000 });
      expect(await stockOf(product.id)).toBe(0);

      const mail = await inbox.next(email);
      expect(order.number).toMatch(/^KH-\d{5,}$/);
      expect(mail.subject).toBe(`Kaithari Handlooms: your order ${order.number} is confirmed`);
      expect(mail.text).toContain(`Order ${order.number} (payment ${payment.paymentId})`);
      expect(mail.text).toContain('Kaithari Handlooms');
      expect(mail.text).toContain('Arani Silk Saree x 2 @ ₹4,500.00 = ₹9,000.00');
      expect(mail.text).toContain('Shipping:  ₹100.00');
      expect(mail.text).toContain('Total paid:  ₹9,150.00');
      expect(mail.text).toContain('12 Car Street');
      expect(mail.text).toContain('631501');
      expect(mail.text).toContain(payment.paymentId);

      // The same result again (a double click, a retried request): the same order, no second email, no stock taken.
      const replay = await verify(shop.app, cookie, session.orderId, payment);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toMatchObject({ status: 'paid', paymentId: payment.paymentId });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(inbox.messages.filter((message) => message.to.includes(email) && message.subject.includes(order.number ?? 'no number'))).toHaveLength(1);
      expect(await stockOf(product.id)).toBe(0);
    });

    it('changes nothing for a forged or altered signature', async () => {
      const product = await insertProduct(db(), { stock: 2 });
      const session = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
      const payment = await sandboxPay(shop.app, cookie, session);
      const flipped = `${payment.signature.slice(0, -1)}${payment.signature.endsWith('0') ? '1' : '0'}`;
      for (const forged of [
        { ...payment, signature: flipped },
        { ...payment, signature: 'not-a-signature' },
        { ...payment, signature: paymentSignature('some-other-secret-of-32-characters!!', session.providerOrderId, payment.paymentId) },
        { ...payment, paymentId: 'pay_sbx_madeupmadeup00' },
      ]) {
        const response = await verify(shop.app, cookie, session.orderId, forged);
        expect(response.statusCode, JSON.stringify(forged)).toBe(400);
        expect(response.json().error.message).toBe('This payment could not be verified.');
      }
      // Someone else's provider order id on this order.
      const wrongOrder = await verify(shop.app, cookie, session.orderId, { ...payment, providerOrderId: 'order_sbx_someoneelses00' });
      expect(wrongOrder.statusCode).toBe(400);
      expect(wrongOrder.json().error.message).toBe('This payment does not belong to this order.');
      expect(await orderRow(session.orderId)).toMatchObject({ status: 'pending', paymentId: null, paidAt: null });
    });

    it('never lets one payment pay two orders', async () => {
      const product = await insertProduct(db(), { stock: 5 });
      const { cookie: other } = await signUp(shop.app, newShopper());
      const first = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
      const second = await checkout(shop.app, other, [{ productId: product.id, quantity: 1 }]);
      const payment = await sandboxPay(shop.app, cookie, first);
      expect((await verify(shop.app, cookie, first.orderId, payment)).statusCode).toBe(200);

      // The first order's payment presented for the second order: its signature is over the first order's id.
      const replayed = await verify(shop.app, other, second.orderId, { ...payment, providerOrderId: second.providerOrderId });
      expect(replayed.statusCode).toBe(400);
      // Even correctly signed for the second order, a payment id already used is refused by the database.
      const resigned = { providerOrderId: second.providerOrderId, paymentId: payment.paymentId, signature: paymentSignature(SECRET, second.providerOrderId, payment.paymentId) };
      const reused = await verify(shop.app, other, second.orderId, resigned);
      expect(reused.statusCode).toBe(409);
      expect(reused.json().error.message).toBe('This payment has already been used for another order.');
      expect(await orderRow(second.orderId)).toMatchObject({ status: 'pending', paymentId: null });
      // And an order already paid takes no second payment.
      const another = await sandboxPay(shop.app, other, second);
      const secondPayment = { providerOrderId: first.providerOrderId, paymentId: another.paymentId, signature: paymentSignature(SECRET, first.providerOrderId, another.paymentId) };
      const twice = await verify(shop.app, cookie, first.orderId, secondPayment);
      expect(twice.statusCode).toBe(409);
      expect((await orderRow(first.orderId))?.paymentId).toBe(payment.paymentId);
    });

    it("does not verify another shopper's order (404)", async () => {
      const product = await insertProduct(db(), { stock: 2 });
      const session = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
      const payment = await sandboxPay(shop.app, cookie, session);
      const { cookie: stranger } = await signUp(shop.app, newShopper());
      const response = await verify(shop.app, stranger, session.orderId, payment);
      expect(response.statusCode).toBe(404);
      expect((await orderRow(session.orderId))?.status).toBe('pending');
      expect((await verify(shop.app, '', session.orderId, payment)).statusCode).toBe(401);
    });

    it('settles ten simultaneous verifications of one payment once', async () => {
      const product = await insertProduct(db(), { stock: 1 });
      const session = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
      const payment = await sandboxPay(shop.app, cookie, session);
      const responses = await Promise.all(Array.from({ length: 10 }, () => verify(shop.app, cookie, session.orderId, payment)));
      expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
      const paid = await db().execute<{ n: string }>(sql`select count(*) as n from orders where payment_id = ${payment.paymentId} and status = 'paid'`);
      expect(paid.rows[0]?.n).toBe('1');
      expect(await stockOf(product.id)).toBe(0);
    });
  });

  it('a payment stands when the confirmation email cannot be sent', async () => {
    const unreachable = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const { cookie: shopper } = await signUp(unreachable.app, newShopper());
      const product = await insertProduct(unreachable.database.db, { stock: 1 });
      const session = await checkout(unreachable.app, shopper, [{ productId: product.id, quantity: 1 }]);
      const payment = await sandboxPay(unreachable.app, shopper, session);
      const response = await verify(unreachable.app, shopper, session.orderId, payment);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('paid');
    } finally {
      await unreachable.close();
    }
  });
});
