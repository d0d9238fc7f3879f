import { clampQuantity, maxQuantity } from '@handloom/shared';

/** The stepper's bounds: 1 to the stock, or 1 when the stock is missing. */
export function quantityBounds(stock: number | null | undefined): { min: number; max: number } {
  return { min: 1, max: maxQuantity(stock) };
}

/** One press of − (step -1) or + (step +1); it never leaves the bounds. */
export function stepQuantity(quantity: number, step: number, stock: number | null | undefined): number {
  return clampQuantity(quantity + step, stock);
}

/** The "In stock" figure: the stock left after the chosen quantity. */
export function stockLeft(stock: number | null | undefined, quantity: number): number {
  if (stock === null || stock === undefined) return 0;
  return Math.max(0, stock - quantity);
}
