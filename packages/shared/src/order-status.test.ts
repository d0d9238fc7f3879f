import { describe, expect, it } from 'vitest';
import { canMoveOrder, ORIGINAL_SHOP_PROVIDER, shopperCancelRefusal, statusesBefore } from './order-status.ts';

describe('order status rules', () => {
  it('moves forward only along the allowed paths', () => {
    expect(canMoveOrder('pending', 'paid')).toBe(true);
    expect(canMoveOrder('paid', 'packed')).toBe(true);
    expect(canMoveOrder('shipped', 'cancelled')).toBe(false);
    expect(canMoveOrder('refunded', 'paid')).toBe(false);
    expect(canMoveOrder('delivered', 'shipped')).toBe(false);
  });

  it('lists the states that may lead to a state (the SQL guards)', () => {
    expect(statusesBefore('paid').sort()).toEqual(['expired', 'payment_pending', 'pending']);
    expect(statusesBefore('cancelled').sort()).toEqual(['expired', 'packed', 'paid', 'placed']);
    expect(statusesBefore('expired').sort()).toEqual(['awaiting_confirmation', 'payment_pending', 'pending']);
    expect(statusesBefore('placed')).toEqual(['awaiting_confirmation']);
    expect(statusesBefore('returned')).toEqual(['shipped']);
    expect(statusesBefore('refunded')).toEqual(['cancelled']);
    expect(statusesBefore('pending')).toEqual(['expired']);
  });

  it('lets a shopper cancel a paid or packed order within 24 hours only', () => {
    const now = new Date('2025-03-02T10:00:00Z');
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    expect(shopperCancelRefusal({ status: 'paid', placedAt: hoursAgo(1) }, now)).toBeNull();
    expect(shopperCancelRefusal({ status: 'packed', placedAt: hoursAgo(23.9) }, now)).toBeNull();
    expect(shopperCancelRefusal({ status: 'paid', placedAt: hoursAgo(24.1) }, now)?.en).toMatch(/within 24 hours/);
    expect(shopperCancelRefusal({ status: 'shipped', placedAt: hoursAgo(1) }, now)?.en).toMatch(/shipped/);
    expect(shopperCancelRefusal({ status: 'refunded', placedAt: hoursAgo(1) }, now)?.en).toMatch(/already cancelled/);
    // A cash-on-delivery order, once confirmed, follows the same policy; one waiting for its bank or its code cannot be cancelled.
    expect(shopperCancelRefusal({ status: 'placed', placedAt: hoursAgo(2) }, now)).toBeNull();
    expect(shopperCancelRefusal({ status: 'payment_pending', placedAt: hoursAgo(0.1) }, now)?.en).toMatch(/waiting for your bank/);
    expect(shopperCancelRefusal({ status: 'awaiting_confirmation', placedAt: null }, now)?.en).toMatch(/never placed/);
    // An order imported from the earlier shop was paid there: not cancellable here, however recent.
    expect(shopperCancelRefusal({ status: 'paid', placedAt: hoursAgo(1), paymentProvider: ORIGINAL_SHOP_PROVIDER }, now)?.en).toMatch(/paid in our earlier shop/);
    expect(shopperCancelRefusal({ status: 'paid', placedAt: hoursAgo(1), paymentProvider: 'razorpay' }, now)).toBeNull();
  });
});
