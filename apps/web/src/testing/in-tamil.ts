import { afterAll, beforeAll, vi } from 'vitest';

// Resolved from this file, whichever test calls it.
const LOCALE = '../lib/locale.ts';

/**
 * Modules as the Tamil build has them, for a unit test file. The page's
 * language is a constant of the build (lib/locale.ts), so `load` runs under a
 * Tamil locale in `beforeAll`, after the module cache is cleared: the files of
 * a worker share their modules (vitest.config.ts, isolate: false), and another
 * file may already have loaded them in English. `afterAll` forgets them again
 * for the files that follow.
 *
 * Call it at the top of the file; read what `load` returned from the result
 * once the tests run, `<tamil.OrderCard … />`.
 */
export function loadedInTamil<T extends object>(load: () => Promise<T>): T {
  let loaded: T | undefined;
  beforeAll(async () => {
    vi.resetModules();
    vi.doMock(LOCALE, () => ({ locale: 'ta', basename: '/ta' }));
    loaded = await load();
  });
  afterAll(() => {
    vi.doUnmock(LOCALE);
    vi.resetModules();
  });
  return new Proxy({} as T, {
    get(_target, name) {
      if (!loaded) throw new Error(`loadedInTamil: ${String(name)} was read before the tests ran`);
      return loaded[name as keyof T];
    },
  });
}
