import { describe, expect, it } from 'vitest';
import { quantityBounds, stepQuantity, stockLeft } from './quantity.ts';

describe('quantity stepper', () => {
  it('goes from 1 to the stock', () => {
    expect(quantityBounds(5)).toEqual({ min: 1, max: 5 });
    expect(stepQuantity(1, +1, 5)).toBe(2);
    expect(stepQuantity(5, +1, 5)).toBe(5);
    expect(stepQuantity(2, -1, 5)).toBe(1);
    expect(stepQuantity(1, -1, 5)).toBe(1);
  });

  it('allows only 1 when the stock is missing, and at stock 0 or 1', () => {
    for (const stock of [null, undefined, 0, 1]) {
      expect(quantityBounds(stock)).toEqual({ min: 1, max: 1 });
      expect(stepQuantity(1, +1, stock)).toBe(1);
    }
  });

  it('brings a quantity above a stock that shrank back to the stock', () => {
    expect(stepQuantity(9, -1, 3)).toBe(3);
  });

  it('shows the stock left after the chosen quantity', () => {
    expect(stockLeft(5, 2)).toBe(3);
    expect(stockLeft(5, 5)).toBe(0);
    expect(stockLeft(0, 1)).toBe(0);
    expect(stockLeft(null, 1)).toBe(0);
  });
});
