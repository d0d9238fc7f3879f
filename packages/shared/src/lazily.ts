/**
 * A value made on its first use, then kept. For what is costly to make when a
 * module loads and not needed by every page: an Intl formatter with a time
 * zone takes milliseconds to build on a slow phone, and every page's first
 * load imports the modules that hold them (docs/decisions/031).
 */
export function lazily<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
