import { OrderListSchema } from '@handloom/shared';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, orderLines, orders, products, users } from '../../db/schema.ts';
import { logIn } from '../../testing/http.ts';
import { firstLink, startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { importOriginal } from './original-import.ts';

const SAMPLE = fileURLToPath(new URL('./fixtures/original-export', import.meta.url));
const CLI = fileURLToPath(new URL('./import-original-cli.ts', import.meta.url));
const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

/** `npm run import:original -- <folder>` on this database: its exit code and output. */
function runCli(folder: string, databaseUrl: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, folder],
      { cwd: REPOSITORY_ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

/** An order.jsonl line of one item. */
function orderLine(paymentId: string, item: { price: string; quantity: number }, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    cartItems: [{ title: 'Kanchipuram Silk Saree', price: item.price, discountedPrice: '0', imageUrl: 'https://x.example/k.jpg', category: 'silk_sarees', quantity: item.quantity }],
    addressInfo: { name: 'Lakshmi Private', address: '7 Secret Lane, Salem', pincode: '636001', phoneNumber: '9811122233' },
    date: '2024-05-01T10:00:00+05:30',
    email: 'lakshmi.private@example.com',
    userid: 'uLakshmi',
    paymentId,
    funds: 0,
    ...extra,
  });
}

describe('npm run import:original', () => {
  let shop: TestApp, inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    shop = await createTestApp({ SMTP_URL: inbox.url });
  });
  afterAll(async () => {
    await shop?.close();
    await inbox?.close();
  });

  const db = () => shop.database.db;
  async function counts() {
    const [p] = await db().select({ n: count() }).from(products);
    const [u] = await db().select({ n: count() }).from(users);
    const [o] = await db().select({ n: count() }).from(orders);
    const [l] = await db().select({ n: count() }).from(orderLines);
    return { products: p?.n, users: u?.n, orders: o?.n, lines: l?.n };
  }

  it('brings in the sample export; malformed lines are reported with their numbers and skipped', async () => {
    const report = await importOriginal(db(), SAMPLE);
    expect(report.products).toEqual({ created: 3, unchanged: 0, skipped: 2 });
    expect(report.users).toEqual({ created: 2, unchanged: 0, skipped: 0 });
    expect(report.orders).toEqual({ created: 2, unchanged: 0, skipped: 1 });
    expect(report.problems.map(({ file, line }) => `${file}:${line}`)).toEqual(['order.jsonl:3', 'products.jsonl:3', 'products.jsonl:5']);
    expect(report.problems[1]?.message).toMatch(/^not a JSON document/);
    expect(report.problems[2]?.message).toBe('price: All fields are required');
    expect(report.problems[0]?.message).toMatch(/^cartItems:/);

    const [saree] = await db().select().from(products).where(eq(products.handle, 'original-kx7pq2mvb9'));
    expect(saree).toMatchObject({
      title: 'Kanchipuram Silk Saree',
      pricePaise: 1_250_000,
      discountPercent: 10,
      category: 'silk_sarees',
      stock: 3,
      description: 'Pure mulberry silk with a zari border.\nDry clean only.',
      images: ['https://firebasestorage.example/o/kanchi-1.jpg', 'https://firebasestorage.example/o/kanchi-2.jpg'],
      createdAt: new Date('2024-01-01T06:30:00Z'),
    });
    const [veshti] = await db().select().from(products).where(eq(products.handle, 'original-dh5vty1kze'));
    expect(veshti?.images).toHaveLength(4);

    const [ravi] = await db().select().from(users).where(eq(users.id, 'u2RaviY7'));
    expect(ravi).toMatchObject({ name: 'Ravi Kumar', email: 'ravi.kumar@example.com', createdAt: new Date(1705000000 * 1000) });
    expect(await db().select().from(accounts)).toEqual([]);

    const imported = await db().select().from(orders).orderBy(asc(orders.number));
    // Numbered in date order: Ravi's February order first.
    expect(imported.map((o) => [o.userId, o.status, o.paymentId, o.totalPaise])).toEqual([
      ['u2RaviY7', 'paid', 'pay_OrigD4e5F6', 205_000],
      ['u1MeenaX9', 'paid', 'pay_OrigA1b2C3', 1_215_000],
    ]);
    const meenas = imported[1];
    expect(meenas).toMatchObject({ subtotalPaise: 1_195_000, shippingPaise: 15_000, donationPaise: 5_000, pincode: '631501', addressName: 'Meena Sundaram', paymentProvider: 'original' });
    // "Mar 05, 2024": midnight in India.
    expect(meenas?.placedAt).toEqual(new Date('2024-03-04T18:30:00Z'));
    expect(meenas?.paidAt?.getTime()).toBe(meenas?.placedAt?.getTime());
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, meenas?.id ?? '')).orderBy(asc(orderLines.title));
    expect(lines.map((l) => [l.title, l.quantity, l.unitPricePaise, l.productId === null])).toEqual([
      ['Cotton Towel', 2, 35_000, false],
      ['Kanchipuram Silk Saree', 1, 1_125_000, false],
    ]);
  });

  it('a second run changes nothing', async () => {
    const before = await counts();
    const snapshot = await db().select().from(orders).orderBy(asc(orders.id));
    const report = await importOriginal(db(), SAMPLE);
    expect(report.products).toEqual({ created: 0, unchanged: 3, skipped: 2 });
    expect(report.users).toEqual({ created: 0, unchanged: 2, skipped: 0 });
    expect(report.orders).toEqual({ created: 0, unchanged: 2, skipped: 1 });
    expect(await counts()).toEqual(before);
    expect(await db().select().from(orders).orderBy(asc(orders.id))).toEqual(snapshot);
  });

  it('an imported customer sets a password through the reset email, then sees their past orders', async () => {
    const request = await shop.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: 'meena@example.com' } });
    expect(request.statusCode).toBe(202);
    const mail = await inbox.next('meena@example.com');
    const opened = await shop.app.inject({ method: 'GET', url: new URL(firstLink(mail.text)).pathname + new URL(firstLink(mail.text)).search });
    const token = new URL(opened.headers.location as string, 'http://shop.test').searchParams.get('token');
    const reset = await shop.app.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { token, password: 'meena-new-password' } });
    expect(reset.statusCode, reset.body).toBe(200);
    const { cookie } = await logIn(shop.app, 'meena@example.com', 'meena-new-password');
    const list = OrderListSchema.parse((await shop.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } })).json());
    expect(list.orders).toHaveLength(1);
    expect(list.orders[0]).toMatchObject({ status: 'paid', paymentId: 'pay_OrigA1b2C3', cancellable: false });
  });

  it('an order whose user is missing is reported and skipped; the rest is written', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'original-export-'));
    try {
      await writeFile(
        path.join(folder, 'order.jsonl'),
        `${JSON.stringify({ cartItems: [{ title: 'Saree', price: '100', imageUrl: 'https://x.example/a.jpg', category: 'silk_sarees', quantity: 1 }], addressInfo: { name: 'A', address: 'B', pincode: '600001', phoneNumber: '9000000000' }, date: '2024-04-01T10:00:00+05:30', email: 'who@example.com', userid: 'nobody', paymentId: 'pay_NoUser', funds: 0 })}\n`,
      );
      const report = await importOriginal(db(), folder);
      expect(report.problems).toEqual([{ file: 'order.jsonl', line: 1, message: 'userid nobody is not a user of the shop (import users.jsonl with it)' }]);
      expect(await db().select().from(orders).where(eq(orders.paymentId, 'pay_NoUser'))).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('a folder that does not exist is refused, naming the folder and the files looked for', async () => {
    const missing = path.join(os.tmpdir(), 'original-export-mistyped-does-not-exist');
    await expect(importOriginal(db(), missing)).rejects.toThrow(/original-export-mistyped-does-not-exist.*products\.jsonl, users\.jsonl, order\.jsonl/s);
    const cli = await runCli(missing, shop.databaseUrl);
    expect(cli.code, cli.stdout + cli.stderr).toBe(2);
    expect(cli.stderr).toContain(missing);
    expect(cli.stderr).toContain('products.jsonl, users.jsonl, order.jsonl');
    expect(cli.stdout).not.toMatch(/imported/);
  });

  it('a folder holding none of the files is refused', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'original-export-'));
    try {
      await writeFile(path.join(folder, 'orders.jsonl'), '');
      const before = await counts();
      await expect(importOriginal(db(), folder)).rejects.toThrow(/holds none of products\.jsonl, users\.jsonl, order\.jsonl/);
      const cli = await runCli(folder, shop.databaseUrl);
      expect(cli.code, cli.stdout + cli.stderr).toBe(2);
      expect(cli.stderr).toContain(folder);
      expect(await counts()).toEqual(before);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('a folder with some of the files is read, saying which', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'original-export-'));
    try {
      await writeFile(path.join(folder, 'users.jsonl'), `${JSON.stringify({ name: 'Lakshmi', uid: 'uLakshmi', email: 'lakshmi.private@example.com' })}\n`);
      const report = await importOriginal(db(), folder);
      expect(report.files).toEqual({ read: ['users.jsonl'], missing: ['products.jsonl', 'order.jsonl'] });
      expect(report.users).toEqual({ created: 1, unchanged: 0, skipped: 0 });
      const cli = await runCli(folder, shop.databaseUrl);
      expect(cli.code, cli.stdout + cli.stderr).toBe(0);
      expect(cli.stdout).toContain('Read users.jsonl');
      expect(cli.stdout).toContain('users: 0 imported, 1 already in the shop, 0 skipped');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('order lines too large for the shop are reported by line, without customer details; the good lines are imported', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'original-export-'));
    try {
      await writeFile(
        path.join(folder, 'order.jsonl'),
        [
          orderLine('pay_Big1', { price: '12500', quantity: 1 }),
          // 2,00,000 sarees at 12,500 rupees: 2,50,00,00,00,000 paise, more than an integer column holds.
          orderLine('pay_Big2', { price: '12500', quantity: 200_000 }),
          orderLine('pay_Big3', { price: '12500', quantity: 1 }, { funds: 1e12 }),
          // Each number within the shop's limits, the total not: 1,000 x 10 lakh rupees.
          orderLine('pay_Big4', { price: '1000000', quantity: 1_000 }),
          orderLine('pay_Big5', { price: '350', quantity: 2 }),
        ].join('\n'),
      );
      const report = await importOriginal(db(), folder);
      expect(report.orders).toEqual({ created: 2, unchanged: 0, skipped: 3 });
      expect(report.problems.map(({ file, line }) => `${file}:${line}`)).toEqual(['order.jsonl:2', 'order.jsonl:3', 'order.jsonl:4']);
      expect(report.problems[0]?.message).toMatch(/quantity/);
      expect(report.problems[1]?.message).toMatch(/funds/);
      expect(report.problems[2]?.message).toMatch(/total/);
      for (const { message } of report.problems) expect(message).not.toMatch(/lakshmi|9811122233|Secret Lane|636001/i);
      const written = await db().select({ paymentId: orders.paymentId, totalPaise: orders.totalPaise }).from(orders).where(inArray(orders.paymentId, ['pay_Big1', 'pay_Big2', 'pay_Big3', 'pay_Big4', 'pay_Big5'])).orderBy(asc(orders.paymentId));
      expect(written).toEqual([
        { paymentId: 'pay_Big1', totalPaise: 1_255_000 },
        { paymentId: 'pay_Big5', totalPaise: 80_000 },
      ]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('a line the database refuses is reported by line without its values; the other lines are imported', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'original-export-'));
    try {
      // PostgreSQL's text holds no NUL character: nothing before the database catches this one.
      await writeFile(
        path.join(folder, 'order.jsonl'),
        [orderLine('pay_Nul1', { price: '100', quantity: 1 }, { addressInfo: { name: 'Lakshmi Private', address: '7 Secret Lane\u0000', pincode: '636001', phoneNumber: '9811122233' } }), orderLine('pay_Nul2', { price: '100', quantity: 1 })].join('\n'),
      );
      const report = await importOriginal(db(), folder);
      expect(report.orders).toEqual({ created: 1, unchanged: 0, skipped: 1 });
      expect(report.problems).toHaveLength(1);
      expect(report.problems[0]).toMatchObject({ file: 'order.jsonl', line: 1 });
      expect(report.problems[0]?.message).not.toMatch(/lakshmi|9811122233|Secret Lane|636001|params/i);
      expect((await db().select({ id: orders.id }).from(orders).where(eq(orders.paymentId, 'pay_Nul2'))).length).toBe(1);
      expect((await db().select({ id: orders.id }).from(orders).where(eq(orders.paymentId, 'pay_Nul1'))).length).toBe(0);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
