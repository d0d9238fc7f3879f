import { shopMessages } from '../../messages/shop-messages.ts';

const m = shopMessages.checkout;

export interface CardValues {
  cardNumber: string;
  expiry: string;
  cvv: string;
}
export type CardErrors = Partial<Record<keyof CardValues, string>>;

/** Card numbers are typed with spaces or dashes between groups; the digits are what count. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** Quick checks of the sandbox card window (its test cards have 16 digits and a 3-digit CVV); the server decides the rest. */
export function checkCard(values: CardValues, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  if (!/^\d{16}$/.test(cardDigits(values.cardNumber))) errors.cardNumber = m.cardNumberInvalid;
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(values.expiry.trim());
  if (!expiry) errors.expiry = m.expiryInvalid;
  else if (isPast(Number(expiry[1]), 2000 + Number(expiry[2]), now)) errors.expiry = m.cardExpired;
  if (!/^\d{3}$/.test(values.cvv.trim())) errors.cvv = m.cvvInvalid;
  return errors;
}

/** A card is valid to the end of its expiry month. */
function isPast(month: number, year: number, now: Date): boolean {
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}
