import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  formatTaxDocumentNumber,
  gstinCheckCharacter,
  gstinProblem,
  gstRateForPiece,
  invoiceLines,
  placeOfSupply,
  shareByQuantity,
  splitInclusiveAmount,
  type GstSlab,
} from './gst.ts';

const shawls: GstSlab = { hsn: '6214', description: 'Shawls, scarves, stoles', rateBasisPoints: 500, thresholdPaise: 250_000, rateAboveBasisPoints: 1800 };
const silk: GstSlab = { hsn: '5007', description: 'Woven fabrics of silk', rateBasisPoints: 500, thresholdPaise: null, rateAboveBasisPoints: null };

describe('the rate of a piece', () => {
  it('takes the flat rate when the slab has no threshold', () => {
    expect(gstRateForPiece(silk, 10_00_000_00)).toBe(500);
  });
  it('compares the price without the tax with the threshold: ₹2,625 inclusive is ₹2,500 at 5 %', () => {
    expect(gstRateForPiece(shawls, 262_500)).toBe(500);
    expect(gstRateForPiece(shawls, 262_501)).toBe(1800);
    expect(gstRateForPiece(shawls, 100_000)).toBe(500);
  });
});

describe('splitting an inclusive amount', () => {
  it('splits an exact amount', () => {
    expect(splitInclusiveAmount(1050, 500, true)).toEqual({ taxableValuePaise: 1000, cgstPaise: 25, sgstPaise: 25, igstPaise: 0 });
    expect(splitInclusiveAmount(1050, 500, false)).toEqual({ taxableValuePaise: 1000, cgstPaise: 0, sgstPaise: 0, igstPaise: 50 });
  });
  it('moves the taxable value by a paisa when the tax would not halve, towards the exact value', () => {
    // ₹1 at 5 %: exact taxable 95.24 paise; 95 leaves 5 paise of tax (odd), so 96 (nearer than 94).
    expect(splitInclusiveAmount(100, 500, true)).toEqual({ taxableValuePaise: 96, cgstPaise: 2, sgstPaise: 2, igstPaise: 0 });
    // Across states there are no halves: the nearest paisa.
    expect(splitInclusiveAmount(100, 500, false)).toEqual({ taxableValuePaise: 95, cgstPaise: 0, sgstPaise: 0, igstPaise: 5 });
  });
  it('handles a discount that leaves paise (₹1,499 less 15 % = ₹1,274.15)', () => {
    expect(splitInclusiveAmount(127_415, 500, true)).toEqual({ taxableValuePaise: 121_347, cgstPaise: 3034, sgstPaise: 3034, igstPaise: 0 });
    expect(splitInclusiveAmount(127_415, 500, false)).toEqual({ taxableValuePaise: 121_348, cgstPaise: 0, sgstPaise: 0, igstPaise: 6067 });
  });
  it('splits 18 %', () => {
    expect(splitInclusiveAmount(300_000, 1800, true)).toEqual({ taxableValuePaise: 254_238, cgstPaise: 22_881, sgstPaise: 22_881, igstPaise: 0 });
    expect(splitInclusiveAmount(300_000, 1800, false)).toEqual({ taxableValuePaise: 254_237, cgstPaise: 0, sgstPaise: 0, igstPaise: 45_763 });
  });
  it('always adds up to the amount, with equal halves, for every amount and rate', () => {
    for (const rate of [0, 250, 500, 1200, 1800, 2800]) {
      for (let amount = 0; amount < 5000; amount += 13) {
        for (const intra of [true, false]) {
          const split = splitInclusiveAmount(amount, rate, intra);
          expect(split.taxableValuePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(amount);
          expect(split.cgstPaise).toBe(split.sgstPaise);
          // Never more than a paisa and a half from the exact taxable value.
          expect(Math.abs(split.taxableValuePaise - (amount * 10_000) / (10_000 + rate))).toBeLessThan(1.5);
          expect(split.taxableValuePaise).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });
});

describe('the lines of an invoice', () => {
  const goods = [
    { description: 'Kanchipuram silk saree', hsn: '5007', quantity: 1, unitPricePaise: 127_415, rateBasisPoints: 500 },
    { description: 'Pashmina stole', hsn: '6214', quantity: 2, unitPricePaise: 300_000, rateBasisPoints: 1800 },
    { description: 'Cotton stole', hsn: '6214', quantity: 1, unitPricePaise: 99_950, rateBasisPoints: 500 },
  ];

  it('gives each goods line its own rate and totals the amount charged to the paisa', () => {
    const { lines, totals } = invoiceLines({ goods, shippingPaise: 20_000, codFeePaise: 0, intraState: true, registered: true });
    const charged = 127_415 + 2 * 300_000 + 99_950 + 20_000;
    expect(totals.amountPaise).toBe(charged);
    expect(totals.taxableValuePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(charged);
    expect(totals.igstPaise).toBe(0);
    expect(lines.filter((line) => line.kind === 'goods').map((line) => line.rateBasisPoints)).toEqual([500, 1800, 500]);
  });

  it('shares shipping per piece and taxes each share at the rate of the goods it carries', () => {
    const { lines } = invoiceLines({ goods, shippingPaise: 20_000, codFeePaise: 4000, intraState: false, registered: true });
    const shipping = lines.filter((line) => line.kind === 'shipping');
    // 4 pieces at ₹50: the saree's (5007, 5 %), the two 18 % stoles', the cotton stole's (6214, 5 %).
    expect(shipping.map((line) => [line.hsn, line.rateBasisPoints, line.amountPaise])).toEqual([
      ['5007', 500, 5000],
      ['6214', 1800, 10_000],
      ['6214', 500, 5000],
    ]);
    const cod = lines.filter((line) => line.kind === 'cod_fee');
    expect(cod.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(4000);
    expect(lines.every((line) => line.cgstPaise === 0 && line.sgstPaise === 0)).toBe(true);
  });

  it('counts goods in pieces, the unit rule 46(i) asks for; shipping and the COD fee have no unit', () => {
    const { lines } = invoiceLines({ goods, shippingPaise: 20_000, codFeePaise: 4000, intraState: true, registered: true });
    expect(lines.filter((line) => line.kind === 'goods').map((line) => line.unit)).toEqual(['PCS', 'PCS', 'PCS']);
    expect(lines.filter((line) => line.kind !== 'goods').every((line) => line.unit === undefined)).toBe(true);
  });

  it('charges no tax on a bill of supply', () => {
    const { lines, totals } = invoiceLines({ goods, shippingPaise: 20_000, codFeePaise: 0, intraState: true, registered: false });
    expect(totals.taxableValuePaise).toBe(totals.amountPaise);
    expect(lines.every((line) => line.rateBasisPoints === 0)).toBe(true);
  });

  it('leaves no paisa behind when a charge does not divide evenly', () => {
    expect(shareByQuantity(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareByQuantity(4000, [1, 2])).toEqual([1333, 2667]);
    expect(shareByQuantity(0, [1, 2])).toEqual([0, 0]);
  });
});

describe('financial years and document numbers', () => {
  it('starts a new year at midnight on 1 April, India time', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2026-11-25T12:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });
  it('numbers documents in at most 16 characters (rule 46(b))', () => {
    expect(formatTaxDocumentNumber('tax_invoice', '2026-27', 123)).toBe('KH/2026-27/00123');
    expect(formatTaxDocumentNumber('credit_note', '2026-27', 1)).toBe('KC/2026-27/00001');
    expect(formatTaxDocumentNumber('bill_of_supply', '2026-27', 99_999)).toHaveLength(16);
  });
});

describe('GSTIN', () => {
  it('computes the check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('33AAAFK0000A1Z')).toBe('P');
  });
  it('accepts a valid GSTIN of the seller state', () => {
    expect(gstinProblem('27AAPFU0939F1ZV', '27')).toBeNull();
    expect(gstinProblem('33AAAFK0000A1ZP', '33')).toBeNull();
  });
  it('refuses a wrong check character, a wrong shape and another state', () => {
    expect(gstinProblem('27AAPFU0939F1ZW', '27')).toMatch(/last character/);
    expect(gstinProblem('33AAAFK0000A1ZQ', '33')).toMatch(/last character/);
    expect(gstinProblem('27AAPFU0939F1Z', '27')).toMatch(/15 characters/);
    expect(gstinProblem('27aapfu0939f1zv', '27')).toMatch(/15 characters/);
    expect(gstinProblem('27AAPFU0939F1ZV', '33')).toBe('This GSTIN begins with 27, but the state code of Tamil Nadu is 33.');
  });
});

describe('place of supply', () => {
  it('is the state of the delivery address', () => {
    expect(placeOfSupply('Karnataka', '600001').code).toBe('29');
    expect(placeOfSupply('tamil nadu', '560001').code).toBe('33');
  });
  it('falls back on the pincode circle for orders without a state', () => {
    expect(placeOfSupply(null, '632301').name).toBe('Tamil Nadu');
    expect(placeOfSupply(null, '560001').name).toBe('Karnataka');
    expect(placeOfSupply(null, '110001').name).toBe('Delhi');
  });
});
