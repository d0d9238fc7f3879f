// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckDelivery } from './check-delivery.tsx';
import { useDeliveryPincode } from './delivery-pincode-store.ts';

// "Check delivery" when the shop could not answer: pressing Check again asks it again.

const estimate = { pincode: '632301', district: 'Tiruvannamalai', state: 'Tamil Nadu', served: true, zone: 'tamilNadu', window: { earliest: '2026-12-01', latest: '2026-12-04' }, cod: { available: true, reason: null } };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => useDeliveryPincode.setState({ pincode: '' }));
afterEach(() => vi.unstubAllGlobals());

describe('check delivery after a failure', () => {
  it('asks the server again when Check is pressed again with the same pincode, and shows its answer', async () => {
    // The first check fails (the shop is unwell), the second is answered.
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(503, { error: { code: 'unavailable', message: 'Service unavailable' } }))
      .mockResolvedValue(json(200, estimate));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CheckDelivery />
      </QueryClientProvider>,
    );
    await user.type(screen.getByRole('textbox'), '632301');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Delivery could not be checked just now. Please try again.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/Tiruvannamalai, Tamil Nadu \(632301\)/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(String(fetch.mock.calls[1]?.[0])).toContain('/632301');
    expect(screen.queryByText('Delivery could not be checked just now. Please try again.')).toBeNull();
  });
});
