/**
 * The shop sells in India: dates are stored in UTC and shown, grouped and
 * counted (the sales chart's days, a card's expiry month) in India's time.
 */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
const yearMonth = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit' });

/** "5 Jan 2024, 2:30 pm" in India's time. */
export function formatShopDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "5 Jan 2024" in India's time. */
export function formatShopDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}

/** The year and month (1-12) it is in India at `now`. */
export function shopYearMonth(now: Date): { year: number; month: number } {
  const parts = yearMonth.formatToParts(now);
  const part = (type: 'year' | 'month') => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month') };
}
