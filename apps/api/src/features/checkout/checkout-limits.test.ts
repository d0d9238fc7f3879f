import type { CheckoutSession } from '@handloom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, checkoutBody, post, SANDBOX_CARD, SANDBOX_DECLINED_CARD, sandboxPay, verify } from '../../testing/checkout-driver.ts';
import { insertProduct } from '../../testing/factories.ts';
import { newShopper, signUp } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { limitMessages } from './checkout-limits.ts';

// The money paths' limits, as the shop runs them: counted in the database, so
// two instances on one database share them.

const LIMITS = {
  CHECKOUT_LIMIT_PER_ACCOUNT: '3',
  CHECKOUT_LIMIT_PER_ADDRESS: '8',
  PAYMENT_DECLINES_PER_ORDER: '3',
  PAYMENT_LIMIT_PER_ACCOUNT: '4',
  PAYMENT_LIMIT_PER_ADDRESS: '1000',
  AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
};

describe('limits on the money paths', () => {
  let first: TestApp, second: TestApp;
  beforeAll(async () => {
    first = await createTestApp(LIMITS);
    second = await createTestApp(LIMITS, { shareDatabaseOf: first });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const product = () => insertProduct(first.database.db, { stock: 1000 });
  const startCheckout = async (shop: TestApp, cookie: string, productId: string, address = '10.0.0.1') =>
    shop.app.inject({ method: 'POST', url: '/api/checkout', remoteAddress: address, headers: { cookie }, payload: checkoutBody([{ productId, quantity: 1 }]) });
  const pay = (shop: TestApp, cookie: string, session: CheckoutSession, card: object) =>
    shop.app.inject({ method: 'POST', url: '/api/payments/sandbox/pay', headers: { cookie }, payload: { providerOrderId: session.providerOrderId, ...card } });

  it('checkouts per account, counted across both instances: the fourth is 429 with Retry-After, and nothing is reserved', async () => {
    const { cookie } = await signUp(first.app, newShopper());
    const { id } = await product();
    for (const shop of [first, second, first]) expect((await startCheckout(shop, cookie, id)).statusCode).toBe(201);
    const limited = await startCheckout(second, cookie, id);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.message).toBe(limitMessages.checkouts(15));
    // The limit is counted while the cart is read: the refusal still comes before any write, and before any other answer.
    const unknownPincode = await second.app.inject({
      method: 'POST',
      url: '/api/checkout',
      remoteAddress: '10.0.0.1',
      headers: { cookie },
      payload: { ...checkoutBody([{ productId: id, quantity: 1 }]), address: { ...checkoutBody([]).address, pincode: '999999' } },
    });
    expect(unknownPincode.statusCode).toBe(429);
    const [row] = (await first.database.pool.query<{ stock: number; orders: number }>(
      'select p.stock, (select count(*)::int from order_lines l where l.product_id = p.id) as orders from products p where p.id = $1',
      [id],
    )).rows;
    // Each earlier checkout replaced the one before (one unit held); the refused ones wrote nothing.
    expect(row).toEqual({ stock: 999, orders: 3 });
  });

  it('checkouts per client address, across accounts', async () => {
    const { id } = await product();
    const answers: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const { cookie } = await signUp(first.app, newShopper());
      answers.push((await startCheckout(i % 2 ? first : second, cookie, id, '10.0.0.2')).statusCode);
    }
    expect(answers).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 429]);
  });

  it('declined payments per order: the last one allowed releases the order; a normal order right after goes through', async () => {
    const { cookie } = await signUp(first.app, newShopper());
    const { id } = await product();
    const session = await checkout(first.app, cookie, [{ productId: id, quantity: 1 }]);
    expect((await pay(first, cookie, session, SANDBOX_DECLINED_CARD)).statusCode).toBe(402);
    expect((await pay(second, cookie, session, SANDBOX_DECLINED_CARD)).statusCode).toBe(402);
    const third = await pay(first, cookie, session, SANDBOX_DECLINED_CARD);
    // A 409 without Retry-After: no wait helps, the order is over.
    expect(third.statusCode).toBe(409);
    expect(third.headers['retry-after']).toBeUndefined();
    expect(third.json().error.message).toBe(limitMessages.orderDeclines);
    // Released: even a good card cannot pay it now; a new checkout can.
    expect((await pay(second, cookie, session, SANDBOX_CARD)).statusCode).toBe(409);
    const fresh = await checkout(first.app, cookie, [{ productId: id, quantity: 1 }]);
    const paid = await verify(first.app, cookie, fresh.orderId, await sandboxPay(first.app, cookie, fresh));
    expect(paid.statusCode).toBe(200);
  });

  it('payment attempts per account; a successful payment starts the count again', async () => {
    const { cookie } = await signUp(first.app, newShopper());
    const { id } = await product();
    const order = () => checkout(first.app, cookie, [{ productId: id, quantity: 1 }]);
    const a = await order();
    expect((await pay(first, cookie, a, SANDBOX_DECLINED_CARD)).statusCode).toBe(402);
    expect((await pay(second, cookie, a, SANDBOX_DECLINED_CARD)).statusCode).toBe(402);
    const approved = await pay(first, cookie, a, SANDBOX_CARD);
    expect((await verify(first.app, cookie, a.orderId, approved.json())).statusCode).toBe(200);

    // Three attempts so far, then the payment reset the count: four more are allowed (two orders,
    // under the per-order limit of three; a new checkout releases the shopper's unpaid one), and the fifth is refused.
    const attempts = [];
    const b = await order();
    for (const shop of [first, second]) attempts.push((await pay(shop, cookie, b, SANDBOX_DECLINED_CARD)).statusCode);
    const c = await order();
    for (const shop of [first, second, first]) attempts.push((await pay(shop, cookie, c, SANDBOX_DECLINED_CARD)).statusCode);
    expect(attempts).toEqual([402, 402, 402, 402, 429]);
    const limited = await pay(second, cookie, c, SANDBOX_CARD);
    expect(limited.json().error.message).toBe(limitMessages.payments(60));
  });
});

describe('a carrier address shared by many shoppers', () => {
  let shop: TestApp;
  beforeAll(async () => {
    // The defaults, except signups (tested elsewhere).
    shop = await createTestApp({
      AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
      CHECKOUT_LIMIT_PER_ACCOUNT: '15',
      CHECKOUT_LIMIT_PER_ADDRESS: '600',
      PAYMENT_LIMIT_PER_ACCOUNT: '10',
      PAYMENT_LIMIT_PER_ADDRESS: '300',
    });
  });
  afterAll(() => shop.close());

  it('lets 50 accounts check out and pay from one address within a minute', async () => {
    const { id } = await insertProduct(shop.database.db, { stock: 100 });
    const shoppers = [];
    for (let i = 0; i < 50; i += 1) shoppers.push((await signUp(shop.app, newShopper())).cookie);
    const answers = await Promise.all(
      shoppers.map(async (cookie) => {
        const created = await post(shop.app, '/api/checkout', cookie, checkoutBody([{ productId: id, quantity: 1 }]));
        if (created.statusCode !== 201) return created.statusCode;
        const session = created.json<CheckoutSession>();
        return (await verify(shop.app, cookie, session.orderId, await sandboxPay(shop.app, cookie, session))).statusCode;
      }),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(50);
  }, 120_000); // 50 signups hash 50 passwords: slow on a busy machine, and not what is tested
});
