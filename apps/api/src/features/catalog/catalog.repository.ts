import {
  PRICE_RANGES,
  PRODUCT_COLOURS,
  PRODUCT_FABRICS,
  PRODUCT_OCCASIONS,
  type PriceRangeId,
  type ProductAttributeFacets,
  type ProductColour,
  type ProductFabric,
  type ProductOccasion,
  type ProductSort,
} from '@handloom/shared';
import { and, arrayContains, eq, getTableColumns, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { products, weavers, type ProductRow } from '../../db/schema.ts';
import type { SearchIndexRow } from './search-index.ts';
import { allWordsQuery, typedWordQuery } from './search-text.ts';

/** The channel on which an instance tells the others that the catalogue changed (payload: its own id). */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';
const SEARCH_INDEX_PAGE = 10_000;

export type ProductRecord = Omit<ProductRow, 'titleSearch' | 'searchVector' | 'salePricePaise'>;

/** What a card shows of a product (toProduct): the product page's provenance and the admin's fields stay behind. */
export type ProductCardRecord = Pick<ProductRecord, keyof typeof cardColumns>;

/** Its approved reviews' average (to one decimal, as text; null without any) and count, read with the product. */
export interface ProductRatingColumns {
  ratingAverage: string | null;
  ratingCount: number;
}

/** A product as a list reads it: its card and its rating. */
export type ListedProductRecord = ProductCardRecord & ProductRatingColumns;

/** The weaver a product names, with what decides whether the shop may show them. */
export interface ProductWeaverRow {
  slug: string;
  nameEn: string;
  nameTa: string;
  village: string;
  district: string;
  villageTa: string | null;
  districtTa: string | null;
  shown: boolean;
}

// Everything but the search and sort copies, which only the database needs
// (the sale price is computed once, in shared, for everything shown).
const { titleSearch: _titleSearch, searchVector: _searchVector, salePricePaise: _salePricePaise, ...productColumns } = getTableColumns(products);
// Lists read only these: fewer columns to parse and map on every page of a list or a search.
const cardColumns = {
  id: products.id,
  title: products.title,
  pricePaise: products.pricePaise,
  discountPercent: products.discountPercent,
  category: products.category,
  stock: products.stock,
  description: products.description,
  titleTa: products.titleTa,
  descriptionTa: products.descriptionTa,
  images: products.images,
  createdAt: products.createdAt,
  fabric: products.fabric,
  colour: products.colour,
  occasions: products.occasions,
};
// ...and the stars on the card, in the same query: a list or a search is one round trip, not two.
// Written out: drizzle leaves columns unqualified in a selected expression, and "id" inside the
// subquery would then be the review's own.
const approvedReviews = sql.raw(`from reviews where reviews.product_id = products.id and reviews.status = 'approved'`);
const ratingColumns = {
  ratingAverage: sql<string | null>`(select round(avg(reviews.stars), 1) ${approvedReviews})`,
  ratingCount: sql<number>`(select count(*)::int ${approvedReviews})`,
};
const listedColumns = { ...cardColumns, ...ratingColumns };

export interface CategoryRow {
  category: string;
  /** The Tamil name the admin set (category_names), or null. */
  nameTa: string | null;
  imageUrl: string;
  productCount: number;
}

export interface ProductSearch {
  /** Every one of these words (already folded by search-text.ts), in the title, category or description. */
  words: string[];
  /** ...or the title contains this text, case-insensitively, taken literally (the specification's search). */
  titleContains: string;
}

export interface ProductFilter {
  search?: ProductSearch;
  category?: string;
  pricePaise?: number;
  /** The sale price in one of PRICE_RANGES. */
  priceRange?: PriceRangeId;
  fabric?: ProductFabric;
  colour?: ProductColour;
  /** One of the occasions the product suits. */
  occasion?: ProductOccasion;
  /** Without one, a search puts the best matches first, then the newest; a list is newest first. */
  sort?: ProductSort;
  limit: number;
  offset: number;
}

/** What narrows the list (its order and page aside). */
export type ProductConditionsFilter = Omit<ProductFilter, 'sort' | 'limit' | 'offset'>;

export interface PriceRangeRow {
  range: PriceRangeId;
  productCount: number;
}

export interface SitemapProductRow {
  id: string;
  updatedAt: Date;
}

export function catalogRepository(db: Database) {
  const catalogueVersion = sql<string>`(select version::text from catalogue_version)`;
  // Every search read from the index asks these two (prepared: no query to build or plan per search).
  const productsByIds = db
    .select({ ...listedColumns, catalogueVersion })
    .from(products)
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`, isNull(products.deletedAt)))
    .prepare('catalog_products_by_ids');
  return {
    /**
     * Every live product as the search index reads it, newest first, in pages
     * of one snapshot (repeatable read) with the catalogue_version it holds.
     */
    async readSearchIndex(onPage: (rows: SearchIndexRow[]) => void): Promise<string> {
      return db.transaction(
        async (tx) => {
          const version = await tx.execute<{ version: string }>(sql`select version::text as version from catalogue_version`);
          let after: { createdAt: Date; id: string } | null = null;
          for (;;) {
            const rows: (SearchIndexRow & { createdAt: Date })[] = await tx
              .select({
                id: products.id,
                titleSearch: products.titleSearch,
                searchVector: products.searchVector,
                pricePaise: products.pricePaise,
                salePricePaise: products.salePricePaise,
                category: products.category,
                fabric: products.fabric,
                colour: products.colour,
                occasions: products.occasions,
                createdAt: products.createdAt,
              })
              .from(products)
              .where(and(isNull(products.deletedAt), after ? sql`(${products.createdAt}, ${products.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined))
              .orderBy(...newestFirst)
              .limit(SEARCH_INDEX_PAGE);
            onPage(rows);
            const last = rows.at(-1);
            if (!last || rows.length < SEARCH_INDEX_PAGE) return version.rows[0]?.version ?? '';
            after = last;
          }
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /**
     * What PostgreSQL makes of a search: the text lower-cased as title search
     * compares it, to_tsquery's reading of the words, and of each typed word
     * itself (without its synonyms; '' for a stop word).
     */
    async searchTerms(search: ProductSearch): Promise<{ titleContains: string; query: string; typedWords: string[] }> {
      const query = search.words.length > 0 ? sql`${wordsQuery(search)}::text` : sql`''`;
      const typedWords = search.words.length > 0 ? sql`array[${sql.join(typedWordsQueries(search).map((word) => sql`${word}::text`), sql`, `)}]` : sql`array[]::text[]`;
      const result = await db.execute<{ title_contains: string; query: string; typed_words: string[] }>(
        sql`select lower(${search.titleContains}::text) as title_contains, ${query} as query, ${typedWords} as typed_words`,
      );
      const row = result.rows[0];
      return { titleContains: row?.title_contains ?? '', query: row?.query ?? '', typedWords: row?.typed_words ?? [] };
    },

    /** The live products among the ids (in no order), and the catalogue_version they were read at. */
    async findProductsByIds(ids: string[]): Promise<{ rows: ListedProductRecord[]; version: string }> {
      if (ids.length === 0) return { rows: [], version: await this.catalogueVersion() };
      const rows = await productsByIds.execute({ ids });
      return { rows: rows.map(({ catalogueVersion: _version, ...row }) => row), version: rows[0]?.catalogueVersion ?? (await this.catalogueVersion()) };
    },

    /** Bumped by a trigger on every change to what search reads (migration 0023). */
    async catalogueVersion(): Promise<string> {
      const result = await db.execute<{ version: string }>(sql`select version::text as version from catalogue_version`);
      return result.rows[0]?.version ?? '';
    },

    /** Tells every instance listening (this one too) that the catalogue changed. */
    async announceChange(sender: string): Promise<void> {
      await db.execute(sql`select pg_notify(${CATALOGUE_CHANGED_CHANNEL}, ${sender})`);
    },

    /** Live products matching the filter, in the filter's order. */
    async findProducts(filter: ProductFilter): Promise<ListedProductRecord[]> {
      return db
        .select(listedColumns)
        .from(products)
        .where(and(...productConditions(filter)))
        .orderBy(...productOrder(filter))
        .limit(filter.limit)
        .offset(filter.offset);
    },

    /** How many live products each price range holds (of the sale price), every range listed. */
    async priceRangeCounts(): Promise<PriceRangeRow[]> {
      const counts = PRICE_RANGES.map(
        (range) => sql`count(*) filter (where ${and(...priceRangeConditions(range.id))})::int`,
      );
      const result = await db.execute<{ counts: number[] }>(sql`select array[${sql.join(counts, sql`, `)}] as counts from products where deleted_at is null`);
      const row = result.rows[0]?.counts ?? [];
      return PRICE_RANGES.map((range, index) => ({ range: range.id, productCount: row[index] ?? 0 }));
    },

    /**
     * How many live products each fabric, colour and occasion would list under
     * the filter: each value counted with every other condition of the filter,
     * its own facet's choice left out (so the choices beside the chosen one
     * keep their counts). One scan of the matching products.
     */
    async attributeCounts(filter: ProductConditionsFilter): Promise<ProductAttributeFacets> {
      const { fabric, colour, occasion, ...rest } = filter;
      const chosen = { fabric: fabricCondition(fabric), colour: colourCondition(colour), occasion: occasionCondition(occasion) };
      const counted = (own: SQL, others: (SQL | undefined)[]) => sql`count(*) filter (where ${and(own, ...others)})::int`;
      const counts = [
        ...PRODUCT_FABRICS.map((value) => counted(fabricCondition(value), [chosen.colour, chosen.occasion])),
        ...PRODUCT_COLOURS.map((value) => counted(colourCondition(value), [chosen.fabric, chosen.occasion])),
        ...PRODUCT_OCCASIONS.map((value) => counted(occasionCondition(value), [chosen.fabric, chosen.colour])),
      ];
      const result = await db.execute<{ counts: number[] }>(
        sql`select array[${sql.join(counts, sql`, `)}] as counts from ${products} where ${and(...productConditions(rest))}`,
      );
      const row = result.rows[0]?.counts ?? [];
      let index = 0;
      const next = () => row[index++] ?? 0;
      return {
        fabrics: PRODUCT_FABRICS.map((value) => ({ value, productCount: next() })),
        colours: PRODUCT_COLOURS.map((value) => ({ value, productCount: next() })),
        occasions: PRODUCT_OCCASIONS.map((value) => ({ value, productCount: next() })),
      };
    },

    /** A live product; the id must already be a well-formed UUID. */
    async findProduct(id: string): Promise<(ProductRecord & ProductRatingColumns & { weaver: ProductWeaverRow | null }) | null> {
      const [row] = await db
        .select({
          ...productColumns,
          ...ratingColumns,
          weaver: {
            slug: weavers.slug,
            nameEn: weavers.nameEn,
            nameTa: weavers.nameTa,
            village: weavers.village,
            district: weavers.district,
            villageTa: weavers.villageTa,
            districtTa: weavers.districtTa,
            shown: sql<boolean>`(${weavers.consent} and ${weavers.published})`,
          },
        })
        .from(products)
        .leftJoin(weavers, eq(weavers.id, products.weaverId))
        .where(and(eq(products.id, id), isNull(products.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    /** A weaver's live products in stock, newest first. */
    async findWeaverProductsInStock(weaverId: string, limit: number): Promise<ListedProductRecord[]> {
      return db
        .select(listedColumns)
        .from(products)
        .where(and(eq(products.weaverId, weaverId), isNull(products.deletedAt), sql`${products.stock} > 0`))
        .orderBy(...newestFirst)
        .limit(limit);
    },

    /** Each category with its Tamil name, its product count and the first image of its first (oldest) product. */
    async categories(): Promise<CategoryRow[]> {
      // The first product per category is one step down the category index (read backwards), not a sort of the table.
      const result = await db.execute<{ category: string; name_ta: string | null; image_url: string; product_count: number }>(sql`
        select counts.category, names.name_ta, first_product.images[1] as image_url, counts.product_count
        from (
          select category, count(*)::int as product_count from products where deleted_at is null group by category
        ) counts
        cross join lateral (
          select images from products
          where category = counts.category and deleted_at is null
          order by created_at asc nulls first, id asc nulls first
          limit 1
        ) first_product
        left join category_names names on names.category = counts.category
        order by counts.category`);
      return result.rows.map((row) => ({ category: row.category, nameTa: row.name_ta, imageUrl: row.image_url, productCount: row.product_count }));
    },

    async distinctPrices(): Promise<number[]> {
      // A skip scan of the price index: one index probe per distinct price instead of reading every product.
      const result = await db.execute<{ price_paise: number }>(sql`
        with recursive prices(price_paise) as (
          (select price_paise from products where deleted_at is null order by price_paise limit 1)
          union all
          select (
            select p.price_paise from products p
            where p.deleted_at is null and p.price_paise > prices.price_paise
            order by p.price_paise limit 1
          )
          from prices where prices.price_paise is not null
        )
        select price_paise from prices where price_paise is not null`);
      return result.rows.map((row) => row.price_paise);
    },

    async countLiveProducts(): Promise<number> {
      const result = await db.execute<{ count: string }>(sql`select count(*) as count from products where deleted_at is null`);
      return Number(result.rows[0]?.count ?? 0);
    },

    /** Ids and last changes of live products, oldest first, for one sitemap file. */
    async sitemapProducts(limit: number, offset: number): Promise<SitemapProductRow[]> {
      return db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(isNull(products.deletedAt))
        .orderBy(...oldestFirst)
        .limit(limit)
        .offset(offset);
    },

  };
}
export type CatalogRepository = ReturnType<typeof catalogRepository>;

// NULLS LAST as in the indexes (drizzle writes `.desc()` indexes that way): a
// plain DESC means NULLS FIRST, which PostgreSQL cannot read from them and
// answers with a sort of every matching row instead.
const newestFirst = [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`];
const oldestFirst = [sql`${products.createdAt} asc nulls first`, sql`${products.id} asc nulls first`];

function productConditions(filter: ProductConditionsFilter): SQL[] {
  // `deleted_at is null` also lets PostgreSQL use the partial indexes (all of them are `where deleted_at is null`).
  const conditions: SQL[] = [isNull(products.deletedAt)];
  if (filter.search) {
    const { words, titleContains } = searchConditions(filter.search);
    conditions.push(words ? (or(words, titleContains) as SQL) : titleContains);
  }
  if (filter.category !== undefined) conditions.push(eq(products.category, filter.category));
  if (filter.pricePaise !== undefined) conditions.push(eq(products.pricePaise, filter.pricePaise));
  if (filter.priceRange !== undefined) conditions.push(...priceRangeConditions(filter.priceRange));
  for (const condition of [fabricCondition(filter.fabric), colourCondition(filter.colour), occasionCondition(filter.occasion)]) {
    if (condition) conditions.push(condition);
  }
  return conditions;
}

function fabricCondition(fabric: ProductFabric): SQL;
function fabricCondition(fabric: ProductFabric | undefined): SQL | undefined;
function fabricCondition(fabric: ProductFabric | undefined): SQL | undefined {
  return fabric === undefined ? undefined : eq(products.fabric, fabric);
}

function colourCondition(colour: ProductColour): SQL;
function colourCondition(colour: ProductColour | undefined): SQL | undefined;
function colourCondition(colour: ProductColour | undefined): SQL | undefined {
  return colour === undefined ? undefined : eq(products.colour, colour);
}

function occasionCondition(occasion: ProductOccasion): SQL;
function occasionCondition(occasion: ProductOccasion | undefined): SQL | undefined;
function occasionCondition(occasion: ProductOccasion | undefined): SQL | undefined {
  return occasion === undefined ? undefined : arrayContains(products.occasions, [occasion]);
}

function searchConditions(search: ProductSearch): { words: SQL | null; titleContains: SQL } {
  // ILIKE, spelled out: PostgreSQL runs `a ILIKE b` as `lower(a) LIKE lower(b)`;
  // title_search is lower(normalize(title)), stored and trigram-indexed (migrations 0001, 0002).
  // Parameterised and escaped, so the text is matched literally, `%` and `_` included.
  const pattern = `%${escapeLike(search.titleContains)}%`;
  const titleContains = sql`${products.titleSearch} like lower(${pattern}::text)`;
  // search_vector is GIN-indexed; the query text is a bound parameter built only of quoted words.
  const words = search.words.length > 0 ? sql`${products.searchVector} @@ ${wordsQuery(search)}` : null;
  return { words, titleContains };
}

function wordsQuery(search: ProductSearch): SQL {
  return sql`to_tsquery('english'::regconfig, ${allWordsQuery(search.words)})`;
}

/** Each typed word itself, without its synonyms (search-text.ts typedWordQuery), anywhere or only in the titles. */
function typedWordsQueries(search: ProductSearch, inTitles = false): SQL[] {
  return search.words.map((word, index) => sql`to_tsquery('english'::regconfig, ${typedWordQuery(word, index === search.words.length - 1, inTitles)})`);
}

/** How many of the typed words the product holds as typed (not only through a synonym), anywhere or in the titles. */
function typedWordsHeld(search: ProductSearch, inTitles = false): SQL {
  const held = typedWordsQueries(search, inTitles).map((query) => sql`(${products.searchVector} @@ ${query})::int`);
  return sql.join(held, sql` + `);
}

function priceRangeConditions(id: PriceRangeId): SQL[] {
  const range = PRICE_RANGES.find((candidate) => candidate.id === id) ?? PRICE_RANGES[0];
  const conditions = [gte(products.salePricePaise, range.minPaise)];
  if (range.maxPaise !== null) conditions.push(lt(products.salePricePaise, range.maxPaise));
  return conditions;
}

function productOrder(filter: ProductFilter): SQL[] {
  switch (filter.sort) {
    case 'price-asc':
      return [sql`${products.salePricePaise} asc`, ...newestFirst];
    case 'price-desc':
      return [sql`${products.salePricePaise} desc`, ...newestFirst];
    case 'newest':
      return newestFirst;
    case undefined:
      return filter.search ? [...bestMatchFirst(filter.search), ...newestFirst] : newestFirst;
  }
}

/**
 * Best match first: every title that holds the typed text as it is (the
 * specification's search) leads, then the titles that hold more of the typed
 * words themselves (not a synonym), then the words' weight (title above
 * category above description) and closeness, then more typed words held
 * anywhere (decision 020, "The typed word first").
 */
function bestMatchFirst(search: ProductSearch): SQL[] {
  const { titleContains } = searchConditions(search);
  const order = [sql`(${titleContains}) desc`];
  if (search.words.length > 0) {
    order.push(
      sql`(${typedWordsHeld(search, true)}) desc`,
      sql`ts_rank(${products.searchVector}, ${wordsQuery(search)}) desc`,
      sql`(${typedWordsHeld(search)}) desc`,
    );
  }
  return order;
}
