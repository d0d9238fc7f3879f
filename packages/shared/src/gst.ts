import { SHOP_HOME_STATE_CODE, stateByCode, stateByName, type IndiaState } from './india-states.ts';
import { shopYearMonth } from './shop-time.ts';

// GST on the shop's tax-inclusive prices: which rate a piece takes, how an
// inclusive amount splits into taxable value and tax (CGST + SGST inside the
// seller's state, IGST across states), the financial year, document numbers
// and GSTIN checks. Rates are data the owner edits (gst_rates), never constants
// here: the GST Council changes them. docs/decisions/016-gst-invoices.md.

/** Rates are whole basis points (500 = 5 %), so the arithmetic stays in integers like paise. */
export const BASIS_POINTS_PER_UNIT = 10_000;

/** One HSN code's rate: `rateBasisPoints` up to `thresholdPaise` a piece, `rateAboveBasisPoints` above it. */
export interface GstSlab {
  hsn: string;
  description: string;
  rateBasisPoints: number;
  thresholdPaise: number | null;
  rateAboveBasisPoints: number | null;
}

/**
 * The rate of one piece sold at `unitPricePaise` (inclusive of GST). The
 * notification's threshold is on the sale value of the piece, which excludes
 * the tax: the lower rate applies while the price without the tax at that rate
 * is within the threshold (₹2,625 inclusive at 5 % for a ₹2,500 threshold).
 */
export function gstRateForPiece(slab: GstSlab, unitPricePaise: number): number {
  if (slab.thresholdPaise === null || slab.rateAboveBasisPoints === null) return slab.rateBasisPoints;
  const withinThreshold = unitPricePaise * BASIS_POINTS_PER_UNIT <= slab.thresholdPaise * (BASIS_POINTS_PER_UNIT + slab.rateBasisPoints);
  return withinThreshold ? slab.rateBasisPoints : slab.rateAboveBasisPoints;
}

