// Money rules of the shop, shared by the browser (for display) and the server
// (for charging). All amounts are integer paise; rupees exist only at the edges
// (forms, display).

export const PAISE_PER_RUPEE = 100;
export const DEFAULT_SHIPPING_PER_UNIT_RUPEES = 50;
export const DEFAULT_DONATION_RUPEES = 50;

/** Sale price = price - price x discount / 100, rounded to the nearest paisa. */
export function salePricePaise(pricePaise: number, discountPercent: number): number {
  assertPaise(pricePaise, 'pricePaise');
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError(`discountPercent must be a whole number from 0 to 100, got ${discountPercent}`);
  }
  return pricePaise - Math.round((pricePaise * discountPercent) / 100);
}

/** Shipping is charged per unit of total quantity (the spec's 50 per unit). */
export function shippingPaise(totalQuantity: number, shippingPerUnitPaise: number): number {
  assertPaise(shippingPerUnitPaise, 'shippingPerUnitPaise');
  if (!Number.isInteger(totalQuantity) || totalQuantity < 0) {
    throw new RangeError(`totalQuantity must be a whole number from 0, got ${totalQuantity}`);
  }
  return totalQuantity * shippingPerUnitPaise;
}

export interface PricedLine {
  unitPricePaise: number;
  quantity: number;
}

export interface OrderTotals {
  subtotalPaise: number;
  shippingPaise: number;
  donationPaise: number;
  codFeePaise: number;
  totalPaise: number;
  totalQuantity: number;
}

/** Total = subtotal + shipping + donation (+ the COD fee when paid on delivery). */
export function orderTotals(
  lines: readonly PricedLine[],
  donationPaise: number,
  shippingPerUnitPaise: number,
  /** The cash-on-delivery fee, when the shopper pays that way. */
  codFeePaise = 0,
): OrderTotals {
  assertPaise(donationPaise, 'donationPaise');
  assertPaise(codFeePaise, 'codFeePaise');
  let subtotal = 0;
  let totalQuantity = 0;
  for (const line of lines) {
    assertPaise(line.unitPricePaise, 'unitPricePaise');
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`quantity must be a whole number from 1, got ${line.quantity}`);
    }
    subtotal += line.unitPricePaise * line.quantity;
    totalQuantity += line.quantity;
  }
  const shipping = shippingPaise(totalQuantity, shippingPerUnitPaise);
  const total = subtotal + shipping + donationPaise + codFeePaise;
  if (!Number.isSafeInteger(total)) throw new RangeError('order total is too large');
  return { subtotalPaise: subtotal, shippingPaise: shipping, donationPaise, codFeePaise, totalPaise: total, totalQuantity };
}

/**
 * Parses a rupee amount typed by a person ("1499", "1,499.5", "12.05") into
 * paise without floating-point error. Returns null for anything else,
 * including negatives and more than two decimals.
 */
export function parseRupeesToPaise(input: string | number): number | null {
  const text = String(input).trim().replace(/,/g, '');
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const rupees = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return rupees * PAISE_PER_RUPEE + fraction;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

/**
 * 149950 -> "1499.50": a plain decimal a spreadsheet can add up or a person
 * can type into a form; `wholeRupeesBare` gives "1500" rather than "1500.00".
 */
export function rupeesDecimal(paise: number, { wholeRupeesBare = false } = {}): string {
  const rupees = Math.trunc(paise / PAISE_PER_RUPEE);
  const rest = paise % PAISE_PER_RUPEE;
  if (rest === 0 && wholeRupeesBare) return String(rupees);
  return `${rupees}.${String(rest).padStart(2, '0')}`;
}

// Display (₹1,00,000.00, in English or Tamil) lives in india-format.ts.

function assertPaise(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole, non-negative number of paise, got ${value}`);
  }
}
