// @vitest-environment happy-dom
import type { Order } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sampleOrder } from '../../testing/sample-order.ts';
import { OrderCard } from './order-card.tsx';

// The shopper's "Cancel this order?" says what happens to the money as it
// will really happen: back to the account a UPI or card payment came from,
// and nothing at all for a cash-on-delivery order not yet paid.
const paidByUpi: Order = sampleOrder({ cancellable: true });

const cashOnDelivery: Order = {
  ...paidByUpi,
  status: 'placed',
  paidAt: null,
  paymentMethod: 'cod',
  paymentReference: null,
  paymentId: null,
  totals: { ...paidByUpi.totals, codFeePaise: 4_000, totalPaise: 459_000 },
};

function renderCard(order: Order): void {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <OrderCard order={order} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function openCancelDialog(order: Order): HTMLElement {
  renderCard(order);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
  return screen.getByRole('dialog', { name: 'Cancel this order?' });
}

describe("the shopper's Cancel this order?", () => {
  it('refunds a UPI payment to the account it came from, not to a card', () => {
    const dialog = openCancelDialog(paidByUpi);
    expect(dialog.textContent).toContain('refunded to the account you paid from');
    expect(dialog.textContent).not.toMatch(/card/i);
  });

  it('promises no refund for a cash-on-delivery order nothing was paid for', () => {
    const dialog = openCancelDialog(cashOnDelivery);
    expect(dialog.textContent).toContain('there is nothing to refund');
    expect(dialog.textContent).not.toMatch(/refunded/);
  });
});

// The donation is opt-in (decisions.md): an order without one lists no "Donation ₹0.00" line.
describe("the order's totals", () => {
  const donationRow = () => screen.queryByText('Donation')?.closest('div');

  it('list no donation when the shopper gave none', () => {
    renderCard(paidByUpi);
    expect(screen.getByText('Subtotal')).toBeTruthy();
    expect(donationRow()).toBeFalsy();
  });

  it('list the donation the shopper chose to give', () => {
    renderCard({ ...paidByUpi, totals: { ...paidByUpi.totals, donationPaise: 5_000, totalPaise: 460_000 } });
    expect(donationRow()?.textContent).toContain('₹50.00');
  });
});
