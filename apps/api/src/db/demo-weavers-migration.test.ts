import { PublicWeaverListSchema } from '@handloom/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationStatements, runStatements, seedDemoCatalogueWithoutArtwork } from '../testing/migration-sql.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { weavers } from './schema.ts';
import { demoWeavers } from './seed/demo-weavers.ts';

// The migration demo_weavers_ta gives the demo weavers of a shop seeded
// before their Tamil village, district and story those texts, and never
// overwrites the owner's. Its SQL is run again here on a shop made to look
// like such an older one, which the public weavers API then serves.

const LONG_AGO = new Date('2025-01-01T00:00:00Z');
const tamilOf = (slug: string) => {
  const demo = demoWeavers.find((weaver) => weaver.slug === slug);
  if (!demo) throw new Error(`no demo weaver ${slug}`);
  return { villageTa: demo.villageTa, districtTa: demo.districtTa, storyTa: demo.storyTa };
};

describe('migration demo_weavers_ta: the demo weavers’ place and story in Tamil for shops seeded before them', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop?.close());

  const runMigration = async (): Promise<number> => runStatements(shop.database.pool, await migrationStatements('demo_weavers_ta'));
  const bySlug = async (slug: string) => {
    const [row] = await shop.database.db.select().from(weavers).where(eq(weavers.slug, slug));
    if (!row) throw new Error(`no weaver ${slug}`);
    return row;
  };

  it('a new shop is seeded with every demo weaver’s Tamil, and the migration has nothing to do there', async () => {
    await seedDemoCatalogueWithoutArtwork(shop.database.db);
    const shown = PublicWeaverListSchema.parse((await shop.app.inject({ method: 'GET', url: '/api/weavers' })).json()).items;
    expect(shown).toHaveLength(demoWeavers.length);
    for (const weaver of shown) expect(weaver).toMatchObject(tamilOf(weaver.slug));
    expect(await runMigration()).toBe(0);
  });

  it('fills the Tamil of a profile still the demo’s, field by field, and never overwrites the owner’s', async () => {
    const [kept, changed, partly] = demoWeavers.map((weaver) => weaver.slug) as [string, string, string];
    // The shop as it was before the seed wrote the Tamil, then as its owner changed it.
    await shop.database.db.update(weavers).set({ villageTa: null, districtTa: null, storyTa: null, updatedAt: LONG_AGO });
    await shop.database.db.update(weavers).set({ story: 'The owner’s own words about her.' }).where(eq(weavers.slug, changed));
    await shop.database.db.update(weavers).set({ storyTa: 'உரிமையாளர் எழுதிய கதை', districtTa: ' \t ' }).where(eq(weavers.slug, partly));

    expect(await runMigration()).toBe(2);

    expect(await bySlug(kept)).toMatchObject(tamilOf(kept));
    expect((await bySlug(kept)).updatedAt.getTime()).not.toBe(LONG_AGO.getTime());
    // The owner changed the English story: the demo's Tamil could say something else now.
    expect(await bySlug(changed)).toMatchObject({ villageTa: null, districtTa: null, storyTa: null, updatedAt: LONG_AGO });
    // The owner's Tamil story stays; the blank district and the empty village are filled.
    expect(await bySlug(partly)).toMatchObject({ ...tamilOf(partly), storyTa: 'உரிமையாளர் எழுதிய கதை' });

    // A second run changes nothing.
    expect(await runMigration()).toBe(0);
  });
});
