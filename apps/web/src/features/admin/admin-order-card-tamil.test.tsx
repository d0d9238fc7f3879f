// @vitest-environment happy-dom
import type { AdminOrder } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadedInTamil } from '../../testing/in-tamil.ts';

// The admin's order card on a Tamil page: what the shop cannot translate is
// marked (decision 018), the bank's reference translate="no" as on the
// shopper's own card, the tracking note the admin typed lang="en". The card
// is loaded as the Tamil build has it (testing/in-tamil.ts).
const tamil = loadedInTamil(() => import('./admin-order-card.tsx'));

const shipped: AdminOrder = {
  id: '7d1f3c52-9a4e-4f4b-8f0e-2b7e1c9d4a10',
  number: 'KH-10234',
  status: 'shipped',
  createdAt: '2026-01-05T08:58:00.000Z',
  placedAt: '2026-01-05T09:00:00.000Z',
  paidAt: '2026-01-05T09:00:00.000Z',
  paymentMethod: 'card',
  paymentReference: 'Card •••• 1111',
  cancelReason: null,
  email: 'meena@example.com',
  paymentId: 'pay_sbx_1',
  trackingNote: 'India Post EM123456789IN',
  address: { name: 'மீனா', address: '12 Car Street', pincode: '632301', phoneNumber: '+91 98765 43210', locality: 'Arni Fort', city: 'Arani', state: 'Tamil Nadu', landmark: null },
  deliveryWindow: null,
  lines: [{ productId: null, title: 'Arani Silk Saree', titleTa: 'ஆரணி பட்டுப் புடவை', imageUrl: '', pricePaise: 450_000, discountPercent: 0, unitPricePaise: 450_000, quantity: 1 }],
  totals: { subtotalPaise: 450_000, shippingPaise: 5_000, donationPaise: 0, codFeePaise: 0, totalPaise: 455_000 },
  taxDocuments: { invoice: null, creditNote: null },
  customer: { uid: 'u1', name: 'மீனா', email: 'meena@example.com' },
  refundId: null,
  refundOwed: null,
  actions: [],
};

describe('the admin order card on a Tamil page', () => {
  it('marks the card’s reference from the bank as not to be translated, the payment method said in Tamil', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <tamil.AdminOrderCard order={shipped} />
      </QueryClientProvider>,
    );
    const payment = screen.getByText('கார்டு (Card •••• 1111)');
    expect(payment.closest('[translate]')?.getAttribute('translate')).toBe('no');
  });

  it('marks the tracking note the admin typed in English as English', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <tamil.AdminOrderCard order={shipped} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('India Post EM123456789IN').closest('[lang]')?.getAttribute('lang')).toBe('en');
  });

  it('prints the delivery address with the state and landmark in Tamil, as the shopper’s own order page does', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <tamil.AdminOrderCard order={{ ...shipped, address: { ...shipped.address, landmark: 'கோயில்' } }} />
      </QueryClientProvider>,
    );
    const address = screen.getByText(/12 Car Street/);
    expect(address.textContent).toBe('12 Car Street\nArni Fort\nகோயில் அருகில்\nArani - 632301\nதமிழ்நாடு');
  });
});
