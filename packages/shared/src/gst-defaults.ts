import type { GstSlab } from './gst.ts';

/**
 * The rates a new shop starts with, written into an empty gst_rates table at
 * start; from then on the owner edits them on the dashboard. They follow
 * Notification No. 9/2025-Central Tax (Rate) of 17 September 2025 (and its
 * IGST twin, 9/2025-Integrated Tax (Rate)), in force from 22 September 2025:
 * woven fabrics of silk and cotton (chapters 50 and 52) at 5 %; shawls,
 * scarves and stoles (6214) at 5 % up to a sale value of ₹2,500 a piece and
 * 18 % above. The owner must confirm them with their tax adviser: rates and
 * classifications change (docs/decisions/016-gst-invoices.md).
 */
export const DEFAULT_GST_SLABS: readonly GstSlab[] = [
  { hsn: '5007', description: 'Woven fabrics of silk (silk sarees)', rateBasisPoints: 500, thresholdPaise: null, rateAboveBasisPoints: null },
  { hsn: '5208', description: 'Woven fabrics of cotton, 85 % or more cotton, up to 200 g/m² (cotton sarees, dhotis)', rateBasisPoints: 500, thresholdPaise: null, rateAboveBasisPoints: null },
  { hsn: '5209', description: 'Woven fabrics of cotton, 85 % or more cotton, over 200 g/m²', rateBasisPoints: 500, thresholdPaise: null, rateAboveBasisPoints: null },
  { hsn: '5212', description: 'Other woven fabrics of cotton (silk-cotton sarees)', rateBasisPoints: 500, thresholdPaise: null, rateAboveBasisPoints: null },
  { hsn: '6214', description: 'Shawls, scarves, stoles', rateBasisPoints: 500, thresholdPaise: 2_500_00, rateAboveBasisPoints: 1800 },
];

/**
 * The GST rates that exist, in basis points: the seven schedules of
 * Notification No. 9/2025-Central Tax (Rate) of 17 September 2025 (CGST
 * 2.5, 9, 20, 1.5, 0.125, 0.75 and 14 %, with as much SGST; IGST twice that
 * under 9/2025-Integrated Tax (Rate)): 5, 18, 40, 3, 0.25, 1.5 and 28 %, and
 * 0 % for goods exempted by 10/2025. The GST tab refuses any other rate, as a
 * typing mistake would put a tax that does not exist on every invoice. When
 * the GST Council notifies a new rate, it is added here (docs/decisions/016).
 */
export const NOTIFIED_GST_RATES_BASIS_POINTS: readonly number[] = [0, 25, 150, 300, 500, 1800, 2800, 4000];

/** The HSN code a product of a category starts with (the admin form fills it in; the owner may change it). */
export const CATEGORY_DEFAULT_HSN: Readonly<Record<string, string>> = {
  silk_sarees: '5007',
  cotton_sarees: '5208',
  silk_cotton_sarees: '5212',
  dhotis: '5208',
  scarves: '6214',
  stoles: '6214',
  shawls: '6214',
};

/** For a category the shop has no default for: woven cotton fabric, the shop's commonest goods. */
export const FALLBACK_HSN = '5208';

export function defaultHsnOfCategory(category: string): string {
  return CATEGORY_DEFAULT_HSN[category] ?? FALLBACK_HSN;
}
