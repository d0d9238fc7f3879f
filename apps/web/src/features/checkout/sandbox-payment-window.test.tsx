// @vitest-environment happy-dom
import { sandboxCardMessages, type CheckoutSession } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import SandboxPaymentWindow from './sandbox-payment-window.tsx';

// The sandbox card window says each problem once: beside its field, and in the alert only what no field says.

const session: CheckoutSession = {
  method: 'online',
  orderId: '7d1f3c52-9a4e-4f4b-8f0e-2b7e1c9d4a10',
  provider: 'sandbox',
  providerOrderId: 'order_sbx_1',
  amountPaise: 59_900,
  currency: 'INR',
  receipt: 'Meena - Kaithari Handlooms',
  shopName: 'Kaithari Handlooms',
  prefill: { name: 'Meena', email: 'meena@example.com', contact: '9876543210' },
  totals: { subtotalPaise: 54_900, shippingPaise: 5_000, donationPaise: 0, codFeePaise: 0, totalPaise: 59_900 },
  reservedUntil: new Date(Date.now() + 15 * 60_000).toISOString(),
};

afterEach(() => vi.unstubAllGlobals());

it('a card the sandbox does not know is said once, beside the card number', async () => {
  const message = sandboxCardMessages.unknownCard;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error: { code: 'validation_error', message, fields: { cardNumber: message } } }), { status: 400, headers: { 'content-type': 'application/json' } })),
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SandboxPaymentWindow session={session} confirming={false} confirmError={null} onPaid={() => {}} onPending={() => {}} onRetryConfirm={() => {}} onClose={() => {}} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText('Card number'), '5555 5555 5555 4444');
  await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '1239');
  await user.type(within(dialog).getByLabelText('CVV'), '123');
  await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
  expect(await within(dialog).findByText(message)).toBeTruthy();
  expect(within(dialog).getAllByText(message)).toHaveLength(1);
  expect(within(dialog).getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
});
