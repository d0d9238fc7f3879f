import { formatCalendarDay, type ShopLocale } from './india-format.ts';
import type { DeliverySettings, DeliveryZone } from './schemas/delivery.ts';
import { SHOP_TIME_ZONE } from './shop-time.ts';
import { lazily } from './lazily.ts';

// The delivery promise as dates: the one rule that turns the owner's days into
// a window in India's calendar, and how a page says it. Apart from the
// schemas (schemas/delivery.ts), so that a page can say it without loading zod.

/** A range of calendar dates in India, as YYYY-MM-DD. */
export interface DeliveryWindow {
  earliest: string;
  latest: string;
}

const indiaDate = lazily(() => new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** The calendar date it is in India at `instant`, plus `days`, as YYYY-MM-DD. */
export function indiaDatePlus(instant: Date, days: number): string {
  const [year, month, day] = indiaDate().format(instant).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * When a parcel sent from `from` (today, or when the order was placed) should
 * arrive: the processing days, then the zone's transit days, counted in
 * calendar days from the date it is in India.
 */
export function deliveryWindow(settings: DeliverySettings, zone: DeliveryZone, from: Date): DeliveryWindow {
  return windowFromDays(from, promisedDays(settings, zone));
}

/** The fewest and most days from an order to its delivery: the processing days plus the zone's transit days. */
export interface PromisedDays {
  minDays: number;
  maxDays: number;
}

export function promisedDays(settings: DeliverySettings, zone: DeliveryZone): PromisedDays {
  const transit = settings.transit[zone];
  return { minDays: settings.processingDays + transit.minDays, maxDays: settings.processingDays + transit.maxDays };
}

/** The dates `days` after `from`, in India's calendar. */
export function windowFromDays(from: Date, days: PromisedDays): DeliveryWindow {
  return { earliest: indiaDatePlus(from, days.minDays), latest: indiaDatePlus(from, days.maxDays) };
}

const shortDate = lazily(() => new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }));

/** "Thu, 27 Nov – Mon, 1 Dec" (one date when both are the same day). */
export function formatDeliveryWindow(window: DeliveryWindow, locale: ShopLocale = 'en'): string {
  const day = (date: string) => (locale === 'en' ? shortDate().format(new Date(`${date}T00:00:00Z`)) : formatCalendarDay(date, locale));
  const earliest = day(window.earliest);
  const latest = day(window.latest);
  return earliest === latest ? earliest : `${earliest} – ${latest}`;
}
