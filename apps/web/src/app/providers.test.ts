// @vitest-environment happy-dom
import { InfiniteQueryObserver, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { latestProductsQuery, NO_FILTERS, productListQuery } from '../features/catalog/catalog-queries.ts';
import { catalogFacetsQuery } from '../features/catalog/use-catalog-facets.ts';
import { productQuery } from '../features/product-detail/product-query.ts';
import { ordersQueryKey } from '../features/orders/orders-api.ts';
import { createQueryClient, LIVE_CATALOGUE_MS } from './providers.tsx';

/** How many times a query under `queryKey` is fetched while observed for `ms`. */
async function fetchesWithin(queryKey: readonly unknown[], ms: number): Promise<number> {
  const client = createQueryClient();
  let fetches = 0;
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: () => {
      fetches++;
      return Promise.resolve(fetches);
    },
  });
  const stop = observer.subscribe(() => undefined);
  await vi.advanceTimersByTimeAsync(ms);
  stop();
  client.clear();
  return fetches;
}

describe('the live catalogue (decision 007)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['a product page', productQuery('4b7f0a52-3c0e-4d53-9d0e-2f6b1c1f7a10').queryKey],
    ['the product list', productListQuery(NO_FILTERS).queryKey],
    ["the home page's newest products", latestProductsQuery.queryKey],
    ['the filters', catalogFacetsQuery.queryKey],
  ])('%s on screen is read again every minute, so an admin change shows without a reload', async (_, key) => {
    // The first read, then one a minute: three in two and a half minutes.
    expect(await fetchesWithin(key, 2.5 * LIVE_CATALOGUE_MS)).toBe(3);
  });

  it('a list the shopper loaded more of is not polled (every loaded page would be read again each minute)', async () => {
    const client = createQueryClient();
    const key = productListQuery(NO_FILTERS).queryKey;
    const pagesRead: number[] = [];
    const observer = new InfiniteQueryObserver(client, {
      queryKey: key,
      queryFn: ({ pageParam }: { pageParam: number }) => {
        pagesRead.push(pageParam);
        return Promise.resolve({ page: pageParam });
      },
      initialPageParam: 1,
      getNextPageParam: (last: { page: number }) => (last.page < 5 ? last.page + 1 : undefined),
    });
    const stop = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    await observer.fetchNextPage();
    await observer.fetchNextPage();
    expect(pagesRead).toEqual([1, 2, 3]);
    await vi.advanceTimersByTimeAsync(2.5 * LIVE_CATALOGUE_MS);
    expect(pagesRead).toEqual([1, 2, 3]);
    stop();
    client.clear();
  });

  it("the shopper's own data is not polled", async () => {
    expect(await fetchesWithin(ordersQueryKey, 2.5 * LIVE_CATALOGUE_MS)).toBe(1);
  });
});
