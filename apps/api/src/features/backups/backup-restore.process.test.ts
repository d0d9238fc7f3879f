import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../testing/fake-s3.ts';
import { embeddedDatabaseUrl, RELAXED_MONEY_LIMITS, repoRoot, startShop, type ShopProcess } from '../../testing/shop-process.ts';

// The owner's bad afternoon: orders come in, the night's backup runs, more
// orders come in, and at 2 pm a product is deleted by mistake. One command
// brings the shop back to 1:59 pm: the product is there again and so is every
// order placed before then (and nothing after).

const ADMIN = { email: 'owner@backup.example', password: 'restore-me-to-1:59pm' };
const address = { name: 'Meena', address: '7 Car Street', locality: 'Big Bazaar', city: 'Tiruchirappalli', state: 'Tamil Nadu', pincode: '620008', phoneNumber: '+91 9876501234' };
const cookieOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

/**
 * A dead disk takes its PostgreSQL with it: the shop's SIGKILL leaves the
 * embedded one running as an orphan, still writing WAL into the folder (the
 * folder's removal then failed now and then with ENOTEMPTY on pg_wal).
 */
async function killOrphanedPostgres(dataDir: string): Promise<void> {
  const pid = Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
  if (!pid) return;
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(pid, 'SIGKILL');
  for (let waited = 0; alive() && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
}

async function post(base: string, url: string, body: unknown, cookie = '') {
  const response = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
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

/** A paid order: checkout -> sandbox card -> verify. Resolves with its id. */
async function placeOrder(base: string, cookie: string, productId: string): Promise<string> {
  const checkout = await post(base, '/api/checkout', { items: [{ productId, quantity: 1 }], donation: 0, address }, cookie);
  expect(checkout.status).toBe(201);
  const paid = await post(base, '/api/payments/sandbox/pay', { providerOrderId: checkout.body!.providerOrderId, cardNumber: '4111111111111111', expiry: '12/30', cvv: '123' }, cookie);
  expect(paid.status).toBe(200);
  const verified = await post(base, '/api/payments/verify', { orderId: checkout.body!.orderId, ...paid.body }, cookie);
  expect(verified.status).toBe(200);
  return checkout.body!.orderId as string;
}

/** Runs one of the npm scripts' commands the way `npm run` would. */
function command(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/api/src/features/backups/${script}`, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** "2026-11-22 14:05:09 IST", the way the owner reads the clock. */
function indiaTime(at: Date): string {
  return `${new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ')} IST`;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('back up, make a mistake, restore to the minute before', () => {
  let dataDir: string;
  let shop: ShopProcess | null = null;
  const env = () => ({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    BACKUP_TIME: 'off',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
    LOG_LEVEL: 'warn',
    ...RELAXED_MONEY_LIMITS,
  });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'handloom-restore-'));
    shop = await startShop(env());
  });
  afterAll(async () => {
    if (shop && shop.child.exitCode === null) {
      shop.child.kill('SIGTERM');
      await shop.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('brings back the deleted product and every order placed before the noted time', async () => {
    const running = shop as ShopProcess;
    const url = await embeddedDatabaseUrl(dataDir);
    const [saree, dhoti] = await query<{ id: string }>(
      url,
      `insert into products (title, price_paise, category, stock, description, images)
       values ('Arani silk saree', 850000, 'sarees', 50, 'x', array['/media/x']), ('Cotton veshti', 45000, 'dhotis', 50, 'x', array['/media/y'])
       returning id`,
    );
    const signup = await post(running.baseUrl, '/api/users', { name: 'Meena', email: `meena-${Date.now()}@example.com`, password: 'trichy-market-2026' });
    expect(signup.status).toBe(201);
    const buyer = cookieOf(signup.response);

    // 1. Orders; 2. the backup.
    const beforeBackup = [await placeOrder(running.baseUrl, buyer, saree!.id), await placeOrder(running.baseUrl, buyer, dhoti!.id)];
    const backup = await command('backup-cli.ts', [], { DATA_DIR: dataDir });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backed up the database and 0 images/);

    // 3. More orders, then the time is noted.
    const afterBackup = [await placeOrder(running.baseUrl, buyer, saree!.id), await placeOrder(running.baseUrl, buyer, dhoti!.id)];
    await pause(1_100);
    const noted = new Date();
    await pause(1_100);

    // 4. The mistake, and an order that comes in after it.
    const login = await post(running.baseUrl, '/api/session', ADMIN);
    expect(login.status).toBe(200);
    const deleted = await fetch(`${running.baseUrl}/api/admin/products/${saree!.id}`, { method: 'DELETE', headers: { cookie: cookieOf(login.response) } });
    expect(deleted.status).toBe(204);
    expect((await fetch(`${running.baseUrl}/api/products/${saree!.id}`)).status).toBe(404);
    const afterMistake = await placeOrder(running.baseUrl, buyer, dhoti!.id);

    // A running shop's data directory is never restored over.
    const whileRunning = await command('restore-cli.ts', ['latest', '--to', indiaTime(noted), '--force'], { DATA_DIR: dataDir });
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.output).toMatch(/Another shop \(pid \d+\) is already running/);

    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);

    // Nor one that holds a database, without --force.
    const withoutForce = await command('restore-cli.ts', ['latest', '--to', indiaTime(noted)], { DATA_DIR: dataDir });
    expect(withoutForce.code).toBe(1);
    expect(withoutForce.output).toMatch(/already holds a database\. Add --force/);

    // 5. Restore to the noted time.
    const restore = await command('restore-cli.ts', ['latest', '--to', indiaTime(noted), '--force'], { DATA_DIR: dataDir });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(/The database it replaced is in .*replaced-/);

    // 6. The product is back, and every order before the noted time is present.
    shop = await startShop(env());
    const product = await fetch(`${shop.baseUrl}/api/products/${saree!.id}`);
    expect(product.status).toBe(200);
    expect(((await product.json()) as { title: string }).title).toBe('Arani silk saree');
    const restoredUrl = await embeddedDatabaseUrl(dataDir);
    const orders = await query<{ id: string; status: string }>(restoredUrl, `select id, status from orders order by created_at`);
    expect(orders.map((order) => order.id)).toEqual([...beforeBackup, ...afterBackup]);
    expect(orders.every((order) => order.status === 'paid')).toBe(true);
    expect(orders.map((order) => order.id)).not.toContain(afterMistake);

    // The restored shop keeps taking orders and archiving its WAL on the new timeline.
    const again = await post(shop.baseUrl, '/api/session', { email: ADMIN.email, password: ADMIN.password });
    expect(again.status).toBe(200);
    await placeOrder(shop.baseUrl, buyer, saree!.id);
  });

  it('backup:verify restores the newest backup into a scratch folder and finds every row', async () => {
    const verify = await command('verify-backup-cli.ts', [], { DATA_DIR: dataDir });
    expect(verify.code, verify.output).toBe(0);
    expect(verify.output).toMatch(/^ok\s+orders\s+2\s+2$/m);
    expect(verify.output).toMatch(/restores, and every table has its rows/);
    expect(verify.output).not.toMatch(/DIFF/);
  });
});

