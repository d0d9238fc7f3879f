import { defaultHsnOfCategory } from '@handloom/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { categoryNames, products, shopSettings, weavers } from '../schema.ts';
import type { Logger } from '../../logger.ts';
import { demoProducts } from './catalogue.ts';
import { demoFacets } from './demo-facets.ts';
import type { DemoArtwork } from './demo-artwork.ts';
import { demoDescriptionsTa } from './demo-descriptions-ta.ts';
import { demoCategoriesTa, demoTitlesTa } from './demo-titles-ta.ts';
import { demoProvenance, demoWeavers } from './demo-weavers.ts';

const SEED_LOCK_ID = 7_263_002;

/**
 * Loads the demo catalogue when the shop has never had a product (deleted
 * products stay in the table, so an emptied shop is not refilled). Its images
 * are drawn afterwards (demo-artwork.ts).
 */
export async function seedDemoCatalogueIfEmpty(db: Database, artwork: DemoArtwork, log: Logger): Promise<number> {
  return db.transaction(async (tx) => {
    // Several instances may start at once: one seeds, the others find it done.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const existing = await tx.execute(sql`select exists (select 1 from products) as present`);
    if (existing.rows[0]?.present) return 0;
    log.info(`Loading the demo catalogue (${demoProducts.length} products)`);
    const rows = demoRows(artwork, await insertDemoWeavers(tx, artwork));
    await tx.insert(products).values(rows);
    await insertDemoCategoryNames(tx);
    // The demo shop offers cash on delivery at once (fee ₹40, no minimum, at most ₹50,000), so a new user sees it.
    await tx.update(shopSettings).set({ codEnabled: true, codFeePaise: 4000, codMinPaise: 0, codMaxPaise: 5_000_000 }).where(sql`${shopSettings.id} = 1`);
    // ...and issues real-looking tax invoices at once: a registered Tamil Nadu seller whose GSTIN is
    // illustrative (a valid check character, no real registration), marked "sample" on every invoice.
    await tx.update(shopSettings).set(DEMO_SELLER).where(sql`${shopSettings.id} = 1`);
    return rows.length;
  });
}

/** Replaces the whole catalogue with the demo one (`npm run db:seed`). */
export async function reseedDemoCatalogue(db: Database, artwork: DemoArtwork, log: Logger): Promise<number> {
  await db.execute(sql`update products set deleted_at = now() where deleted_at is null`);
  const rows = demoRows(artwork, await insertDemoWeavers(db, artwork));
  await db.insert(products).values(rows);
  await insertDemoCategoryNames(db);
  log.info(`Loaded ${rows.length} demo products`);
  return rows.length;
}

/** The demo shop's seller (docs/decisions/016-gst-invoices.md); a shop without the demo starts unregistered. */
export const DEMO_SELLER = {
  sellerLegalName: 'Kaithari Handlooms (sample)',
  sellerAddress: '14 Weavers Street, Arani\nTiruvannamalai district 632301',
  sellerStateCode: '33',
  sellerGstin: '33AAAFK0000A1ZP',
  sellerGstinIsSample: true,
} as const;

/** The demo's illustrative weavers (kept if already there); their ids by slug. */
async function insertDemoWeavers(db: Pick<Database, 'insert' | 'select'>, artwork: DemoArtwork): Promise<Map<string, string>> {
  await db
    .insert(weavers)
    .values(
      demoWeavers.map((weaver) => ({
        slug: weaver.slug,
        nameEn: weaver.nameEn,
        nameTa: weaver.nameTa,
        village: weaver.village,
        district: weaver.district,
        loom: weaver.loom,
        yearsWeaving: weaver.yearsWeaving,
        story: weaver.story,
        villageTa: weaver.villageTa,
        districtTa: weaver.districtTa,
        storyTa: weaver.storyTa,
        portrait: artwork.portraitUrl(weaver),
        consent: true,
        published: true,
        illustrative: true,
      })),
    )
    .onConflictDoNothing({ target: weavers.slug });
  const rows = await db.select({ id: weavers.id, slug: weavers.slug }).from(weavers);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** The demo categories' Tamil names; a name the admin has changed is kept. */
async function insertDemoCategoryNames(db: Pick<Database, 'insert'>): Promise<void> {
  await db
    .insert(categoryNames)
    .values(Object.entries(demoCategoriesTa).map(([category, nameTa]) => ({ category, nameTa })))
    .onConflictDoNothing({ target: categoryNames.category });
}

function provenanceOf(title: string, weaverIds: Map<string, string>) {
  const provenance = demoProvenance[title];
  if (!provenance) return {};
  const { weaver, ...rest } = provenance;
  return { ...rest, weaverId: weaver ? (weaverIds.get(weaver) ?? null) : null };
}

function demoRows(artwork: DemoArtwork, weaverIds: Map<string, string>) {
  return demoProducts.map((product) => ({
    ...provenanceOf(product.title, weaverIds),
    ...demoFacets(product),
    title: product.title,
    titleTa: demoTitlesTa[product.title] ?? null,
    pricePaise: product.pricePaise,
    discountPercent: product.discountPercent,
    category: product.category,
    hsn: defaultHsnOfCategory(product.category),
    stock: product.stock,
    description: product.description,
    descriptionTa: demoDescriptionsTa[product.title] ?? null,
    images: artwork.urls(product),
    createdAt: new Date(product.createdAt),
    updatedAt: new Date(product.createdAt),
  }));
}
