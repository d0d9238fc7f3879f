// @vitest-environment happy-dom
import type { DonationLedger } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadedInTamil } from '../../testing/in-tamil.ts';

// The donation ledger tab on a Tamil page: the day given in Tamil, as the
// dashboard's other dates (testing/in-tamil.ts loads it as the Tamil build has it).
const tamil = loadedInTamil(async () => ({ ...(await import('./ledger-tab.tsx')), ...(await import('./admin-api.ts')) }));

describe('the Donation ledger tab on a Tamil page', () => {
  it('says the day given with its Tamil month', () => {
    const ledger: DonationLedger = {
      raisedPaise: 5_00_000,
      givenPaise: 80_000,
      disbursements: [{ id: '3c1d9b2f-6a4e-4e8f-9a7b-5d6c4b3a2f10', givenOn: '2026-11-20', amountPaise: 80_000, recipient: 'ஆரணியில் இரண்டு குழித்தறிகள்', receipt: null, withdrawn: null }],
    };
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    client.setQueryData(tamil.ledgerQuery.queryKey, ledger);
    render(
      <QueryClientProvider client={client}>
        <tamil.LedgerTab />
      </QueryClientProvider>,
    );
    const [, row] = screen.getAllByRole('row');
    expect(within(row!).getAllByRole('cell')[0]?.textContent).toBe('20 நவம்பர் 2026');
  });
});
