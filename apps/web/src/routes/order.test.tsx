// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleOrder } from '../testing/sample-order.ts';
import OrderPage from './order.tsx';

// Your Orders keeps what it has shown: a page that could not be loaded, or a
// refresh that failed, says so without taking the loaded orders away.

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const firstPage = {
  orders: [sampleOrder({ id: '7d1f3c52-9a4e-4f4b-8f0e-2b7e1c9d4a10', number: 'KH-10240' }), sampleOrder({ id: '7d1f3c52-9a4e-4f4b-8f0e-2b7e1c9d4a11', number: 'KH-10239' })],
  nextCursor: 'next-page',
};

function openOrders(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/order']}>
        <OrderPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => vi.unstubAllGlobals());

describe('Your Orders', () => {
  it('keeps the loaded orders when the next page cannot be loaded, says so, and loads it on the next press', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      if (!String(input).includes('cursor=')) return json(200, firstPage);
      return fetch.mock.calls.length === 2 ? json(503, { error: { code: 'UNAVAILABLE', message: 'The shop is busy.' } }) : json(200, { orders: [sampleOrder({ id: '7d1f3c52-9a4e-4f4b-8f0e-2b7e1c9d4a12', number: 'KH-10238' })], nextCursor: null });
    });
    vi.stubGlobal('fetch', fetch);
    openOrders();
    await screen.findByText(/KH-10240/);

    await userEvent.click(screen.getByRole('button', { name: 'Load more orders' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your orders could not be loaded.');
    expect(screen.getByText(/KH-10240/)).toBeTruthy();
    expect(screen.getByText(/KH-10239/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Load more orders' }));
    await screen.findByText(/KH-10238/);
    expect(screen.getByText(/KH-10240/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the orders on screen when reading them again fails (the shopper came back to the tab offline)', async () => {
    let offline = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (offline) throw new TypeError('Failed to fetch');
        return json(200, { ...firstPage, nextCursor: null });
      }),
    );
    const client = openOrders();
    await screen.findByText(/KH-10240/);
    offline = true;
    await client.refetchQueries();
    await waitFor(() => expect(client.getQueryState(['orders', 'GET /api/orders'])?.status).toBe('error'));
    expect(screen.getByText(/KH-10240/)).toBeTruthy();
    expect(screen.queryByText('Your orders could not be loaded.')).toBeNull();
  });

  it('offers to try again when the first page cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, { error: { code: 'UNAVAILABLE', message: 'The shop is busy.' } })),
    );
    openOrders();
    expect((await screen.findByRole('alert')).textContent).toContain('Your orders could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
