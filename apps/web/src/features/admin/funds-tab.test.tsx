// @vitest-environment happy-dom
import type { AdminFunds, Donation } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fundsQuery } from './admin-api.ts';
import { FundsTab } from './funds-tab.tsx';

// The Funds tab names a donation's order as the shop names orders everywhere (KH-10234, decisions.md).

const donation = (orderId: string, orderNumber: string | null): Donation => ({
  orderId,
  orderNumber,
  paidAt: '2026-11-20T06:00:00.000Z',
  donorName: 'Meena',
  donorEmail: 'meena@example.com',
  donationPaise: 5_000,
  status: 'paid',
});

function renderTab(items: Donation[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData<AdminFunds>(fundsQuery(1).queryKey, { items, page: 1, pageSize: 20, total: items.length, totalRaisedPaise: 10_000 });
  render(
    <QueryClientProvider client={client}>
      <FundsTab />
    </QueryClientProvider>,
  );
}

const orderCell = (row: HTMLElement) => within(row).getAllByRole('cell')[2];

describe('the Funds tab', () => {
  it('names each order by its number, KH-n, never by its id; an order never numbered keeps its id', () => {
    const numbered = '9b2f6a4e-3c1d-4e8f-9a7b-5d6c4b3a2f10';
    const unnumbered = '9b2f6a4e-3c1d-4e8f-9a7b-5d6c4b3a2f11';
    renderTab([donation(numbered, 'KH-10234'), donation(unnumbered, null)]);
    const [, first, second] = screen.getAllByRole('row');
    expect(screen.getByRole('columnheader', { name: 'Order' })).toBeTruthy();
    expect(orderCell(first!)?.textContent).toBe('KH-10234');
    expect(screen.queryByText(numbered)).toBeNull();
    expect(orderCell(second!)?.textContent).toBe(unnumbered);
  });
});
