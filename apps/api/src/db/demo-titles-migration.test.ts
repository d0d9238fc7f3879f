import { ProductListSchema } from '@handloom/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationStatements, runStatements, seedDemoCatalogueWithoutArtwork } from '../testing/migration-sql.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { products } from './schema.ts';
import { demoProducts } from './seed/catalogue.ts';
import { demoTitlesTa } from './seed/demo-titles-ta.ts';

// The migration demo_titles_ta gives the demo products of a shop seeded
// before the Tamil titles their Tamil title, and never overwrites the
// owner's. Its SQL is run again here on a shop made to look like such an
// older one, which the catalogue's search then serves.

const LONG_AGO = new Date('2025-01-01T00:00:00Z');
// "Mango" (of mango yellow), a word of this demo product's Tamil title and of no other text of the demo's,
// in any form search reads it in (search-synonyms.ts: கருநீலம், navy, is also the கருநீல of other texts).
const MANGO_TITLE = 'Kanchipuram Korvai Silk Saree – Mango Yellow with Arakku Red Border';
const MANGO_TA = 'மாம்பழ';

describe('migration demo_titles_ta: the demo catalogue’s Tamil titles for shops seeded before them', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop?.close());

  /** Runs the migration's SQL again; how many rows it changed. */
  async function runDemoTitlesMigration(): Promise<number> {
    return runStatements(shop.database.pool, await migrationStatements('demo_titles_ta'));
  }

  const byTitle = async (title: string) => {
    const [row] = await shop.database.db.select().from(products).where(eq(products.title, title));
    if (!row) throw new Error(`no product ${title}`);
    return row;
  };

  /** The titles the shop's search finds for this text (the first page is the whole answer here). */
  const searchTitles = async (text: string): Promise<string[]> => {
    const response = await shop.app.inject({ method: 'GET', url: `/api/products?pageSize=100&search=${encodeURIComponent(text)}` });
    expect(response.statusCode, response.body).toBe(200);
    return ProductListSchema.parse(response.json()).items.map((item) => item.title);
  };

  it('a new shop is seeded with every Tamil title', async () => {
    expect(await seedDemoCatalogueWithoutArtwork(shop.database.db)).toBe(demoProducts.length);
    const rows = await shop.database.db.select({ title: products.title, titleTa: products.titleTa }).from(products);
    expect(rows).toHaveLength(demoProducts.length);
    expect(rows.filter((row) => row.titleTa !== demoTitlesTa[row.title]).map((row) => row.title)).toEqual([]);
    expect(await searchTitles(MANGO_TA)).toEqual([MANGO_TITLE]);
    // ...and the migration, run on it, has nothing to do.
    expect(await runDemoTitlesMigration()).toBe(0);
  });

  it('fills a demo product’s empty Tamil title while it is still the demo’s, never overwrites the owner’s, and search finds it by it', async () => {
    const [ownersTamil, newEnglish, newTitle, blank, deleted] = demoProducts.map((product) => product.title).filter((title) => title !== MANGO_TITLE);
    expect([ownersTamil, newEnglish, newTitle, blank, deleted]).not.toContain(MANGO_TITLE);
    // The shop as it was before the seed wrote Tamil titles, then as its owner changed it.
    await shop.database.db.update(products).set({ titleTa: null, updatedAt: LONG_AGO });
    await shop.database.db.update(products).set({ titleTa: 'உரிமையாளரின் தலைப்பு' }).where(eq(products.title, ownersTamil!));
    await shop.database.db.update(products).set({ description: 'The owner’s own words about this saree.' }).where(eq(products.title, newEnglish!));
    await shop.database.db.update(products).set({ title: `${newTitle!} (the owner’s)` }).where(eq(products.title, newTitle!));
    await shop.database.db.update(products).set({ titleTa: ' \t ' }).where(eq(products.title, blank!));
    await shop.database.db.update(products).set({ deletedAt: new Date() }).where(eq(products.title, deleted!));
    // Without its Tamil title, nothing else of the product holds the word.
    expect(await searchTitles(MANGO_TA)).toEqual([]);

    expect(await runDemoTitlesMigration()).toBe(demoProducts.length - 3);

    expect(await byTitle(ownersTamil!)).toMatchObject({ titleTa: 'உரிமையாளரின் தலைப்பு', updatedAt: LONG_AGO });
    expect(await byTitle(newEnglish!)).toMatchObject({ titleTa: null, updatedAt: LONG_AGO });
    expect(await byTitle(`${newTitle!} (the owner’s)`)).toMatchObject({ titleTa: null, updatedAt: LONG_AGO });
    expect((await byTitle(blank!)).titleTa).toBe(demoTitlesTa[blank!]);
    expect((await byTitle(deleted!)).titleTa).toBe(demoTitlesTa[deleted!]);
    const rest = await shop.database.db.select().from(products);
    const untouched = new Set([ownersTamil, newEnglish, `${newTitle!} (the owner’s)`]);
    const filled = rest.filter((row) => !untouched.has(row.title));
    expect(filled).toHaveLength(demoProducts.length - 3);
    expect(filled.filter((row) => row.titleTa !== demoTitlesTa[row.title]).map((row) => row.title)).toEqual([]);
    // The Tamil page changed, so its lastmod does.
    expect(filled.filter((row) => row.updatedAt.getTime() === LONG_AGO.getTime()).map((row) => row.title)).toEqual([]);

    // The back-filled title is searchable, as a freshly seeded one is (search_vector reads title_ta).
    expect(await searchTitles(MANGO_TA)).toEqual([MANGO_TITLE]);

    // A second run changes nothing.
    expect(await runDemoTitlesMigration()).toBe(0);
  });
});
