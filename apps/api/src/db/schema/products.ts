import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PRODUCT_COLOURS, PRODUCT_FABRICS, PRODUCT_OCCASIONS, type ProductColour, type ProductFabric, type ProductOccasion } from '@handloom/shared';
import { weavers } from './weavers.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A text as search compares it: Latin diacritics dropped (NFD, then the
 * combining marks U+0300–U+036F removed) and recomposed to NFC, so Tamil vowel
 * signs, which are marks outside that block, survive whole. Built-in immutable
 * functions only, so it can feed a generated column on any PostgreSQL, with or
 * without the unaccent extension (docs/decisions/020-catalogue-search-by-words.md).
 * features/catalog/search-text.ts does the same to what the shopper types.
 */
export function searchFolded(text: SQL): SQL {
  return sql`normalize(regexp_replace(normalize(${text}, NFD), '[\\u0300-\\u036f]', '', 'g'), NFC)`;
}

/**
 * The words search reads, weighted: A the title and the Tamil title, B the
 * category and its Tamil name, C the description and the Tamil description. The 'english'
 * configuration stems plurals ("sarees" and "saree" are both "sare") and
 * keeps Tamil words whole, so one column serves both languages' pages.
 */
function searchDocument(parts: readonly [SQL, 'A' | 'B' | 'C'][]): SQL {
  return sql.join(
    parts.map(([text, weight]) => sql`setweight(to_tsvector('english'::regconfig, ${searchFolded(sql`coalesce(${text}, '')`)}), ${sql.raw(`'${weight}'`)})`),
    sql` || `,
  );
}

/** A fixed list as SQL literals (constants of the code, never input), so a check constraint can name it. */
function listed(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    // The product's key in the products CSV (Shopify's "Handle"): an import
    // finds the product it updates by it. Products made on the dashboard get
    // a random one (a column default, which PostgreSQL also fills into rows
    // that existed before the column); the CSV may set any.
    handle: text()
      .notNull()
      .unique()
      .default(sql`('p-' || substr(md5(random()::text || clock_timestamp()::text), 1, 12))`),
    pricePaise: integer().notNull(),
    // The spec's `discountedPrice` holds a percentage; it is called what it is.
    discountPercent: smallint().notNull().default(0),
    category: text().notNull(),
    stock: integer().notNull(),
    description: text().notNull(),
    // The Tamil title and description (issue 14), optional: the Tamil pages
    // show the English ones where these are null.
    titleTa: text(),
    descriptionTa: text(),
    // The HSN code its GST rate is found by (gst_rates); null on products
    // saved before it existed: the invoice then takes the category's default.
    hsn: text(),
    // The Tamil name the owner gave the product's category (category_names),
    // copied here so that search_vector, a generated column, can read it.
    // Kept by triggers (migration 0028), never written by the shop's code:
    // a product takes its category's name when saved, and every product of a
    // category takes the new one when the owner names it again or clears it.
    categoryNameTa: text(),
    // What title search reads (features/catalog/catalog.repository.ts): the title
    // case-folded once when written instead of on every row of every search, and
    // in one Unicode form (Tamil vowel signs can be typed composed or not).
    titleSearch: text()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(normalize(${products.title}, NFC))`),
    // What word search reads (features/catalog/catalog.repository.ts), GIN-indexed.
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          searchDocument([
            [sql`${products.title}`, 'A'],
            [sql`${products.titleTa}`, 'A'],
            [sql`replace(${products.category}, '_', ' ')`, 'B'],
            [sql`${products.categoryNameTa}`, 'B'],
            [sql`${products.description}`, 'C'],
            [sql`${products.descriptionTa}`, 'C'],
          ]),
      ),
    // The price the shopper pays (shared salePricePaise: the discount rounded half up, in paise),
    // stored so that sorting by price and the price ranges read an index.
    salePricePaise: integer()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`${products.pricePaise} - round(${products.pricePaise}::numeric * ${products.discountPercent} / 100)::integer`),
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
    // Their Tamil, for the Tamil pages (decision 027): null shows the English there, marked lang="en".
    clusterNameTa: text(),
    yarnTa: text(),
    giNameTa: text(),
    // The filter's facets (issue 16), from fixed lists in shared (product-attributes.ts); empty unless the admin sets them.
    fabric: text().$type<ProductFabric>(),
    colour: text().$type<ProductColour>(),
    occasions: text().array().$type<ProductOccasion[]>().notNull().default(sql`'{}'::text[]`),
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
    check('products_fabric_check', sql`${t.fabric} is null or ${t.fabric} in (${listed(PRODUCT_FABRICS)})`),
    check('products_colour_check', sql`${t.colour} is null or ${t.colour} in (${listed(PRODUCT_COLOURS)})`),
    check('products_occasions_check', sql`${t.occasions} <@ array[${listed(PRODUCT_OCCASIONS)}]::text[]`),
    index('products_weaver_id_idx').on(t.weaverId).where(sql`${t.weaverId} is not null`),
    index('products_created_at_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('products_category_created_at_idx')
      .on(t.category, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    // The exact-price filter, and the distinct prices of the price dropdown.
    index('products_price_paise_created_at_idx')
      .on(t.pricePaise, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('products_search_vector_idx').using('gin', t.searchVector).where(sql`${t.deletedAt} is null`),
    // Sort by price and the price ranges.
    index('products_sale_price_paise_created_at_idx')
      .on(t.salePricePaise, t.createdAt.desc(), t.id.desc())
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
  titleTa?: string | null;
  descriptionTa?: string | null;
} & Partial<
  Pick<
    ProductRow,
    'weaverId' | 'clusterName' | 'loomDays' | 'yarn' | 'handloomMark' | 'indiaHandloomBrand' | 'silkMarkLabel' | 'giName' | 'clusterNameTa' | 'yarnTa' | 'giNameTa' | 'fabric' | 'colour' | 'occasions'
  >
>;
