import { SandboxUpiResultSchema } from '@handloom/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, sandboxPayments } from '../db/schema.ts';
import { sandboxWebhook } from '../features/payments/sandbox-provider.ts';
import { buy, checkout, deliveryAddress, post, verify } from '../testing/checkout-driver.ts';
import { insertProduct } from '../testing/factories.ts';
import { newShopper, signUp } from '../testing/http.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const TOKEN = 'a-long-prometheus-scrape-token';
const SANDBOX_SECRET = 'a-sandbox-secret-for-the-metrics-tests-0123';

/** The value of one series in Prometheus's text format (0 when absent). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  let shop: TestApp;
  let off: TestApp;

  beforeAll(async () => {
    shop = await createTestApp({ METRICS_TOKEN: TOKEN, SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET });
    off = await createTestApp({}, { shareDatabaseOf: shop });
  });
  afterAll(async () => {
    await off.close();
    await shop.close();
  });

  const scrape = (authorization?: string, app = shop) => app.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('is off without METRICS_TOKEN, and answers only the right bearer token', async () => {
    expect((await scrape(`Bearer ${TOKEN}`, off)).statusCode).toBe(404);
    const none = await scrape();
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.body).not.toMatch(/http_requests_total/);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.body).toMatch(/^process_cpu_user_seconds_total /m);
    expect(ok.body).toMatch(/^nodejs_heap_size_used_bytes /m);
    expect(ok.body).toMatch(/^shop_db_pool_waiting_requests 0$/m);
    expect(ok.body).toMatch(/^shop_db_pool_errors_total 0$/m);
    // No backup in this shop's folder yet: infinitely old, so the 36-hour alert fires.
    expect(ok.body).toMatch(/^shop_last_backup_age_seconds \+Inf$/m);
  });

  it('counts requests by route and status, checkouts started, paid (once per order, webhook UPI too) and failed, failed verifications, released reservations', async () => {
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    const { cookie } = await signUp(shop.app, newShopper());
    const product = await insertProduct(shop.database.db, { stock: 5 });
    const bought = await buy(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
    // The browser verifies the same payment again (a reload): answered 200, but the order was placed once.
    expect((await verify(shop.app, cookie, bought.session.orderId, bought.payment)).statusCode).toBe(200);
    const paidSoFar = valueOf((await scrape(`Bearer ${TOKEN}`)).body, 'shop_checkouts_total{outcome="paid"}') - valueOf(before, 'shop_checkouts_total{outcome="paid"}');
    expect(paidSoFar).toBe(1);
    // A UPI payment the bank decides later: the webhook places the order, and nobody calls verify. Two events say so.
    const pending = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
    const upi = await post(shop.app, '/api/payments/sandbox/upi', cookie, { providerOrderId: pending.providerOrderId, outcome: 'pending' });
    expect(SandboxUpiResultSchema.parse(upi.json()).status).toBe('pending');
    const [order] = await shop.database.db.select({ paymentId: orders.paymentId }).from(orders).where(eq(orders.id, pending.orderId));
    const [payment] = await shop.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, order?.paymentId ?? ''));
    for (let delivery = 0; delivery < 2; delivery++) {
      const { body, signature } = sandboxWebhook(SANDBOX_SECRET, 'payment.captured', { ...payment!, status: 'pending' });
      const hook = await shop.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature }, payload: body });
      expect(hook.json()).toEqual({ status: 'processed' });
    }
    // Refused: more than the stock.
    const refused = await post(shop.app, '/api/checkout', cookie, { items: [{ productId: product.id, quantity: 50 }], donation: 0, address: deliveryAddress });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    // A forged payment is not verified.
    const lapsing = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
    const forged = await post(shop.app, '/api/payments/verify', cookie, { orderId: lapsing.orderId, paymentId: 'pay_forged', signature: 'f'.repeat(64) });
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    // Its reservation lapses and the sweep releases it.
    await shop.database.db.execute(sql`update orders set reserved_until = now() - interval '1 minute' where id = ${lapsing.orderId}`);
    await shop.app.reservationSweeper.runOnce();

    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    const delta = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(delta('shop_checkouts_total{outcome="started"}')).toBe(3);
    expect(delta('shop_checkouts_total{outcome="paid"}')).toBe(2);
    expect(delta('shop_checkouts_total{outcome="failed"}')).toBe(1);
    expect(delta('shop_payment_verification_failures_total')).toBe(1);
    expect(delta('shop_reservations_released_total')).toBe(1);
    expect(delta('http_requests_total{method="POST",route="/api/checkout",status="201"}')).toBe(3);
    expect(delta('http_requests_total{method="POST",route="/api/payments/verify",status="200"}')).toBe(2);
    expect(valueOf(after, 'http_request_duration_seconds_count{method="POST",route="/api/checkout",status="201"}')).toBeGreaterThanOrEqual(2);
  });
});
