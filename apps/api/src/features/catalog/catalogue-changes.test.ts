import { ProductListSchema } from '@handloom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopWithAdmin } from '../../testing/admin-shop.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Two instances of the shop on one database: what the admin changes on one,
// the other shows at once (catalogue_changed, LISTEN/NOTIFY), though it keeps
// its first pages for 30 seconds and its search index until told.

describe('a change made on one instance, seen on another', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ shop: a, admin } = await shopWithAdmin());
    b = await createTestApp({}, { shareDatabaseOf: a });
    await Promise.all([a.app.searchIndex.whenBuilt(), b.app.searchIndex.whenBuilt()]);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const titles = async (shop: TestApp, query: string) => {
    const response = await shop.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return ProductListSchema.parse(response.json()).items.map((item) => item.title);
  };

  it('lists and finds a product the admin added on the other instance', async () => {
    const title = 'Thirubuvanam Silk Saree – Rani Pink';
    expect(await titles(b, 'pageSize=4')).not.toContain(title);
    expect(await titles(b, 'search=thirubuvanam')).toEqual([]);

    const created = await a.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { cookie: admin },
      payload: { title, price: '8400', discountPercent: '0', images: ['https://images.example/t-1.jpg', '', '', ''], category: 'Silk Sarees', stock: '3', description: 'Pure silk' },
    });
    expect(created.statusCode, created.body).toBe(201);

    // The notification arrives a moment later; without it B's first page would stay as it was for 30 seconds.
    await expect.poll(() => titles(b, 'pageSize=4'), { timeout: 10_000 }).toContain(title);
    expect(await titles(b, 'search=thirubuvanam')).toEqual([title]);
    await b.app.searchIndex.whenBuilt();
    expect(await titles(b, 'search=thirubuvanam')).toEqual([title]);
  });
});
