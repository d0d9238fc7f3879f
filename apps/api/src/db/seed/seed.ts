import fs from 'node:fs/promises';
import path from 'node:path';
import { defaultHsnOfCategory, IMAGE_WIDTHS } from '@handloom/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../client.ts';
import { products, shopSettings } from '../schema.ts';
import { contentKey, type MediaStore } from '../../features/media/media.store.ts';
import { storeImageVariants } from '../../features/media/image-variants.ts';
import { renderProductArtwork } from './artwork.ts';
import { demoProducts, type DemoProduct } from './catalogue.ts';
import type { Logger } from '../../logger.ts';


const SEED_LOCK_ID = 7_263_002;
const VIEWS = [0, 1, 2, 3] as const;

// Drawing ~200 textiles takes a while and the result depends only on the SVG,
// so finished WebP files are kept here and copied into each new data directory.
const artworkCache = path.resolve(import.meta.dirname, '../../../../../node_modules/.cache/handloom-artwork');

/**
 * Loads the demo catalogue when the shop has never had a product (deleted
 * products stay in the table, so an emptied shop is not refilled).
 */
export async function seedDemoCatalogueIfEmpty(db: Database, media: MediaStore, log: Logger): Promise<number> {
  return db.transaction(async (tx) => {
    // Several instances may start at once: one seeds, the others find it done.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const existing = await tx.execute(sql`select exists (select 1 from products) as present`);
    if (existing.rows[0]?.present) return 0;
    log.info(`Loading the demo catalogue (${demoProducts.length} products)`);
    const rows = await demoRows(media);
    await tx.insert(products).values(rows);
    // The demo shop offers cash on delivery at once (fee ₹40, no minimum, at most ₹50,000), so a new user sees it.
    await tx.update(shopSettings).set({ codEnabled: true, codFeePaise: 4000, codMinPaise: 0, codMaxPaise: 5_000_000 }).where(sql`${shopSettings.id} = 1`);
    // ...and issues real-looking tax invoices at once: a registered Tamil Nadu seller whose GSTIN is
    // illustrative (a valid check character, no real registration), marked "sample" on every invoice.
    await tx.update(shopSettings).set(DEMO_SELLER).where(sql`${shopSettings.id} = 1`);
    return rows.length;
  });
}

/** Replaces the whole catalogue with the demo one (`npm run db:seed`). */
export async function reseedDemoCatalogue(db: Database, media: MediaStore, log: Logger): Promise<number> {
  await db.execute(sql`update products set deleted_at = now() where deleted_at is null`);
  const rows = await demoRows(media);
  await db.insert(products).values(rows);
  log.info(`Loaded ${rows.length} demo products`);
  return rows.length;
}

/** The demo shop's seller (docs/decisions/014-gst-invoices.md); a shop without the demo starts unregistered. */
export const DEMO_SELLER = {
  sellerLegalName: 'Kaithari Handlooms (sample)',
  sellerAddress: '14 Weavers Street, Arani\nTiruvannamalai district 632301',
  sellerStateCode: '33',
  sellerGstin: '33AAAFK0000A1ZP',
  sellerGstinIsSample: true,
} as const;

function demoRows(media: MediaStore) {
  return mapWithConcurrency(demoProducts, 2, async (product) => ({
    title: product.title,
    pricePaise: product.pricePaise,
    discountPercent: product.discountPercent,
    category: product.category,
    hsn: defaultHsnOfCategory(product.category),
    stock: product.stock,
    description: product.description,
    images: await drawProductImages(product, media),
    createdAt: new Date(product.createdAt),
    updatedAt: new Date(product.createdAt),
  }));
}

async function drawProductImages(product: DemoProduct, media: MediaStore): Promise<string[]> {
  const urls: string[] = [];
  for (const view of VIEWS) {
    const svg = renderProductArtwork(product.art, view);
    urls.push(await storeArtwork(media, svg));
  }
  return urls;
}

async function storeArtwork(media: MediaStore, svg: string): Promise<string> {
  const key = contentKey(svg);
  const names = IMAGE_WIDTHS.map((width) => `${key}-${width}.webp`);
  const cached = await Promise.all(names.map((name) => fs.readFile(path.join(artworkCache, name)).catch(() => null)));
  if (cached.every((bytes) => bytes !== null)) {
    await Promise.all(names.map((name, i) => media.put(name, cached[i] as Buffer)));
    return `/media/${key}`;
  }
  // Rasterise the SVG once at its own size, and resize the bitmap: librsvg
  // draws the artwork's patterns 20-50x slower at a fractional scale (which is
  // what sharp asks for when it resizes an SVG while loading it).
  const raster = await sharp(Buffer.from(svg), { density: 72 }).png({ compressionLevel: 0 }).toBuffer();
  const url = await storeImageVariants(media, raster, key);
  await fs.mkdir(artworkCache, { recursive: true });
  await Promise.all(
    names.map(async (name) => {
      const bytes = await media.get(name);
      if (bytes) await fs.writeFile(path.join(artworkCache, name), bytes);
    }),
  );
  return url;
}

async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  });
  await Promise.all(workers);
  return results;
}