export interface TaxSplit {
  taxableValuePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Splits a tax-inclusive amount: taxable value = amount / (1 + rate) to the
 * nearest paisa, tax = the rest, so taxable value + tax is the amount exactly.
 * Inside the state the tax halves into CGST and SGST; when the rest is an odd
 * number of paise, the taxable value moves by one paisa (to whichever
 * neighbour is nearer the exact value) so the two halves are equal, as their
 * equal rates require.
 */
export function splitInclusiveAmount(amountPaise: number, rateBasisPoints: number, intraState: boolean): TaxSplit {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new RangeError(`amountPaise must be whole paise, got ${amountPaise}`);
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0) throw new RangeError(`rateBasisPoints must be a whole number, got ${rateBasisPoints}`);
  const divisor = BASIS_POINTS_PER_UNIT + rateBasisPoints;
  const exactTimesDivisor = amountPaise * BASIS_POINTS_PER_UNIT;
  let taxable = Math.round(exactTimesDivisor / divisor);
  if (intraState && (amountPaise - taxable) % 2 !== 0) {
    const distance = (candidate: number) => Math.abs(candidate * divisor - exactTimesDivisor);
    const below = taxable - 1;
    const above = taxable + 1;
    taxable = above <= amountPaise && distance(above) <= distance(below) ? above : below;
  }
  const tax = amountPaise - taxable;
  return intraState ? { taxableValuePaise: taxable, cgstPaise: tax / 2, sgstPaise: tax / 2, igstPaise: 0 } : { taxableValuePaise: taxable, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
}

/** A piece of goods on an order, at its tax-inclusive price. */
export interface GoodsLine {
  description: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  rateBasisPoints: number;
}

export type InvoiceLineKind = 'goods' | 'shipping' | 'cod_fee';

/**
 * The unit the shop's goods are sold in: every saree, dhoti, scarf and stole
 * is a piece. Rule 46(i) of the CGST Rules asks a tax invoice for the quantity
 * of goods "and unit or Unique Quantity Code thereof"; PCS is GSTN's UQC for
 * pieces (GSTR-1 writes it "PCS-PIECES").
 */
export const GOODS_UNIT = 'PCS';

export interface InvoiceLine extends TaxSplit {
  kind: InvoiceLineKind;
  description: string;
  hsn: string;
  quantity: number;
  /**
   * The unit of the quantity (GOODS_UNIT) on goods lines; absent on the
   * shipping and COD fee lines, and on documents issued before it was kept.
   */
  unit?: string;
  /** Tax-inclusive, as the shopper was charged. */
  unitPricePaise: number;
  /** Tax-inclusive line amount = taxable value + tax. */
  amountPaise: number;
  rateBasisPoints: number;
}

export interface InvoiceTotals extends TaxSplit {
  amountPaise: number;
}

export interface InvoiceLinesInput {
  goods: readonly GoodsLine[];
  shippingPaise: number;
  codFeePaise: number;
  intraState: boolean;
  /** False: a bill of supply (an unregistered seller charges no tax). */
  registered: boolean;
}

/**
 * The lines of a tax invoice (or bill of supply). Shipping and the COD fee
 * are charges for delivering the goods, so each is shared out over the goods
 * lines by quantity (shipping is charged per piece) and taxed at the rate and
 * HSN of the goods it carries; the shares of one rate and HSN make one line.
 * Every line is rounded on its own, and the lines add up to the amount
 * charged (without the donation, which is not a supply).
 */
export function invoiceLines(input: InvoiceLinesInput): { lines: InvoiceLine[]; totals: InvoiceTotals } {
  const rateOf = (line: GoodsLine) => (input.registered ? line.rateBasisPoints : 0);
  const lines: InvoiceLine[] = input.goods.map((line) => {
    const amountPaise = line.unitPricePaise * line.quantity;
    return {
      kind: 'goods',
      description: line.description,
      hsn: line.hsn,
      quantity: line.quantity,
      unit: GOODS_UNIT,
      unitPricePaise: line.unitPricePaise,
      amountPaise,
      rateBasisPoints: rateOf(line),
      ...splitInclusiveAmount(amountPaise, rateOf(line), input.intraState),
    };
  });
  const charges: [InvoiceLineKind, number][] = [
    ['shipping', input.shippingPaise],
    ['cod_fee', input.codFeePaise],
  ];
  for (const [kind, chargePaise] of charges) {
    if (chargePaise <= 0) continue;
    const shares = shareByQuantity(chargePaise, input.goods.map((line) => line.quantity));
    const groups = new Map<string, { hsn: string; rate: number; amount: number }>();
    input.goods.forEach((line, index) => {
      const key = `${line.hsn}|${rateOf(line)}`;
      const group = groups.get(key) ?? { hsn: line.hsn, rate: rateOf(line), amount: 0 };
      group.amount += shares[index] ?? 0;
      groups.set(key, group);
    });
    for (const group of groups.values()) {
      if (group.amount === 0) continue;
      lines.push({
        kind,
        description: kind === 'shipping' ? 'Shipping' : 'Cash on delivery fee',
        hsn: group.hsn,
        quantity: 1,
        unitPricePaise: group.amount,
        amountPaise: group.amount,
        rateBasisPoints: group.rate,
        ...splitInclusiveAmount(group.amount, group.rate, input.intraState),
      });
    }
  }
  const totals = lines.reduce<InvoiceTotals>(
    (sum, line) => ({
      amountPaise: sum.amountPaise + line.amountPaise,
      taxableValuePaise: sum.taxableValuePaise + line.taxableValuePaise,
      cgstPaise: sum.cgstPaise + line.cgstPaise,
      sgstPaise: sum.sgstPaise + line.sgstPaise,
      igstPaise: sum.igstPaise + line.igstPaise,
    }),
    { amountPaise: 0, taxableValuePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
  );
  return { lines, totals };
}

/** Shares `totalPaise` in proportion to `weights`, the paise left by rounding down going to the largest remainders (first line first). */
export function shareByQuantity(totalPaise: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((totalPaise * weight) / sum));
  let left = totalPaise - shares.reduce((a, b) => a + b, 0);
  const order = weights.map((weight, index) => ({ index, remainder: (totalPaise * weight) % sum })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** "5%", "2.5%", "18%". */
export function formatGstRate(rateBasisPoints: number): string {
  return `${(rateBasisPoints / 100).toString()}%`;
}

/** India's financial year (April to March, India time) of a moment: "2026-27". */
export function financialYearOf(moment: Date): string {
  const { year, month } = shopYearMonth(moment);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export type TaxDocumentKind = 'tax_invoice' | 'bill_of_supply' | 'credit_note';

/**
 * Each kind of document has its own gapless series per financial year. Rule
 * 46(b) of the CGST Rules allows at most 16 characters, so "KH/2026-27/00123"
 * (five digits: 99,999 documents a year) rather than six.
 */
export const TAX_DOCUMENT_PREFIXES: Readonly<Record<TaxDocumentKind, string>> = { tax_invoice: 'KH', bill_of_supply: 'KB', credit_note: 'KC' };

export function formatTaxDocumentNumber(kind: TaxDocumentKind, financialYear: string, sequence: number): string {
  return `${TAX_DOCUMENT_PREFIXES[kind]}/${financialYear}/${String(sequence).padStart(5, '0')}`;
}

/**
 * ₹1,00,000: an inter-State tax invoice to an unregistered buyer of more than
 * this (tax-inclusive invoice value; exactly ₹1,00,000 is not more) goes into
 * GSTR-1 invoice by invoice (table 5, B2CL; its credit notes in table 9B,
 * CDNUR), not into the B2C summary (table 7, B2CS). Rule 59(4)(a)(ii) of the
 * CGST Rules as amended by Notification No. 12/2024-Central Tax of 10 July
 * 2024, from 1 August 2024 (₹2,50,000 before); GSTN advisory of 3 September
 * 2024. docs/decisions/016-gst-invoices.md.
 */
export const B2C_LARGE_INVOICE_THRESHOLD_PAISE = 1_00_000_00;

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z' by default, check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z][A-Z0-9][0-9A-Z]$/;

/**
 * The 15th character of a GSTIN from its first 14: GSTN's mod-36 check
 * (each character's value 0-35, times 1 and 2 alternately, the product's
 * quotient and remainder by 36 added up; the check makes the sum a multiple of 36).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = GSTIN_CHARACTERS.indexOf(first14.charAt(index));
    if (value < 0) throw new RangeError(`not a GSTIN character: ${first14.charAt(index)}`);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

export const gstinMessages = {
  shape: 'A GSTIN has 15 characters: 2 digits of the state code, the 10-character PAN, then 3 more (for example 33ABCDE1234F1Z7).',
  checkDigit: 'This GSTIN is mistyped: its last character does not match the others. Please check it against the registration certificate.',
  /** The GSTIN's first two digits are not the chosen state's code; the state is named by its code. */
  stateCodeMismatch: (gstinStateCode: string, stateCode: string) =>
    `This GSTIN begins with ${gstinStateCode}, but the state code of ${stateByCode(stateCode)?.name ?? 'the chosen state'} is ${stateCode}.`,
} as const;

/** Why a GSTIN is not acceptable for a seller in `stateCode`, or null. */
export function gstinProblem(gstin: string, stateCode: string): string | null {
  if (!GSTIN_SHAPE.test(gstin)) return gstinMessages.shape;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return gstinMessages.checkDigit;
  if (gstin.slice(0, 2) !== stateCode) return gstinMessages.stateCodeMismatch(gstin.slice(0, 2), stateCode);
  return null;
}

// The first two digits of a pincode name its postal circle, which follows
// state lines closely but not exactly (605xxx is partly Puducherry, 403xxx is
// Goa, 737xxx Sikkim, 744xxx the Andaman Islands). Only orders placed before
// the address had a state field use this; new orders carry the state.
const PINCODE_CIRCLES: readonly [number, number, string][] = [
  [11, 11, '07'],
  [12, 13, '06'],
  [14, 16, '03'],
  [17, 17, '02'],
  [18, 19, '01'],
  [20, 28, '09'],
  [30, 34, '08'],
  [36, 39, '24'],
  [40, 44, '27'],
  [45, 48, '23'],
  [49, 49, '22'],
  [50, 50, '36'],
  [51, 53, '37'],
  [56, 59, '29'],
  [60, 64, '33'],
  [67, 69, '32'],
  [70, 74, '19'],
  [75, 77, '21'],
  [78, 78, '18'],
  [79, 79, '14'],
  [80, 85, '10'],
];

/**
 * The place of supply of a sale to an unregistered buyer: the state of the
 * delivery address (IGST Act s. 10(1)(ca), in force from 1 October 2023).
 * Without a state on the order, the pincode's postal circle approximates it.
 */
export function placeOfSupply(addressState: string | null, pincode: string): IndiaState {
  const named = addressState ? stateByName(addressState) : undefined;
  if (named) return named;
  const prefix = Number(pincode.trim().slice(0, 2));
  const circle = PINCODE_CIRCLES.find(([from, to]) => prefix >= from && prefix <= to);
  const state = stateByCode(circle?.[2] ?? SHOP_HOME_STATE_CODE);
  if (!state) throw new Error('the state list lacks a postal circle state');
  return state;
}
