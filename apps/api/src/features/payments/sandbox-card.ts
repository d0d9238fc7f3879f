import { AppError, checkoutMessages, ErrorCode, type FieldErrors, type SandboxPayInput } from '@handloom/shared';

// The sandbox payment window's test cards, like a real provider's test mode.
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

export type SandboxCardOutcome = 'approved' | 'declined';

/**
 * What the sandbox bank says about a card. Badly typed fields are a 400 with
 * one message per field; an unknown number is a 400 that names the test cards;
 * the decline card is a 402 "Your card was declined.".
 */
export function chargeSandboxCard(card: Pick<SandboxPayInput, 'cardNumber' | 'expiry' | 'cvv'>, now: Date): SandboxCardOutcome {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  const fields: FieldErrors = {};
  if (!/^\d{16}$/.test(number)) fields.cardNumber = sandboxCardMessages.cardNumber;
  const expiryProblem = checkExpiry(card.expiry.trim(), now);
  if (expiryProblem) fields.expiry = expiryProblem;
  if (!/^\d{3}$/.test(card.cvv.trim())) fields.cvv = sandboxCardMessages.cvv;
  const [first] = Object.values(fields);
  if (first) throw new AppError(ErrorCode.validation, first, fields);

  if (number === SANDBOX_CARDS.approved) return 'approved';
  if (number === SANDBOX_CARDS.declined) return 'declined';
  throw new AppError(ErrorCode.badRequest, sandboxCardMessages.unknownCard, { cardNumber: sandboxCardMessages.unknownCard });
}

export function declinedError(): AppError {
  return new AppError(ErrorCode.paymentDeclined, checkoutMessages.cardDeclined);
}

/** A card is good through the last day of its expiry month (judged in India's time, where the shop sells). */
function checkExpiry(expiry: string, now: Date): string | null {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry);
  if (!match) return sandboxCardMessages.expiryFormat;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const india = new Date(now.getTime() + 330 * 60_000);
  const current = india.getUTCFullYear() * 12 + india.getUTCMonth() + 1;
  return year * 12 + month < current ? sandboxCardMessages.expired : null;
}
