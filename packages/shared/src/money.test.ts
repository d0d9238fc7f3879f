import { describe, expect, it } from 'vitest';
import { formatRupees, formatRupeesShort } from './india-format.ts';
import { orderTotals, parseRupeesToPaise, salePricePaise, shippingPaise } from './money.ts';

describe('sale price', () => {
  it('takes the discount percentage off the price', () => {
    expect(salePricePaise(100_000, 10)).toBe(90_000);
    expect(salePricePaise(149_900, 15)).toBe(127_415);
  });
  it('rounds to the nearest paisa', () => {
    expect(salePricePaise(99_999, 33)).toBe(66_999); // 99999 - 32999.67 -> 66999.33 -> 66999
    expect(salePricePaise(1, 50)).toBe(0); // half a paisa off rounds up to one paisa off
  });
  it('keeps the price at 0% and refuses impossible discounts', () => {
    expect(salePricePaise(5_000, 0)).toBe(5_000);
    expect(() => salePricePaise(5_000, -1)).toThrow(RangeError);
    expect(() => salePricePaise(5_000, 101)).toThrow(RangeError);
    expect(() => salePricePaise(5_000, 10.5)).toThrow(RangeError);
    expect(() => salePricePaise(50.5, 10)).toThrow(RangeError);
  });
});

describe('shipping', () => {
  it('charges per unit of total quantity', () => {
    expect(shippingPaise(3, 5_000)).toBe(15_000);
    expect(shippingPaise(0, 5_000)).toBe(0);
  });
});

describe('order totals', () => {
  it('adds subtotal, shipping and donation', () => {
    const totals = orderTotals(
      [
        { unitPricePaise: 90_000, quantity: 2 },
        { unitPricePaise: 1_250, quantity: 1 },
      ],
      5_000,
      5_000,
    );
    expect(totals).toEqual({ subtotalPaise: 181_250, shippingPaise: 15_000, donationPaise: 5_000, codFeePaise: 0, totalPaise: 201_250, totalQuantity: 3 });
  });
  it('adds the cash-on-delivery fee as its own line of the total', () => {
    const totals = orderTotals([{ unitPricePaise: 90_000, quantity: 1 }], 0, 5_000, 4_000);
    expect(totals).toMatchObject({ subtotalPaise: 90_000, shippingPaise: 5_000, codFeePaise: 4_000, totalPaise: 99_000 });
    expect(() => orderTotals([{ unitPricePaise: 100, quantity: 1 }], 0, 0, -1)).toThrow(RangeError);
  });
  it('gives the card amount in paise: total x 100 of the rupee total', () => {
    const totals = orderTotals([{ unitPricePaise: 134_910, quantity: 1 }], 0, 5_000);
    expect(totals.totalPaise).toBe(Math.round(1_399.1 * 100));
  });
  it('refuses zero, fractional and negative quantities and negative donations', () => {
    expect(() => orderTotals([{ unitPricePaise: 100, quantity: 0 }], 0, 0)).toThrow(RangeError);
    expect(() => orderTotals([{ unitPricePaise: 100, quantity: 1.5 }], 0, 0)).toThrow(RangeError);
    expect(() => orderTotals([{ unitPricePaise: 100, quantity: 1 }], -1, 0)).toThrow(RangeError);
  });
  it('refuses totals beyond exact integer arithmetic', () => {
    expect(() => orderTotals([{ unitPricePaise: Number.MAX_SAFE_INTEGER, quantity: 2 }], 0, 0)).toThrow(RangeError);
  });
});

describe('rupee input and display', () => {
  it('parses what a person types into paise exactly', () => {
    expect(parseRupeesToPaise('1499')).toBe(149_900);
    expect(parseRupeesToPaise('1,499.5')).toBe(149_950);
    expect(parseRupeesToPaise('0.1')).toBe(10);
    expect(parseRupeesToPaise('12.05')).toBe(1_205);
    expect(parseRupeesToPaise(50)).toBe(5_000);
  });
  it('refuses negatives, three decimals and words', () => {
    for (const bad of ['-1', '1.005', 'abc', '', '1e3', ' . ']) expect(parseRupeesToPaise(bad), bad).toBeNull();
  });
  it('shows rupees with the Indian grouping and two decimals', () => {
    expect(formatRupees(12_345_650)).toBe('₹1,23,456.50');
  });
  it('shows short prices without decimals, or with both when there are paise', () => {
    expect(formatRupeesShort(1_850_000)).toBe('₹18,500');
    expect(formatRupeesShort(134_910)).toBe('₹1,349.10');
  });
});
