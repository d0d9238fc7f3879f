// `npm run bench:load`: a day at the shop, compressed.
//
// Starts the built shop (embedded PostgreSQL, or a scratch database on the
// server at DATABASE_URL) as its own process and drives it from this one with
// a shopper mix, ramping to BENCH_SHOPPERS concurrent shoppers with think time:
//   60% browse (home page, product lists, product pages)
//   20% search and filter
//   12% cart and favourites (cart quote, favourite a product page)
//    5% checkout, paid as India pays:
//         45% card, 20% UPI approved, 15% UPI left pending (half of them
//         later captured by the sandbox bank's signed webhook, the rest left
//         to lapse), 20% cash on delivery (the code from the email, then
//         confirmed)
//    3% login or signup
// After the run the admin delivers 80% of the COD orders (cash collected) and
// marks 20% returned to sender. Reservations last 1 minute here, so pending
// payments and unconfirmed COD orders lapse during the run.
// Prints per-step throughput, p50/p95/p99 latency and error rate, then checks
// the books in the database: every verified payment has exactly one paid
// order, stock equals initial stock minus what is sold or held, no negative
// stock, the cash collected equals the total of delivered COD orders, and no
// waiting order holds stock after its reservation lapsed.
//
// Settings: BENCH_SECONDS (120), BENCH_SHOPPERS (100), DATABASE_URL (optional).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { HELD_ORDER_STATUSES } from '@handloom/shared';
import { embeddedDatabaseUrl, RELAXED_MONEY_LIMITS, startShop } from '../apps/api/src/testing/shop-process.ts';
import { startSmtpInbox, type SmtpInbox } from '../apps/api/src/testing/smtp-inbox.ts';

const SECONDS = whole('BENCH_SECONDS', 120);
const SHOPPERS = whole('BENCH_SHOPPERS', 100);
const RAMP_MS = Math.min(30_000, (SECONDS * 1000) / 4);
const THINK_MS: [number, number] = [300, 1500];
const INITIAL_STOCK = 100_000;
const READ_P95_TARGET_MS = 300;
const CHECKOUT_P95_TARGET_MS = 800;
const SEARCH_TERMS = ['silk', 'cotton', 'saree', 'kanchi', 'veshti', 'stole', 'zari', 'border', 'பருத்தி', 'arani'];

type Step =
  | 'home page'
  | 'product list'
  | 'product page'
  | 'product json'
  | 'search'
  | 'filter'
  | 'cart quote'
  | 'favourite'
  | 'checkout'
  | 'pay'
  | 'verify'
  | 'upi'
  | 'upi webhook'
  | 'cod code'
  | 'admin move'
  | 'login'
  | 'signup';

const readSteps = new Set<Step>(['home page', 'product list', 'product page', 'product json', 'search', 'filter', 'favourite', 'cart quote']);
const checkoutSteps = new Set<Step>(['checkout', 'pay', 'verify', 'upi', 'upi webhook', 'cod code']);

interface Sample {
  ms: number;
  ok: boolean;
}

const samples = new Map<Step, Sample[]>();
const verifiedPayments: string[] = [];
const codOrders: string[] = [];
const paidBy = { card: 0, upi: 0, upiPending: 0, upiCaptured: 0, cod: 0 };
let inbox: SmtpInbox;
const usedMail = new Set<object>();
const failures: string[] = [];

