import {
  isUuid,
  categoryLabel,
  priceRange,
  normaliseCategory,
  salePricePaise,
  type CatalogFacets,
  type CatalogFacetsQuery,
  type Product,
  type ProductList,
  type ProductListQuery,
  type ProductRating,
  type Provenance,
  type SearchSuggestions,
} from '@handloom/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogRepository, ListedProductRecord, ProductCardRecord, ProductConditionsFilter, ProductFilter, ProductRatingColumns, ProductRecord, ProductWeaverRow, SitemapProductRow } from './catalog.repository.ts';
import type { LiveSearchIndex } from './live-search-index.ts';
import { searchVariants } from './search-synonyms.ts';
import { searchWords } from './search-text.ts';
import { shortLivedCache } from './short-lived-cache.ts';

export interface CatalogServiceOptions {
  /** How long a built first page or facet list is reused (another instance's changes show after this). */
  cacheTtlMs?: number;
  /** Searches answered in memory (live-search-index.ts) where it can; without one, by PostgreSQL. */
  searchIndex?: LiveSearchIndex;
  /** This instance's name on the catalogue_changed channel: invalidate() tells the other instances, which drop their caches too. */
  instanceId?: string;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

// Browsing is what nearly every visitor's first screens ask for: home (the 4
// newest), the first pages of All products and of each category (linked from
// the header and the home grid), a price chosen from the dropdown. Those few
// lists are kept; searches are typed text, too varied to be worth keeping.
const CACHED_BROWSE_PAGES = 4;
const CACHED_LISTS = 256;
const SUGGESTED_PRODUCTS = 6;

export function catalogService(repository: CatalogRepository, options: CatalogServiceOptions = {}) {
  const ttlMs = options.cacheTtlMs ?? 30_000;
  const pages = shortLivedCache<ProductList>({ ttlMs, maxEntries: CACHED_LISTS });
  const facets = shortLivedCache<CatalogFacets>({ ttlMs, maxEntries: CACHED_LISTS });
  const wholeCatalogue = shortLivedCache<Omit<CatalogFacets, 'fabrics' | 'colours' | 'occasions'>>({ ttlMs, maxEntries: 1 });
  const invalidated: (() => void)[] = [];
  // The lists and facets handed out from the caches above (isKept).
  const keptValues = new WeakSet<object>();
  const kept = <T extends object>(value: T): T => {
    keptValues.add(value);
    return value;
  };
  const { searchIndex, instanceId, log } = options;

  /** Live products matching the filter, in its order: from the index where it can answer (a search, or a page beyond the cached ones). */
  async function findProducts(filter: ProductFilter): Promise<ListedProductRecord[]> {
    const fromIndex = searchIndex ? await searchIndex.findProducts(filter) : null;
    return fromIndex ?? repository.findProducts(filter);
  }

  async function attributeCounts(filter: ProductConditionsFilter) {
    const { search } = filter;
    const fromIndex = search && searchIndex ? await searchIndex.attributeCounts({ ...filter, search }) : null;
    return fromIndex ?? repository.attributeCounts(filter);
  }

  /** Drops what was built from the catalogue, here, and builds the search index anew if what it read has changed. */
  function dropCaches(): void {
    pages.clear();
    facets.clear();
    wholeCatalogue.clear();
    searchIndex?.refresh();
    for (const listener of invalidated) listener();
  }

  async function buildPage(query: ProductListQuery, filter: ProductFilterWithoutLimit): Promise<ProductList> {
    // One row more than asked tells whether there is a next page, without counting.
    const rows = await findProducts({ ...filter, limit: query.pageSize + 1 });
    return {
      items: withRatings(rows.slice(0, query.pageSize)),
      page: query.page,
      pageSize: query.pageSize,
      hasMore: rows.length > query.pageSize,
    };
  }

  /** The products with their approved reviews' average, for the cards' stars (read with the rows). */
  function withRatings(rows: ListedProductRecord[]): Product[] {
    return rows.map((row) => ({ ...toProduct(row), rating: ratingOf(row) }));
  }

  /** The whole catalogue's categories, prices and ranges, with the fabric, colour and occasion counts under the query's filters. */
  async function buildFacets(query: CatalogFacetsQuery = {}): Promise<CatalogFacets> {
    const filter = productFilter({ ...query, page: 1, pageSize: 1 });
    const { offset: _offset, ...conditions } = filter;
    const key = JSON.stringify([conditions.category, conditions.pricePaise, conditions.priceRange, conditions.fabric, conditions.colour, conditions.occasion]);
    const build = async () => ({ ...(await catalogueFacets()), ...(await attributeCounts(conditions)) });
    // Like the lists: a search's counts are built each time, browsing's are kept.
    return conditions.search === undefined ? facets.get(key, async () => kept(await build())) : build();
  }

  function catalogueFacets(): Promise<Omit<CatalogFacets, 'fabrics' | 'colours' | 'occasions'>> {
    return wholeCatalogue.get('catalogue', async () => {
      const [categories, pricesPaise, rangeCounts] = await Promise.all([repository.categories(), repository.distinctPrices(), repository.priceRangeCounts()]);
      return {
        categories: categories.map(({ nameTa, ...row }) => ({ ...row, label: categoryLabel(row.category), labelTa: nameTa })),
        pricesPaise,
        priceRanges: rangeCounts
          .filter((row) => row.productCount > 0)
          .map((row) => {
            const { minPaise, maxPaise } = priceRange(row.range);
            return { range: row.range, minPaise, maxPaise, productCount: row.productCount };
          }),
      };
    });
  }

  return {
    /** Live products, newest first. The same object is returned while it is cached. */
    listProducts(query: ProductListQuery): Promise<ProductList> {
      const filter = productFilter(query);
      if (filter.search !== undefined || query.page > CACHED_BROWSE_PAGES) return buildPage(query, filter);
      const key = JSON.stringify([filter.category, filter.pricePaise, filter.priceRange, filter.fabric, filter.colour, filter.occasion, filter.sort, query.page, query.pageSize]);
      return pages.get(key, async () => kept(await buildPage(query, filter)));
    },

    /** Whether a list or facets came from this instance's caches rather than being built for one request. */
    isKept(value: object): boolean {
      return keptValues.has(value);
    },

    /** A live product, or null for an unknown, deleted or malformed id. */
    async product(id: string): Promise<Product | null> {
      // A malformed id cannot name a product; asking PostgreSQL would be a cast error.
      if (!isUuid(id)) return null;
      const row = await repository.findProduct(id);
      if (!row) return null;
      return { ...toProduct(row), rating: ratingOf(row), provenance: provenanceOf(row, row.weaver) };
    },

    /** A weaver's pieces in stock (their profile page). */
    async weaverProductsInStock(weaverId: string): Promise<Product[]> {
      return withRatings(await repository.findWeaverProductsInStock(weaverId, 100));
    },

    facets: buildFacets,

    /** The few products and the categories the search box offers while the shopper types. */
    async suggestions(text: string): Promise<SearchSuggestions> {
      const filter = productFilter({ search: text, page: 1, pageSize: SUGGESTED_PRODUCTS });
      const [rows, { categories }] = await Promise.all([
        filter.search ? findProducts({ ...filter, limit: SUGGESTED_PRODUCTS }) : Promise.resolve([]),
        catalogueFacets(),
      ]);
      // A category's name holding a typed word, or any word it stands for ("sari": Sarees, "வேஷ்டி": வேட்டிகள்).
      const words = searchWords(text).flatMap(searchVariants);
      return {
        products: rows.map((row) => ({ id: row.id, title: row.title, titleTa: row.titleTa, imageUrl: row.images[0] ?? '', salePricePaise: salePricePaise(row.pricePaise, row.discountPercent) })),
        categories: categories
          .filter((category) => {
            const labelWords = searchWords(`${category.label} ${category.category} ${category.labelTa ?? ''}`);
            return words.some((word) => word.length >= 2 && labelWords.some((labelWord) => labelWord.startsWith(word) || word.startsWith(labelWord)));
          })
          .map(({ category, label, labelTa }) => ({ category, label, labelTa })),
      };
    },

    countProducts(): Promise<number> {
      return repository.countLiveProducts();
    },

    sitemapProducts(limit: number, offset: number): Promise<SitemapProductRow[]> {
      return repository.sitemapProducts(limit, offset);
    },

    /** Call after any change to products (the admin feature) or to which reviews are approved, so lists and facets are rebuilt, here and on every other instance. */
    invalidate(): void {
      dropCaches();
      if (instanceId !== undefined) {
        repository.announceChange(instanceId).catch((error: unknown) => log?.warn({ err: error }, 'could not tell the other instances that the catalogue changed'));
      }
    },

    /** Another instance (or this one's database connection, come back) says the catalogue may have changed. */
    changedElsewhere: dropCaches,

    /** What else is built from the catalogue (the rendered pages) is dropped with it. */
    onInvalidate(listener: () => void): void {
      invalidated.push(listener);
    },

    /** How long built lists are reused; the pages built from them are kept as long. */
    cacheTtlMs: ttlMs,
  };
}
export type CatalogService = ReturnType<typeof catalogService>;

function ratingOf(row: ProductRatingColumns): ProductRating | null {
  return row.ratingCount > 0 ? { average: Number(row.ratingAverage), count: row.ratingCount } : null;
}

/** The one mapping from a stored product to what the API and the pages show. */
export function toProduct(row: ProductCardRecord): Product {
  return {
    id: row.id,
    title: row.title,
    pricePaise: row.pricePaise,
    discountPercent: row.discountPercent,
    salePricePaise: salePricePaise(row.pricePaise, row.discountPercent),
    category: row.category,
    stock: row.stock,
    description: row.description,
    titleTa: row.titleTa,
    descriptionTa: row.descriptionTa,
    images: row.images,
    createdAt: row.createdAt.toISOString(),
    fabric: row.fabric,
    colour: row.colour,
    occasions: row.occasions,
  };
}

/**
 * What the product page may say about where a piece comes from. The weaver is
 * named only while their profile is shown (consent given and published);
 * otherwise the piece is "by a weaver of" the cluster the admin set, or the
 * weaver's own village. Null when nothing is known: nothing is claimed.
 */
export function provenanceOf(row: ProductRecord, weaver: ProductWeaverRow | null): Provenance | null {
  const shownWeaver = weaver?.shown
    ? { slug: weaver.slug, nameEn: weaver.nameEn, nameTa: weaver.nameTa, village: weaver.village, district: weaver.district, villageTa: weaver.villageTa, districtTa: weaver.districtTa }
    : null;
  const provenance: Provenance = {
    weaver: shownWeaver,
    clusterName: row.clusterName ?? (weaver && !weaver.shown ? weaver.village : null),
    loomDays: row.loomDays,
    yarn: row.yarn,
    handloomMark: row.handloomMark,
    indiaHandloomBrand: row.indiaHandloomBrand,
    silkMarkLabel: row.silkMarkLabel,
    giName: row.giName,
    // The Tamil pages show these in place of the English above (the village's Tamil for the village).
    clusterNameTa: row.clusterName ? row.clusterNameTa : weaver && !weaver.shown ? weaver.villageTa : null,
    yarnTa: row.yarn ? row.yarnTa : null,
    giNameTa: row.giName ? row.giNameTa : null,
  };
  const known = Object.values(provenance).some((value) => value !== null && value !== false);
  return known ? provenance : null;
}

type ProductFilterWithoutLimit = Omit<ProductFilter, 'limit'>;

function productFilter(query: ProductListQuery): ProductFilterWithoutLimit {
  // Typed text may arrive composed or decomposed (Tamil vowel signs have both
  // forms); title_search holds the NFC form of every title, so search in NFC.
  const search = query.search?.normalize('NFC');
  return {
    ...(search ? { search: { words: searchWords(search), titleContains: search } } : {}),
    // The category is compared in its stored form, so "Silk Sarees" finds silk_sarees.
    ...(query.category ? { category: normaliseCategory(query.category) } : {}),
    ...(query.price === undefined ? {} : { pricePaise: query.price }),
    ...(query.range === undefined ? {} : { priceRange: query.range }),
    ...(query.fabric === undefined ? {} : { fabric: query.fabric }),
    ...(query.colour === undefined ? {} : { colour: query.colour }),
    ...(query.occasion === undefined ? {} : { occasion: query.occasion }),
    ...(query.sort === undefined ? {} : { sort: query.sort }),
    offset: (query.page - 1) * query.pageSize,
  };
}
