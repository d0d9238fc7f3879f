// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BuyNow } from './buy-now.tsx';

// The Buy Now popup's checks, in the spec's words, before anything is sent.

function renderBuyNow() {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BuyNow
        items={[{ productId: '7d1f3c52-9a4e-4f4b-8f0e-2b7e1c9d4a10', quantity: 1 }]}
        donationPaise={0}
        blockedReason={null}
        defaultName=""
        method="online"
        onPaid={() => {}}
        onPending={() => {}}
        onCartRefused={() => {}}
      />
    </QueryClientProvider>,
  );
  return { fetch };
}

describe('Buy Now', () => {
  it('says "All fields are required" once, marks the empty fields and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetch } = renderBuyNow();
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Pincode/), '632301');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    expect(await within(dialog).findAllByText('All fields are required')).toHaveLength(1);
    expect(within(dialog).getByRole('alert').textContent).toBe('All fields are required');
    for (const label of [/Name/, /Address/, /Phone number/]) expect(within(dialog).getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText(/Pincode/).getAttribute('aria-invalid')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('says what is wrong with a pincode beside it, and keeps what was typed when the popup is closed', async () => {
    const user = userEvent.setup();
    renderBuyNow();
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    let dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Name/), 'Meena');
    await user.type(within(dialog).getByLabelText(/Address/), '12 Car Street, Arani');
    await user.type(within(dialog).getByLabelText(/Pincode/), '6323');
    await user.type(within(dialog).getByLabelText(/Phone number/), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    const pincode = within(dialog).getByLabelText(/Pincode/);
    expect(await within(dialog).findByText('Pincode must be 6 digits')).toBeTruthy();
    expect(pincode.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    dialog = screen.getByRole('dialog');
    expect((within(dialog).getByLabelText(/Name/) as HTMLInputElement).value).toBe('Meena');
    vi.unstubAllGlobals();
  });
});
