// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuyNow } from './buy-now.tsx';

// The Buy Now popup's checks, in the spec's words, before anything is sent.
// The network answers as the shop would: the pincode directory knows 632301
// only, and nobody is logged in (no saved addresses).

const arani = { pincode: '632301', district: 'Tiruvannamalai', state: 'Tamil Nadu', stateCode: '33', postOffices: ['Arni', 'Arni Fort'] };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** `checkout`: the shop's answer to the checkout itself (by default, nobody is logged in); `verify`: to a payment's confirmation. */
function renderBuyNow(checkout?: () => Promise<Response>, verify?: () => Promise<Response>) {
  const fetch = vi.fn(async (url: string) => {
    if (url === '/api/pincodes/632301') return json(200, arani);
    if (url === '/api/checkout' && checkout) return checkout();
    if (url === '/api/payments/verify' && verify) return verify();
    if (url.startsWith('/api/pincodes/')) return json(404, { error: { code: 'not_found', message: `We cannot find pincode ${url.slice(-6)}: please check it.` } });
    return json(401, { error: { code: 'unauthenticated', message: 'Please log in.' } });
  });
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
  const checkoutCalls = () => fetch.mock.calls.filter(([url]) => url === '/api/checkout');
  return { checkoutCalls };
}

afterEach(() => vi.unstubAllGlobals());

/** Opens the popup and fills in a whole, good address. */
async function openAndFillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Buy Now' }));
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText(/Name/), 'Meena');
  await user.type(within(dialog).getByLabelText(/Phone number/), '98765 43210');
  await user.type(within(dialog).getByLabelText(/Pincode/), '632301');
  await waitFor(() => expect((within(dialog).getByLabelText(/State/) as HTMLInputElement).value).toBe('Tamil Nadu'));
  await user.type(within(dialog).getByLabelText(/House and street/), '12 Car Street');
  await user.type(within(dialog).getByLabelText(/Locality/), 'Arni Fort');
  return dialog;
}

describe('Buy Now', () => {
  it('fills the city and state from the pincode; says "All fields are required" once, marks the empty fields and sends nothing', async () => {
    const user = userEvent.setup();
    const { checkoutCalls } = renderBuyNow();
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Pincode/), '632301');
    await waitFor(() => expect((within(dialog).getByLabelText(/State/) as HTMLInputElement).value).toBe('Tamil Nadu'));
    expect((within(dialog).getByLabelText(/City or district/) as HTMLInputElement).value).toBe('Tiruvannamalai');
    expect(within(dialog).getByLabelText(/State/).hasAttribute('readonly')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    expect(await within(dialog).findAllByText('All fields are required')).toHaveLength(1);
    expect(within(dialog).getByRole('alert').textContent).toBe('All fields are required');
    for (const label of [/Name/, /House and street/, /Phone number/, /Locality/]) expect(within(dialog).getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    for (const label of [/Pincode/, /City or district/, /State/, /Landmark/]) expect(within(dialog).getByLabelText(label).getAttribute('aria-invalid')).toBeNull();
    expect(checkoutCalls()).toHaveLength(0);
  });

  it('says at once that a pincode does not exist, and stops there', async () => {
    const user = userEvent.setup();
    const { checkoutCalls } = renderBuyNow();
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Name/), 'Meena');
    await user.type(within(dialog).getByLabelText(/Phone number/), '+91 98765 43210');
    await user.type(within(dialog).getByLabelText(/Pincode/), '999999');
    expect(await within(dialog).findByText('We cannot find pincode 999999: please check it.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/House and street/), '12 Car Street');
    await user.type(within(dialog).getByLabelText(/Locality/), 'Arni Fort');
    await user.type(within(dialog).getByLabelText(/City or district/), 'Arani');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(within(dialog).getByLabelText(/Pincode/).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByText('All fields are required')).toBeNull();
    expect(checkoutCalls()).toHaveLength(0);
  });

  it('says what is wrong with a pincode or a phone beside it, and keeps what was typed when the popup is closed', async () => {
    const user = userEvent.setup();
    renderBuyNow();
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    let dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Name/), 'Meena');
    await user.type(within(dialog).getByLabelText(/House and street/), '12 Car Street');
    await user.type(within(dialog).getByLabelText(/Locality/), 'Arni Fort');
    await user.type(within(dialog).getByLabelText(/City or district/), 'Arani');
    await user.type(within(dialog).getByLabelText(/Pincode/), '6323');
    await user.type(within(dialog).getByLabelText(/Phone number/), '044 2345 6789');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    expect(await within(dialog).findByText('Pincode must be 6 digits')).toBeTruthy();
    expect(within(dialog).getByText('Phone number must be a 10-digit Indian mobile number')).toBeTruthy();
    expect(within(dialog).getByLabelText(/Pincode/).getAttribute('aria-invalid')).toBe('true');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    dialog = screen.getByRole('dialog');
    expect((within(dialog).getByLabelText(/Name/) as HTMLInputElement).value).toBe('Meena');
  });

  it('after the server refuses an address field, focus is on that field; while busy the button keeps focus and a second press sends nothing', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const { checkoutCalls } = renderBuyNow(() => new Promise((resolve) => (answer = resolve)));
    const dialog = await openAndFillIn(user);
    const button = within(dialog).getByRole('button', { name: 'Continue to payment' });
    await user.click(button);

    // Busy: aria-disabled, not disabled, so the keyboard stays on it; a second press (or Enter) sends nothing.
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(checkoutCalls()).toHaveLength(1);

    const phoneMessage = 'Phone number must be a 10-digit Indian mobile number';
    answer(json(400, { error: { code: 'validation', message: phoneMessage, fields: { 'address.phoneNumber': phoneMessage } } }));
    const phone = within(dialog).getByLabelText(/Phone number/);
    expect(await within(dialog).findByText(phoneMessage)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(checkoutCalls()).toHaveLength(1);
  });

  it('sends once on a double press', async () => {
    const user = userEvent.setup();
    const { checkoutCalls } = renderBuyNow(() => new Promise(() => undefined));
    const dialog = await openAndFillIn(user);
    // The second press comes while the fields are still being checked, before anything is sent.
    await user.dblClick(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(checkoutCalls().length).toBeGreaterThan(0));
    // A second send would also have to check the fields first: give it the time to.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checkoutCalls()).toHaveLength(1);
  });

  it('keeps the fields focusable while busy: they are read-only, not disabled', async () => {
    const user = userEvent.setup();
    renderBuyNow(() => new Promise(() => undefined));
    const dialog = await openAndFillIn(user);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Please wait…' }).getAttribute('aria-disabled')).toBe('true'));
    for (const label of [/Name/, /Phone number/, /Pincode/, /House and street/, /Locality/]) {
      const field = within(dialog).getByLabelText(label) as HTMLInputElement;
      expect(field.disabled).toBe(false);
      expect(field.readOnly).toBe(true);
    }
  });
});

