import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { embeddedDatabaseUrl, startShop, type ShopProcess } from '../../testing/shop-process.ts';

// Razorpay mode: the shop is killed after the payment-provider order was
// created and the shopper paid, before anything was verified. After the
// restart Razorpay's webhook (delivered more than once) still yields exactly
// one paid order, and a late browser verification agrees with it.

const address = { name: 'Revathi', address: '21 North Car Street', locality: 'Little Kanchipuram', city: 'Kanchipuram', state: 'Tamil Nadu', pincode: '631501', phoneNumber: '9443098765' };

async function post(base: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, unknown> | null, response };
}

describe('a webhook after a crash pays the order exactly once', () => {
  let dataDir: string;
  let razorpay: FakeRazorpay;
  let shop: ShopProcess | null = null;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'handloom-webhook-'));
    await chmod(dataDir, 0o755);
    razorpay = await startFakeRazorpay();
  });
  afterAll(async () => {
    if (shop) {
      shop.child.kill('SIGTERM');
      await shop.exited;
    }
    await razorpay.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('settles through the webhook after the restart, once, whatever arrives next', async () => {
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...razorpay.env };
    shop = await startShop(env);
    const url = await embeddedDatabaseUrl(dataDir);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ id: string }>(
      `insert into products (title, price_paise, category, stock, description, images) values ('Arani silk', 650000, 'silk_sarees', 3, 'x', array['/media/x']) returning id`,
    );
    await client.end();

    const signup = await post(shop.baseUrl, '/api/users', { name: 'Revathi', email: `revathi-${Date.now()}@example.com`, password: 'kanchi-temple-border' });
    expect(signup.status).toBe(201);
    const cookie = signup.response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const checkout = await post(shop.baseUrl, '/api/checkout', { items: [{ productId: rows[0]!.id, quantity: 1 }], donation: 50, address }, { cookie });
    expect(checkout.status).toBe(201);
    const session = checkout.json as { orderId: string; providerOrderId: string; amountPaise: number; provider: string };
    expect(session.provider).toBe('razorpay');
    expect(razorpay.orders.map((order) => order.id)).toContain(session.providerOrderId);
    // The shopper pays in Razorpay's window; the shop dies before the browser comes back.
    const payment = razorpay.pay(session.providerOrderId);
    shop.child.kill('SIGKILL');
    await shop.exited;

    shop = await startShop(env);
    const delivery = razorpay.webhook('payment.captured', { orderId: session.providerOrderId, paymentId: payment.paymentId, amount: session.amountPaise }, 'evt_after_crash');
    const deliveries = await Promise.all([1, 2, 3].map(() => post(shop!.baseUrl, '/api/payments/webhook', delivery.body, delivery.headers)));
    for (const delivered of deliveries) expect(delivered.status).toBeLessThan(300);
    const late = await post(shop.baseUrl, '/api/payments/verify', { orderId: session.orderId, ...payment }, { cookie });
    expect(late.status).toBe(200);
    expect(late.json?.status).toBe('paid');

    const check = new pg.Client({ connectionString: await embeddedDatabaseUrl(dataDir) });
    await check.connect();
    const paid = await check.query(`select id from orders where payment_id = $1 and status = 'paid'`, [payment.paymentId]);
    const stock = await check.query<{ stock: number }>(`select stock from products where id = $1`, [rows[0]!.id]);
    await check.end();
    expect(paid.rowCount).toBe(1);
    expect(stock.rows[0]?.stock).toBe(2);
  });
});
