import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationStatements, runStatements, seedDemoCatalogueWithoutArtwork } from '../testing/migration-sql.ts';
import { createTestDatabase, dropDatabase } from '../testing/test-app.ts';
import { connectDatabase, type DatabaseHandle } from './client.ts';
import { products } from './schema.ts';
import { demoProducts } from './seed/catalogue.ts';
import { demoDescriptionsTa } from './seed/demo-descriptions-ta.ts';

// The migration demo_descriptions_ta (0018) gives the demo products of a
// shop seeded before the Tamil descriptions their Tamil description, and
// never overwrites the owner's. Its SQL is run again here on a shop made to
// look like such an older one.

const LONG_AGO = new Date('2025-01-01T00:00:00Z');

/** Runs the migration's SQL again; how many rows it changed. */
async function runDemoDescriptionsMigration(handle: DatabaseHandle): Promise<number> {
  return runStatements(handle.pool, await migrationStatements('demo_descriptions_ta'));
}

describe('migration demo_descriptions_ta: the demo catalogue’s Tamil descriptions for shops seeded before them', () => {
  let databaseUrl: string, handle: DatabaseHandle;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    handle = connectDatabase(databaseUrl, { max: 2 });
  });
  afterAll(async () => {
    await handle?.close();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  const byTitle = async (title: string) => {
    const [row] = await handle.db.select().from(products).where(eq(products.title, title));
    if (!row) throw new Error(`no product ${title}`);
    return row;
  };

  it('a new shop is seeded with every Tamil description', async () => {
    expect(await seedDemoCatalogueWithoutArtwork(handle.db)).toBe(demoProducts.length);
    const rows = await handle.db.select({ title: products.title, descriptionTa: products.descriptionTa }).from(products);
    expect(rows).toHaveLength(demoProducts.length);
    expect(rows.filter((row) => row.descriptionTa !== demoDescriptionsTa[row.title]).map((row) => row.title)).toEqual([]);
    // ...and the migration, run on it, has nothing to do.
    expect(await runDemoDescriptionsMigration(handle)).toBe(0);
  });

  it('fills a demo product’s empty Tamil description while it is still the demo’s, and never overwrites the owner’s text', async () => {
    const [ownersTamil, newEnglish, newTitle, blank, deleted] = demoProducts.map((product) => product.title);
    // The shop as it was before the seed wrote Tamil descriptions, then as its owner changed it.
    await handle.db.update(products).set({ descriptionTa: null, updatedAt: LONG_AGO });
    await handle.db.update(products).set({ descriptionTa: 'உரிமையாளர் எழுதிய விவரம், "தூய பட்டு".' }).where(eq(products.title, ownersTamil!));
    await handle.db.update(products).set({ description: 'The owner’s own words about this saree.' }).where(eq(products.title, newEnglish!));
    await handle.db.update(products).set({ title: `${newTitle!} (the owner’s)` }).where(eq(products.title, newTitle!));
    await handle.db.update(products).set({ descriptionTa: ' \n ' }).where(eq(products.title, blank!));
    await handle.db.update(products).set({ deletedAt: new Date() }).where(eq(products.title, deleted!));

    expect(await runDemoDescriptionsMigration(handle)).toBe(demoProducts.length - 3);

    expect(await byTitle(ownersTamil!)).toMatchObject({ descriptionTa: 'உரிமையாளர் எழுதிய விவரம், "தூய பட்டு".', updatedAt: LONG_AGO });
    expect(await byTitle(newEnglish!)).toMatchObject({ descriptionTa: null, updatedAt: LONG_AGO });
    expect(await byTitle(`${newTitle!} (the owner’s)`)).toMatchObject({ descriptionTa: null, updatedAt: LONG_AGO });
    expect((await byTitle(blank!)).descriptionTa).toBe(demoDescriptionsTa[blank!]);
    expect((await byTitle(deleted!)).descriptionTa).toBe(demoDescriptionsTa[deleted!]);
    const rest = await handle.db.select().from(products);
    const untouched = new Set([ownersTamil, newEnglish, `${newTitle!} (the owner’s)`]);
    const filled = rest.filter((row) => !untouched.has(row.title));
    expect(filled).toHaveLength(demoProducts.length - 3);
    expect(filled.filter((row) => row.descriptionTa !== demoDescriptionsTa[row.title]).map((row) => row.title)).toEqual([]);
    // The Tamil page changed, so its lastmod does.
    expect(filled.filter((row) => row.updatedAt.getTime() === LONG_AGO.getTime()).map((row) => row.title)).toEqual([]);

    // A second run changes nothing.
    expect(await runDemoDescriptionsMigration(handle)).toBe(0);
  });
});
