import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres.ts';
import { nginxAvailable, startNginx, type Nginx } from './testing/nginx.ts';
import { RELAXED_MONEY_LIMITS, startShop, type ShopProcess } from './testing/shop-process.ts';

// Two shop instances on one external PostgreSQL behind nginx: sessions,
// stock, scheduled work and images are shared, so either can answer anything.
// The PostgreSQL is TEST_DATABASE_URL's server (a scratch database of this
// run's own) or, without it, a separate embedded one that both instances
// reach by URL, as they would a managed server.

const ADMIN = { email: 'owner@multi.example', password: 'multi-admin-password' };
const STOCK = 50;
const BUYERS = 200;
const address = { name: 'Selvi', address: '8 Big Bazaar Street', locality: 'Coimbatore Bazaar', city: 'Coimbatore', state: 'Tamil Nadu', pincode: '641001', phoneNumber: '9443012345' };

const cookieOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

async function post(base: string, url: string, body: unknown, cookie = '') {
  const response = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, string> | null, response };
}

describe.skipIf(!nginxAvailable)('two instances behind nginx on one PostgreSQL', () => {
  let scratch: string;
  let embedded: EmbeddedPostgres | null = null;
  let databaseUrl: string;
  let dropDatabase: (() => Promise<void>) | null = null;
  let shops: ShopProcess[] = [];
  let nginx: Nginx;
  let productId: string;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'handloom-multi-'));
    // PostgreSQL runs as its own user when the test runs as root: it must reach its directory.
    await chmod(scratch, 0o755);
    let serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      embedded = await startEmbeddedPostgres(path.join(scratch, 'db'), { info: () => {}, warn: () => {}, debug: () => {} });
      serverUrl = embedded.url;
    }
    const name = `handloom_multi_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };

    const shared = {
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: path.join(scratch, 'media'),
      AUTH_SECRET: 'the-same-secret-on-every-instance-0123456789',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
      ...RELAXED_MONEY_LIMITS,
      AUTH_RATE_LIMIT_PER_ACCOUNT: '10000',
      DATABASE_POOL_SIZE: '20',
      LOG_LEVEL: 'warn',
    };
    // Started together: migrations and the admin bootstrap must cope with a twin.
    shops = await Promise.all([
      startShop({ ...shared, DATA_DIR: path.join(scratch, 'one') }),
      startShop({ ...shared, DATA_DIR: path.join(scratch, 'two') }),
    ]);
    nginx = await startNginx(path.join(scratch, 'nginx'), shops.map((shop) => shop.baseUrl));

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const inserted = await client.query<{ id: string }>(
      `insert into products (title, price_paise, discount_percent, category, stock, description, images)
       values ('Flash sale Kanchipuram silk', 1250000, 10, 'silk_sarees', $1, 'Pure silk', array['/media/x']) returning id`,
      [STOCK],
    );
    productId = inserted.rows[0]!.id;
    await client.end();
  }, 300_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const shop of shops) {
      shop.child.kill('SIGTERM');
      await shop.exited;
    }
    await dropDatabase?.();
    await embedded?.stop();
    await rm(scratch, { recursive: true, force: true });
  });

  it('a login on one instance is valid on the other, and logout on the other ends it', async () => {
    const [one, two] = shops as [ShopProcess, ShopProcess];
    const email = `selvi-${Date.now()}@example.com`;
    const signup = await post(one.baseUrl, '/api/users', { name: 'Selvi', email, password: 'coimbatore-cotton' });
    expect(signup.status).toBe(201);
    const login = await post(one.baseUrl, '/api/session', { email, password: 'coimbatore-cotton' });
    expect(login.status).toBe(200);
    const cookie = cookieOf(login.response);
    const elsewhere = await fetch(`${two.baseUrl}/api/session`, { headers: { cookie } });
    expect(((await elsewhere.json()) as { user: unknown }).user).toMatchObject({ name: 'Selvi' });
    expect((await fetch(`${two.baseUrl}/api/session`, { method: 'DELETE', headers: { cookie } })).status).toBe(204);
    const after = (await (await fetch(`${one.baseUrl}/api/session`, { headers: { cookie } })).json()) as { user: unknown };
    expect(after.user).toBeNull();
  });

  it('an image uploaded through one instance is served by the other', async () => {
    const [one, two] = shops as [ShopProcess, ShopProcess];
    const login = await post(one.baseUrl, '/api/session', ADMIN);
    expect(login.status).toBe(200);
    const png = await sharp({ create: { width: 120, height: 150, channels: 3, background: '#0f5c4a' } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'loom.png');
    const upload = await fetch(`${one.baseUrl}/api/admin/uploads`, { method: 'POST', body: form, headers: { cookie: cookieOf(login.response) } });
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    const served = await fetch(`${two.baseUrl}${url}-320.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it(`a flash sale through nginx across both instances sells exactly the ${STOCK} in stock`, async () => {
    const buyers: string[] = [];
    for (let i = 0; i < BUYERS; i += 5) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(5, BUYERS - i) }, (_, j) =>
          post(nginx.url, '/api/users', { name: `Buyer ${i + j}`, email: `flash-${i + j}-${Date.now()}@example.com`, password: `flash-sale-${i + j}-pw` }),
        ),
      );
      for (const signup of batch) {
        expect(signup.status, JSON.stringify(signup.json)).toBe(201);
        buyers.push(cookieOf(signup.response));
      }
    }
    const outcomes = await Promise.all(
      buyers.map(async (cookie) => {
        const checkout = await post(nginx.url, '/api/checkout', { items: [{ productId, quantity: 1 }], donation: 0, address }, cookie);
        if (checkout.status !== 201) return checkout.status === 409 ? 'sold out' : `checkout ${checkout.status}`;
        const paid = await post(nginx.url, '/api/payments/sandbox/pay', { providerOrderId: checkout.json!.providerOrderId, cardNumber: '4111111111111111', expiry: '12/30', cvv: '123' }, cookie);
        if (paid.status !== 200) return `pay ${paid.status}`;
        const verified = await post(nginx.url, '/api/payments/verify', { orderId: checkout.json!.orderId, ...paid.json }, cookie);
        return verified.status === 200 ? 'paid' : `verify ${verified.status}`;
      }),
    );
    const tally = outcomes.reduce<Record<string, number>>((counts, outcome) => ({ ...counts, [outcome]: (counts[outcome] ?? 0) + 1 }), {});
    expect(tally).toEqual({ paid: STOCK, 'sold out': BUYERS - STOCK });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ stock: number; paid: number }>(
      `select p.stock, (select count(*)::int from orders o join order_lines l on l.order_id = o.id where l.product_id = p.id and o.status = 'paid') as paid from products p where p.id = $1`,
      [productId],
    );
    await client.end();
    expect(rows[0]).toEqual({ stock: 0, paid: STOCK });
  }, 240_000);

  it('keeps answering through nginx when one instance stops', async () => {
    const [one] = shops as [ShopProcess, ShopProcess];
    one.child.kill('SIGTERM');
    await one.exited;
    shops = shops.slice(1);
    const statuses = await Promise.all(Array.from({ length: 10 }, () => fetch(`${nginx.url}/api/products?search=silk`).then((r) => r.status)));
    expect(statuses).toEqual(Array(10).fill(200));
  });
});
