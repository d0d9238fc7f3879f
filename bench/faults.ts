// `npm run bench:faults`: the shop killed with SIGKILL again and again while
// shoppers check out and pay, on its embedded PostgreSQL.
//
// BENCH_CYCLES (20) times: shoppers buy at about BENCH_WRITES_PER_SECOND (20)
// writes a second (each checkout, payment and verification writes), the shop
// is killed mid-flight 1-3 s after the cycle's first acknowledged checkout, and started again on the same DATA_DIR
// (the restart is timed until it answers /readyz). At the end every order the
// clients saw acknowledged is checked against the database:
//   - each checkout answered 201 has its order (in whatever state it reached);
//   - each verification answered 200 has its order paid with that payment;
//   - the product's stock plus the units held by orders equals what there was.
// It prints a table per cycle and a summary, and exits 1 if anything was lost.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { HELD_ORDER_STATUSES } from '@handloom/shared';
import { checkoutBody, SANDBOX_CARD } from '../apps/api/src/testing/checkout-driver.ts';
import { embeddedDatabaseUrl, RELAXED_MONEY_LIMITS, startShop, type ShopProcess } from '../apps/api/src/testing/shop-process.ts';

const CYCLES = positiveInteger('BENCH_CYCLES', 20);
const WRITES_PER_SECOND = positiveInteger('BENCH_WRITES_PER_SECOND', 20);
const SHOPPERS = 8;
const INITIAL_STOCK = 1_000_000;
// A journey is three writes: checkout, sandbox payment, verification.
const JOURNEY_GAP_MS = (SHOPPERS * 3 * 1000) / WRITES_PER_SECOND;

