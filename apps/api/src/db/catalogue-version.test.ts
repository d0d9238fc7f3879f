import type { Product } from '@handloom/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from './schema.ts';
import { insertProduct } from '../testing/factories.ts';
import { logIn } from '../testing/http.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// catalogue_version (migrations 0023, 0028, 0029) tells every instance's
// search index that what search reads has changed, so each rebuilds. It must
// move on every real change, whoever writes, and stay put when nothing search
// reads changed: a refused admin write, a sale, a save of the same values.

const ADMIN = { email: 'owner@kaithari.example', password: 'a-long-admin-password' };
const NOBODY = '00000000-0000-4000-8000-000000000000';

const form = {
  title: 'Arani Silk Saree – Mango Yellow',
  price: '4999.50',
  discountPercent: '10',
  images: ['https://images.example/arani-1.jpg', '', '', ''],
  category: 'Silk Sarees',
  stock: '7',
  description: 'Pure silk\nZari border',
};

describe('catalogue_version', () => {
  let shop: TestApp;
  let admin: string;

  beforeAll(async () => {
    shop = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    await shop.app.accounts.ensureAdminAccount();
    admin = (await logIn(shop.app, ADMIN.email, ADMIN.password)).cookie;
  });
  afterAll(() => shop.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
  const version = async () => {
    const result = await shop.database.db.execute<{ version: string }>(sql`select version::text as version from catalogue_version`);
    return BigInt(result.rows[0]?.version ?? '-1');
  };
  /** How far the version moved while `write` ran. */
  const moves = async (write: () => Promise<unknown>) => {
    const before = await version();
    await write();
    return Number((await version()) - before);
  };

  it("moves when the admin adds, changes or deletes a product, and not when the admin's write is refused or changes nothing", async () => {
    let id = '';
    expect(await moves(async () => (id = (await send('POST', '/api/admin/products', form)).json<Product>().id))).toBe(1);
    expect(await moves(async () => expect((await send('PUT', `/api/admin/products/${id}`, { ...form, title: 'Arani Silk Saree – Parrot Green' })).statusCode).toBe(200))).toBe(1);

    // Refused: an unknown product (404), twice over; a stock changed meanwhile (409).
    expect(await moves(async () => expect((await send('PUT', `/api/admin/products/${NOBODY}`, form)).statusCode).toBe(404))).toBe(0);
    expect(await moves(async () => expect((await send('DELETE', `/api/admin/products/${NOBODY}`)).statusCode).toBe(404))).toBe(0);
    expect(await moves(async () => expect((await send('PUT', `/api/admin/products/${id}`, { ...form, stock: '12', stockWas: '3' })).statusCode).toBe(409))).toBe(0);
    // Saved again just as it was.
    expect(await moves(async () => expect((await send('PUT', `/api/admin/products/${id}`, { ...form, title: 'Arani Silk Saree – Parrot Green' })).statusCode).toBe(200))).toBe(0);

    expect(await moves(async () => expect((await send('DELETE', `/api/admin/products/${id}`)).statusCode).toBe(204))).toBe(1);
    expect(await moves(async () => expect((await send('DELETE', `/api/admin/products/${id}`)).statusCode).toBe(404))).toBe(0);
  });

  it('moves on every change search reads, from any writer, and never on a sale', async () => {
    const { db } = shop.database;
    const product = await insertProduct(db, { title: 'Chettinad Cotton Saree', stock: 9 });
    const update = (set: Partial<typeof products.$inferInsert>) => db.update(products).set(set).where(eq(products.id, product.id));

    expect(await moves(() => update({ stock: 8 }))).toBe(0);
    expect(await moves(() => update({ title: 'Chettinad Cotton Saree' }))).toBe(0);
    expect(await moves(() => update({ pricePaise: product.pricePaise + 100 }))).toBe(1);
    expect(await moves(() => update({ discountPercent: 33 }))).toBe(1);
    expect(await moves(() => update({ description: 'Checks in mustard and black' }))).toBe(1);
    expect(await moves(() => update({ titleTa: 'செட்டிநாடு பருத்திப் புடவை' }))).toBe(1);
    expect(await moves(() => update({ deletedAt: new Date() }))).toBe(1);
    // Statements that touch no row: an update and a delete of nothing, an insert of nothing.
    expect(await moves(() => db.update(products).set({ title: 'Nobody' }).where(eq(products.id, NOBODY)))).toBe(0);
    expect(await moves(() => db.delete(products).where(eq(products.id, NOBODY)))).toBe(0);
    expect(await moves(() => db.execute(sql`insert into products (title) select title from products where false`))).toBe(0);
    // One statement over many rows: at least one move (once per changed row), none for the rows it left as they were.
    await insertProduct(db, { title: 'Bhavani Cotton Towel', category: 'towels_catalogue_version' });
    await insertProduct(db, { title: 'Bhavani Cotton Towel', category: 'towels_catalogue_version' });
    expect(await moves(() => db.update(products).set({ colour: 'black' }).where(eq(products.category, 'towels_catalogue_version')))).toBeGreaterThanOrEqual(1);
    expect(await moves(() => db.update(products).set({ colour: 'black' }).where(eq(products.category, 'towels_catalogue_version')))).toBe(0);
    expect(await moves(() => db.delete(products).where(eq(products.category, 'towels_catalogue_version')))).toBe(1);
  });
});
