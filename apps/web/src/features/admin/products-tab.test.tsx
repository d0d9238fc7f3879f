// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { categoriesQuery, categoryNamesQuery, productsQuery } from './admin-api.ts';
import { ProductsTab } from './products-tab.tsx';

// The Products tab's category filter on an English page lists the English labels, whatever Tamil names the owner set.

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(categoriesQuery.queryKey, ['cotton_sarees', 'dhotis']);
  client.setQueryData(categoryNamesQuery.queryKey, [
    { category: 'cotton_sarees', label: 'Cotton Sarees', nameTa: 'பருத்திப் புடவைகள்' },
    { category: 'dhotis', label: 'Dhotis', nameTa: null },
  ]);
  client.setQueryData(productsQuery({ search: '', category: '', page: 1 }).queryKey, { items: [], total: 0, page: 1, pageSize: 20 });
  const router = createMemoryRouter([{ path: '*', element: <ProductsTab /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the Products tab’s category filter on an English page', () => {
  it('lists each category by its English label, unmarked', () => {
    renderTab();
    for (const label of ['Cotton Sarees', 'Dhotis']) expect(screen.getByRole('option', { name: label }).getAttribute('lang')).toBeNull();
    expect(screen.queryByRole('option', { name: 'பருத்திப் புடவைகள்' })).toBeNull();
  });
});
