// @vitest-environment happy-dom
import type { CheckoutSession } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { sampleOrder } from '../../testing/sample-order.ts';
import { PayAgain } from './pay-again.tsx';

// Pay again on an order's own page: there is no cart and no Buy Now there.

const order = sampleOrder({ status: 'payment_pending', paidAt: null, retryable: true });
const session: CheckoutSession = {
  method: 'online',
  orderId: order.id,
  provider: 'sandbox',
  providerOrderId: 'order_sbx_1',
  amountPaise: order.totals.totalPaise,
  currency: 'INR',
  receipt: 'KH-10234',
  shopName: 'Kaithari Handlooms',
  prefill: { name: 'Meena', email: 'meena@example.com', contact: '9876543210' },
  totals: order.totals,
  reservedUntil: new Date(Date.now() + 15 * 60_000).toISOString(),
};

afterEach(() => vi.unstubAllGlobals());

function renderPayAgain(onDone: () => void = () => {}) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PayAgain order={order} onDone={onDone} />
    </QueryClientProvider>,
  );
}

it('closing the payment window says to choose Pay again, not Buy Now with a cart', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === `/api/orders/${order.id}/pay`
        ? new Response(JSON.stringify(session), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), { status: 404, headers: { 'content-type': 'application/json' } }),
    ),
  );
  const user = userEvent.setup();
  renderPayAgain();
  await user.click(screen.getByRole('button', { name: 'Pay again' }));
  const paymentWindow = await screen.findByRole('dialog');
  await user.click(within(paymentWindow).getByRole('button', { name: 'Cancel payment' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByText(/choose Pay again to try again/)).toBeTruthy();
  expect(screen.queryByText(/Buy Now/)).toBeNull();
});

// Razorpay's Checkout window cannot run here: it hands back a payment at once, as its `handler` would.
vi.mock('./razorpay-checkout.ts', () => ({
  openRazorpayCheckout: async (_session: CheckoutSession, handlers: { onPaid: (result: object) => void }) =>
    handlers.onPaid({ providerOrderId: 'order_rzp_1', paymentId: 'pay_rzp_2', signature: 'a'.repeat(64) }),
}));

it('says the payment is being confirmed, with Pay again disabled, until the shop answers; a refusal for good offers no "confirm again"', async () => {
  const razorpaySession: CheckoutSession = { ...session, provider: 'razorpay', keyId: 'rzp_test_1', providerOrderId: 'order_rzp_1' };
  let answerVerify: (response: Response) => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === `/api/orders/${order.id}/pay`) return new Response(JSON.stringify(razorpaySession), { status: 200, headers: { 'content-type': 'application/json' } });
      if (url === '/api/payments/verify') return new Promise<Response>((resolve) => (answerVerify = resolve));
      return new Response('{}', { status: 404 });
    }),
  );
  const user = userEvent.setup();
  const onDone = vi.fn();
  renderPayAgain(onDone);
  await user.click(screen.getByRole('button', { name: 'Pay again' }));
  expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Pay again' })).toHaveProperty('disabled', true);

  const refused = 'This order had already been paid, so this second payment is being refunded in full.';
  answerVerify(new Response(JSON.stringify({ error: { code: 'conflict', message: refused } }), { status: 409, headers: { 'content-type': 'application/json' } }));
  expect(await screen.findByText(refused)).toBeTruthy();
  expect(screen.queryByText('Confirming your payment…')).toBeNull();
  expect(screen.queryByText(/could not be confirmed yet/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Confirm the payment again' })).toBeNull();
  // The order was paid meanwhile: paying it again would not help, and the message stays.
  expect(screen.getByRole('button', { name: 'Pay again' })).toHaveProperty('disabled', true);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByText(refused)).toBeTruthy();
  expect(onDone).not.toHaveBeenCalled();
});

it.each([
  [503, 'unavailable', 'The shop is not answering.'],
  [401, 'unauthorized', 'Please log in again.'],
])('a confirmation answered %i (the shop unreachable, or signed out meanwhile) can be asked again', async (status, code, message) => {
  const razorpaySession: CheckoutSession = { ...session, provider: 'razorpay', keyId: 'rzp_test_1', providerOrderId: 'order_rzp_1' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === `/api/orders/${order.id}/pay`) return new Response(JSON.stringify(razorpaySession), { status: 200, headers: { 'content-type': 'application/json' } });
      return new Response(JSON.stringify({ error: { code, message } }), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  const user = userEvent.setup();
  renderPayAgain();
  await user.click(screen.getByRole('button', { name: 'Pay again' }));
  expect(await screen.findByText(/could not be confirmed yet/)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Confirm the payment again' })).toBeTruthy();
});
