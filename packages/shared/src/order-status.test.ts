import { describe, expect, it } from 'vitest';
import { canMoveOrder, shopperCancelRefusal, statusesBefore } from './order-status.ts';

describe('order status rules', () => {
  it('moves forward only along the allowed paths', () => {
    expect(canMoveOrder('pending', 'paid')).toBe(true);
    expect(canMoveOrder('paid', 'packed')).toBe(true);
    expect(canMoveOrder('shipped', 'cancelled')).toBe(false);
    expect(canMoveOrder('refunded', 'paid')).toBe(false);
    expect(canMoveOrder('delivered', 'shipped')).toBe(false);
  });

  it('lists the states that may lead to a state (the SQL guards)', () => {
    expect(statusesBefore('paid').sort()).toEqual(['expired', 'pending']);
    expect(statusesBefore('cancelled').sort()).toEqual(['expired', 'packed', 'paid']);
    expect(statusesBefore('refunded')).toEqual(['cancelled']);
    expect(statusesBefore('pending')).toEqual([]);
  });

  it('lets a shopper cancel a paid or packed order within 24 hours only', () => {
    const now = new Date('2025-03-02T10:00:00Z');
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    expect(shopperCancelRefusal({ status: 'paid', paidAt: hoursAgo(1) }, now)).toBeNull();
    expect(shopperCancelRefusal({ status: 'packed', paidAt: hoursAgo(23.9) }, now)).toBeNull();
    expect(shopperCancelRefusal({ status: 'paid', paidAt: hoursAgo(24.1) }, now)).toMatch(/within 24 hours/);
    expect(shopperCancelRefusal({ status: 'shipped', paidAt: hoursAgo(1) }, now)).toMatch(/shipped/);
    expect(shopperCancelRefusal({ status: 'refunded', paidAt: hoursAgo(1) }, now)).toMatch(/already cancelled/);
  });
});
