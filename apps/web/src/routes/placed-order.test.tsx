// @vitest-environment happy-dom
import type { Order } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleOrder } from '../testing/sample-order.ts';
import PlacedOrderPage from './placed-order.tsx';

// The order's own page says what is true of the order now: a thank-you only
// for an order that stands, "emailed" only where the shop sends the
// confirmation, the cancel window only while it is open, and for a number
// that is not the shopper's, that there is no such order (no retry).

const EMAIL = 'meena@example.com';

function order(overrides: Partial<Order>): Order {
  return sampleOrder({ email: EMAIL, ...overrides });
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function openOrderPage(answer: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/order/KH-10234']}>
        <Routes>
          <Route path="/order/:number" element={<PlacedOrderPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.queryByText('Loading your order…')).toBeNull());
  return screen.getByRole('heading', { level: 1 });
}

const pageText = () => document.body.textContent ?? '';

afterEach(() => vi.unstubAllGlobals());

describe('the order page', () => {
  it('thanks the shopper for a paid order, says the confirmation was emailed, and offers the cancel window while it is open', async () => {
    const heading = await openOrderPage(json(200, order({ status: 'paid', cancellable: true })));
    expect(heading.textContent).toBe('Thank you for your order');
    expect(screen.getByText('Your order KH-10234 is placed.')).toBeTruthy();
    expect(screen.getByText(`We have emailed the confirmation to ${EMAIL}.`)).toBeTruthy();
    expect(screen.getByText(/You can cancel it on Your Orders within 24 hours/)).toBeTruthy();
  });

  it("gives an order's own dates, without the shop's general 1 to 7 days beside them (a far pincode takes longer)", async () => {
    await openOrderPage(json(200, order({ status: 'paid', deliveryWindow: { earliest: '2026-12-07', latest: '2026-12-12' } })));
    expect(screen.getByText('Expected delivery: Mon, 7 Dec – Sat, 12 Dec')).toBeTruthy();
    expect(pageText()).not.toMatch(/1 to 7 days/);
  });

  it('an order from before the dates were kept still gives the general promise', async () => {
    await openOrderPage(json(200, order({ status: 'paid', deliveryWindow: null })));
    expect(screen.getByText('We aim for delivery within 1 to 7 days of your order.')).toBeTruthy();
  });

  it('promises no cancel window for a paid order that can no longer be cancelled', async () => {
    await openOrderPage(json(200, order({ status: 'paid', cancellable: false })));
    expect(screen.getByText(`We have emailed the confirmation to ${EMAIL}.`)).toBeTruthy();
    expect(pageText()).not.toMatch(/cancel it/);
  });

  it('offers the cancel window on a packed order that can still be cancelled, and no thank-you', async () => {
    const heading = await openOrderPage(json(200, order({ status: 'packed', cancellable: true })));
    expect(heading.textContent).toBe('Order KH-10234');
    expect(screen.getByText(/You can cancel it on Your Orders within 24 hours, until it ships; the payment is refunded/)).toBeTruthy();
  });

  it('says a confirmed cash-on-delivery order is placed, with the cash to keep ready', async () => {
    const heading = await openOrderPage(json(200, order({ status: 'placed', paymentMethod: 'cod', paidAt: null, paymentId: null, cancellable: true })));
    expect(heading.textContent).toBe('Thank you for your order');
    expect(screen.getByText(`We have emailed the confirmation to ${EMAIL}.`)).toBeTruthy();
    expect(screen.getByText('Keep ₹4,550.00 ready in cash for the courier; you pay when the parcel arrives.')).toBeTruthy();
    expect(screen.getByText(/there is nothing to refund/)).toBeTruthy();
  });

  it('waits for the bank on a pending payment, and says the confirmation is emailed only once it is paid', async () => {
    const heading = await openOrderPage(json(200, order({ status: 'payment_pending', paidAt: null })));
    expect(heading.textContent).toBe('Waiting for your bank');
    expect(screen.getByText(`We email the confirmation to ${EMAIL} once your bank confirms the payment.`)).toBeTruthy();
    expect(pageText()).not.toMatch(/We have emailed|Thank you|cancel it/);
  });

  it('says a cancelled order is cancelled and its money is on its way back, with no thank-you, email or cancel window', async () => {
    const heading = await openOrderPage(json(200, order({ status: 'cancelled' })));
    expect(heading.textContent).toBe('Order cancelled');
    expect(screen.getByText('Your order KH-10234 is cancelled.')).toBeTruthy();
    expect(screen.getByText(/The full amount is being refunded/)).toBeTruthy();
    expect(pageText()).not.toMatch(/Thank you|is placed|We have emailed|cancel it|We aim for delivery/);
  });

  it('says a cancelled cash-on-delivery order owes nothing either way', async () => {
    await openOrderPage(json(200, order({ status: 'cancelled', paymentMethod: 'cod', paymentId: null, paidAt: null })));
    expect(screen.getByText('There is nothing to pay and nothing to refund: the order was to be paid in cash on delivery.')).toBeTruthy();
    expect(pageText()).not.toMatch(/being refunded/);
  });

  it('says a refunded order is cancelled and how much went back', async () => {
    const heading = await openOrderPage(json(200, order({ status: 'refunded' })));
    expect(heading.textContent).toBe('Order cancelled and refunded');
    expect(screen.getByText('Your order KH-10234 is cancelled, and ₹4,550.00 has been refunded to the account you paid from.')).toBeTruthy();
    expect(pageText()).not.toMatch(/Thank you|is placed|We have emailed|cancel it|What happens next/);
  });

  it('says an order whose payment was not completed is not placed', async () => {
    const heading = await openOrderPage(json(200, order({ status: 'expired', paidAt: null, paymentId: null })));
    expect(heading.textContent).toBe('Payment not completed');
    expect(screen.getByText('The payment for order KH-10234 was not completed, so the order is not placed.')).toBeTruthy();
    expect(pageText()).not.toMatch(/Thank you|is placed\.|We have emailed/);
  });

  it('says there is no such order for a number that is not the shopper\'s, with the way to their orders and no retry', async () => {
    const heading = await openOrderPage(json(404, { error: { code: 'not_found', message: 'We could not find this order.' } }));
    expect(heading.textContent).toBe('Order not found');
    expect(screen.getByText('There is no order with this number among yours.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all Your Orders' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(pageText()).not.toMatch(/Thank you/);
  });
});
