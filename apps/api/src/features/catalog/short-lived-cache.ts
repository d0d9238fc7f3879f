// Results that are expensive to build and asked for again and again (the first
// page of the list, the facets) are built once and shared for a short while.
// The time limit bounds how stale another shop instance on the same database
// can be; `clear()` makes this instance's own changes visible at once. Past
// the limit the old value is still served while a new one is built, so no
// visitor waits for a rebuild (stale-while-revalidate, in memory).

export interface ShortLivedCache<T> {
  /** The cached value, or the one `build` makes; concurrent callers share one build. */
  get(key: string, build: () => Promise<T>): Promise<T>;
  clear(): void;
}

interface Entry<T> {
  value: Promise<T>;
  settled: boolean;
  freshUntil: number;
  refreshing: boolean;
}

export function shortLivedCache<T>(options: { ttlMs: number; maxEntries: number; now?: () => number }): ShortLivedCache<T> {
  const now = options.now ?? Date.now;
  // A Map remembers insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, Entry<T>>();

  function start(key: string, build: () => Promise<T>): Entry<T> {
    const entry: Entry<T> = { value: build(), settled: false, freshUntil: Number.POSITIVE_INFINITY, refreshing: false };
    entry.value.then(
      () => {
        entry.settled = true;
        entry.freshUntil = now() + options.ttlMs;
      },
      // A failed build is not remembered, unless clear() or a refresh replaced it meanwhile.
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  }

  function refresh(key: string, stale: Entry<T>, build: () => Promise<T>): void {
    stale.refreshing = true;
    const next = start(key, build);
    next.value.then(
      () => {
        // Unless clear() dropped the stale entry meanwhile: then this value may predate the change.
        if (entries.get(key) === stale) entries.set(key, next);
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  return {
    get(key, build) {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        if (hit.settled && hit.freshUntil <= now() && !hit.refreshing) refresh(key, hit, build);
        return hit.value;
      }
      const entry = start(key, build);
      entries.set(key, entry);
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries) break;
        entries.delete(oldest);
      }
      return entry.value;
    },
    clear() {
      entries.clear();
    },
  };
}
