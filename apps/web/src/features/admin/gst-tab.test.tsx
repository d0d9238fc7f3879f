// @vitest-environment happy-dom
import { gstApi, type GstRates, type SellerSettings } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { queryKey as queryKeyOfThisBuild } from '../../lib/api-client.ts';
import type { GstTab as GstTabOfThisBuild } from './gst-tab.tsx';

// The dashboard's GST tab on a Tamil page: the bundle's language is a constant
// of the build (locale.ts), so the test stands in for the Tamil build. The
// unit files of a worker share their modules (vitest.config.ts isolate: false),
// so the tab and its catalogue are imported afresh under the Tamil locale here,
// and forgotten afterwards for the files that follow.
let GstTab: typeof GstTabOfThisBuild;
let queryKey: typeof queryKeyOfThisBuild;
beforeAll(async () => {
  vi.resetModules();
  vi.doMock('../../lib/locale.ts', () => ({ locale: 'ta', basename: '/ta' }));
  ({ GstTab } = await import('./gst-tab.tsx'));
  ({ queryKey } = await import('../../lib/api-client.ts'));
});
afterAll(() => {
  vi.doUnmock('../../lib/locale.ts');
  vi.resetModules();
});

const seller: SellerSettings = { legalName: 'Kaithari Handlooms', address: 'Arani', stateCode: '33', registered: true, gstin: '33AAAFK0000A1ZP', gstinIsSample: false };
const rates: GstRates = {
  rates: [
    { hsn: '5007', description: 'Silk sarees', ratePercent: '5', thresholdRupees: null, rateAbovePercent: null },
    { hsn: '6214', description: 'Shawls, scarves, stoles', ratePercent: '5', thresholdRupees: '2500', rateAbovePercent: '18' },
  ],
};

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(queryKey(gstApi.sellerSettings), seller);
  client.setQueryData(queryKey(gstApi.gstRates), rates);
  render(
    <QueryClientProvider client={client}>
      <GstTab />
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
});
