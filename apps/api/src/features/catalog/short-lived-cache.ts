import { LRUCache } from 'lru-cache';

// Results that are expensive to build and asked for again and again (the first
// page of the list, the facets) are built once and shared for a short while.
// The time limit bounds how stale another shop instance on the same database
// can be; `clear()` makes this instance's own changes visible at once (a build
// under way is abandoned, not stored). Past the limit the old value is still
// served while a new one is built, so no visitor waits for a rebuild
// (stale-while-revalidate, in memory); a failed rebuild keeps the old value.
// With `serveStale: false` a value past its limit is never served: the next
// caller waits for the rebuild (still one build for all who wait), for what
// must not be older than the limit however rarely it is asked for. A failed
// rebuild then fails its callers, and one abandoned by clear() is built again.

export interface ShortLivedCache<T> {
  /** The cached value, or the one `build` makes; concurrent callers share one build. */
  get(key: string, build: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function shortLivedCache<T extends object>(options: { ttlMs: number; maxEntries: number; serveStale?: boolean }): ShortLivedCache<T> {
  const cache = new LRUCache<string, T, () => Promise<T>>({
    max: options.maxEntries,
    // lru-cache reads a ttl of 0 as "never stale"; here it means "stale at once".
    ttl: Math.max(1, options.ttlMs),
    allowStale: options.serveStale ?? true,
    noDeleteOnFetchRejection: true,
    allowStaleOnFetchRejection: options.serveStale ?? true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  // clear()s so far: a build that fails while a clear() happens was abandoned by it, not failed.
  let clears = 0;
  return {
    async get(key, build) {
      const cleared = clears;
      try {
        // No value: clear() abandoned the build this caller was waiting for, or a
        // first build failed. Either way this caller builds its own (and sees a failure).
        return (await cache.fetch(key, { context: build })) ?? (await build());
      } catch (error) {
        if (clears === cleared) throw error;
        return build();
      }
    },
    clear() {
      clears += 1;
      cache.clear();
    },
  };
}
