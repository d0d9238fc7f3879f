// `npm run bench:checkout`: a flash sale. One product with BENCH_STOCK (50)
// units, BENCH_BUYERS (200) shoppers at once, each going quote -> checkout ->
// sandbox pay -> verify over real HTTP, after BENCH_WARMUP (25) journeys of one
// buyer alone ("alone").
//
// Runs on a scratch embedded PostgreSQL (in a temporary directory), and again
// on an external PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set (in
// a scratch database of its own, dropped at the end). For each, it starts the
// real shop in this process (buildApp + listen on 127.0.0.1), makes the
// accounts (not timed), then runs the buyers from a separate process
// (bench/checkout-buyers.ts) and checks the database afterwards:
// paid orders must equal the stock, no unit oversold, no verified payment
// without its paid order.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { connectDatabase } from '../apps/api/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { RELAXED_MONEY_LIMITS } from '../apps/api/src/testing/shop-process.ts';
import { STEPS, type BuyersResult, type BuyersScenario } from './checkout-types.ts';

const STOCK = positiveInteger('BENCH_STOCK', 50);
const BUYERS = positiveInteger('BENCH_BUYERS', 200);
const SIGNUP_CONCURRENCY = 8;
// The warm-up buyer's journeys (bench/checkout-buyers.ts reads the same variable); its product never runs out.
const WARMUP = positiveInteger('BENCH_WARMUP', 25);
const quiet = { info: () => {}, warn: () => {}, debug: () => {} };

interface ScratchDatabase {
  label: string;
  url: string;
  drop(): Promise<void>;
}

interface Outcome {
  label: string;
  buyers: BuyersResult;
  paidOrders: number;
  soldUnits: number;
  finalStock: number;
  oversold: number;
  lost: number;
}

function positiveInteger(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number from 1`);
  return value;
}

async function embeddedDatabase(scratchDir: string): Promise<ScratchDatabase> {
  const embedded = await startEmbeddedPostgres(scratchDir, quiet);
  return { label: 'embedded PostgreSQL 18', url: embedded.url, drop: () => embedded.stop() };
}

async function externalDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `handloom_bench_checkout_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '?';
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    label: `external PostgreSQL ${version.split(' ')[0]} (${url.hostname}:${url.port || 5432})`,
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function signUpBuyers(origin: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  const runId = Date.now().toString(36);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < count) {
      const index = next++;
      const response = await fetch(`${origin}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Buyer ${index}`, email: `buyer.${runId}.${index}@bench.example`, password: `handloom-bench-${runId}-${index}` }),
      });
      if (response.status !== 201) throw new Error(`signup ${index} failed: ${response.status} ${await response.text()}`);
      cookies.push(response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; '));
    }
  }
  await Promise.all(Array.from({ length: SIGNUP_CONCURRENCY }, worker));
  return cookies;
}

function runBuyers(scenarioFile: string): Promise<BuyersResult> {
  const script = path.join(import.meta.dirname, 'checkout-buyers.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, scenarioFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as BuyersResult) : reject(new Error(`buyers exited with ${code}`))));
  });
}

async function flashSale(database: ScratchDatabase, scratchDir: string): Promise<Outcome> {
  await runMigrations(database.url);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into products (title, price_paise, discount_percent, category, stock, description, images)
       values ('Flash Sale Kanchi Silk Saree', 1200000, 10, 'silk_sarees', $1, 'Handwoven.', array['/media/bench']) returning id`,
      [STOCK],
    );
    const productId = rows[0]?.id ?? '';
    const warmupProduct = await client.query<{ id: string }>(
      `insert into products (title, price_paise, discount_percent, category, stock, description, images)
       values ('Warm-up Cotton Towel', 30000, 0, 'towels', $1, 'Handwoven.', array['/media/bench']) returning id`,
      [WARMUP + 1],
    );

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(scratchDir, 'shop'),
      DATABASE_URL: database.url,
      WEB_DIST_DIR: path.join(scratchDir, 'no-web-build'),
      // The accounts are made from one address, faster than any person would.
      AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
      ...RELAXED_MONEY_LIMITS,
    });
    const handle = connectDatabase(database.url, { max: config.DATABASE_POOL_SIZE });
    // No SMTP_URL: confirmation emails are written to DATA_DIR/outbox, as in the demo.
    const app = await buildApp({ config, database: handle });
    let closed = false;
    try {
      const origin = await app.listen({ host: '127.0.0.1', port: 0 });
      let started = performance.now();
      const [warmupCookie = '', ...cookies] = await signUpBuyers(origin, BUYERS + 1);
      console.log(`  ${database.label}: ${BUYERS} accounts made in ${((performance.now() - started) / 1000).toFixed(1)} s (not timed)`);

      const scenarioFile = path.join(scratchDir, 'buyers.json');
      const scenario: BuyersScenario = { origin, productId, cookies, warmup: { productId: warmupProduct.rows[0]?.id ?? '', cookie: warmupCookie } };
      await writeFile(scenarioFile, JSON.stringify(scenario));
      started = performance.now();
      const buyers = await runBuyers(scenarioFile);
      console.log(`  ${database.label}: the sale took ${buyers.seconds.toFixed(2)} s (buyers process included: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
      // Closing waits for the confirmation emails still being written.
      await app.close();
      closed = true;

      const paid = await client.query<{ orders: number; units: number }>(
        `select count(distinct o.id)::int as orders, coalesce(sum(l.quantity), 0)::int as units
         from orders o join order_lines l on l.order_id = o.id where l.product_id = $1 and o.status = 'paid'`,
        [productId],
      );
      const held = await client.query<{ units: number }>(
        `select coalesce(sum(l.quantity), 0)::int as units from orders o join order_lines l on l.order_id = o.id
         where l.product_id = $1 and o.status = 'pending'`,
        [productId],
      );
      const stock = (await client.query<{ stock: number }>('select stock from products where id = $1', [productId])).rows[0]?.stock ?? Number.NaN;
      const found = await client.query<{ payment_id: string }>(`select payment_id from orders where status = 'paid' and payment_id = any($1)`, [buyers.verifiedPaymentIds]);
      const soldUnits = paid.rows[0]?.units ?? 0;
      return {
        label: database.label,
        buyers,
        paidOrders: paid.rows[0]?.orders ?? 0,
        soldUnits,
        finalStock: stock,
        // Units promised (paid or still reserved) beyond what there was.
        oversold: Math.max(0, soldUnits + (held.rows[0]?.units ?? 0) - STOCK),
        lost: buyers.verifiedPaymentIds.length - found.rows.length,
      };
    } finally {
      if (!closed) await app.close();
      await handle.close();
    }
  } finally {
    await client.end();
  }
}

