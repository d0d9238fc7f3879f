// @vitest-environment happy-dom
import type { Disbursement, DonationLedger } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ledgerQuery } from './admin-api.ts';
import { LedgerTab } from './ledger-tab.tsx';

// The donation ledger's "Date given" reads as the dashboard's other dates (20 Nov 2026), not as stored (2026-11-20).

const entry: Disbursement = {
  id: '3c1d9b2f-6a4e-4e8f-9a7b-5d6c4b3a2f10',
  givenOn: '2026-11-20',
  amountPaise: 80_000,
  recipient: 'Two pit looms repaired in Arani',
  receipt: null,
  withdrawn: null,
};

function renderTab(ledger: DonationLedger) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(ledgerQuery.queryKey, ledger);
  render(
    <QueryClientProvider client={client}>
      <LedgerTab />
    </QueryClientProvider>,
  );
}

describe('the Donation ledger tab', () => {
  it('says the day given as the dashboard says a day, in the table and in the withdraw dialog', () => {
    renderTab({ raisedPaise: 5_00_000, givenPaise: 80_000, disbursements: [entry, { ...entry, id: '3c1d9b2f-6a4e-4e8f-9a7b-5d6c4b3a2f11', givenOn: '2026-01-05' }] });
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getAllByRole('cell')[0]?.textContent).toBe('20 Nov 2026');
    expect(within(second!).getAllByRole('cell')[0]?.textContent).toBe('5 Jan 2026');
    expect(screen.queryByText('2026-11-20')).toBeNull();

    fireEvent.click(within(first!).getByRole('button', { name: 'Withdraw the entry "Two pit looms repaired in Arani"' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/^20 Nov 2026 · Two pit looms repaired in Arani · ₹800$/)).toBeTruthy();
  });
});
