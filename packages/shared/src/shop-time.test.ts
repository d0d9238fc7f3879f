import { describe, expect, it } from 'vitest';
import { formatShopDate, formatShopDateTime } from './india-format.ts';
import { shopYearMonth } from './shop-time.ts';

describe("India's time", () => {
  it('shows a UTC instant as the date and time in India', () => {
    // 20:00 UTC on 31 Jan is 1:30 am on 1 Feb in India (UTC+5:30).
    expect(formatShopDateTime('2026-01-31T20:00:00Z')).toMatch(/^1 Feb 2026, 1:30 am$/i);
    expect(formatShopDate('2026-01-31T20:00:00Z')).toBe('1 Feb 2026');
  });

  it('turns the month over at midnight in India, not in UTC', () => {
    expect(shopYearMonth(new Date('2026-11-30T18:29:00Z'))).toEqual({ year: 2026, month: 11 });
    expect(shopYearMonth(new Date('2026-11-30T18:30:00Z'))).toEqual({ year: 2026, month: 12 });
    expect(shopYearMonth(new Date('2026-12-31T18:30:00Z'))).toEqual({ year: 2027, month: 1 });
  });
});