function whole(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number from 1`);
  return value;
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Shopper {
  cookie = '';
  constructor(
    readonly base: string,
    readonly email: string,
    readonly password: string,
  ) {}

  async request(step: Step, url: string, init: { method?: string; json?: unknown; expect?: number[] } = {}): Promise<Response | null> {
    const started = performance.now();
    let response: Response | null = null;
    let ok = false;
    try {
      response = await fetch(this.base + url, {
        method: init.method ?? 'GET',
        headers: {
          ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.cookie ? { cookie: this.cookie } : {}),
        },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
        signal: AbortSignal.timeout(15_000),
      });
      const setCookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      if (setCookie) this.cookie = setCookie;
      ok = (init.expect ?? [200]).includes(response.status);
      if (!ok) failures.push(`${step} ${url}: ${response.status} ${(await response.clone().text()).slice(0, 160)}`);
    } catch (error) {
      failures.push(`${step} ${url}: ${(error as Error).message}`);
    }
    const list = samples.get(step) ?? [];
    list.push({ ms: performance.now() - started, ok });
    samples.set(step, list);
    return ok ? response : null;
  }
}

async function browse(shopper: Shopper, productIds: string[]): Promise<void> {
  const roll = Math.random();
  if (roll < 0.25) await shopper.request('home page', '/');
  else if (roll < 0.5) await shopper.request('product list', `/api/products?page=${1 + Math.floor(Math.random() * 3)}`);
  else if (roll < 0.75) await shopper.request('product page', `/productinfo/${pick(productIds)}`);
  else await shopper.request('product json', `/api/products/${pick(productIds)}`);
}

async function search(shopper: Shopper, categories: string[]): Promise<void> {
  if (Math.random() < 0.6) await shopper.request('search', `/api/products?search=${encodeURIComponent(pick(SEARCH_TERMS))}`);
  else await shopper.request('filter', `/api/products?category=${pick(categories)}&search=${encodeURIComponent(pick(SEARCH_TERMS).slice(0, 3))}`);
}

async function cartOrFavourite(shopper: Shopper, productIds: string[]): Promise<void> {
  if (Math.random() < 0.6) {
    const items = [{ productId: pick(productIds), quantity: 1 + Math.floor(Math.random() * 2) }];
    await shopper.request('cart quote', '/api/cart/quote', { method: 'POST', json: { items, donation: 50 } });
  } else {
    await shopper.request('favourite', `/api/products/${pick(productIds)}`);
  }
}

const address = { name: 'Load Shopper', address: '1 Car Street', locality: 'Arni Fort', city: 'Tiruvannamalai', state: 'Tamil Nadu', pincode: '632301', phoneNumber: '9876543210' };

async function checkout(shopper: Shopper, productIds: string[]): Promise<void> {
  const items = [{ productId: pick(productIds), quantity: 1 }];
  const roll = Math.random();
  if (roll >= 0.8) return cashOnDelivery(shopper, items);
  const created = await shopper.request('checkout', '/api/checkout', { method: 'POST', json: { items, donation: 50, address }, expect: [201] });
  if (!created) return;
  const session = (await created.json()) as { orderId: string; providerOrderId: string };
  let result: { paymentId: string; signature: string; providerOrderId: string };
  if (roll < 0.45) {
    const paid = await shopper.request('pay', '/api/payments/sandbox/pay', {
      method: 'POST',
      json: { providerOrderId: session.providerOrderId, cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' },
    });
    if (!paid) return;
    result = (await paid.json()) as typeof result;
    paidBy.card += 1;
  } else {
    const outcome = roll < 0.65 ? 'success' : 'pending';
    const answered = await shopper.request('upi', '/api/payments/sandbox/upi', { method: 'POST', json: { providerOrderId: session.providerOrderId, outcome } });
    if (!answered) return;
    const answer = (await answered.json()) as { status: 'paid' | 'pending'; orderNumber?: string } & typeof result;
    if (answer.status === 'pending') {
      paidBy.upiPending += 1;
      // Half the pending payments are captured a little later by the bank's webhook; the rest lapse.
      if (Math.random() < 0.5) {
        await sleep(500 + Math.random() * 2000);
        const captured = await shopper.request('upi webhook', '/api/payments/sandbox/resolve', {
          method: 'POST',
          json: { orderNumber: answer.orderNumber, outcome: 'captured' },
        });
        if (captured) paidBy.upiCaptured += 1;
      }
      return;
    }
    result = answer;
    paidBy.upi += 1;
  }
  const verified = await shopper.request('verify', '/api/payments/verify', { method: 'POST', json: { orderId: session.orderId, ...result } });
  if (verified) verifiedPayments.push(result.paymentId);
}

async function cashOnDelivery(shopper: Shopper, items: { productId: string; quantity: number }[]): Promise<void> {
  const created = await shopper.request('checkout', '/api/checkout', { method: 'POST', json: { items, donation: 50, address, method: 'cod' }, expect: [201] });
  if (!created) return;
  const { orderId } = (await created.json()) as { orderId: string };
  const code = await codeFor(shopper.email);
  if (!code) {
    failures.push(`cod code: no email for ${shopper.email}`);
    return;
  }
  const confirmed = await shopper.request('cod code', `/api/orders/${orderId}/confirm-cod`, { method: 'POST', json: { code } });
  if (!confirmed) return;
  codOrders.push(orderId);
  paidBy.cod += 1;
}

/** The code in the newest unread "cash on delivery code" email to this shopper (the shop emails before it answers). */
async function codeFor(email: string): Promise<string | null> {
  for (let waited = 0; waited < 5000; waited += 20) {
    const mail = inbox.messages.findLast((message) => !usedMail.has(message) && message.to.includes(email) && message.subject.includes('cash on delivery code'));
    if (mail) {
      usedMail.add(mail);
      return /code is (\d{6})/.exec(mail.subject)?.[1] ?? null;
    }
    await sleep(20);
  }
  return null;
}

/** The admin's end of the day: 80% of COD orders delivered with the cash collected, 20% returned to sender. */
async function settleCodOrders(base: string): Promise<{ deliveredPaise: number; delivered: number; returned: number }> {
  const admin = new Shopper(base, 'admin@kaithari.example', 'bench-admin-password');
  await admin.request('login', '/api/session', { method: 'POST', json: { email: admin.email, password: admin.password } });
  let deliveredPaise = 0;
  let delivered = 0;
  let returned = 0;
  for (const [index, orderId] of codOrders.entries()) {
    const last = index % 5 === 4 ? 'returned' : 'delivered';
    let finished: { totals: { totalPaise: number } } | undefined;
    for (const status of ['packed', 'shipped', last]) {
      const moved = await admin.request('admin move', `/api/admin/orders/${orderId}/status`, { method: 'POST', json: { status } });
      if (!moved) break;
      if (status === last) finished = (await moved.json()) as { totals: { totalPaise: number } };
    }
    if (!finished) continue;
    if (last === 'delivered') {
      deliveredPaise += finished.totals.totalPaise;
      delivered += 1;
    } else returned += 1;
  }
  return { deliveredPaise, delivered, returned };
}

async function account(shopper: Shopper, runId: string, counter: { n: number }): Promise<void> {
  if (Math.random() < 0.5) {
    await shopper.request('login', '/api/session', { method: 'POST', json: { email: shopper.email, password: shopper.password } });
  } else {
    counter.n += 1;
    const visitor = new Shopper(shopper.base, `new-${runId}-${counter.n}@bench.example`, 'bench-password-1');
    await visitor.request('signup', '/api/users', {
      method: 'POST',
      json: { name: 'Bench Visitor', email: visitor.email, password: visitor.password },
      expect: [201],
    });
  }
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function printSteps(elapsedSeconds: number): { readP95: number; checkoutP95: number; errorRate: number } {
  const rows: string[][] = [['step', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors']];
  let total = 0;
  let errors = 0;
  const reads: number[] = [];
  const checkouts: number[] = [];
  for (const [step, list] of [...samples.entries()].sort()) {
    const sorted = list.map((s) => s.ms).sort((a, b) => a - b);
    const failed = list.filter((s) => !s.ok).length;
    total += list.length;
    errors += failed;
    if (readSteps.has(step)) reads.push(...sorted);
    if (checkoutSteps.has(step)) checkouts.push(...sorted);
    rows.push([
      step,
      String(list.length),
      (list.length / elapsedSeconds).toFixed(1),
      percentile(sorted, 50).toFixed(1),
      percentile(sorted, 95).toFixed(1),
      percentile(sorted, 99).toFixed(1),
      `${failed} (${((100 * failed) / Math.max(1, list.length)).toFixed(2)}%)`,
    ]);
  }
  reads.sort((a, b) => a - b);
  checkouts.sort((a, b) => a - b);
  rows.push(['all reads', String(reads.length), (reads.length / elapsedSeconds).toFixed(1), percentile(reads, 50).toFixed(1), percentile(reads, 95).toFixed(1), percentile(reads, 99).toFixed(1), '']);
  rows.push(['all checkout steps', String(checkouts.length), (checkouts.length / elapsedSeconds).toFixed(1), percentile(checkouts, 50).toFixed(1), percentile(checkouts, 95).toFixed(1), percentile(checkouts, 99).toFixed(1), '']);
  rows.push(['total', String(total), (total / elapsedSeconds).toFixed(1), '', '', '', `${errors} (${((100 * errors) / Math.max(1, total)).toFixed(3)}%)`]);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  for (const row of rows) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
  return { readP95: percentile(reads, 95), checkoutP95: percentile(checkouts, 95), errorRate: errors / Math.max(1, total) };
}

async function checkBooks(databaseUrl: string, cod: { deliveredPaise: number; delivered: number; returned: number }): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const paid = await client.query<{ payment_id: string; orders: number }>(
      `select payment_id, count(*)::int as orders from orders where payment_id = any($1) and status = 'paid' group by payment_id`,
      [verifiedPayments],
    );
    const paidOnce = new Map(paid.rows.map((row) => [row.payment_id, row.orders]));
    const lost = verifiedPayments.filter((id) => paidOnce.get(id) !== 1).length;
    const duplicated = (await client.query(`select payment_id from orders where payment_id is not null group by payment_id having count(*) > 1`)).rowCount ?? 0;
    // Initial stock = stock now + units held by waiting orders + units sold (returned, expired and cancelled orders gave theirs back).
    const mismatched = await client.query<{ id: string; stock: number; held: number }>(
      `select p.id, p.stock, coalesce(sum(l.quantity) filter (where o.status = any($2)), 0)::int as held
       from products p left join order_lines l on l.product_id = p.id left join orders o on o.id = l.order_id
       group by p.id, p.stock having p.stock + coalesce(sum(l.quantity) filter (where o.status = any($2)), 0) <> $1`,
      [INITIAL_STOCK, HELD_ORDER_STATUSES],
    );
    const collected = await client.query<{ paise: string; orders: number }>(
      `select coalesce(sum(total_paise), 0)::text as paise, count(*)::int as orders from orders where payment_method = 'cod' and status = 'delivered' and paid_at is not null`,
    );
    const collectedPaise = Number(collected.rows[0]?.paise ?? 0);
    // The sweeper runs every 5 s here: a waiting order 15 s past its reservation is one it failed to release.
    const stale = await client.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from orders where status in ('pending','payment_pending','awaiting_confirmation') and reserved_until < now() - interval '15 seconds' group by status`,
    );
    const staleCount = stale.rows.reduce((sum, row) => sum + row.n, 0);
    const statuses = await client.query<{ status: string; n: number }>(`select status, count(*)::int as n from orders group by status order by status`);
    const negative = (await client.query(`select 1 from products where stock < 0`)).rowCount ?? 0;
    const paidUnits = await client.query<{ units: number; orders: number }>(
      `select coalesce(sum(l.quantity), 0)::int as units, count(distinct o.id)::int as orders from orders o join order_lines l on l.order_id = o.id where o.status = 'paid'`,
    );
    console.log('\nBooks');
    console.log(`  verified payments            ${verifiedPayments.length}`);
    console.log(`  paid orders / units          ${paidUnits.rows[0]?.orders} / ${paidUnits.rows[0]?.units}`);
    console.log(`  verified without 1 paid order ${lost}   (must be 0)`);
    console.log(`  payments on two orders       ${duplicated}   (must be 0)`);
    console.log(`  products whose stock does not add up ${mismatched.rowCount}   (must be 0)`);
    console.log(`  products with negative stock ${negative}   (must be 0)`);
    console.log(`  paid by card / UPI / UPI pending (captured later) / COD   ${paidBy.card} / ${paidBy.upi} / ${paidBy.upiPending} (${paidBy.upiCaptured}) / ${paidBy.cod}`);
    console.log(`  COD delivered / returned     ${cod.delivered} / ${cod.returned}`);
    console.log(`  cash collected ${collectedPaise / 100} = delivered COD totals ${cod.deliveredPaise / 100}   (${collected.rows[0]?.orders} orders; must match)`);
    console.log(`  waiting orders holding stock past their reservation ${staleCount}   (must be 0)`);
    console.log(`  orders by status             ${statuses.rows.map((row) => `${row.status} ${row.n}`).join(', ')}`);
    return lost === 0 && duplicated === 0 && mismatched.rowCount === 0 && negative === 0 && collectedPaise === cod.deliveredPaise && staleCount === 0;
  } finally {
    await client.end();
  }
}

