import { AppError, cardDigits, cardProblems, checkoutMessages, ErrorCode, SANDBOX_CARDS, sandboxCardMessages, type SandboxPayInput } from '@handloom/shared';

export type SandboxCardOutcome = 'approved' | 'declined';

/**
 * What the sandbox bank says about a card. Badly typed fields are a 400 with
 * one message per field; an unknown number is a 400 that names the test cards;
 * the decline card is a 402 "Your card was declined.".
 */
export function chargeSandboxCard(card: Pick<SandboxPayInput, 'cardNumber' | 'expiry' | 'cvv'>, now: Date): SandboxCardOutcome {
  const fields = cardProblems(card, now);
  const [first] = Object.values(fields);
  if (first) throw new AppError(ErrorCode.validation, first, fields);

  const number = cardDigits(card.cardNumber);
  if (number === SANDBOX_CARDS.approved) return 'approved';
  if (number === SANDBOX_CARDS.declined) return 'declined';
  throw new AppError(ErrorCode.badRequest, sandboxCardMessages.unknownCard, { cardNumber: sandboxCardMessages.unknownCard });
}

export function declinedError(): AppError {
  return new AppError(ErrorCode.paymentDeclined, checkoutMessages.cardDeclined);
}
