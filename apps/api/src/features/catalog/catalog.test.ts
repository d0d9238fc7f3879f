import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CatalogFacetsSchema, ProductListSchema, ProductSchema, type ProductList } from '@handloom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../../db/schema.ts';
import { insertProduct, insertProducts } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { catalogRepository } from './catalog.repository.ts';
import { catalogService } from './catalog.service.ts';

const at = (day: number) => new Date(Date.UTC(2025, 0, day, 9, 0, 0));

describe('the catalogue API', () => {
  let shop: TestApp;
  let byTitle: Map<string, ProductRow>;
  const tamilComposed = 'கொடி'; // க + ொ (U+0BCA, which also has a two-code-point form)

  beforeAll(async () => {
    shop = await createTestApp();
    const rows = await insertProducts(shop.database.db, [
      { title: 'Kanchipuram Pure Silk Saree – Peacock Blue', category: 'silk_sarees', pricePaise: 1_850_000, createdAt: at(1), images: ['/media/aaaaaaaaaaaaaaaaaaaaaaaa', '/media/bbbbbbbbbbbbbbbbbbbbbbbb'] },
      { title: 'Kovai Kora Cotton Saree – பருத்தி', category: 'cotton_sarees', pricePaise: 50_000, createdAt: at(2) },
      { title: 'Arani Silk Cotton Saree', category: 'silk_cotton_sarees', pricePaise: 150_000, createdAt: at(3) },
      { title: '100% Cotton Towel', category: 'towels', pricePaise: 30_000, createdAt: at(4) },
      { title: 'Cotton_Stole Special', category: 'stoles', pricePaise: 55_000, createdAt: at(5) },
      { title: 'Back\\slash Veshti', category: 'veshtis', pricePaise: 60_000, createdAt: at(6) },
      { title: `Kodi Border Saree – ${tamilComposed}`, category: 'cotton_sarees', pricePaise: 250_000, createdAt: at(7) },
      { title: 'Chettinad Cotton Saree – Mustard', category: 'cotton_sarees', pricePaise: 150_000, createdAt: at(8), stock: 0 },
      { title: 'Deleted Silk Saree', category: 'silk_sarees', pricePaise: 999_900, createdAt: at(9), deletedAt: at(10) },
    ]);
    byTitle = new Map(rows.map((row) => [row.title, row]));
  });
  afterAll(() => shop.close());

  const list = async (query: string) => {
    const response = await shop.app.inject({ method: 'GET', url: `/api/products${query}` });
    expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    return ProductListSchema.parse(response.json());
  };
  const titles = (page: ProductList) => page.items.map((item) => item.title);
  const search = async (text: string) => titles(await list(`?search=${encodeURIComponent(text)}`));

  describe('GET /api/products', () => {
    it('lists live products newest first, in the shared contract', async () => {
      const page = await list('');
      expect(titles(page)).toEqual([
        'Chettinad Cotton Saree – Mustard',
        `Kodi Border Saree – ${tamilComposed}`,
        'Back\\slash Veshti',
        'Cotton_Stole Special',
        '100% Cotton Towel',
        'Arani Silk Cotton Saree',
        'Kovai Kora Cotton Saree – பருத்தி',
        'Kanchipuram Pure Silk Saree – Peacock Blue',
      ]);
      expect(page).toMatchObject({ page: 1, pageSize: 24, hasMore: false });
      const silk = page.items.find((item) => item.title.startsWith('Kanchipuram'));
      expect(silk).toMatchObject({ pricePaise: 1_850_000, discountPercent: 10, salePricePaise: 1_665_000, category: 'silk_sarees', stock: 5 });
      expect(silk?.images).toHaveLength(2);
      expect(silk?.createdAt).toBe('2025-01-01T09:00:00.000Z');
    });

    it('never shows deleted products', async () => {
      expect(await search('Deleted')).toEqual([]);
      expect(titles(await list('?category=silk_sarees'))).toEqual(['Kanchipuram Pure Silk Saree – Peacock Blue']);
      expect(titles(await list('?price=999900'))).toEqual([]);
    });

    it('searches titles case-insensitively', async () => {
      expect(await search('KANCHIPURAM')).toEqual(['Kanchipuram Pure Silk Saree – Peacock Blue']);
      expect(await search('peacock BLUE')).toEqual(['Kanchipuram Pure Silk Saree – Peacock Blue']);
      expect(await search('  silk  ')).toEqual(['Arani Silk Cotton Saree', 'Kanchipuram Pure Silk Saree – Peacock Blue']);
      expect(await search('sa')).toHaveLength(5);
    });

    it('finds Tamil text, whole words and parts of words, in either Unicode form', async () => {
      // The title holding the word first, then what it means in English (search-synonyms.ts: பருத்தி is cotton).
      const cotton = await search('பருத்தி');
      expect(cotton[0]).toBe('Kovai Kora Cotton Saree – பருத்தி');
      expect(cotton).toEqual(expect.arrayContaining(['100% Cotton Towel', 'Arani Silk Cotton Saree', 'Chettinad Cotton Saree – Mustard', 'Cotton_Stole Special']));
      expect(await search('ருத்')).toEqual(['Kovai Kora Cotton Saree – பருத்தி']);
      expect(tamilComposed.normalize('NFD')).not.toBe(tamilComposed);
      expect(await search(tamilComposed.normalize('NFD'))).toEqual([`Kodi Border Saree – ${tamilComposed}`]);
    });

    it('finds a title stored in decomposed form by text typed composed', async () => {
      const app = await createTestApp();
      try {
        await insertProduct(app.database.db, { title: `Kolam Saree – ${tamilComposed.normalize('NFD')}` });
        const response = await app.app.inject({ method: 'GET', url: `/api/products?search=${encodeURIComponent(tamilComposed)}` });
        expect(ProductListSchema.parse(response.json()).items).toHaveLength(1);
      } finally {
        await app.close();
      }
    });

    it('searches for %, _, \\ and SQL literally', async () => {
      expect(await search('%')).toEqual(['100% Cotton Towel']);
      expect(await search('_')).toEqual(['Cotton_Stole Special']);
      // As a wildcard, `_` would also match the "n S" of every "Cotton Saree".
      expect(await search('n_s')).toEqual(['Cotton_Stole Special']);
      expect(await search('\\')).toEqual(['Back\\slash Veshti']);
      expect(await search("' OR 1=1--")).toEqual([]);
      expect(await search("'; drop table products; --")).toEqual([]);
      // ...and the table is still there.
      expect((await list('')).items).toHaveLength(8);
    });

    it('filters by the exact normalised category', async () => {
      expect(titles(await list('?category=cotton_sarees'))).toEqual([
        'Chettinad Cotton Saree – Mustard',
        `Kodi Border Saree – ${tamilComposed}`,
        'Kovai Kora Cotton Saree – பருத்தி',
      ]);
      expect(titles(await list('?category=Cotton%20Sarees'))).toHaveLength(3);
      expect(titles(await list('?category=cotton'))).toEqual([]);
      expect(titles(await list('?category=sarees'))).toEqual([]);
      expect(titles(await list('?category=%25'))).toEqual([]);
    });

    it('filters by the exact price: ₹500 does not match ₹1500', async () => {
      expect(titles(await list('?price=50000'))).toEqual(['Kovai Kora Cotton Saree – பருத்தி']);
      expect(titles(await list('?price=150000'))).toEqual(['Chettinad Cotton Saree – Mustard', 'Arani Silk Cotton Saree']);
      expect(titles(await list('?price=5000'))).toEqual([]);
    });

    it('combines search, category and price', async () => {
      expect(titles(await list('?search=saree&category=cotton_sarees&price=150000'))).toEqual(['Chettinad Cotton Saree – Mustard']);
      expect(titles(await list('?search=arani&category=cotton_sarees'))).toEqual([]);
    });

    it('pages through the list with hasMore', async () => {
      const first = await list('?pageSize=3');
      const second = await list('?pageSize=3&page=2');
      const third = await list('?pageSize=3&page=3');
      const beyond = await list('?pageSize=3&page=4');
      expect([first.hasMore, second.hasMore, third.hasMore, beyond.hasMore]).toEqual([true, true, false, false]);
      expect([first.items.length, second.items.length, third.items.length, beyond.items.length]).toEqual([3, 3, 2, 0]);
      expect(new Set([...titles(first), ...titles(second), ...titles(third)]).size).toBe(8);
      expect(await list('?pageSize=8')).toMatchObject({ hasMore: false });
      expect(await list('?pageSize=7')).toMatchObject({ hasMore: true });
      expect(await list('?pageSize=100')).toMatchObject({ pageSize: 100, hasMore: false });
      expect(await list('?pageSize=1&page=10000')).toMatchObject({ items: [], hasMore: false });
    });

    it('breaks ties in time by id, so pages never repeat or skip a product', async () => {
      const sameTime = new Date(Date.UTC(2020, 0, 1));
      const app = await createTestApp();
      try {
        const rows = await insertProducts(
          app.database.db,
          Array.from({ length: 5 }, (_, i) => ({ title: `Twin ${i}`, createdAt: sameTime })),
        );
        const ids = rows.map((row) => row.id).sort().reverse();
        const seen: string[] = [];
        for (let page = 1; page <= 3; page++) {
          const response = await app.app.inject({ method: 'GET', url: `/api/products?pageSize=2&page=${page}` });
          seen.push(...ProductListSchema.parse(response.json()).items.map((item) => item.id));
        }
        expect(seen).toEqual(ids);
      } finally {
        await app.close();
      }
    });

    it.each([
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['page=', 'page'],
      ['page=10001', 'page'],
      ['pageSize=0', 'pageSize'],
      ['pageSize=101', 'pageSize'],
      ['pageSize=ten', 'pageSize'],
      ['price=abc', 'price'],
      ['price=-5', 'price'],
      ['price=12.5', 'price'],
      [`search=${'x'.repeat(101)}`, 'search'],
      ['search=a&search=b', 'search'],
    ])('answers %s with a 400 naming the field', async (query, field) => {
      const response = await shop.app.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('validation_error');
      expect(error.message).toEqual(expect.any(String));
      expect(Object.keys(error.fields)).toEqual([field]);
      expect(error.fields[field]).toMatch(/^[A-Z].*\.$/);
    });
  });

  describe('GET /api/products/:id', () => {
    it('answers one product in the shared contract', async () => {
      const row = byTitle.get('Chettinad Cotton Saree – Mustard') as ProductRow;
      const response = await shop.app.inject({ method: 'GET', url: `/api/products/${row.id}` });
      expect(response.statusCode).toBe(200);
      const product = ProductSchema.parse(response.json());
      expect(product).toMatchObject({ id: row.id, title: row.title, stock: 0, salePricePaise: 135_000 });
      // Upper-case hex is the same UUID.
      const upper = await shop.app.inject({ method: 'GET', url: `/api/products/${row.id.toUpperCase()}` });
      expect(upper.json().id).toBe(row.id);
    });

    it.each([
      ['an unknown id', '00000000-0000-4000-8000-000000000000'],
      ['a malformed id', 'not-a-uuid'],
      ['an injection string', encodeURIComponent("1' OR '1'='1")],
      ['an id that is almost a UUID', '00000000-0000-4000-8000-00000000000g'],
      ['a very long id', 'a'.repeat(150)],
    ])('answers %s with a JSON 404', async (_name, id) => {
      const response = await shop.app.inject({ method: 'GET', url: `/api/products/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: expect.stringMatching(/product/) } });
    });

    it('answers a deleted product with a 404', async () => {
      const row = byTitle.get('Deleted Silk Saree') as ProductRow;
      const response = await shop.app.inject({ method: 'GET', url: `/api/products/${row.id}` });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('GET /api/products/facets', () => {
    it('gives each live category its label, count and first product image, and the distinct prices', async () => {
      const response = await shop.app.inject({ method: 'GET', url: '/api/products/facets' });
      const facets = CatalogFacetsSchema.parse(response.json());
      expect(facets.categories.map((entry) => entry.category)).toEqual([
        'cotton_sarees',
        'silk_cotton_sarees',
        'silk_sarees',
        'stoles',
        'towels',
        'veshtis',
      ]);
      const cotton = byTitle.get('Kovai Kora Cotton Saree – பருத்தி') as ProductRow;
      expect(facets.categories[0]).toEqual({ category: 'cotton_sarees', label: 'Cotton Sarees', labelTa: null, productCount: 3, imageUrl: cotton.images[0] });
      expect(facets.pricesPaise).toEqual([30_000, 50_000, 55_000, 60_000, 150_000, 250_000, 1_850_000]);
    });
  });

  describe('HTTP caching', () => {
    it.each(['/api/products', '/api/products?search=silk', '/api/products/facets'])('%s is public for 30 s, then revalidated by ETag', async (url) => {
      const first = await shop.app.inject({ method: 'GET', url });
      expect(first.headers['cache-control']).toBe('public, max-age=15, must-revalidate');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"[\w-]+"$/);

      const revalidated = await shop.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);

      const listed = await shop.app.inject({ method: 'GET', url, headers: { 'if-none-match': `W/"other", ${etag.slice(2)}` } });
      expect(listed.statusCode).toBe(304);
      const changed = await shop.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"something-else"' } });
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toBe(first.body);
    });

    it('revalidates a single product the same way', async () => {
      const row = byTitle.get('Arani Silk Cotton Saree') as ProductRow;
      const url = `/api/products/${row.id}`;
      const first = await shop.app.inject({ method: 'GET', url });
      expect(first.headers['cache-control']).toBe('public, max-age=15, must-revalidate');
      const again = await shop.app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag as string } });
      expect(again.statusCode).toBe(304);
    });

    it('sends brotli or gzip to clients that take them, with the same ETag', async () => {
      const plain = await shop.app.inject({ method: 'GET', url: '/api/products' });
      const br = await shop.app.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await shop.app.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'gzip, br;q=0' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(1);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
    });
  });
});

describe('the catalogue service cache', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
    await insertProduct(shop.database.db, { title: 'First Saree' });
  });
  afterAll(() => shop.close());

  it('builds the first pages once and rebuilds them after invalidate()', async () => {
    const catalog = catalogService(catalogRepository(shop.database.db));
    const query = { page: 1, pageSize: 24 };
    const first = await catalog.listProducts(query);
    const silk = await catalog.listProducts({ ...query, category: 'silk_sarees' });
    const facets = await catalog.facets();
    await insertProduct(shop.database.db, { title: 'Second Saree', category: 'silk_sarees' });

    // The very same objects: nothing was built again, so nothing is serialised again either.
    expect(await catalog.listProducts(query)).toBe(first);
    expect(await catalog.listProducts({ ...query, category: 'Silk Sarees' })).toBe(silk);
    expect(await catalog.facets()).toBe(facets);
    // Searches and deep pages are always read fresh.
    expect((await catalog.listProducts({ ...query, search: 'Second' })).items).toHaveLength(1);
    expect((await catalog.listProducts({ page: 5, pageSize: 1, category: 'silk_sarees' })).items).toHaveLength(0);
    expect((await catalog.listProducts({ page: 1, pageSize: 1, category: 'silk_sarees', search: 'saree' })).items).toHaveLength(1);

    catalog.invalidate();
    expect((await catalog.listProducts(query)).items.map((item) => item.title)).toEqual(['Second Saree', 'First Saree']);
    expect((await catalog.listProducts({ ...query, category: 'silk_sarees' })).items).toHaveLength(1);
    expect((await catalog.facets()).categories).toHaveLength(2);
  });

  it('serves the old page while a stale one is rebuilt, then the new one', async () => {
    const catalog = catalogService(catalogRepository(shop.database.db), { cacheTtlMs: 0 });
    const query = { page: 1, pageSize: 2 };
    const first = await catalog.listProducts(query);
    await insertProduct(shop.database.db, { title: 'Third Saree' });
    expect(await catalog.listProducts(query)).toBe(first);
    await expect.poll(async () => (await catalog.listProducts(query)).items[0]?.title).toBe('Third Saree');
  });
});
