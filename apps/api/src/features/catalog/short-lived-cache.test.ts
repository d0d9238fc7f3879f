import { describe, expect, it } from 'vitest';
import { shortLivedCache } from './short-lived-cache.ts';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the short-lived cache', () => {
  it('builds once for concurrent callers and serves the same value', async () => {
    const cache = shortLivedCache<{ n: number }>({ ttlMs: 60_000, maxEntries: 2 });
    let builds = 0;
    const build = async () => ({ n: ++builds });
    const [a, b] = await Promise.all([cache.get('k', build), cache.get('k', build)]);
    expect(a).toBe(b);
    expect(await cache.get('k', build)).toBe(a);
    expect(builds).toBe(1);
  });

  it('does not keep a value whose build was under way when clear() was called', async () => {
    const cache = shortLivedCache<{ v: string }>({ ttlMs: 60_000, maxEntries: 2 });
    let version = 'before';
    const build = async () => {
      const v = version;
      await later(20);
      return { v };
    };
    const waiting = cache.get('k', build);
    version = 'after';
    cache.clear();
    expect((await waiting).v).toBe('after');
    expect((await cache.get('k', build)).v).toBe('after');
  });

  it('serves the stale value while rebuilding, and keeps it when the rebuild fails', async () => {
    const cache = shortLivedCache<{ v: number }>({ ttlMs: 1, maxEntries: 2 });
    const first = await cache.get('k', async () => ({ v: 1 }));
    await later(5);
    expect(await cache.get('k', () => Promise.reject(new Error('database away')))).toBe(first);
    await later(5);
    expect(await cache.get('k', async () => ({ v: 2 }))).toBe(first);
    await expect.poll(async () => (await cache.get('k', async () => ({ v: 3 }))).v).toBeGreaterThan(1);
  });

  it('with serveStale false, waits for the rebuild past the limit instead of serving the old value, still one build for all', async () => {
    const cache = shortLivedCache<{ v: number }>({ ttlMs: 5, maxEntries: 2, serveStale: false });
    const first = await cache.get('k', async () => ({ v: 1 }));
    expect(await cache.get('k', async () => ({ v: 2 }))).toBe(first);
    await later(10);
    let builds = 0;
    const build = async () => {
      builds += 1;
      await later(5);
      return { v: 3 };
    };
    const [a, b] = await Promise.all([cache.get('k', build), cache.get('k', build)]);
    expect(a.v).toBe(3);
    expect(b).toBe(a);
    expect(builds).toBe(1);
    // Neither a failed rebuild nor one abandoned by clear() hands out the old value.
    await later(10);
    await expect(cache.get('k', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    let version = 4;
    const slow = async () => {
      const v = version;
      await later(20);
      return { v };
    };
    await later(10);
    const waiting = cache.get('k', slow);
    version = 5;
    cache.clear();
    expect((await waiting).v).toBe(5);
  });

  it('forgets the least recently used key past maxEntries', async () => {
    const cache = shortLivedCache<{ key: string; n: number }>({ ttlMs: 60_000, maxEntries: 2 });
    let n = 0;
    const build = (key: string) => async () => ({ key, n: ++n });
    const a = await cache.get('a', build('a'));
    await cache.get('b', build('b'));
    await cache.get('a', build('a'));
    await cache.get('c', build('c'));
    expect(await cache.get('a', build('a'))).toBe(a);
    expect((await cache.get('b', build('b'))).n).toBe(4);
  });
});