// Razorpay's Checkout window cannot run here: it hands back a payment at once, as its `handler` would.
vi.mock('./razorpay-checkout.ts', () => ({
  openRazorpayCheckout: async (session: { providerOrderId: string }, handlers: { onPaid: (result: object) => void }) =>
    handlers.onPaid({ providerOrderId: session.providerOrderId, paymentId: 'pay_rzp_1', signature: 'a'.repeat(64) }),
}));

it('after the shop refuses a payment for good, Buy Now starts a new checkout instead of reopening the refused one', async () => {
  const session = {
    method: 'online',
    orderId: '0f1e2d3c-0000-4000-8000-000000000001',
    provider: 'razorpay',
    keyId: 'rzp_test_1',
    providerOrderId: 'order_rzp_1',
    amountPaise: 310_000,
    currency: 'INR',
    receipt: 'Meena - Kaithari Handlooms',
    shopName: 'Kaithari Handlooms',
    prefill: { name: 'Meena', email: 'meena@example.com', contact: '9876543210' },
    totals: { subtotalPaise: 300_000, shippingPaise: 10_000, codFeePaise: 0, donationPaise: 0, totalPaise: 310_000, gstIncludedPaise: 0 },
    reservedUntil: new Date(Date.now() + 15 * 60_000).toISOString(),
  };
  const refused = 'This order had already been paid, so this second payment is being refunded in full.';
  const user = userEvent.setup();
  const { checkoutCalls } = renderBuyNow(
    async () => json(201, session),
    async () => json(409, { error: { code: 'conflict', message: refused } }),
  );
  const dialog = await openAndFillIn(user);
  await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
  expect(await screen.findByText(refused)).toBeTruthy();
  expect(checkoutCalls()).toHaveLength(1);

  // The same address again: not the refused order's window, a new checkout.
  await user.click(screen.getByRole('button', { name: 'Buy Now' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Continue to payment' }));
  await waitFor(() => expect(checkoutCalls()).toHaveLength(2));
});
