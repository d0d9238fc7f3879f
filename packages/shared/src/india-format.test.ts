import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatCount,
  formatCsvDateTime,
  formatRupees,
  formatRupeesShort,
  formatShopDate,
  formatShopDateTime,
  formatShopDateTimeLong,
  SHOP_LOCALES,
} from './india-format.ts';

describe('money in both languages', () => {
  it.each(SHOP_LOCALES)('groups lakhs the Indian way in %s: ₹1,00,000.00', (locale) => {
    expect(formatRupees(10_000_000, locale)).toBe('₹1,00,000.00');
    expect(formatRupees(1_234_567_850, locale)).toBe('₹1,23,45,678.50');
    expect(formatRupeesShort(10_000_000, locale)).toBe('₹1,00,000');
    expect(formatRupeesShort(134_910, locale)).toBe('₹1,349.10');
  });

  it('keeps the English of before when no language is given', () => {
    expect(formatRupees(149_900)).toBe('₹1,499.00');
    expect(formatRupeesShort(5_000)).toBe('₹50');
  });

  it.each(SHOP_LOCALES)('groups counts the Indian way in %s', (locale) => {
    expect(formatCount(123_456, locale)).toBe('1,23,456');
  });
});

describe("dates in India's time", () => {
  // 18:29 UTC on 31 Dec is 23:59 in India; a minute later it is New Year's Day there.
  const lastMinute = '2026-12-31T18:29:00Z';
  const firstMinute = '2026-12-31T18:30:00Z';

  it('turns the day over at midnight in India, in both languages', () => {
    expect(formatShopDate(lastMinute, 'en')).toBe('31 Dec 2026');
    expect(formatShopDate(firstMinute, 'en')).toBe('1 Jan 2027');
    expect(formatShopDate(lastMinute, 'ta')).toBe('31 டிசம்பர் 2026');
    expect(formatShopDate(firstMinute, 'ta')).toBe('1 ஜனவரி 2027');
  });

  it('names the months in Tamil', () => {
    expect(formatShopDate('2026-02-01T06:00:00Z', 'ta')).toBe('1 பிப்ரவரி 2026');
    expect(formatCalendarDay('2026-08-07', 'ta')).toBe('7 ஆகஸ்ட்');
  });

  it('writes the time with முற்பகல் or பிற்பகல் before it in Tamil', () => {
    expect(formatShopDateTime(firstMinute, 'ta')).toBe('1 ஜனவரி 2027, முற்பகல் 12:00');
    expect(formatShopDateTime('2026-01-05T09:00:00Z', 'ta')).toBe('5 ஜனவரி 2026, பிற்பகல் 2:30');
    expect(formatShopDateTimeLong('2026-01-05T09:00:00Z', 'ta')).toBe('5 ஜனவரி 2026, பிற்பகல் 2:30');
  });

  it('keeps the English formats the shop has always shown', () => {
    expect(formatShopDateTime(firstMinute)).toMatch(/^1 Jan 2027, 12:00\s?am$/i);
    expect(formatShopDateTimeLong('2026-01-05T09:00:00Z')).toMatch(/^5 January 2026 at 2:30\s?pm$/i);
    expect(formatCalendarDay('2024-03-05')).toBe('5 Mar');
  });

  it('gives the CSV a sortable time in India', () => {
    expect(formatCsvDateTime(firstMinute)).toBe('2027-01-01 00:00');
  });
});

// formatRupees, formatRupeesShort and formatCount group whole numbers by hand
// (no Intl formatter to build on a page's first load): they must say exactly
// what Intl's en-IN and ta-IN say.
describe('hand-grouped amounts and counts, against Intl', () => {
  const intl = (locale: string, digits: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: digits, maximumFractionDigits: digits });
  const samples = [0, 1, 9, 10, 99, 100, 101, 999, 1_000, 9_999, 10_000, 99_999, 1_00_000, 12_34_567, 1_00_00_000, 98_76_54_321, 1_23_45_67_89_012];
  let seed = 7;
  for (let i = 0; i < 500; i++) {
    seed = (seed * 48_271) % 2_147_483_647;
    samples.push(seed % [100, 10_000, 1_000_000, 100_000_000, 2_147_483_647][i % 5]!);
  }

  for (const [locale, intlLocale] of [['en', 'en-IN'], ['ta', 'ta-IN']] as const) {
    it(`say what Intl's ${intlLocale} says, for ${samples.length * 2} amounts`, () => {
      for (const value of [...samples, ...samples.map((sample) => -sample)]) {
        expect(formatRupees(value, locale), String(value)).toBe(intl(intlLocale, 2).format(value / 100));
        const short = value % 100 === 0 ? intl(intlLocale, 0).format(value / 100) : intl(intlLocale, 2).format(value / 100);
        expect(formatRupeesShort(value, locale), String(value)).toBe(short);
        expect(formatCount(value, locale), String(value)).toBe(new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 0 }).format(value));
      }
    });
  }

  it('leave what is not a whole number to Intl', () => {
    expect(formatRupees(12_345.4)).toBe('₹123.45');
    expect(formatCount(1_234.6)).toBe('1,235');
  });
});
