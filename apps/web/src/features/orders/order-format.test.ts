import { formatShopDateTime } from '@handloom/shared';
import type { Order } from '@handloom/shared';
import { describe, expect, it } from 'vitest';
import { statusTone } from '../../components/ui/status-badge.tsx';
import { newestFirst, statusLabel } from './order-format.ts';

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

  it('lists the newest order first', () => {
    const order = (id: string, createdAt: string) => ({ id, createdAt }) as Order;
    const sorted = newestFirst([order('a', '2025-01-01T00:00:00Z'), order('c', '2025-03-01T00:00:00Z'), order('b', '2025-02-01T00:00:00Z')]);
    expect(sorted.map((o) => o.id)).toEqual(['c', 'b', 'a']);
  });
});
