import { lazily } from './lazily.ts';

/**
 * The shop sells in India: dates are stored in UTC and shown, grouped and
 * counted (the sales chart's days, a card's expiry month) in India's time.
 */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

const yearMonth = lazily(() => new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit' }));

// Dates as people read them (English or Tamil) are formatted in india-format.ts.

/** The year and month (1-12) it is in India at `now`. */
export function shopYearMonth(now: Date): { year: number; month: number } {
  const parts = yearMonth().formatToParts(now);
  const part = (type: 'year' | 'month') => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month') };
}

const dateAndHour = lazily(() => new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }));

/** The date ("2026-11-25") and hour (0-23) it is in India at `now`. */
export function shopDateAndHour(now: Date): { date: string; hour: number } {
  const parts = dateAndHour().formatToParts(now);
  const part = (type: 'year' | 'month' | 'day' | 'hour') => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}