function printTable(outcomes: Outcome[]): void {
  const header = ['database', 'step', 'alone ms', 'requests', 'p50 ms', 'p99 ms', 'statuses'];
  const lines: string[][] = [];
  for (const outcome of outcomes) {
    for (const step of STEPS) {
      const result = outcome.buyers.steps[step];
      const statuses = Object.entries(result.statuses)
        .map(([status, count]) => `${count} x ${status}`)
        .join(', ');
      lines.push([step === 'quote' ? outcome.label : '', step, outcome.buyers.alone[step].toFixed(1), String(result.count), result.p50.toFixed(1), result.p99.toFixed(1), statuses]);
    }
  }
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => (line[i] ?? '').length)));
  const left = new Set([0, 1, 6]);
  const format = (cells: string[]) => `| ${cells.map((cell, i) => (left.has(i) ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width, i) => (left.has(i) ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`);
  for (const line of lines) console.log(format(line));

  console.log('');
  const summaryHeader = ['database', 'sale s', 'journeys/s', 'paid orders/s', `paid (must be ${STOCK})`, 'oversold (0)', 'lost (0)', 'final stock'];
  const summary = outcomes.map((o) => [
    o.label,
    o.buyers.seconds.toFixed(2),
    (BUYERS / o.buyers.seconds).toFixed(0),
    (o.paidOrders / o.buyers.seconds).toFixed(1),
    String(o.paidOrders),
    String(o.oversold),
    String(o.lost),
    String(o.finalStock),
  ]);
  const summaryWidths = summaryHeader.map((title, i) => Math.max(title.length, ...summary.map((line) => (line[i] ?? '').length)));
  const formatSummary = (cells: string[]) => `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(summaryWidths[i] ?? 0) : cell.padStart(summaryWidths[i] ?? 0))).join(' | ')} |`;
  console.log(formatSummary(summaryHeader));
  console.log(`|${summaryWidths.map((width, i) => (i === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`);
  for (const line of summary) console.log(formatSummary(line));
}

async function main(): Promise<void> {
  const cpus = os.cpus();
  console.log(`Checkout bench: ${BUYERS} buyers, one product with ${STOCK} in stock, ${cpus.length} CPUs (${cpus[0]?.model ?? 'unknown'}), load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  const external = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const outcomes: Outcome[] = [];
  for (const target of ['embedded', ...(external ? ['external'] : [])]) {
    const scratchDir = await mkdtemp(path.join(os.tmpdir(), 'handloom-bench-checkout-'));
    const database = target === 'embedded' ? await embeddedDatabase(scratchDir) : await externalDatabase(external ?? '');
    try {
      outcomes.push(await flashSale(database, scratchDir));
    } finally {
      await database.drop();
      await rm(scratchDir, { recursive: true, force: true });
    }
  }
  console.log(`\n  load average after: ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}\n`);
  printTable(outcomes);
  const failed = outcomes.filter((o) => o.paidOrders !== STOCK || o.oversold !== 0 || o.lost !== 0 || o.finalStock !== 0);
  if (failed.length) {
    console.error(`\nFAILED: ${failed.map((o) => o.label).join(', ')} (paid must be ${STOCK}, oversold 0, lost 0, final stock 0)`);
    process.exitCode = 1;
  }
}

await main();
