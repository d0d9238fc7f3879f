// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Product } from '@handloom/shared';
import { describe, expect, it } from 'vitest';
import { loadedInTamil } from '../../testing/in-tamil.ts';

// The Products tab's category filter on a Tamil page: a category the owner
// named in Tamil is listed by that name, one without a Tamil name by its
// English label marked lang="en" (decision 018). The tab is loaded as the
// Tamil build has it (testing/in-tamil.ts).
const tamil = loadedInTamil(async () => ({ ...(await import('./products-tab.tsx')), ...(await import('./admin-api.ts')) }));

/** What the table's cells read of a product. */
const listed = (id: string, category: string) =>
  ({ id, title: `Piece ${id}`, titleTa: null, category, images: ['https://images.example/a.jpg'], pricePaise: 100_000, salePricePaise: 100_000, discountPercent: 0, stock: 3 }) as unknown as Product;

function renderTab(items: Product[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(tamil.categoriesQuery.queryKey, ['cotton_sarees', 'dhotis']);
  client.setQueryData(tamil.categoryNamesQuery.queryKey, [
    { category: 'cotton_sarees', label: 'Cotton Sarees', nameTa: 'பருத்திப் புடவைகள்' },
    { category: 'dhotis', label: 'Dhotis', nameTa: null },
  ]);
  client.setQueryData(tamil.productsQuery({ search: '', category: '', page: 1 }).queryKey, { items, total: items.length, page: 1, pageSize: 20 });
  const router = createMemoryRouter([{ path: '*', element: <tamil.ProductsTab /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the Products tab’s category filter on a Tamil page', () => {
  it('lists a category by the owner’s Tamil name, and one without a Tamil name by its English label marked as English', () => {
    renderTab();
    const tamilNamed = screen.getByRole('option', { name: 'பருத்திப் புடவைகள்' });
    expect(tamilNamed.getAttribute('value')).toBe('cotton_sarees');
    expect(tamilNamed.getAttribute('lang')).toBeNull();
    expect(screen.queryByRole('option', { name: 'Cotton Sarees' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Dhotis' }).getAttribute('lang')).toBe('en');
  });

  it('names each product’s category in the table by the owner’s Tamil name, or its English label marked as English', () => {
    renderTab([listed('1', 'cotton_sarees'), listed('2', 'dhotis')]);
    const cell = (text: string) => screen.getByRole('cell', { name: text });
    expect(cell('பருத்திப் புடவைகள்').querySelector('[lang]')).toBeNull();
    expect(screen.queryByRole('cell', { name: 'Cotton Sarees' })).toBeNull();
    expect(cell('Dhotis').querySelector('[lang="en"]')?.textContent).toBe('Dhotis');
  });
});