async function scratchExternalDatabase(url: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function main(): Promise<void> {
  const runId = Date.now().toString(36);
  inbox = await startSmtpInbox();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'handloom-load-'));
  const external = process.env.DATABASE_URL ? await scratchExternalDatabase(process.env.DATABASE_URL, `handloom_load_${runId}`) : null;
  console.log(`Load: ${SHOPPERS} shoppers for ${SECONDS} s (ramp ${RAMP_MS / 1000} s) on ${external ? 'the PostgreSQL at DATABASE_URL' : 'the embedded PostgreSQL'}; ${os.cpus().length} cores`);
  const shop = await startShop(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(external ? { DATABASE_URL: external.url } : {}),
      ADMIN_PASSWORD: 'bench-admin-password',
      // Every shopper comes from 127.0.0.1 here; the limits are tested elsewhere.
      AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
      ...RELAXED_MONEY_LIMITS,
      AUTH_RATE_LIMIT_PER_ACCOUNT: '10000',
      DATABASE_POOL_SIZE: '20',
      // Short reservations, swept often, so pending payments and unconfirmed COD orders lapse within the run.
      RESERVATION_MINUTES: '1',
      RESERVATION_SWEEP_SECONDS: '5',
      // Every COD code is tried from 127.0.0.1 here.
      COD_CODE_LIMIT_PER_ADDRESS: '100000',
      SMTP_URL: inbox.url,
    },
    900_000,
  );
  try {
    const databaseUrl = external?.url ?? (await embeddedDatabaseUrl(dataDir));
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    // Plenty of stock, so every checkout can succeed and the books can be checked exactly.
    await db.query(`update products set stock = $1 where deleted_at is null`, [INITIAL_STOCK]);
    const productIds = (await db.query<{ id: string }>(`select id from products where deleted_at is null`)).rows.map((r) => r.id);
    const categories = (await db.query<{ category: string }>(`select distinct category from products`)).rows.map((r) => r.category);
    await db.end();

    // Accounts before the clock starts: signing up 100 people is not what is being measured.
    const shoppers: Shopper[] = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const shopper = new Shopper(shop.baseUrl, `shopper-${runId}-${i}@bench.example`, 'bench-password-1');
      const response = await fetch(`${shop.baseUrl}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Shopper ${i}`, email: shopper.email, password: shopper.password }),
      });
      if (response.status !== 201) throw new Error(`could not create shopper ${i}: ${response.status}`);
      shopper.cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      shoppers.push(shopper);
    }

    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    const signups = { n: 0 };
    await Promise.all(
      shoppers.map(async (shopper, i) => {
        await sleep((RAMP_MS * i) / SHOPPERS);
        while (Date.now() < deadline) {
          const roll = Math.random();
          if (roll < 0.6) await browse(shopper, productIds);
          else if (roll < 0.8) await search(shopper, categories);
          else if (roll < 0.92) await cartOrFavourite(shopper, productIds);
          else if (roll < 0.97) await checkout(shopper, productIds);
          else await account(shopper, runId, signups);
          await sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
        }
      }),
    );
    const elapsed = (Date.now() - started) / 1000;
    console.log('');
    const cod = await settleCodOrders(shop.baseUrl);
    const figures = printSteps(elapsed);
    // Let the last reservations lapse and the sweeper release them before the books are read.
    await sleep(70_000);
    const booksOk = await checkBooks(databaseUrl, cod);
    const verdicts = [
      [`error rate ${(figures.errorRate * 100).toFixed(3)}% < 0.1%`, figures.errorRate < 0.001],
      [`read p95 ${figures.readP95.toFixed(0)} ms < ${READ_P95_TARGET_MS} ms`, figures.readP95 < READ_P95_TARGET_MS],
      [`checkout p95 ${figures.checkoutP95.toFixed(0)} ms < ${CHECKOUT_P95_TARGET_MS} ms`, figures.checkoutP95 < CHECKOUT_P95_TARGET_MS],
      ['books add up (no lost or duplicated orders)', booksOk],
    ] as const;
    console.log('\nTargets');
    for (const [text, met] of verdicts) console.log(`  ${met ? 'met ' : 'MISS'}  ${text}`);
    if (failures.length) console.log(`\nFirst failures:\n  ${failures.slice(0, 10).join('\n  ')}`);
    process.exitCode = booksOk ? 0 : 1;
  } finally {
    shop.child.kill('SIGTERM');
    await shop.exited;
    await external?.drop();
    await inbox.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
