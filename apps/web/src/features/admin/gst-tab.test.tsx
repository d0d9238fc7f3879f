// @vitest-environment happy-dom
import { gstApi, type GstRates, type SellerSettings } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadedInTamil } from '../../testing/in-tamil.ts';

// The dashboard's GST tab on a Tamil page: the tab and its catalogue are
// loaded as the Tamil build has them (testing/in-tamil.ts).
const tamil = loadedInTamil(async () => ({ ...(await import('./gst-tab.tsx')), ...(await import('../../lib/api-client.ts')) }));

const seller: SellerSettings = { legalName: 'Kaithari Handlooms', address: 'Arani', stateCode: '33', registered: true, gstin: '33AAAFK0000A1ZP', gstinIsSample: false };
const rates: GstRates = {
  rates: [
    { hsn: '5007', description: 'Silk sarees', ratePercent: '5', thresholdRupees: null, rateAbovePercent: null },
    { hsn: '6214', description: 'Shawls, scarves, stoles', ratePercent: '5', thresholdRupees: '2500', rateAbovePercent: '18' },
  ],
};

function renderTab(stored: GstRates = rates) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(tamil.queryKey(gstApi.sellerSettings), seller);
  client.setQueryData(tamil.queryKey(gstApi.gstRates), stored);
  render(
    <QueryClientProvider client={client}>
      <tamil.GstTab />
    </QueryClientProvider>,
  );
}

describe('the GST tab on a Tamil page', () => {
  it('names each rate box by its column and row in Tamil', () => {
    renderTab();
    expect(screen.getByRole('textbox', { name: 'HSN குறியீடு, வரிசை 1' })).toHaveProperty('value', '5007');
    expect(screen.getByRole('textbox', { name: 'அதற்கு மேல் விகிதம் (%), வரிசை 2' })).toHaveProperty('value', '18');
    expect(screen.queryAllByRole('textbox', { name: /\brow\b/ })).toEqual([]);
  });

  it('lists the states by their Tamil names, each with its GST code', () => {
    renderTab();
    const state = screen.getByRole('combobox', { name: 'மாநிலம்' }) as HTMLSelectElement;
    expect(state.querySelector('option[value="33"]')?.textContent).toBe('தமிழ்நாடு (33)');
    expect(state.querySelector('option[value="29"]')?.textContent).toBe('கர்நாடகா (29)');
    const english = [...state.options].map((option) => option.textContent ?? '').filter((text) => /[A-Za-z]/.test(text));
    expect(english).toEqual([]);
  });

  it('shows a stored rate the law no longer has on its row at once, and no message on the lawful ones', async () => {
    renderTab({ rates: [...rates.rates, { hsn: '6302', description: 'Towels', ratePercent: '12', thresholdRupees: null, rateAbovePercent: null }] });
    expect(await screen.findByText(/^GST விகிதங்கள் 0, 0.25, 1.5, 3, 5, 18, 28 அல்லது 40 % மட்டுமே/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'விகிதம் (%), வரிசை 3' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'விகிதம் (%), வரிசை 1' }).getAttribute('aria-invalid')).toBeNull();
  });
});
