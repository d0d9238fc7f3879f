import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { weavers } from './weavers.ts';

export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    pricePaise: integer().notNull(),
    // The spec's `discountedPrice` holds a percentage; it is called what it is.
    discountPercent: smallint().notNull().default(0),
    category: text().notNull(),
    stock: integer().notNull(),
    description: text().notNull(),
    // The HSN code its GST rate is found by (gst_rates); null on products
    // saved before it existed: the invoice then takes the category's default.
    hsn: text(),
    // What title search reads (features/catalog/catalog.repository.ts): the title
    // case-folded once when written instead of on every row of every search, and
    // in one Unicode form (Tamil vowel signs can be typed composed or not).
    titleSearch: text()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(normalize(${products.title}, NFC))`),
    // The spec's four image fields: the first required, three optional.
    images: text().array().notNull(),
    // Provenance (issue 17): every field empty or false unless the admin sets it.
    weaverId: uuid().references(() => weavers.id),
    clusterName: text(),
    loomDays: smallint(),
    yarn: text(),
    handloomMark: boolean().notNull().default(false),
    indiaHandloomBrand: boolean().notNull().default(false),
    silkMarkLabel: text(),
    giName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Deleted products leave the shop but stay referenced by past orders.
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('products_price_paise_check', sql`${t.pricePaise} > 0`),
    check('products_discount_percent_check', sql`${t.discountPercent} between 0 and 90`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_images_check', sql`cardinality(${t.images}) between 1 and 4`),
    check('products_loom_days_check', sql`${t.loomDays} is null or ${t.loomDays} between 1 and 365`),
    index('products_weaver_id_idx').on(t.weaverId).where(sql`${t.weaverId} is not null`),
    index('products_created_at_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('products_category_created_at_idx')
      .on(t.category, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    // The exact-price filter, and the distinct prices of the price dropdown.
    index('products_price_paise_created_at_idx')
      .on(t.pricePaise, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    // products_title_search_trgm_idx (title search) is in migration 0002_catalog_search.sql:
    // it needs the pg_trgm extension, which drizzle-kit cannot create.
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
/** What the admin (or the demo catalogue) sets on a product. */
export type ProductValues = Pick<ProductRow, 'title' | 'pricePaise' | 'discountPercent' | 'category' | 'stock' | 'description' | 'images'> & {
  hsn?: string | null;
} & Partial<Pick<ProductRow, 'weaverId' | 'clusterName' | 'loomDays' | 'yarn' | 'handloomMark' | 'indiaHandloomBrand' | 'silkMarkLabel' | 'giName'>>;
