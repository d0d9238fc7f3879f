import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDatabaseUrl, RELAXED_MONEY_LIMITS, startShop, type ShopProcess } from '../../testing/shop-process.ts';

// The shop is killed with SIGKILL while shoppers check out, again and again.
// After each restart on the same DATA_DIR: every acknowledged (verified)
// payment has its paid order, stock adds up, and the database starts cleanly.

const INITIAL_STOCK = 1_000;
const address = { name: 'Kavitha', address: '3 Gandhi Road', locality: 'Salem Bazaar', city: 'Salem', state: 'Tamil Nadu', pincode: '636001', phoneNumber: '+91 9876543210' };

interface Buyer {
  email: string;
  password: string;
  cookie: string;
}

async function json(base: string, url: string, body: unknown, cookie = '') {
  const response = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, string> | null, response };
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** checkout -> sandbox pay -> verify; resolves with the payment id once the server acknowledged it. */
async function buy(base: string, buyer: Buyer, productId: string): Promise<string | null> {
  const checkout = await json(base, '/api/checkout', { items: [{ productId, quantity: 1 }], donation: 10, address }, buyer.cookie);
  if (checkout.status !== 201 || !checkout.body) return null;
  const paid = await json(
    base,
    '/api/payments/sandbox/pay',
    { providerOrderId: checkout.body.providerOrderId, cardNumber: '4111111111111111', expiry: '12/30', cvv: '123' },
    buyer.cookie,
  );
  if (paid.status !== 200 || !paid.body) return null;
  const verified = await json(base, '/api/payments/verify', { orderId: checkout.body.orderId, ...paid.body }, buyer.cookie);
  return verified.status === 200 ? (paid.body.paymentId as string) : null;
}

describe('checkout survives the shop being killed', () => {
  let dataDir: string;
  let shop: ShopProcess | null = null;
  let productId: string;
  const buyers: Buyer[] = [];
  const env = () => ({ DATA_DIR: dataDir, SEED_DEMO: 'false', AUTH_RATE_LIMIT_PER_ADDRESS: '100000', LOG_LEVEL: 'warn', ...RELAXED_MONEY_LIMITS });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'handloom-crash-'));
    shop = await startShop(env());
    const url = await embeddedDatabaseUrl(dataDir);
    [{ id: productId }] = (await query<{ id: string }>(
      url,
      `insert into products (title, price_paise, category, stock, description, images) values ('Crash-test veshti', 45000, 'dhotis', $1, 'x', array['/media/x']) returning id`,
      [INITIAL_STOCK],
    )) as [{ id: string }];
    for (let i = 0; i < 8; i++) {
      const buyer = { email: `crash-${i}-${Date.now()}@example.com`, password: `crash-password-${i}`, cookie: '' };
      const signup = await json(shop.baseUrl, '/api/users', { name: `Buyer ${i}`, ...buyer });
      expect(signup.status).toBe(201);
      buyer.cookie = signup.response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      buyers.push(buyer);
    }
  });
  afterAll(async () => {
    if (shop) {
      shop.child.kill('SIGTERM');
      await shop.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged order and the stock adds up after each of three SIGKILLs', async () => {
    const acknowledged: string[] = [];
    for (let round = 0; round < 3; round++) {
      const running = shop as ShopProcess;
      let killed = false;
      const shoppers = buyers.map(async (buyer) => {
        while (!killed) {
          const paymentId = await buy(running.baseUrl, buyer, productId).catch(() => null);
          if (paymentId) acknowledged.push(paymentId);
        }
      });
      // Let checkouts get going, then pull the plug mid-flight.
      await new Promise((resolve) => setTimeout(resolve, 2_500 + round * 700));
      running.child.kill('SIGKILL');
      await running.exited;
      killed = true;
      await Promise.all(shoppers);

      shop = await startShop(env());
      const url = await embeddedDatabaseUrl(dataDir);
      const paid = await query<{ payment_id: string }>(url, `select payment_id from orders where status = 'paid'`);
      const paidIds = new Set(paid.map((row) => row.payment_id));
      expect(acknowledged.filter((id) => !paidIds.has(id)), `round ${round}: acknowledged but not paid`).toEqual([]);
      expect(paid.length).toBe(paidIds.size);
      const [books] = await query<{ stock: number; held: number }>(
        url,
        `select p.stock, coalesce(sum(l.quantity) filter (where o.status in ('pending','paid','packed','shipped','delivered')), 0)::int as held
         from products p left join order_lines l on l.product_id = p.id left join orders o on o.id = l.order_id
         where p.id = $1 group by p.stock`,
        [productId],
      );
      expect(books!.stock).toBeGreaterThanOrEqual(0);
      expect(books!.stock + books!.held, `round ${round}: stock adds up`).toBe(INITIAL_STOCK);
      expect((await fetch(`${shop.baseUrl}/readyz`)).status).toBe(200);
    }
    expect(acknowledged.length).toBeGreaterThan(0);
  });

  it('a payment made before the crash is verified after the restart, exactly once', async () => {
    const running = shop as ShopProcess;
    const buyer = buyers[0] as Buyer;
    const checkout = await json(running.baseUrl, '/api/checkout', { items: [{ productId, quantity: 2 }], donation: 0, address }, buyer.cookie);
    expect(checkout.status).toBe(201);
    const paid = await json(
      running.baseUrl,
      '/api/payments/sandbox/pay',
      { providerOrderId: checkout.body!.providerOrderId, cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' },
      buyer.cookie,
    );
    expect(paid.status).toBe(200);
    running.child.kill('SIGKILL');
    await running.exited;

    shop = await startShop(env());
    const verify = () => json(shop!.baseUrl, '/api/payments/verify', { orderId: checkout.body!.orderId, ...paid.body }, buyer.cookie);
    const results = await Promise.all([verify(), verify(), verify()]);
    for (const result of results) expect(result.status).toBe(200);
    const url = await embeddedDatabaseUrl(dataDir);
    const rows = await query<{ status: string }>(url, `select status from orders where payment_id = $1`, [paid.body!.paymentId]);
    expect(rows).toEqual([{ status: 'paid' }]);
  });
});
