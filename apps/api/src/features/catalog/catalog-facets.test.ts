import { CatalogFacetsSchema, ProductListSchema, ProductSchema, PRODUCT_COLOURS, PRODUCT_FABRICS, PRODUCT_OCCASIONS, type CatalogFacets, type Product } from '@handloom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProducts } from '../../db/seed/catalogue.ts';
import { demoFacets } from '../../db/seed/demo-facets.ts';
import { insertProducts } from '../../testing/factories.ts';
import { shopWithAdmin } from '../../testing/admin-shop.ts';
import type { TestApp } from '../../testing/test-app.ts';

// Fabric, colour and occasion over the demo catalogue, as a shopper filters by them.
describe('catalogue facets: fabric, colour and occasion', () => {
  let shop: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ shop, admin } = await shopWithAdmin());
    await insertProducts(
      shop.database.db,
      demoProducts.map((product) => {
        const { art: _art, createdAt, ...values } = product;
        return { ...values, ...demoFacets(product), createdAt: new Date(createdAt), updatedAt: new Date(createdAt) };
      }),
    );
    // One product with nothing set: it is listed, and counted under no value.
    await insertProducts(shop.database.db, [{ title: 'Plain Test Towel', category: 'towels', description: 'Nothing set.' }]);
  });
  afterAll(() => shop.close());

  const list = async (query: string): Promise<Product[]> => {
    const items: Product[] = [];
    for (let page = 1; ; page++) {
      const response = await shop.app.inject({ method: 'GET', url: `/api/products?pageSize=100&page=${page}&${query}` });
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
      const body = ProductListSchema.parse(response.json());
      items.push(...body.items);
      if (!body.hasMore) return items;
    }
  };
  const facets = async (query = ''): Promise<CatalogFacets> => {
    const response = await shop.app.inject({ method: 'GET', url: `/api/products/facets?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return CatalogFacetsSchema.parse(response.json());
  };
  const countOf = (entries: readonly { value: string; productCount: number }[], value: string) => entries.find((entry) => entry.value === value)?.productCount;
  const demo = demoProducts.map((product) => ({ ...product, ...demoFacets(product) }));
  const demoTitles = (predicate: (product: (typeof demo)[number]) => boolean) => demo.filter(predicate).map((product) => product.title).sort();
  const titles = (items: Product[]) => items.map((item) => item.title).sort();

  it('filters by each facet, and every product says its fabric, colour and occasions', async () => {
    const silk = await list('fabric=silk');
    expect(titles(silk)).toEqual(demoTitles((product) => product.fabric === 'silk'));
    expect(silk.every((item) => item.fabric === 'silk')).toBe(true);

    const red = await list('colour=red');
    expect(titles(red)).toContain('Madurai Sungudi Cotton Saree – Red with White Dots');
    expect(titles(red)).toEqual(demoTitles((product) => product.colour === 'red'));

    const temple = await list('occasion=temple');
    expect(titles(temple)).toEqual(demoTitles((product) => product.occasions.includes('temple')));
    expect(temple.every((item) => item.occasions?.includes('temple'))).toBe(true);

    const wedding = await list('fabric=silk&colour=maroon&occasion=wedding');
    expect(titles(wedding)).toEqual(demoTitles((product) => product.fabric === 'silk' && product.colour === 'maroon' && product.occasions.includes('wedding')));
    expect(wedding.length).toBeGreaterThan(0);
  });

  it('combines them with search, category, price range and sort', async () => {
    const found = await list('search=saree&fabric=cotton&colour=red');
    expect(titles(found)).toEqual(['Madurai Sungudi Cotton Saree – Red with White Dots']);

    const inCategory = await list('category=stoles&fabric=silk');
    expect(titles(inCategory)).toEqual(demoTitles((product) => product.category === 'stoles' && product.fabric === 'silk'));

    const sorted = await list('fabric=silk-cotton&range=2500-5000&sort=price-asc');
    expect(sorted.length).toBeGreaterThan(0);
    for (const item of sorted) {
      expect(item.fabric).toBe('silk-cotton');
      expect(item.salePricePaise).toBeGreaterThanOrEqual(250_000);
      expect(item.salePricePaise).toBeLessThan(500_000);
    }
    expect(sorted.map((item) => item.salePricePaise)).toEqual([...sorted.map((item) => item.salePricePaise)].sort((a, b) => a - b));
  });

  it('counts each value over the whole catalogue, every value listed', async () => {
    const all = await facets();
    expect(all.fabrics.map((entry) => entry.value)).toEqual([...PRODUCT_FABRICS]);
    expect(all.colours.map((entry) => entry.value)).toEqual([...PRODUCT_COLOURS]);
    expect(all.occasions.map((entry) => entry.value)).toEqual([...PRODUCT_OCCASIONS]);
    for (const fabric of PRODUCT_FABRICS) expect(countOf(all.fabrics, fabric), fabric).toBe(demo.filter((product) => product.fabric === fabric).length);
    for (const colour of PRODUCT_COLOURS) expect(countOf(all.colours, colour), colour).toBe(demo.filter((product) => product.colour === colour).length);
    for (const occasion of PRODUCT_OCCASIONS) expect(countOf(all.occasions, occasion), occasion).toBe(demo.filter((product) => product.occasions.includes(occasion)).length);
    // The product with nothing set counts under no value.
    expect(all.fabrics.reduce((sum, entry) => sum + entry.productCount, 0)).toBe(demo.length);
  });

  it('counts under the other active filters: a count is what choosing the value would list', async () => {
    const query = 'search=saree&fabric=silk&occasion=wedding';
    const counted = await facets(query);
    for (const colour of PRODUCT_COLOURS) {
      expect(countOf(counted.colours, colour), colour).toBe((await list(`${query}&colour=${colour}`)).length);
    }
    // The fabric's own choice is left out of its counts, so the other fabrics keep theirs.
    for (const fabric of PRODUCT_FABRICS) {
      expect(countOf(counted.fabrics, fabric), fabric).toBe((await list(`search=saree&occasion=wedding&fabric=${fabric}`)).length);
    }
    expect(countOf(counted.fabrics, 'silk')).toBeGreaterThan(0);
    const inStoles = await facets('category=stoles');
    expect(countOf(inStoles.fabrics, 'silk')).toBe(demo.filter((product) => product.category === 'stoles' && product.fabric === 'silk').length);
  });

  it.each([
    ['fabric=wool', 'fabric', 'Choose a fabric from the list'],
    ['colour=teal', 'colour', 'Choose a colour from the list'],
    ['occasion=party', 'occasion', 'Choose an occasion from the list'],
  ])('refuses %s with 400 and a clear message, on the list and the facets', async (query, field, message) => {
    for (const path of ['/api/products', '/api/products/facets']) {
      const response = await shop.app.inject({ method: 'GET', url: `${path}?${query}` });
      expect(response.statusCode, path).toBe(400);
      const body = response.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>();
      expect(body.error.fields?.[field] ?? body.error.message).toContain(message);
    }
  });

  describe('the admin sets them on the product form', () => {
    const form = {
      title: 'Arani Silk Saree – Test Green',
      price: '4999',
      discountPercent: '0',
      images: ['https://images.example/arani-1.jpg'],
      category: 'Silk Sarees',
      stock: '3',
      description: 'Pure silk',
    };
    const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
      shop.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

    it('saves them, changes them, and the shop lists and counts the product by them at once', async () => {
      const before = await facets('colour=gold');
      const created = await send('POST', '/api/admin/products', { ...form, fabric: 'silk', colour: 'gold', occasions: ['temple', 'wedding', 'wedding'] });
      expect(created.statusCode, created.body).toBe(201);
      const product = ProductSchema.parse(created.json());
      expect(product).toMatchObject({ fabric: 'silk', colour: 'gold', occasions: ['wedding', 'temple'] });
      expect(titles(await list('colour=gold'))).toContain(form.title);
      expect(countOf((await facets('colour=gold')).colours, 'gold')).toBe((countOf(before.colours, 'gold') ?? 0) + 1);

      const updated = await send('PUT', `/api/admin/products/${product.id}`, { ...form, fabric: '', colour: 'green', occasions: [] });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject({ fabric: null, colour: 'green', occasions: [] });
      expect(titles(await list('colour=gold'))).not.toContain(form.title);
      const read = await send('GET', `/api/admin/products/${product.id}`);
      expect(read.json()).toMatchObject({ fabric: null, colour: 'green', occasions: [] });
    });

    it('refuses values outside the lists with 400 and the field’s message, and saves nothing', async () => {
      const response = await send('POST', '/api/admin/products', { ...form, title: 'Refused Saree', fabric: 'wool', colour: 'green', occasions: ['party'] });
      expect(response.statusCode).toBe(400);
      const { error } = response.json<{ error: { fields: Record<string, string> } }>();
      expect(error.fields.fabric).toBe('Fabric must be one of silk, cotton, silk-cotton, or empty');
      expect(error.fields['occasions.0']).toBe('Occasion must be one of wedding, festive, daily-wear, office, temple');
      expect(titles(await list('search=Refused'))).toEqual([]);
    });
  });
});
