// @vitest-environment happy-dom
import type { DonationLedger } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import { donationLedgerQuery } from '../features/weavers/weavers-queries.ts';
import DonationsPage from './donations.tsx';

// The open donation ledger says the day each gift was given as the shop's
// pages say a date, not as it is stored (2026-11-20), in the list and in the
// receipt link's name.

const ledger: DonationLedger = {
  raisedPaise: 500_000,
  givenPaise: 120_000,
  disbursements: [
    { id: '5b0c6d1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f', givenOn: '2026-11-20', amountPaise: 120_000, recipient: 'Two pit looms repaired in Arani', receipt: '/media/0123456789abcdef01234567', withdrawn: null },
  ],
};

it('says the day a gift was given as "20 Nov 2026", in the list and in the receipt link', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(donationLedgerQuery.queryKey, ledger);
  const router = createMemoryRouter([{ path: '*', element: <DonationsPage /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const gift = (await screen.findByText('Two pit looms repaired in Arani')).closest('li');
  expect(gift?.textContent).toContain('20 Nov 2026');
  expect(gift?.textContent).not.toContain('2026-11-20');
  expect(screen.getByRole('link', { name: 'Receipt of 20 Nov 2026' })).toBeTruthy();
});
