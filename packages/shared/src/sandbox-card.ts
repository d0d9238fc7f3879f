import { shopYearMonth } from './shop-time.ts';

// The sandbox payment window's test cards, like a real provider's test mode.
// The window checks what is typed before sending it; the server's sandbox bank
// checks it again with the same rules and decides.
export const SANDBOX_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
} as const;

export const sandboxCardMessages = {
  cardNumber: 'Card number must be 16 digits.',
  unknownCard:
    'This is a test payment window: pay with card 4111 1111 1111 1111 (any future expiry, any 3-digit CVV), or use 4000 0000 0000 0002 to see a declined payment.',
  expiryFormat: 'Expiry must be MM/YY, for example 12/30.',
  expired: 'This card has expired.',
  cvv: 'CVV must be 3 digits.',
} as const;

export interface CardValues {
  cardNumber: string;
  expiry: string;
  cvv: string;
}
export type CardProblems = Partial<Record<keyof CardValues, string>>;

/** Card numbers are typed with spaces or dashes between groups; the digits are what count. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** What is wrong with each typed field (the test cards have 16 digits and a 3-digit CVV); empty when nothing is. */
export function cardProblems(values: CardValues, now: Date): CardProblems {
  const problems: CardProblems = {};
  if (!/^\d{16}$/.test(cardDigits(values.cardNumber))) problems.cardNumber = sandboxCardMessages.cardNumber;
  const expiry = expiryProblem(values.expiry.trim(), now);
  if (expiry) problems.expiry = expiry;
  if (!/^\d{3}$/.test(values.cvv.trim())) problems.cvv = sandboxCardMessages.cvv;
  return problems;
}

/**
 * The expiry as a card form shows it while it is typed: the slash put in
 * after the month, since many phone number pads have none ("1230" is
 * "12/30", "1/" is "01/"); a slash the shopper typed is kept.
 */
export function typedExpiry(typed: string): string {
  const [monthPart = '', ...yearParts] = typed.split('/');
  if (yearParts.length > 0) {
    const month = monthPart.replace(/\D/g, '').slice(0, 2);
    return `${month.length === 1 ? `0${month}` : month}/${yearParts.join('').replace(/\D/g, '').slice(0, 2)}`;
  }
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A card is good through the last day of its expiry month, judged in India's time, where the shop sells. */
function expiryProblem(expiry: string, now: Date): string | null {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry);
  if (!match) return sandboxCardMessages.expiryFormat;
  const { year, month } = shopYearMonth(now);
  return (2000 + Number(match[2])) * 12 + Number(match[1]) < year * 12 + month ? sandboxCardMessages.expired : null;
}
