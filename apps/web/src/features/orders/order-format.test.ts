import { formatShopDateTime } from '@handloom/shared';
import { describe, expect, it } from 'vitest';
import { statusTone } from '../../components/ui/status-badge.tsx';
import { paymentMethodLabel } from '../../lib/payment-method.ts';
import { statusLabel } from './order-format.ts';

describe('Your Orders formatting', () => {
  it('shows dates in India time', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatShopDateTime('2025-01-05T20:00:00.000Z')).toMatch(/^6 Jan 2025, 1:30\s?am$/i);
  });

  it('names every status in the shopper’s words', () => {
    expect(statusLabel('paid')).toBe('Paid');
    expect(statusLabel('refunded')).toBe('Refunded');
    expect(statusLabel('cancelled')).toBe('Cancelled');
    expect(statusLabel('shipped')).toBe('Shipped');
    expect(statusTone('paid')).toBe('progress');
    expect(statusTone('delivered')).toBe('done');
    expect(statusTone('refunded')).toBe('stopped');
  });

  it('names the payment method with its reference, and cash on delivery alone', () => {
    expect(paymentMethodLabel({ paymentMethod: 'upi', paymentReference: 'meena@okaxis' })).toBe('UPI (meena@okaxis)');
    expect(paymentMethodLabel({ paymentMethod: 'cod', paymentReference: null })).toBe('Cash on delivery');
    expect(paymentMethodLabel({ paymentMethod: null, paymentReference: null })).toBeNull();
    expect(statusLabel('payment_pending')).toBe('Payment pending');
    expect(statusLabel('placed')).toBe('Placed (cash on delivery)');
    expect(statusTone('returned')).toBe('stopped');
  });
});
