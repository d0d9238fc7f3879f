import * as shared from '@handloom/shared';
import { locale } from './locale.ts';

// The shared formatters (packages/shared/src/india-format.ts), in this page's
// language: the Tamil pages get Tamil month names and times, and the server's
// emails and invoices read the same as the pages.

export const formatRupees = (paise: number) => shared.formatRupees(paise, locale);
export const formatRupeesShort = (paise: number) => shared.formatRupeesShort(paise, locale);
export const formatCount = (count: number) => shared.formatCount(count, locale);
export const formatShopDate = (iso: string | Date) => shared.formatShopDate(iso, locale);
export const formatShopDateTime = (iso: string | Date) => shared.formatShopDateTime(iso, locale);
export const formatCalendarDay = (day: string) => shared.formatCalendarDay(day, locale);
/** A stored calendar day (2026-11-20) as the pages say a date: "20 Nov 2026", "20 நவம்பர் 2026". Its first moment in UTC is the same day in India. */
export const formatShopDay = (day: string) => shared.formatShopDate(`${day}T00:00:00Z`, locale);
export const formatDeliveryWindow = (window: shared.DeliveryWindow) => shared.formatDeliveryWindow(window, locale);

/** A state's GST name as this page says it; the English build folds this to the name and drops the Tamil list. */
export const stateName = (gstName: string) => (locale === 'ta' ? shared.stateNameIn(gstName, 'ta') : gstName);
/** An address's printed lines, with the state and landmark in this page's language. */
export const addressLines = (address: Parameters<typeof shared.addressLines>[0]) =>
  shared.addressLines(address, locale === 'ta' ? shared.TAMIL_ADDRESS_WORDING : undefined);
