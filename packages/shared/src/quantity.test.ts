import { describe, expect, it } from 'vitest';
import { clampQuantity, maxQuantity } from './quantity.ts';

describe('quantity limits', () => {
  it('allows up to the stock, or 1 when the stock is missing or 0', () => {
    expect(maxQuantity(7)).toBe(7);
    expect(maxQuantity(1)).toBe(1);
    expect(maxQuantity(0)).toBe(1);
    expect(maxQuantity(null)).toBe(1);
    expect(maxQuantity(undefined)).toBe(1);
  });
  it('keeps a quantity between 1 and the stock, in whole numbers', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(4, null)).toBe(1);
  });
});
