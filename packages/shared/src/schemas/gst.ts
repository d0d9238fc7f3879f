import { z } from 'zod';
import { NOTIFIED_GST_RATES_BASIS_POINTS } from '../gst-defaults.ts';
import { BASIS_POINTS_PER_UNIT, gstinProblem } from '../gst.ts';
import { formatCount } from '../india-format.ts';
import { INDIA_STATES, stateByCode } from '../india-states.ts';
import { parseRupeesToPaise } from '../money.ts';

// The owner's GST settings on the dashboard: who the seller is (printed on
// every invoice) and the rate of each HSN code. Checked by the same schema in
// the browser and on the server.

export const MAX_SELLER_NAME_LENGTH = 300;
export const MAX_SELLER_ADDRESS_LENGTH = 1000;
export const MAX_HSN_DESCRIPTION_LENGTH = 200;
export const MAX_HSN_RATES = 200;

export const gstMessages = {
  legalNameRequired: 'Enter the legal name of the business, as registered.',
  addressRequired: 'Enter the address of the place of business.',
  stateUnknown: 'Choose the state of the place of business.',
  gstinRequired: 'Enter the GSTIN, or choose "Not registered for GST".',
  hsnShape: 'An HSN code is 4, 6 or 8 digits.',
  descriptionRequired: 'Describe the goods of this HSN code.',
  rateShape: 'Enter a rate in percent, like 5 or 0.25 (at most two decimals, up to 100).',
  rateNotNotified: 'GST is charged at 0, 0.25, 1.5, 3, 5, 18, 28 or 40 % (Notification No. 9/2025-Central Tax (Rate)). Check this rate with your tax adviser.',
  thresholdShape: 'Enter the limit per piece in rupees, like 2500.',
  bothOrNeither: 'Give both the limit per piece and the rate above it, or neither.',
  duplicateHsn: 'Each HSN code once.',
  noRates: 'Keep at least one HSN code.',
  notFound: 'This order has no invoice.',
  creditNoteNotFound: 'This order has no credit note.',
  monthShape: 'Choose a month as YYYY-MM.',
  legalNameTooLong: `The legal name can be at most ${MAX_SELLER_NAME_LENGTH} characters.`,
  addressTooLong: `The address can be at most ${formatCount(MAX_SELLER_ADDRESS_LENGTH)} characters.`,
  descriptionTooLong: `The description can be at most ${MAX_HSN_DESCRIPTION_LENGTH} characters.`,
  tooManyRates: `At most ${MAX_HSN_RATES} HSN codes.`,
} as const;

/** The seller as the server answers it. */
export const SellerSettingsSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  stateCode: z.string(),
  registered: z.boolean(),
  gstin: z.string().nullable(),
  /** The demo's illustrative GSTIN: every invoice says it is a sample. */
  gstinIsSample: z.boolean(),
});
export type SellerSettings = z.infer<typeof SellerSettingsSchema>;

/** The Seller tab's form: a registered seller needs a GSTIN with a right check character and the state's code. */
export const SellerSettingsInputSchema = z
  .object({
    legalName: z.string().trim().min(1, gstMessages.legalNameRequired).max(MAX_SELLER_NAME_LENGTH, gstMessages.legalNameTooLong),
    address: z
      .string()
      .transform((text) => text.replace(/\r\n?/g, '\n').trim())
      .pipe(z.string().min(1, gstMessages.addressRequired).max(MAX_SELLER_ADDRESS_LENGTH, gstMessages.addressTooLong)),
    stateCode: z.string().refine((code) => stateByCode(code) !== undefined, gstMessages.stateUnknown),
    registered: z.boolean(),
    gstin: z
      .string()
      .nullish()
      .transform((text) => (text ?? '').replace(/\s+/g, '').toUpperCase()),
  })
  .superRefine((value, context) => {
    if (!value.registered) return;
    if (!value.gstin) {
      context.addIssue({ code: 'custom', path: ['gstin'], message: gstMessages.gstinRequired });
      return;
    }
    const problem = gstinProblem(value.gstin, value.stateCode);
    if (problem) context.addIssue({ code: 'custom', path: ['gstin'], message: problem });
  })
  .transform((value) => ({ ...value, gstin: value.registered ? value.gstin : null }));
export type SellerSettingsForm = z.input<typeof SellerSettingsInputSchema>;
export type SellerSettingsInput = z.output<typeof SellerSettingsInputSchema>;

export const SELLER_STATE_OPTIONS = INDIA_STATES.map((state) => ({ code: state.code, name: state.name }));

