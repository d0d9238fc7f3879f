// @vitest-environment happy-dom
import type { AdminOrder } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminOrderCard } from './admin-order-card.tsx';

// The admin's order card is dated when the order was placed, whatever happened to it after.

const codOrderDelivered: AdminOrder = {
  id: '7d1f3c52-9a4e-4f4b-8f0e-2b7e1c9d4a10',
  number: 'KH-10234',
  status: 'delivered',
  createdAt: '2026-01-05T08:58:00.000Z',
  // Confirmed with the code two minutes after checkout began; the cash collected four days later.
  placedAt: '2026-01-05T09:00:00.000Z',
  paidAt: '2026-01-09T11:30:00.000Z',
  paymentMethod: 'cod',
  paymentReference: null,
  cancelReason: null,
  email: 'meena@example.com',
  paymentId: null,
  trackingNote: null,
  address: { name: 'Meena', address: '12 Car Street', pincode: '632301', phoneNumber: '+91 98765 43210', locality: 'Arni Fort', city: 'Arani', state: 'Tamil Nadu', landmark: null },
  deliveryWindow: null,
  lines: [{ productId: null, title: 'Arani Silk Saree', titleTa: null, imageUrl: '', pricePaise: 450_000, discountPercent: 0, unitPricePaise: 450_000, quantity: 1 }],
  totals: { subtotalPaise: 450_000, shippingPaise: 5_000, donationPaise: 0, codFeePaise: 4_000, totalPaise: 459_000 },
  taxDocuments: { invoice: null, creditNote: null },
  customer: { uid: 'u1', name: 'Meena', email: 'meena@example.com' },
  refundId: null,
  refundOwed: null,
  actions: [],
};

function renderCard(order: AdminOrder) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AdminOrderCard order={order} />
    </QueryClientProvider>,
  );
  return screen.getByRole('heading', { level: 3 }).textContent;
}

describe('the admin order card', () => {
  it('dates a cash-on-delivery order by when it was placed, not by when the cash was collected', () => {
    expect(renderCard(codOrderDelivered)).toBe('Order KH-10234 of 5 Jan 2026, 2:30 pm');
  });

  it('dates an order never placed by when its checkout began', () => {
    expect(renderCard({ ...codOrderDelivered, number: null, status: 'expired', placedAt: null, paidAt: null })).toBe('Order of 5 Jan 2026, 2:28 pm');
  });

  it("lists a cash-on-delivery order's fee with the amounts its total adds up", () => {
    renderCard(codOrderDelivered);
    const totals = screen.getByText('Total').closest('dl');
    expect(totals?.textContent).toBe('Subtotal₹4,500Shipping₹50Donation₹0COD fee₹40Total₹4,590');
  });

  it('prints the delivery address in English on an English page', () => {
    renderCard({ ...codOrderDelivered, address: { ...codOrderDelivered.address, landmark: 'the temple' } });
    expect(screen.getByText(/12 Car Street/).textContent).toBe('12 Car Street\nArni Fort\nNear the temple\nArani - 632301\nTamil Nadu');
  });
});

describe('cancelling an order from its card', () => {
  const placedCod: AdminOrder = { ...codOrderDelivered, status: 'placed', paidAt: null, actions: ['packed', 'cancelled'] };

  it('does not promise a refund of a cash-on-delivery order nobody has paid for yet', () => {
    renderCard(placedCod);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.textContent).not.toMatch(/is refunded|Cancel and refund/);
    expect(dialog.textContent).toContain('Nothing has been paid');
  });

  it('says a paid order is refunded through the payment provider', () => {
    renderCard({ ...placedCod, status: 'paid', paymentMethod: 'card', paymentId: 'pay_1', paidAt: placedCod.placedAt, totals: { ...placedCod.totals, codFeePaise: 0 } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain('refunded through the payment provider');
    expect(screen.getByRole('button', { name: 'Cancel and refund', hidden: true })).toBeTruthy();
  });
});

describe('a cancelled order whose refund the payment service refused', () => {
  const cancelledCard: AdminOrder = {
    ...codOrderDelivered,
    status: 'cancelled',
    paymentMethod: 'card',
    paymentId: 'pay_1',
    paidAt: codOrderDelivered.placedAt,
    totals: { ...codOrderDelivered.totals, codFeePaise: 0, totalPaise: 455_000 },
    refundOwed: { failedAt: '2026-01-06T04:45:00.000Z', failure: 'Your account does not have enough balance to carry out the refund operation.' },
  };
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  afterEach(() => vi.unstubAllGlobals());

  it('says when and why, in the payment service words, and offers to try again; a new refusal is shown', async () => {
    const fetch = vi.fn(async () => json(503, { error: { code: 'service_unavailable', message: 'The payment service refused the refund again: not enough balance. Put that right, then try again.' } }));
    vi.stubGlobal('fetch', fetch);
    renderCard(cancelledCard);
    const refund = screen.getByText('Refund').nextElementSibling;
    expect(refund?.textContent).toBe('Not made yet: the payment service refused it on 6 Jan 2026, 10:15 am, saying: Your account does not have enough balance to carry out the refund operation.');
    expect(refund?.querySelector('[lang="en"]')?.textContent).toMatch(/^Your account/);
    fireEvent.click(screen.getByRole('button', { name: 'Try the refund again' }));
    expect(await screen.findByText(/refused the refund again: not enough balance/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([`/api/admin/orders/${cancelledCard.id}/refund`, expect.objectContaining({ method: 'POST' })]);
  });

  it('before any refusal, says the refund is on its way and offers no button', () => {
    renderCard({ ...cancelledCard, refundOwed: { failedAt: null, failure: null } });
    expect(screen.getByText('Refund').nextElementSibling?.textContent).toBe('Not made yet: the shop is asking the payment service.');
    expect(screen.queryByRole('button', { name: 'Try the refund again' })).toBeNull();
  });
});
