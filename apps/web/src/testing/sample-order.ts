import type { Order } from '@handloom/shared';

/** One paid UPI order of one saree, as GET /api/orders gives it, with what a test changes. */
export function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: '7d1f3c52-9a4e-4f4b-8f0e-2b7e1c9d4a10',
    number: 'KH-10234',
    status: 'paid',
    createdAt: '2026-01-05T09:00:00.000Z',
    placedAt: '2026-01-05T09:00:00.000Z',
    paidAt: '2026-01-05T09:00:00.000Z',
    paymentMethod: 'upi',
    paymentReference: 'meena@okaxis',
    cancelReason: null,
    email: 'meena@example.com',
    paymentId: 'pay_sbx_1',
    trackingNote: null,
    cancellable: false,
    retryable: false,
    address: { name: 'Meena', address: '12 Car Street', pincode: '632301', phoneNumber: '+91 98765 43210', locality: 'Arni Fort', city: 'Arani', state: 'Tamil Nadu', landmark: null },
    deliveryWindow: null,
    lines: [{ productId: null, title: 'Arani Silk Saree', titleTa: null, imageUrl: '', pricePaise: 450_000, discountPercent: 0, unitPricePaise: 450_000, quantity: 1 }],
    totals: { subtotalPaise: 450_000, shippingPaise: 5_000, donationPaise: 0, codFeePaise: 0, totalPaise: 455_000 },
    taxDocuments: { invoice: null, creditNote: null },
    ...overrides,
  };
}
