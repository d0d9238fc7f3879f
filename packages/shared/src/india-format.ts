import { PAISE_PER_RUPEE } from './money.ts';
import { SHOP_TIME_ZONE } from './shop-time.ts';
import { lazily } from './lazily.ts';

// Every amount, count, date and time a person reads (pages, emails, the CSV)
// is formatted here, for both of the shop's languages, so the browser and the
// server say the same thing. Money is Indian-grouped (₹1,00,000.00); dates are
// India's (Asia/Kolkata), with Tamil month names in Tamil.

/** The shop's languages: English at the specification's routes, Tamil under /ta/. */
export type ShopLocale = 'en' | 'ta';
export const SHOP_LOCALES = ['en', 'ta'] as const satisfies readonly ShopLocale[];

const INTL_LOCALE: Record<ShopLocale, string> = { en: 'en-IN', ta: 'ta-IN' };

/** One Intl formatter per language, built when first used (constructing them is the slow part). */
function perLocale<T>(make: (intlLocale: string) => T): (locale: ShopLocale) => T {
  const made = new Map<ShopLocale, T>();
  return (locale) => {
    let formatter = made.get(locale);
    if (formatter === undefined) {
      formatter = make(INTL_LOCALE[locale]);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const rupeeFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const countFormat = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));

// Whole paise and whole counts, nearly every amount the shop shows, are grouped
// here by hand, exactly as Intl's en-IN and ta-IN do (india-format.test.ts holds
// the two together): the first Intl formatter a page builds costs a slow phone
// tens of milliseconds while its prices hydrate. Anything else goes to Intl.

/** "12345678" -> "1,23,45,678": the last three digits, then pairs. */
function indianGroups(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 === 0 ? head.match(/\d{2}/g) : [head.slice(0, 1), ...(head.slice(1).match(/\d{2}/g) ?? [])];
  return `${(pairs ?? []).join(',')},${digits.slice(-3)}`;
}

const wholeNumber = (value: number) => Number.isSafeInteger(value);
// As Intl says it: -0 too is written with its minus.
const minus = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/** "₹1,00,000.00": two decimals, as the product page, the cart and the emails show prices. */
export function formatRupees(paise: number, locale: ShopLocale = 'en'): string {
  if (!wholeNumber(paise)) return rupeeFormat(locale).format(paise / PAISE_PER_RUPEE);
  const whole = Math.abs(paise);
  const rupees = indianGroups(String(Math.floor(whole / PAISE_PER_RUPEE)));
  return `${minus(paise)}₹${rupees}.${String(whole % PAISE_PER_RUPEE).padStart(2, '0')}`;
}

/** "₹1,499" or "₹1,349.10": decimals only when there are paise (cards, filters, limits). */
export function formatRupeesShort(paise: number, locale: ShopLocale = 'en'): string {
  if (!wholeNumber(paise)) return formatRupees(paise, locale);
  // Never "₹1,349.1": with paise, both decimals show.
  if (paise % PAISE_PER_RUPEE !== 0) return formatRupees(paise, locale);
  return `${minus(paise)}₹${indianGroups(String(Math.abs(paise) / PAISE_PER_RUPEE))}`;
}

/** 123456 -> "1,23,456": a count or a limit, Indian-grouped. */
export function formatCount(count: number, locale: ShopLocale = 'en'): string {
  if (!wholeNumber(count)) return countFormat(locale).format(count);
  return `${minus(count)}${indianGroups(String(Math.abs(count)))}`;
}

// English keeps exactly what Intl's en-IN has always given the shop ("1 Feb
// 2026, 1:30 am"). Tamil is assembled from parts: CLDR's Tamil patterns
// differ between ICU versions (Node's and Chromium's put the comma and
// "AM" differently), and a server-rendered page must read the same after the
// browser takes over.
const englishDateTime = lazily(() => new Intl.DateTimeFormat('en-IN', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
}));
const englishDate = lazily(() => new Intl.DateTimeFormat('en-IN', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' }));
const englishLongDateTime = lazily(() => new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: SHOP_TIME_ZONE }));
const englishDay = lazily(() => new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' }));

const tamilParts = lazily(() => new Intl.DateTimeFormat('ta-IN', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
}));
const tamilMonth = lazily(() => new Intl.DateTimeFormat('ta-IN', { timeZone: 'UTC', month: 'long' }));

interface IndiaClock {
  day: string;
  month: string;
  year: string;
  hour: number;
  minute: string;
}

function tamilClock(date: Date): IndiaClock {
  const parts = tamilParts().formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year'), hour: Number(part('hour')) % 24, minute: part('minute') };
}

/** "முற்பகல் 1:30" (forenoon) or "பிற்பகல் 2:05" (afternoon): the period first, as Tamil writes it. */
function tamilTime({ hour, minute }: IndiaClock): string {
  const period = hour < 12 ? 'முற்பகல்' : 'பிற்பகல்';
  return `${period} ${hour % 12 === 0 ? 12 : hour % 12}:${minute}`;
}

/** en "1 Feb 2026", ta "1 பிப்ரவரி 2026": the day in India. */
export function formatShopDate(iso: string | Date, locale: ShopLocale = 'en'): string {
  const date = new Date(iso);
  if (locale === 'en') return englishDate().format(date);
  const clock = tamilClock(date);
  return `${clock.day} ${clock.month} ${clock.year}`;
}

/** en "1 Feb 2026, 1:30 am", ta "1 பிப்ரவரி 2026, முற்பகல் 1:30": the moment in India. */
export function formatShopDateTime(iso: string | Date, locale: ShopLocale = 'en'): string {
  const date = new Date(iso);
  if (locale === 'en') return englishDateTime().format(date);
  const clock = tamilClock(date);
  return `${clock.day} ${clock.month} ${clock.year}, ${tamilTime(clock)}`;
}

/** en "1 February 2026 at 1:30 am" (the emails' wording), ta as formatShopDateTime. */
export function formatShopDateTimeLong(iso: string | Date, locale: ShopLocale = 'en'): string {
  return locale === 'en' ? englishLongDateTime().format(new Date(iso)) : formatShopDateTime(iso, locale);
}

/** A calendar day "2024-03-05" (already India's day, as the sales chart counts) -> en "5 Mar", ta "5 மார்ச்". */
export function formatCalendarDay(day: string, locale: ShopLocale = 'en'): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (locale === 'en') return englishDay().format(date);
  return `${date.getUTCDate()} ${tamilMonth().format(date)}`;
}

const csvDateTime = lazily(() => new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}));

/** "2024-01-05 14:30" in India's time: a spreadsheet sorts and reads it in either language. */
export function formatCsvDateTime(iso: string | Date): string {
  return csvDateTime().format(new Date(iso));
}
