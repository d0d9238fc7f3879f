import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runShopToExit, startShop, type ShopProcess } from '../testing/shop-process.ts';

// The embedded PostgreSQL in real life: the shop is killed with SIGKILL (its
// PostgreSQL lives on as an orphan), started again on the same DATA_DIR, and
// every committed row must still be there.

async function postgresUrl(dataDir: string): Promise<string> {
  const pid = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const port = pid.split('\n')[3];
  const password = await readFile(path.join(dataDir, 'postgres-password'), 'utf8');
  return `postgres://postgres:${encodeURIComponent(password.trim())}@127.0.0.1:${port}/shop`;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the embedded PostgreSQL survives a SIGKILL of the shop', () => {
  let dataDir: string;
  let shop: ShopProcess | null = null;
  const env = () => ({ DATA_DIR: dataDir, SEED_DEMO: 'false' });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'handloom-kill-'));
  });
  afterAll(async () => {
    if (shop) {
      shop.child.kill('SIGTERM');
      await shop.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('restarts cleanly with every committed row present, after repeated kills', async () => {
    const committed: string[] = [];
    for (let round = 1; round <= 3; round++) {
      shop = await startShop(env());
      const ready = await fetch(`${shop.baseUrl}/readyz`);
      expect(ready.status).toBe(200);

      const url = await postgresUrl(dataDir);
      const postgresPid = Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
      // Rows committed before the kill, as the shop itself would commit them.
      const title = `Kill round ${round}`;
      await query(
        url,
        `insert into products (title, price_paise, category, stock, description, images)
         values ('${title}', 10000, 'test_items', 1, 'x', array['/media/x'])`,
      );
      committed.push(title);

      shop.child.kill('SIGKILL');
      await shop.exited;
      // The shop is gone; its PostgreSQL is an orphan still holding the data directory.
      expect(isAlive(postgresPid)).toBe(true);
      shop = null;
    }

    shop = await startShop(env());
    expect(shop.output()).toContain('did not shut down cleanly');
    const url = await postgresUrl(dataDir);
    const rows = await query<{ title: string }>(url, `select title from products order by created_at`);
    expect(rows.map((row) => row.title)).toEqual(committed);
    expect((await fetch(`${shop.baseUrl}/readyz`)).status).toBe(200);
  });

  it('refuses a second shop on the same DATA_DIR with a clear message, and the first keeps working', async () => {
    expect(shop).not.toBeNull();
    const second = await runShopToExit(env());
    expect(second.code).toBe(1);
    expect(second.output).toMatch(/Another shop \(pid \d+\) is already running on the data directory/);
    expect((await fetch(`${shop!.baseUrl}/readyz`)).status).toBe(200);
  });

  it('shuts down gracefully on SIGTERM, stopping its PostgreSQL and releasing the directory', async () => {
    const postgresPid = Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    shop!.child.kill('SIGTERM');
    expect(await shop!.exited).toBe(0);
    shop = null;
    expect(isAlive(postgresPid)).toBe(false);
    await expect(readFile(path.join(dataDir, 'shop.pid'))).rejects.toThrow();
  });
});
