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
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PayAgain order={order} onDone={() => {}} />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Pay again' }));
  const paymentWindow = await screen.findByRole('dialog');
  await user.click(within(paymentWindow).getByRole('button', { name: 'Cancel payment' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByText(/choose Pay again to try again/)).toBeTruthy();
  expect(screen.queryByText(/Buy Now/)).toBeNull();
});
