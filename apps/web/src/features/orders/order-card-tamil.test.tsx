// @vitest-environment happy-dom
import type { Order } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadedInTamil } from '../../testing/in-tamil.ts';

// A shipped order on a Tamil page: the tracking note the admin typed in
// English is marked lang="en" inside the Tamil sentence (decision 018). The
// card is loaded as the Tamil build has it (testing/in-tamil.ts).
const tamil = loadedInTamil(() => import('./order-card.tsx'));

const shipped: Order = {
  id: '7d1f3c52-9a4e-4f4b-8f0e-2b7e1c9d4a10',
  number: 'KH-10234',
  status: 'shipped',
  createdAt: '2026-01-05T09:00:00.000Z',
  placedAt: '2026-01-05T09:00:00.000Z',
  paidAt: '2026-01-05T09:00:00.000Z',
  paymentMethod: 'upi',
  paymentReference: 'meena@okaxis',
  cancelReason: null,
  email: 'meena@example.com',
  paymentId: 'pay_sbx_1',
  trackingNote: 'India Post EM123456789IN',
  cancellable: false,
  retryable: false,
  address: { name: 'மீனா', address: '12 Car Street', pincode: '632301', phoneNumber: '+91 98765 43210', locality: 'Arni Fort', city: 'Arani', state: 'Tamil Nadu', landmark: null },
  deliveryWindow: null,
  lines: [{ productId: null, title: 'Arani Silk Saree', titleTa: 'ஆரணி பட்டுப் புடவை', imageUrl: '', pricePaise: 450_000, discountPercent: 0, unitPricePaise: 450_000, quantity: 1 }],
  totals: { subtotalPaise: 450_000, shippingPaise: 5_000, donationPaise: 0, codFeePaise: 0, totalPaise: 455_000 },
  taxDocuments: { invoice: null, creditNote: null },
};

describe('a shipped order on a Tamil page', () => {
  it('says where to track it in Tamil, the tracking note the admin typed marked as English', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <tamil.OrderCard order={shipped} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const note = screen.getByText('India Post EM123456789IN');
    expect(note.getAttribute('lang')).toBe('en');
    expect(note.parentElement?.textContent).toBe('கண்காணிப்பு: India Post EM123456789IN');
  });
});
