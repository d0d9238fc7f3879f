import { ProductListSchema, SearchSuggestionsSchema, CatalogFacetsSchema, salePricePaise, type Product } from '@handloom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProducts } from '../../db/seed/catalogue.ts';
import { insertProducts } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { foldForSearch } from './search-text.ts';

// Search, sort and price ranges over the demo catalogue, as a shopper meets them.
describe('catalogue search by words, sort and price ranges', () => {
  let shop: TestApp;
  const accented = 'Sarée Édition – Kāñchipuram Weave';

  beforeAll(async () => {
    shop = await createTestApp();
    await insertProducts(
      shop.database.db,
      demoProducts.map(({ art: _art, createdAt, ...values }) => ({ ...values, createdAt: new Date(createdAt), updatedAt: new Date(createdAt) })),
    );
    await insertProducts(shop.database.db, [{ title: accented, category: 'silk_sarees', description: 'A test weave.', createdAt: new Date('2020-01-01T00:00:00Z') }]);
  });
  afterAll(() => shop.close());

  const list = async (query: string): Promise<Product[]> => {
    const items: Product[] = [];
    for (let page = 1; ; page++) {
      const response = await shop.app.inject({ method: 'GET', url: `/api/products?pageSize=100&page=${page}${query}` });
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
      const body = ProductListSchema.parse(response.json());
      items.push(...body.items);
      if (!body.hasMore) return items;
    }
  };
  const search = (text: string, extra = '') => list(`&search=${encodeURIComponent(text)}${extra}`);
  const titles = (items: Product[]) => items.map((item) => item.title);
  const words = (item: Product) => foldForSearch(`${item.title} ${item.category.replaceAll('_', ' ')} ${item.description}`).toLowerCase();
  const demoTitles = (predicate: (product: (typeof demoProducts)[number]) => boolean) => demoProducts.filter(predicate).map((product) => product.title);

  it('finds "red saree": every word, in any order, across title, category and description', async () => {
    const found = await search('red saree');
    expect(titles(found)).toContain('Madurai Sungudi Cotton Saree – Red with White Dots');
    expect(titles(found)).toContain('Kanchipuram Korvai Silk Saree – Mango Yellow with Arakku Red Border');
    for (const item of found) expect(words(item), item.title).toContain('red');
    for (const item of found) expect(words(item), item.title).toContain('saree');
    // Titles that say "Red" come before those whose description does.
    expect(found[0]?.title).toMatch(/Red/);
    expect(titles(await search('saree red')).sort()).toEqual(titles(found).sort());
  });

  it('finds "saree silk": every silk saree, whatever the order of the words', async () => {
    const found = titles(await search('saree silk'));
    for (const title of demoTitles((product) => product.category === 'silk_sarees')) expect(found).toContain(title);
    const silkSaree = titles(await search('silk saree'));
    expect([...found].sort()).toEqual([...silkSaree].sort());
    // "Silk Saree" as typed, inside the title, ranks above the silk-cotton sarees.
    expect(silkSaree.indexOf('Kanchipuram Pure Silk Saree – Peacock Blue with Gold Zari Border')).toBeLessThan(silkSaree.indexOf('Kovai Silk Cotton Saree – Grey with Pink Pallu'));
  });

  it('finds all 9 demo dhotis by "dhoti", their category being Dhotis', async () => {
    const dhotis = demoTitles((product) => product.category === 'dhotis');
    expect(dhotis).toHaveLength(9);
    const found = titles(await search('dhoti'));
    for (const title of dhotis) expect(found).toContain(title);
  });

  it('tolerates plurals: "sarees" finds "Saree" titles, "dhotis" and "veshtis" as the singular does', async () => {
    const found = titles(await search('sarees'));
    expect(found).toContain('Kovai Kora Cotton Saree – பருத்தி');
    expect(found.sort()).toEqual(titles(await search('saree')).sort());
    expect(titles(await search('dhotis')).sort()).toEqual(titles(await search('dhoti')).sort());
    expect(titles(await search('veshtis'))).toContain('Arani Cotton Veshti – Cream with Gold Kara, 4 m');
  });

  it('ignores case and Latin accents, either way round', async () => {
    expect(titles(await search('SAREE EDITION'))).toEqual([accented]);
    expect(titles(await search('kanchipuram weave edition'))).toEqual([accented]);
    const plain = titles(await search('Kāñchipuram korvai'));
    expect(plain).toContain('Kanchipuram Korvai Silk Saree – Mango Yellow with Arakku Red Border');
  });

  it('finds a Tamil word, the title that holds it first, and what it means in English (search-synonyms.ts)', async () => {
    const found = await search('பருத்தி');
    expect(found[0]?.title).toBe('Kovai Kora Cotton Saree – பருத்தி');
    expect(titles(found)).toEqual(expect.arrayContaining(demoTitles((product) => product.category === 'cotton_sarees')));
    for (const item of found) expect(words(item), item.title).toMatch(/cotton|பருத்தி/);
  });

  it("keeps the specification's match: the title contains the typed text, first among the results", async () => {
    const found = titles(await search('Pure Silk Saree – Peacock'));
    expect(found[0]).toBe('Kanchipuram Pure Silk Saree – Peacock Blue with Gold Zari Border');
    // Part of a word, which is no word of its own.
    expect(titles(await search('chipur'))).toContain('Kanchipuram Pure Silk Saree – Peacock Blue with Gold Zari Border');
  });

  it('finds nothing for words no product has, and for punctuation alone', async () => {
    expect(await search('zzqx saree')).toEqual([]);
    expect(await search('!!')).toEqual([]);
  });

  it('sorts by the price paid, low to high and high to low, newest among equal prices', async () => {
    const ascending = await list('&sort=price-asc');
    const paid = ascending.map((item) => item.salePricePaise);
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
    const descending = (await list('&sort=price-desc')).map((item) => item.salePricePaise);
    expect(descending).toEqual([...paid].sort((a, b) => b - a));
    const newest = await list('&sort=newest');
    expect(newest.map((item) => item.createdAt)).toEqual(newest.map((item) => item.createdAt).sort().reverse());
    // A search can be sorted too.
    const silk = (await search('silk', '&sort=price-desc')).map((item) => item.salePricePaise);
    expect(silk).toEqual([...silk].sort((a, b) => b - a));
  });

  it('filters by a price range of the price paid, and counts each range in the facets', async () => {
    const all = await list('');
    const facetsResponse = await shop.app.inject({ method: 'GET', url: '/api/products/facets' });
    const facets = CatalogFacetsSchema.parse(facetsResponse.json());
    const ranges = [
      ['under-1000', 0, 100_000],
      ['1000-2500', 100_000, 250_000],
      ['2500-5000', 250_000, 500_000],
      ['5000-10000', 500_000, 1_000_000],
      ['over-10000', 1_000_000, Number.POSITIVE_INFINITY],
    ] as const;
    let total = 0;
    for (const [range, min, max] of ranges) {
      const expected = all.filter((item) => item.salePricePaise >= min && item.salePricePaise < max);
      const found = await list(`&range=${range}`);
      expect(titles(found).sort(), range).toEqual(titles(expected).sort());
      expect(facets.priceRanges.find((facet) => facet.range === range)?.productCount ?? 0, range).toBe(expected.length);
      total += found.length;
    }
    expect(total).toBe(all.length);
    expect(facets.priceRanges.length).toBeGreaterThan(1);
    // The specification's distinct prices are still there.
    expect(facets.pricesPaise).toEqual([...new Set(all.map((item) => item.pricePaise))].sort((a, b) => a - b));
    // The sale price rule is the shared one.
    for (const item of all) expect(item.salePricePaise).toBe(salePricePaise(item.pricePaise, item.discountPercent));
  });

  it('combines words, category, range and sort', async () => {
    const found = await list('&search=silk&category=silk_sarees&range=over-10000&sort=price-asc');
    expect(found.length).toBeGreaterThan(0);
    for (const item of found) {
      expect(item.category).toBe('silk_sarees');
      expect(item.salePricePaise).toBeGreaterThanOrEqual(1_000_000);
    }
  });

  it('refuses an unknown sort or range', async () => {
    for (const query of ['sort=cheapest', 'range=1-2']) {
      const response = await shop.app.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('suggests products and categories for what is typed', async () => {
    const response = await shop.app.inject({ method: 'GET', url: `/api/products/suggestions?search=${encodeURIComponent('silk sar')}` });
    expect(response.statusCode).toBe(200);
    const suggestions = SearchSuggestionsSchema.parse(response.json());
    expect(suggestions.products.length).toBeGreaterThan(0);
    expect(suggestions.products.length).toBeLessThanOrEqual(6);
    for (const product of suggestions.products) expect(product.title.toLowerCase()).toMatch(/silk|sar/);
    expect(suggestions.categories.map((category) => category.label)).toEqual(expect.arrayContaining(['Silk Sarees', 'Cotton Sarees']));
    const dhoti = SearchSuggestionsSchema.parse((await shop.app.inject({ method: 'GET', url: '/api/products/suggestions?search=dhoti' })).json());
    expect(dhoti.categories).toEqual([{ category: 'dhotis', label: 'Dhotis', labelTa: null }]);
    expect((await shop.app.inject({ method: 'GET', url: '/api/products/suggestions?search=' })).statusCode).toBe(400);
  });
});
