// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadedInTamil } from '../../testing/in-tamil.ts';

// The orders search on a Tamil dashboard: what it looks in is said under the
// box, read with it by a screen reader, not only in a placeholder that a 360 px
// phone cut off after "ஆர்டர் எண், பெயர்,". Loaded as the Tamil build has it.
const tamil = loadedInTamil(async () => ({ ...(await import('./orders-tab.tsx')), ...(await import('./admin-api.ts')) }));

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(tamil.ordersQuery({ status: '', search: '', page: 1 }).queryKey, { items: [], total: 0, page: 1, pageSize: 20 });
  const router = createMemoryRouter([{ path: '*', element: <tamil.OrdersTab /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the orders search on a Tamil dashboard', () => {
  it('says under the box, as its description, every way it finds an order; the placeholder is only a short example', () => {
    renderTab();
    const box = screen.getByRole('searchbox', { name: 'ஆர்டர்களைத் தேடுக', description: 'ஆர்டர் எண், பெயர், மின்னஞ்சல், கைபேசி அல்லது பின்கோடு மூலம்.' });
    expect(box.getAttribute('placeholder')).toBe('KH-10234, மீனா…');
  });
});
