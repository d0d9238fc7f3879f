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

function renderWindow(onClose: () => void = () => {}) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SandboxPaymentWindow session={session} confirming={false} confirmError={null} onPaid={() => {}} onPending={() => {}} onRetryConfirm={() => {}} onClose={onClose} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog');
}

it('when the shop ends the order (too many declined cards), the window says so and offers only Close', async () => {
  const ended = 'Too many payments for this order were declined, so it has been released and its items put back.';
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { code: 'conflict', message: ended } }), { status: 409, headers: { 'content-type': 'application/json' } })));
  const user = userEvent.setup();
  const onClose = vi.fn();
  const dialog = renderWindow(onClose);
  await user.type(within(dialog).getByLabelText('Card number'), '4000 0000 0000 0002');
  await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '1239');
  await user.type(within(dialog).getByLabelText('CVV'), '123');
  await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
  expect(await within(dialog).findByText(ended)).toBeTruthy();
  expect(within(dialog).queryByRole('button', { name: /^Pay/ })).toBeNull();
  expect(within(dialog).queryByLabelText('Card number')).toBeNull();
  await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
  expect(onClose).toHaveBeenCalledTimes(1);
});

it("the window cannot be closed while the UPI app's answer is on its way", async () => {
  let answer: (response: Response) => void = () => {};
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
  const user = userEvent.setup();
  const onClose = vi.fn();
  const dialog = renderWindow(onClose);
  await user.click(within(dialog).getByRole('radio', { name: 'UPI' }));
  await user.click(within(dialog).getByRole('button', { name: 'Approve payment' }));
  expect(within(dialog).getByRole('button', { name: 'Close the payment window' })).toHaveProperty('disabled', true);
  await user.keyboard('{Escape}');
  expect(onClose).not.toHaveBeenCalled();
  answer(new Response(JSON.stringify({ error: { code: 'payment_declined', message: 'declined' } }), { status: 402, headers: { 'content-type': 'application/json' } }));
  expect(await within(dialog).findByText('Your UPI payment failed and nothing was taken. Try again, or pay another way.')).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Close the payment window' })).toHaveProperty('disabled', false);
});

it('a payment the shop refused for good (the order paid meanwhile) is said with only Close, and no "confirm again"', async () => {
  const refused = 'This order had already been paid, so this second payment is being refunded in full.';
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SandboxPaymentWindow session={session} confirming={false} confirmError={null} confirmRefused={refused} onPaid={() => {}} onPending={() => {}} onRetryConfirm={() => {}} onClose={onClose} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByText(refused)).toBeTruthy();
  expect(within(dialog).queryByRole('button', { name: /^Pay|Confirm the payment again/ })).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalled();
});
