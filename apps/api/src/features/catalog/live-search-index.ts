import type { ProductAttributeFacets } from '@handloom/shared';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CatalogRepository, ListedProductRecord, ProductConditionsFilter, ProductFilter, ProductSearch } from './catalog.repository.ts';
import { parseTsquery, searchIndexBuilder, type SearchIndex, type SearchTerms } from './search-index.ts';

// The search index this instance answers from, rebuilt in the background
// after every change (docs/decisions/030-search-index.md). Until a build is
// done, and whenever the catalogue_version read beside a page's rows is not
// the one the index was built at, the caller asks PostgreSQL instead (null).

const CACHED_TERMS = 2_000;
/** After a failed build (the database away), searches go to PostgreSQL this long before another build is tried. */
const RETRY_AFTER_MS = 30_000;

export type LiveSearchIndex = ReturnType<typeof liveSearchIndex>;

export function liveSearchIndex(repository: CatalogRepository, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) {
  let current: SearchIndex | null = null;
  // Every change counts up; a build that started before the latest change is thrown away.
  let generation = 0;
  let building: Promise<void> | null = null;
  let failedAt = Number.NEGATIVE_INFINITY;
  let closed = false;
  let waiting: (() => void)[] = [];
  // What PostgreSQL makes of a typed text never changes: a repeated search costs no round trip. null: beyond the index.
  const termsCache = new LRUCache<string, { terms: SearchTerms | null }>({ max: CACHED_TERMS });

  async function buildUntilCurrent(): Promise<void> {
    for (;;) {
      const started = generation;
      const startedAt = performance.now();
      const builder = searchIndexBuilder();
      let version: string;
      try {
        version = await repository.readSearchIndex((rows) => rows.forEach((row) => builder.add(row)));
      } catch (error) {
        if (!closed) log.warn({ err: error }, 'search index: the build failed; searches go to PostgreSQL');
        failedAt = Date.now();
        return;
      }
      if (closed) return;
      if (started !== generation) continue;
      current = builder.finish(version);
      log.info({ products: current.size, ms: Math.round(performance.now() - startedAt) }, 'search index built');
      for (const resolve of waiting) resolve();
      waiting = [];
      return;
    }
  }

  function rebuild(): void {
    generation += 1;
    current = null;
    if (building || closed) return;
    building = buildUntilCurrent().finally(() => (building = null));
  }

  function usable(): SearchIndex | null {
    if (!current && !building && Date.now() - failedAt > RETRY_AFTER_MS) rebuild();
    return current;
  }

  /** The index read an older catalogue than the database holds (a change it was not told of, or not yet). */
  function outdated(index: SearchIndex): void {
    if (current === index) rebuild();
  }

  async function termsOf(search: ProductSearch): Promise<SearchTerms | null> {
    const cached = termsCache.get(search.titleContains);
    if (cached) return cached.terms;
    const { titleContains, query, typedWords: typedQueries } = await repository.searchTerms(search);
    const groups = parseTsquery(query);
    // A typed word is one group of alternatives, or none (a stop word); anything else is beyond the index.
    const typedWords = typedQueries.map((typed) => parseTsquery(typed)).map((parsed) => (parsed && parsed.length <= 1 ? (parsed[0] ?? []) : null));
    const terms = groups && !typedWords.includes(null) ? { titleContains, groups, typedWords: typedWords.filter((items) => items !== null) } : null;
    termsCache.set(search.titleContains, { terms });
    return terms;
  }

  return {
    /** Builds anew in the background; searches go to PostgreSQL meanwhile. */
    rebuild,

    /**
     * After a change somewhere: builds anew if the catalogue the index read has
     * changed since (a review's approval leaves it as it was). The index never
     * answers from an older catalogue meanwhile: each page checks the version.
     */
    refresh(): void {
      const index = current;
      if (!index) return rebuild();
      repository.catalogueVersion().then(
        (version) => {
          if (version !== index.version) outdated(index);
        },
        () => outdated(index),
      );
    },

    /** The page of products matching a filter, with a search or without (browsing), in its order; null: ask PostgreSQL. */
    async findProducts(filter: ProductFilter): Promise<ListedProductRecord[] | null> {
      const index = usable();
      if (!index) return null;
      const terms = filter.search ? await termsOf(filter.search) : undefined;
      const ids = terms !== null && index.search(terms, filter);
      if (!ids) return null;
      const { rows, version } = await repository.findProductsByIds(ids);
      if (version !== index.version) {
        outdated(index);
        return null;
      }
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** attributeCounts of a filter with a search; null: ask PostgreSQL. */
    async attributeCounts(filter: ProductConditionsFilter & { search: ProductSearch }): Promise<ProductAttributeFacets | null> {
      const index = usable();
      const terms = index && (await termsOf(filter.search));
      const counts = terms && index.attributeCounts(terms, filter);
      if (!index || !counts) return null;
      if ((await repository.catalogueVersion()) !== index.version) {
        outdated(index);
        return null;
      }
      return counts;
    },

    /** Resolves once an index is in use (the bench and tests wait for it; the shop never does). */
    whenBuilt(): Promise<void> {
      if (current) return Promise.resolve();
      if (!building) rebuild();
      return new Promise((resolve) => waiting.push(resolve));
    },

    async close(): Promise<void> {
      closed = true;
      await building;
      for (const resolve of waiting) resolve();
    },
  };
}