export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

/** A rate typed in percent ("5", "2.5") as basis points (500, 250). */
function percentToBasisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= BASIS_POINTS_PER_UNIT ? basisPoints : null;
}

const percent = z
  .union([z.string(), z.number()])
  .transform((value, context) => {
    const basisPoints = percentToBasisPoints(String(value));
    if (basisPoints === null) {
      context.addIssue({ code: 'custom', message: gstMessages.rateShape });
      return z.NEVER;
    }
    if (!NOTIFIED_GST_RATES_BASIS_POINTS.includes(basisPoints)) {
      context.addIssue({ code: 'custom', message: gstMessages.rateNotNotified });
      return z.NEVER;
    }
    return basisPoints;
  });

const optionalText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value).trim()));

/** One row of the GST rates table as the server answers it. */
export const GstRateSchema = z.object({
  hsn: z.string(),
  description: z.string(),
  /** Percent, as typed: "5", "2.5". */
  ratePercent: z.string(),
  /** Whole rupees a piece, or null for one rate whatever the price. */
  thresholdRupees: z.string().nullable(),
  rateAbovePercent: z.string().nullable(),
});
export type GstRate = z.infer<typeof GstRateSchema>;

export const GstRateInputSchema = z
  .object({
    hsn: z.string().trim().regex(HSN_PATTERN, gstMessages.hsnShape),
    description: z.string().trim().min(1, gstMessages.descriptionRequired).max(MAX_HSN_DESCRIPTION_LENGTH, gstMessages.descriptionTooLong),
    ratePercent: percent,
    thresholdRupees: optionalText,
    rateAbovePercent: optionalText,
  })
  .transform((value, context) => {
    const hasThreshold = value.thresholdRupees !== '';
    const hasAbove = value.rateAbovePercent !== '';
    if (hasThreshold !== hasAbove) {
      context.addIssue({ code: 'custom', path: [hasThreshold ? 'rateAbovePercent' : 'thresholdRupees'], message: gstMessages.bothOrNeither });
      return z.NEVER;
    }
    let thresholdPaise: number | null = null;
    let rateAboveBasisPoints: number | null = null;
    if (hasThreshold) {
      thresholdPaise = parseRupeesToPaise(value.thresholdRupees);
      if (thresholdPaise === null || thresholdPaise <= 0 || thresholdPaise > 1_00_00_000_00) {
        context.addIssue({ code: 'custom', path: ['thresholdRupees'], message: gstMessages.thresholdShape });
        return z.NEVER;
      }
      rateAboveBasisPoints = percentToBasisPoints(value.rateAbovePercent);
      if (rateAboveBasisPoints === null || !NOTIFIED_GST_RATES_BASIS_POINTS.includes(rateAboveBasisPoints)) {
        context.addIssue({ code: 'custom', path: ['rateAbovePercent'], message: rateAboveBasisPoints === null ? gstMessages.rateShape : gstMessages.rateNotNotified });
        return z.NEVER;
      }
    }
    return { hsn: value.hsn, description: value.description, rateBasisPoints: value.ratePercent, thresholdPaise, rateAboveBasisPoints };
  });

export const GstRatesSchema = z.object({ rates: z.array(GstRateSchema) });
export type GstRates = z.infer<typeof GstRatesSchema>;

/** The whole table at once: the form saves every row together. */
export const GstRatesInputSchema = z.object({
  rates: z
    .array(GstRateInputSchema)
    .min(1, gstMessages.noRates)
    .max(MAX_HSN_RATES, gstMessages.tooManyRates)
    .superRefine((rates, context) => {
      const seen = new Set<string>();
      rates.forEach((rate, index) => {
        if (seen.has(rate.hsn)) context.addIssue({ code: 'custom', path: [index, 'hsn'], message: gstMessages.duplicateHsn });
        seen.add(rate.hsn);
      });
    }),
});
export type GstRatesForm = z.input<typeof GstRatesInputSchema>;
export type GstRatesInput = z.output<typeof GstRatesInputSchema>;

/** GET /api/admin/gst/report?month=2026-11 */
export const GstReportQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, gstMessages.monthShape),
});

/** What an order shows of its tax documents: the numbers to download. */
export const OrderTaxDocumentsSchema = z.object({
  invoice: z.object({ number: z.string(), kind: z.enum(['tax_invoice', 'bill_of_supply']) }).nullable(),
  creditNote: z.object({ number: z.string() }).nullable(),
});
export type OrderTaxDocuments = z.infer<typeof OrderTaxDocumentsSchema>;
