import type { GstSlab } from '@handloom/shared';
import { asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { gstRates, products, weavers } from '../../db/schema.ts';
import type { ProductValues } from '../../db/schema/products.ts';

/** What an import did, or would do on a dry run. */
export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

const COMPARED = ['title', 'pricePaise', 'discountPercent', 'category', 'stock', 'description', 'hsn'] as const;
// Compared only when the file has their column (without it they are left as they are).
const COMPARED_WHEN_GIVEN = [
  'fabric',
  'colour',
  'titleTa',
  'descriptionTa',
  'weaverId',
  'clusterName',
  'clusterNameTa',
  'loomDays',
  'yarn',
  'yarnTa',
  'handloomMark',
  'indiaHandloomBrand',
  'silkMarkLabel',
  'giName',
  'giNameTa',
] as const;

export function productCsvRepository(db: Database) {
  return {
    /** Every live product, oldest first (an import into an empty shop then keeps their order). */
    liveProducts() {
      return db.select().from(products).where(isNull(products.deletedAt)).orderBy(asc(products.createdAt), asc(products.id));
    },

    /** The weavers the Weaver column names. */
    weavers() {
      return db.select({ id: weavers.id, slug: weavers.slug, nameEn: weavers.nameEn, nameTa: weavers.nameTa }).from(weavers);
    },

    gstSlabs(): Promise<GstSlab[]> {
      return db.select({ hsn: gstRates.hsn, description: gstRates.description, rateBasisPoints: gstRates.rateBasisPoints, thresholdPaise: gstRates.thresholdPaise, rateAboveBasisPoints: gstRates.rateAboveBasisPoints }).from(gstRates);
    },

    /**
     * Creates or updates each product by its handle, all in one transaction
     * (a deleted product with the handle comes back). On a dry run it only
     * counts. Rows are written in the file's order, so created_at keeps it.
     */
    async upsertByHandle(rows: readonly (ProductValues & { handle: string })[], dryRun: boolean): Promise<ImportCounts> {
      return db.transaction(async (tx) => {
        const handles = rows.map((row) => row.handle);
        const existing = new Map(
          (handles.length ? await tx.select().from(products).where(inArray(products.handle, handles)).for('update') : []).map((row) => [row.handle, row]),
        );
        const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
        for (const row of rows) {
          const before = existing.get(row.handle);
          const same =
            before &&
            before.deletedAt === null &&
            COMPARED.every((key) => (before[key] ?? null) === (row[key] ?? null)) &&
            COMPARED_WHEN_GIVEN.every((key) => !(key in row) || before[key] === row[key]) &&
            (row.occasions === undefined || before.occasions.join(',') === row.occasions.join(',')) &&
            before.images.join('\n') === row.images.join('\n');
          if (!before) counts.created += 1;
          else if (same) counts.unchanged += 1;
          else counts.updated += 1;
          if (dryRun || same) continue;
          const values = { ...row, hsn: row.hsn ?? null };
          await tx
            .insert(products)
            // now() is the transaction's start, the same for every row: the statement's own clock keeps the file's order.
            .values({ ...values, createdAt: sql`clock_timestamp()` })
            .onConflictDoUpdate({ target: products.handle, set: { ...values, deletedAt: null, updatedAt: sql`now()` } });
        }
        return counts;
      });
    },
  };
}
export type ProductCsvRepository = ReturnType<typeof productCsvRepository>;