function positiveInteger(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number from 1`);
  return value;
}

interface Acknowledged {
  orders: Map<string, number>; // order id -> cycle in which its checkout was answered 201
  payments: Map<string, { orderId: string; cycle: number }>; // payment id -> order, verified (200)
}

interface CycleRow {
  cycle: number;
  checkouts: number;
  payments: number;
  killedAfterMs: number;
  restartMs: number;
  lost: number;
  stockOff: number;
}

async function post(base: string, url: string, body: unknown, cookie = '', timeoutMs = 10_000): Promise<{ status: number; body: Record<string, unknown> | null; response: Response }> {
  const response = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null, response };
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

/** One shopper's journey; what the server acknowledged is recorded the moment it answers. */
async function journey(base: string, cookie: string, productId: string, cycle: number, seen: Acknowledged): Promise<void> {
  const checkout = await post(base, '/api/checkout', checkoutBody([{ productId, quantity: 1 }], { donation: 10 }), cookie);
  if (checkout.status !== 201 || !checkout.body) return;
  const orderId = String(checkout.body.orderId);
  seen.orders.set(orderId, cycle);
  const paid = await post(base, '/api/payments/sandbox/pay', { providerOrderId: checkout.body.providerOrderId, ...SANDBOX_CARD }, cookie);
  if (paid.status !== 200 || !paid.body) return;
  const verified = await post(base, '/api/payments/verify', { orderId, ...paid.body }, cookie);
  if (verified.status === 200) seen.payments.set(String(paid.body.paymentId), { orderId, cycle });
}

async function signUp(base: string, i: number): Promise<string> {
  const signup = await post(base, '/api/users', { name: `Faults ${i}`, email: `faults-${i}-${Date.now()}@example.com`, password: `faults-password-${i}` }, '', 60_000);
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}`);
  return signup.response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function timedStart(env: Record<string, string>): Promise<{ shop: ShopProcess; ms: number }> {
  const started = performance.now();
  const shop = await startShop(env);
  for (;;) {
    const ready = await fetch(`${shop.baseUrl}/readyz`).catch(() => null);
    if (ready?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { shop, ms: performance.now() - started };
}

/** Orders acknowledged but missing, or paid payments not on a paid order; and how far the stock is off. */
async function audit(url: string, productId: string, seen: Acknowledged): Promise<{ lost: number; stockOff: number }> {
  const orderIds = [...seen.orders.keys()];
  const found = await query<{ id: string }>(url, 'select id from orders where id = any($1::uuid[])', [orderIds]);
  const foundIds = new Set(found.map((row) => row.id));
  const paid = await query<{ payment_id: string; id: string }>(
    url,
    `select payment_id, id from orders where payment_id = any($1) and status = 'paid'`,
    [[...seen.payments.keys()]],
  );
  const paidBy = new Map(paid.map((row) => [row.payment_id, row.id]));
  let lost = orderIds.filter((id) => !foundIds.has(id)).length;
  for (const [paymentId, { orderId }] of seen.payments) if (paidBy.get(paymentId) !== orderId) lost += 1;

  const [books] = await query<{ stock: number; held: number }>(
    url,
    `select p.stock, coalesce(sum(l.quantity) filter (where o.status = any($2)), 0)::int as held
     from products p left join order_lines l on l.product_id = p.id left join orders o on o.id = l.order_id
     where p.id = $1 group by p.stock`,
    [productId, HELD_ORDER_STATUSES],
  );
  return { lost, stockOff: books ? Math.abs(books.stock + books.held - INITIAL_STOCK) : INITIAL_STOCK };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'handloom-faults-'));
  const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', AUTH_RATE_LIMIT_PER_ADDRESS: '100000', LOG_LEVEL: 'warn', ...RELAXED_MONEY_LIMITS };
  const cpus = os.cpus();
  console.log(
    `Faults bench: ${CYCLES} SIGKILL cycles, ${SHOPPERS} shoppers at about ${WRITES_PER_SECOND} writes/s, ${cpus.length} CPUs, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  let { shop } = await timedStart(env);
  const rows: CycleRow[] = [];
  const seen: Acknowledged = { orders: new Map(), payments: new Map() };
  try {
    const url = await embeddedDatabaseUrl(dataDir);
    const [product] = await query<{ id: string }>(
      url,
      `insert into products (title, price_paise, category, stock, description, images) values ('Faults veshti', 45000, 'dhotis', $1, 'x', array['/media/x']) returning id`,
      [INITIAL_STOCK],
    );
    const productId = product?.id ?? '';
    const cookies: string[] = [];
    for (let i = 0; i < SHOPPERS; i += 1) cookies.push(await signUp(shop.baseUrl, i));

    for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
      const running = shop;
      const before = { orders: seen.orders.size, payments: seen.payments.size };
      let killed = false;
      const shoppers = cookies.map(async (cookie, i) => {
        // Staggered, so the writes spread over the second.
        await new Promise((resolve) => setTimeout(resolve, (i * JOURNEY_GAP_MS) / SHOPPERS));
        while (!killed) {
          const started = performance.now();
          await journey(running.baseUrl, cookie, productId, cycle, seen).catch(() => undefined);
          const rest = JOURNEY_GAP_MS - (performance.now() - started);
          if (rest > 0 && !killed) await new Promise((resolve) => setTimeout(resolve, rest));
        }
      });
      // Pulled mid-flight: 1-3 s after the cycle's first acknowledged checkout (the shop may still be warming up).
      const cycleStarted = performance.now();
      while (seen.orders.size === before.orders && performance.now() - cycleStarted < 30_000) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 1_000 + Math.random() * 2_000));
      const killedAfterMs = Math.round(performance.now() - cycleStarted);
      running.child.kill('SIGKILL');
      await running.exited;
      killed = true;
      await Promise.all(shoppers);

      const restarted = await timedStart(env);
      shop = restarted.shop;
      const { lost, stockOff } = await audit(await embeddedDatabaseUrl(dataDir), productId, seen);
      const row = {
        cycle,
        checkouts: seen.orders.size - before.orders,
        payments: seen.payments.size - before.payments,
        killedAfterMs,
        restartMs: restarted.ms,
        lost,
        stockOff,
      };
      rows.push(row);
      console.log(
        `  cycle ${cycle}: killed after ${killedAfterMs} ms, ${row.checkouts} checkouts and ${row.payments} payments acknowledged, restart ${row.restartMs.toFixed(0)} ms, lost ${lost}, stock off by ${stockOff}`,
      );
    }
  } finally {
    shop.child.kill('SIGTERM');
    await shop.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
  printTable(rows, seen);
  const last = rows.at(-1);
  if (!last || last.lost > 0 || last.stockOff > 0) process.exitCode = 1;
}

function printTable(rows: CycleRow[], seen: Acknowledged): void {
  console.log('\n| cycle | killed after ms | checkouts acknowledged | payments acknowledged | restart ms | lost so far | stock off |');
  console.log('|------:|----------------:|-----------------------:|----------------------:|-----------:|------------:|----------:|');
  for (const r of rows) {
    console.log(`| ${r.cycle} | ${r.killedAfterMs} | ${r.checkouts} | ${r.payments} | ${r.restartMs.toFixed(0)} | ${r.lost} | ${r.stockOff} |`);
  }
  const slowest = Math.max(...rows.map((r) => r.restartMs));
  const last = rows.at(-1);
  console.log('\n| cycles | acknowledged orders | acknowledged payments | lost (must be 0) | stock that does not add up (must be 0) | slowest restart ms |');
  console.log('|-------:|--------------------:|----------------------:|-----------------:|---------------------------------------:|-------------------:|');
  console.log(`| ${rows.length} | ${seen.orders.size} | ${seen.payments.size} | ${last?.lost ?? '?'} | ${last?.stockOff ?? '?'} | ${slowest.toFixed(0)} |`);
}

await main();
