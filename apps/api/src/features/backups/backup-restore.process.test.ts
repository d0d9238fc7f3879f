import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startFakeS3 } from '../../testing/fake-s3.ts';
import { embeddedDatabaseUrl, RELAXED_MONEY_LIMITS, repoRoot, startShop, type ShopProcess } from '../../testing/shop-process.ts';
import { listBackups } from './backup-files.ts';
import { BackupError, runBackup } from './backups.service.ts';

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

/** The timeline the database writes on now (the first 8 hex digits of its WAL file's name). */
async function timelineOf(url: string): Promise<number> {
  const [row] = await query<{ file: string }>(url, 'select pg_walfile_name(pg_current_wal_lsn()) as file');
  return parseInt(row!.file.slice(0, 8), 16);
}

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

  // The first restore started timeline 2. A second restore from the same (only)
  // backup must follow it: replaying timeline 1 again brought back the deleted
  // product and the order after the mistake, and lost every order since the
  // first restore (its history file never reached the archive).
  it('a second restore from the same backup follows the timeline the first one started', async () => {
    const running = shop as ShopProcess;
    const url = await embeddedDatabaseUrl(dataDir);
    expect(await timelineOf(url)).toBe(2);
    const signup = await post(running.baseUrl, '/api/users', { name: 'Meena', email: `meena-again-${Date.now()}@example.com`, password: 'trichy-market-2026' });
    expect(signup.status).toBe(201);
    const buyer = cookieOf(signup.response);
    const [dhoti] = await query<{ id: string }>(url, `select id from products where title = 'Cotton veshti'`);
    await placeOrder(running.baseUrl, buyer, dhoti!.id);
    const ordersAtNoted = (await query<{ id: string }>(url, 'select id from orders order by created_at')).map((order) => order.id);
    // The orders of timeline 1 up to the first noted time, and those placed since the first restore.
    expect(ordersAtNoted).toHaveLength(6);
    await pause(1_100);
    const noted = new Date();
    await pause(1_100);
    const afterNoted = await placeOrder(running.baseUrl, buyer, dhoti!.id);
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);

    const restore = await command('restore-cli.ts', ['latest', '--to', indiaTime(noted), '--force'], { DATA_DIR: dataDir });
    expect(restore.code, restore.output).toBe(0);

    shop = await startShop(env());
    const restoredUrl = await embeddedDatabaseUrl(dataDir);
    const orders = (await query<{ id: string }>(restoredUrl, 'select id from orders order by created_at')).map((order) => order.id);
    expect(orders).toEqual(ordersAtNoted);
    expect(orders).not.toContain(afterNoted);
    expect(await query(restoredUrl, `select 1 from products where title = 'Arani silk saree'`)).toHaveLength(1);
    expect(await timelineOf(restoredUrl)).toBe(3);
    // Each restore put its new timeline's history into the archive.
    const archive = path.join(dataDir, 'backups', 'wal');
    expect(existsSync(path.join(archive, '00000002.history')) && existsSync(path.join(archive, '00000003.history'))).toBe(true);
  });
});

describe('a WAL archive PostgreSQL cannot write', () => {
  // As root, the shop runs PostgreSQL as `postgres` and hands it the archive
  // folder; otherwise both are the same user. Either way the folder's owner is
  // PostgreSQL's user, so taking its write permission away stops archive_command.
  it('fails the backup within its bound with a sentence naming BACKUP_DIR, and the next backup succeeds once it is writable', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'handloom-archive-stalled-'));
    const archive = path.join(dataDir, 'backups', 'wal');
    let shop: ShopProcess | null = null;
    try {
      shop = await startShop({ DATA_DIR: dataDir, SEED_DEMO: 'false', BACKUP_TIME: 'off', LOG_LEVEL: 'warn' });
      const url = await embeddedDatabaseUrl(dataDir);
      await chmod(archive, 0o500);
      // PostgreSQL itself fails to archive (not only this process would).
      await query(url, `insert into products (title, price_paise, category, stock, description, images) values ('Kanchipuram silk saree', 1250000, 'sarees', 3, 'x', array['/media/k'])`);
      await query(url, 'select pg_switch_wal()');
      for (let waited = 0; ; waited += 100) {
        const [archiver] = await query<{ failed: number }>(url, 'select failed_count::int as failed from pg_stat_archiver');
        if (archiver!.failed > 0) break;
        expect(waited, 'archive_command kept succeeding in a read-only folder').toBeLessThan(30_000);
        await pause(100);
      }

      const config = loadConfig({ DATA_DIR: dataDir, BACKUP_TIME: 'off' });
      const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
      const started = Date.now();
      // The old pg_backup_stop(wait_for_archive => true) never came back: the race ends it.
      const outcome = await Promise.race([
        runBackup(config, quiet, new Date(), { archiveTimeoutMs: 3_000 }).then(
          () => 'finished',
          (error: unknown) => error,
        ),
        pause(45_000).then(() => 'still waiting after 45 s'),
      ]);
      expect(outcome).toBeInstanceOf(BackupError);
      expect((outcome as Error).message).toMatch(/did not reach the archive .*wal in 3 s: PostgreSQL is not writing the WAL archive\. Check that the disk of BACKUP_DIR has free space and that PostgreSQL may write into /);
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(await listBackups(config)).toEqual([]);

      // The owner frees the folder; the next backup (the shop plans one after a failed one) goes through.
      await chmod(archive, 0o700);
      const manifest = await runBackup(config, quiet);
      expect(manifest.contents).toBe('database');
      expect(manifest.rowCounts?.products).toBe(1);
    } finally {
      await chmod(archive, 0o700).catch(() => undefined);
      if (shop) {
        shop.child.kill('SIGTERM');
        await shop.exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    }
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
      // The restore's new timeline goes up at once: a later restore from the bucket must know of it.
      expect(s3.objects.has('/shop-backups/wal/00000002.history')).toBe(true);
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
