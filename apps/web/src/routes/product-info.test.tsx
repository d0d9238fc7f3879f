// @vitest-environment happy-dom
import type { CatalogFacets, Product, ProductList } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryGrid } from '../features/catalog/category-grid.tsx';
import { latestProductsQuery } from '../features/catalog/catalog-queries.ts';
import { LatestCollection } from '../features/catalog/latest-collection.tsx';
import { catalogFacetsQuery } from '../features/catalog/use-catalog-facets.ts';
import { productQuery } from '../features/product-detail/product-query.ts';
import ProductInfoPage from './product-info.tsx';

// The catalogue on screen is read again every minute (decision 007). A read
// that fails (a phone between towers) keeps what the shopper is looking at;
// only a page that never loaded says it could not.

const product: Product = {
  id: '4b7f0a52-3c0e-4d53-9d0e-2f6b1c1f7a10',
  title: 'Kanchipuram silk saree, temple border',
  pricePaise: 1_850_000,
  discountPercent: 0,
  salePricePaise: 1_850_000,
  category: 'Sarees',
  stock: 3,
  description: 'Pure mulberry silk with a zari temple border.',
  titleTa: null,
  descriptionTa: null,
  images: ['https://images.example/saree.jpg'],
  createdAt: '2026-11-01T10:00:00.000Z',
};

function offline() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}

/** A tab that loaded `seed`, whose next reads all fail. */
async function failedRefresh(seed: (client: QueryClient) => void, ui: React.ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed(client);
  offline();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/product-info/:id" element={ui} />
          <Route path="/" element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await act(async () => {
    await client.refetchQueries({ queryKey: ['catalogue'] });
    // React Query tells the page on its next tick.
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  // The failed reads are on record: what follows is what the page shows after them.
  expect(client.getQueryCache().findAll({ queryKey: ['catalogue'] }).every((query) => query.state.status === 'error')).toBe(true);
  return client;
}

afterEach(() => vi.unstubAllGlobals());

describe('a failed refresh of the catalogue', () => {
  it('keeps the product page on screen', async () => {
    await failedRefresh((client) => client.setQueryData(productQuery(product.id).queryKey, product), <ProductInfoPage />, `/product-info/${product.id}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(product.title);
    expect(screen.getByText(product.description)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("keeps the home page's newest products and its category tiles", async () => {
    const latest: ProductList = { items: [product], page: 1, pageSize: 4, hasMore: false };
    const facets: CatalogFacets = {
      ...({} as Omit<CatalogFacets, 'categories' | 'pricesPaise' | 'priceRanges'>),
      categories: [{ category: 'Sarees', label: 'Sarees', labelTa: null, imageUrl: 'https://images.example/saree.jpg', productCount: 1 }],
      pricesPaise: [product.salePricePaise],
      priceRanges: [],
    };
    await failedRefresh(
      (client) => {
        client.setQueryData(latestProductsQuery.queryKey, latest);
        client.setQueryData(catalogFacetsQuery.queryKey, facets);
      },
      <>
        <LatestCollection />
        <CategoryGrid />
      </>,
    );
    expect(screen.getAllByText(product.title).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Sarees/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a product page that never loaded offers to try again', async () => {
    offline();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[`/product-info/${product.id}`]}>
          <Routes>
            <Route path="/product-info/:id" element={<ProductInfoPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Try again');
  });
});
