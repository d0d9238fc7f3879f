import { CheckoutSessionSchema, type CheckoutSession } from '@handloom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, post, sandboxPay, verify } from '../../testing/checkout-driver.ts';
import { insertProduct } from '../../testing/factories.ts';
import { newShopper, signUp } from '../../testing/http.ts';
import { recordStatements, type StatementLog } from '../../testing/statement-log.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Issue 18: the round trips of one checkout. Each SQL statement is a round
// trip to PostgreSQL; this pins how many a checkout (POST /api/checkout)
// issues, so a change that adds one shows up here. The budget, for a shopper
// whose session this instance looked up moments ago (the page asked who is
// logged in before Buy Now):
//   1 the checkout limits (account and address in one upsert)
//   3 in parallel: the products' prices and stock, units held in unpaid
//     checkouts, the delivery promise to the pincode
//   1 the checkout statement: stock reserved, order (with the provider's
//     order and the promised days) and lines written
//   1 the address book (the address used is remembered)
// and one more, the session with its user, when the session is not cached.
const CHECKOUT_STATEMENTS = 6;

describe('the statements of one checkout', () => {
  let shop: TestApp;
  let cookie: string;
  let log: StatementLog;
  beforeAll(async () => {
    log = recordStatements();
    // No background sweeps while counting.
    shop = await createTestApp({ RESERVATION_SWEEP_SECONDS: '0', SESSION_CACHE_SECONDS: '30' });
    ({ cookie } = await signUp(shop.app, newShopper()));
  });
  afterAll(async () => {
    log.restore();
    await shop.close();
  });

  async function ownerAlertsSent(): Promise<void> {
    for (let tries = 0; tries < 100; tries += 1) {
      const [row] = (await shop.database.pool.query<{ waiting: number }>('select count(*)::int as waiting from owner_alerts where sent_at is null')).rows;
      if (row?.waiting === 0) {
        // The sender marks a row sent, then may read once more: give that a moment.
        await new Promise((resolve) => setTimeout(resolve, 100));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the owner alerts were not sent within 5 s');
  }

  async function countedCheckout(productId: string): Promise<{ statements: string[]; session: CheckoutSession }> {
    log.start();
    const response = await post(shop.app, '/api/checkout', cookie, checkoutBody([{ productId, quantity: 1 }]));
    const statements = log.stop();
    expect(response.statusCode, response.body).toBe(201);
    return { statements, session: CheckoutSessionSchema.parse(response.json()) };
  }

  it(`issues ${CHECKOUT_STATEMENTS} statements with the session known, one more for a session looked up, and writes the order once`, async () => {
    const product = await insertProduct(shop.database.db, { stock: 10 });
    const cold = await countedCheckout(product.id);
    expect(cold.statements.filter((statement) => /\bfrom "sessions"/.test(statement))).toHaveLength(1);
    expect(cold.statements.length, cold.statements.join('\n')).toBeLessThanOrEqual(CHECKOUT_STATEMENTS + 1);
    // Paid, so the next checkout holds nothing and takes the one-statement path.
    expect((await verify(shop.app, cookie, cold.session.orderId, await sandboxPay(shop.app, cookie, cold.session))).statusCode).toBe(200);

    // The payment's email to the owner is sent in the background (owner alerts): let it finish, or its statements count here.
    await ownerAlertsSent();
    const warm = await countedCheckout(product.id);
    expect(warm.statements.length, warm.statements.join('\n')).toBeLessThanOrEqual(CHECKOUT_STATEMENTS);
    expect(warm.statements.some((statement) => /\bfrom "sessions"/.test(statement))).toBe(false);
    // The order is written once: no update of orders after the checkout statement.
    expect(warm.statements.filter((statement) => /\b(insert into|update) "?orders"?\b/.test(statement))).toHaveLength(1);
    const [row] = (await shop.database.pool.query<{ provider_order_id: string | null }>('select provider_order_id from orders where id = $1', [warm.session.orderId])).rows;
    expect(row?.provider_order_id).toMatch(/^order_sbx_/);
  });

  // pg's pool closes the connection of any query that fails. A flash sale
  // answers most of its buyers "sold out": if that were an error, each would
  // cost a new connection (a SCRAM handshake), slower than the checkout itself.
  it('answers sold-out checkouts 409 without failing a statement, so no connection is closed', async () => {
    const product = await insertProduct(shop.database.db, { stock: 1 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => signUp(shop.app, newShopper())));
    let failed = 0;
    const onRelease = (error: Error | undefined) => void (error && (failed += 1));
    shop.database.pool.on('release', onRelease);
    try {
      // All at once: most read the one unit as still there and reach the checkout statement, which finds it gone.
      const responses = await Promise.all(buyers.map(({ cookie: buyer }) => post(shop.app, '/api/checkout', buyer, checkoutBody([{ productId: product.id, quantity: 1 }]))));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, ...Array<number>(7).fill(409)]);
      expect(failed).toBe(0);
    } finally {
      shop.database.pool.off('release', onRelease);
    }
    const [row] = (await shop.database.pool.query<{ stock: number }>('select stock from products where id = $1', [product.id])).rows;
    expect(row?.stock).toBe(0);
  });

});