describe('a dead disk, with the backups on S3', () => {
  it('restores onto an empty DATA_DIR from the bucket alone', async () => {
    const s3 = await startFakeS3('backup-key');
    const oldDisk = await mkdtemp(path.join(os.tmpdir(), 'handloom-old-disk-'));
    const newDisk = await mkdtemp(path.join(os.tmpdir(), 'handloom-new-disk-'));
    const bucket = { BACKUP_S3_ENDPOINT: s3.url, BACKUP_S3_BUCKET: 'shop-backups', BACKUP_S3_ACCESS_KEY_ID: 'backup-key', BACKUP_S3_SECRET_ACCESS_KEY: 'backup-secret' };
    let shop: ShopProcess | null = null;
    try {
      shop = await startShop({ DATA_DIR: oldDisk, SEED_DEMO: 'false', BACKUP_TIME: 'off', LOG_LEVEL: 'warn' });
      const url = await embeddedDatabaseUrl(oldDisk);
      await query(url, `insert into products (title, price_paise, category, stock, description, images) values ('Chettinad cotton saree', 320000, 'sarees', 9, 'x', array['/media/z'])`);
      const backup = await command('backup-cli.ts', [], { DATA_DIR: oldDisk, ...bucket });
      expect(backup.code, backup.output).toBe(0);
      expect([...s3.objects.keys()].some((key) => key.startsWith('/shop-backups/wal/'))).toBe(true);
      shop.child.kill('SIGKILL');
      await shop.exited;
      shop = null;
      await killOrphanedPostgres(oldDisk);
      // Its other processes notice the postmaster's death a moment later: rm tries again on ENOTEMPTY.
      await rm(oldDisk, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });

      const restore = await command('restore-cli.ts', ['latest'], { DATA_DIR: newDisk, ...bucket });
      expect(restore.code, restore.output).toBe(0);
      shop = await startShop({ DATA_DIR: newDisk, SEED_DEMO: 'false', BACKUP_TIME: 'off', LOG_LEVEL: 'warn' });
      const rows = await query<{ title: string }>(await embeddedDatabaseUrl(newDisk), 'select title from products');
      expect(rows).toEqual([{ title: 'Chettinad cotton saree' }]);
    } finally {
      if (shop) {
        shop.child.kill('SIGTERM');
        await shop.exited;
      }
      await s3.close();
      await rm(oldDisk, { recursive: true, force: true });
      await rm(newDisk, { recursive: true, force: true });
    }
  });
});
