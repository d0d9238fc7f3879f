import { CatalogFacetsSchema } from '@handloom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../testing/factories.ts';
import { migrationStatements, runStatements } from '../testing/migration-sql.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { categoryNames } from './schema.ts';
import { demoCategoriesTa } from './seed/demo-titles-ta.ts';

// Migration 0020 (category_names_ta_backfill): a shop seeded before 0017 (the demo's categories, none of
// their Tamil names) gets the demo's Tamil names, and keeps the owner's.

describe('migration 0020, the demo categories’ Tamil names', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const backfill = async () => runStatements(shop.database.pool, await migrationStatements('category_names_ta_backfill'));
  const names = async () => Object.fromEntries((await shop.database.db.select().from(categoryNames)).map((row) => [row.category, row.nameTa]));

  it('names the demo categories the shop uses, keeps the owner’s name, and leaves other categories alone', async () => {
    // The shop as 0017 left it: products in demo categories and one of the owner's, no Tamil names but the owner's one.
    for (const category of ['silk_sarees', 'dhotis', 'scarves', 'handkerchiefs']) await insertProduct(shop.database.db, { category });
    await shop.database.db.insert(categoryNames).values({ category: 'silk_sarees', nameTa: 'காஞ்சிப் பட்டு' });

    await backfill();
    expect(await names()).toEqual({ silk_sarees: 'காஞ்சிப் பட்டு', dhotis: 'வேட்டிகள்', scarves: 'ஸ்கார்ஃப்கள்' });
    // Run again (another instance starting), it changes nothing.
    await backfill();
    expect(await names()).toEqual({ silk_sarees: 'காஞ்சிப் பட்டு', dhotis: 'வேட்டிகள்', scarves: 'ஸ்கார்ஃப்கள்' });
  });

  it('writes each name as the demo seed does', async () => {
    for (const category of Object.keys(demoCategoriesTa)) await insertProduct(shop.database.db, { category });
    await shop.database.db.delete(categoryNames);
    await backfill();
    expect(await names()).toEqual(demoCategoriesTa);
  });

  it('shows the names to the Tamil pages (the facets) once the shop starts on the migrated database', async () => {
    const restarted = await createTestApp({}, { shareDatabaseOf: shop });
    try {
      const facets = CatalogFacetsSchema.parse((await restarted.app.inject({ method: 'GET', url: '/api/products/facets' })).json());
      expect(facets.categories.find((entry) => entry.category === 'dhotis')).toMatchObject({ labelTa: 'வேட்டிகள்' });
    } finally {
      await restarted.close();
    }
  });
});
