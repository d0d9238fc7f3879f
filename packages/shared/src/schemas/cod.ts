import { z } from 'zod';
import { formatRupeesShort } from '../india-format.ts';
import { plural } from '../plural.ts';
import { PAISE_PER_RUPEE } from '../money.ts';
import type { Widen } from '../widen.ts';

// Cash on delivery: the owner's rules (kept in the database, edited on the
// dashboard), the one function that says whether a cart may be paid that way,
// and the 6-digit confirmation code.

export const COD_CODE_LENGTH = 6;
export const COD_CODE_MINUTES = 15;
/** Wrong codes allowed per order; the next wrong one ends the order (its stock goes back). */
export const COD_MAX_WRONG_CODES = 5;
/** Codes sent per order (the first one and resends). */
export const COD_MAX_CODES_SENT = 3;
export const MAX_COD_REFUSED_PINCODES = 2_000;
export const MAX_COD_FEE_RUPEES = 10_000;
export const MAX_COD_RUPEES = 10_000_000;

export const codMessages = {
  disabled: 'Cash on delivery is not offered at the moment: please pay online.',
  belowMinimum: (min: string) => `Cash on delivery is for orders of ${min} or more: please pay online.`,
  aboveMaximum: (max: string) => `Cash on delivery is for orders up to ${max}: please pay online.`,
  pincodeRefused: (pincode: string) => `Cash on delivery is not available for pincode ${pincode}: please pay online.`,
  codeFormat: `Enter the ${COD_CODE_LENGTH}-digit code we sent you.`,
  wrongCode: (left: number) => `That code is not right. ${left} ${plural('en', left, { one: 'try', other: 'tries' })} left.`,
  tooManyWrongCodes: 'Too many wrong codes: this order has been cancelled and its items put back. Please place it again.',
  codeExpired: `The code has expired (codes last ${COD_CODE_MINUTES} minutes), and this order has been released. Please place it again.`,
  notAwaiting: 'This order is not waiting for a code.',
  tooManyCodesSent: 'We have sent the most codes we can for this order. Please place it again if none arrived.',
  codeOnItsWay: 'A new code is already on its way to your email. Please wait for it; it replaces the one before.',
  firstCodeNotSent: 'We could not send your cash on delivery code just now, so nothing was ordered and nothing is held. Please try again in a minute, or pay online.',
  codeNotSent: 'We could not send a new code just now. The last code we sent still works; please try again in a minute.',
  tooManyAttempts: 'Too many codes were tried from your network. Please wait a while and try again.',
  codeSent: (to: string) => `We sent a ${COD_CODE_LENGTH}-digit code to ${to}.`,
} as const;

/** The owner's COD rules, in rupees on the wire (as the server answers them). */
export const CodSettingsSchema = z.object({
  enabled: z.boolean(),
  feeRupees: z.number().int(),
  minRupees: z.number().int(),
  maxRupees: z.number().int(),
  refusedPincodes: z.array(z.string()),
});
export type CodSettings = z.infer<typeof CodSettingsSchema>;

/** The Cash on delivery tab's messages (the owner's form, checked in the browser and on the server). */
export const codSettingsMessages = {
  feeMissing: 'Enter the fee in rupees',
  wholeRupees: 'Enter whole rupees',
  feeNegative: 'The fee cannot be negative',
  feeTooHigh: `The fee can be at most ${formatRupeesShort(MAX_COD_FEE_RUPEES * PAISE_PER_RUPEE)}`,
  amountMissing: 'Enter an amount in rupees',
  minimumNegative: 'The minimum cannot be negative',
  maximumTooLow: 'The maximum must be at least ₹1',
  limitTooHigh: `An order limit can be at most ${formatRupeesShort(MAX_COD_RUPEES * PAISE_PER_RUPEE)}`,
  maximumBelowMinimum: 'The maximum must not be below the minimum',
  pincodeInvalid: 'Each pincode must be 6 digits',
  tooManyPincodes: `At most ${MAX_COD_REFUSED_PINCODES} pincodes`,
} as const;

const rupees = (missing: string) => z.number(missing).int(codSettingsMessages.wholeRupees);

/** The dashboard's COD form: whole rupees, and pincodes of 6 digits (sorted, each once). */
export const CodSettingsInputSchema = z
  .object({
    enabled: z.boolean(),
    feeRupees: rupees(codSettingsMessages.feeMissing).min(0, codSettingsMessages.feeNegative).max(MAX_COD_FEE_RUPEES, codSettingsMessages.feeTooHigh),
    minRupees: rupees(codSettingsMessages.amountMissing).min(0, codSettingsMessages.minimumNegative).max(MAX_COD_RUPEES, codSettingsMessages.limitTooHigh),
    maxRupees: rupees(codSettingsMessages.amountMissing).min(1, codSettingsMessages.maximumTooLow).max(MAX_COD_RUPEES, codSettingsMessages.limitTooHigh),
    refusedPincodes: z
      .array(z.string().trim().regex(/^\d{6}$/, codSettingsMessages.pincodeInvalid))
      .max(MAX_COD_REFUSED_PINCODES, codSettingsMessages.tooManyPincodes)
      .transform((pincodes) => [...new Set(pincodes)].sort()),
  })
  .refine((value) => value.maxRupees >= value.minRupees, { path: ['maxRupees'], message: codSettingsMessages.maximumBelowMinimum });

/** The COD rules as the server keeps them (paise). */
export interface CodRules {
  enabled: boolean;
  feePaise: number;
  minPaise: number;
  maxPaise: number;
  refusedPincodes: readonly string[];
}

export function codRulesFromSettings(settings: CodSettings): CodRules {
  return {
    enabled: settings.enabled,
    feePaise: settings.feeRupees * PAISE_PER_RUPEE,
    minPaise: settings.minRupees * PAISE_PER_RUPEE,
    maxPaise: settings.maxRupees * PAISE_PER_RUPEE,
    refusedPincodes: settings.refusedPincodes,
  };
}

export function codSettingsFromRules(rules: CodRules): CodSettings {
  return {
    enabled: rules.enabled,
    feeRupees: Math.round(rules.feePaise / PAISE_PER_RUPEE),
    minRupees: Math.round(rules.minPaise / PAISE_PER_RUPEE),
    maxRupees: Math.round(rules.maxPaise / PAISE_PER_RUPEE),
    refusedPincodes: [...rules.refusedPincodes],
  };
}

/**
 * Why cash on delivery cannot be chosen, or null when it can. The order value
 * is what the shopper would pay online (before the COD fee); the pincode is
 * checked once it is known.
 */
export function codRefusal(rules: CodRules, orderValuePaise: number, pincode?: string, messages: CodRefusalMessages = codMessages): string | null {
  if (!rules.enabled) return messages.disabled;
  if (orderValuePaise < rules.minPaise) return messages.belowMinimum(formatRupeesShort(rules.minPaise));
  if (orderValuePaise > rules.maxPaise) return messages.aboveMaximum(formatRupeesShort(rules.maxPaise));
  if (pincode !== undefined && rules.refusedPincodes.includes(pincode.trim())) return messages.pincodeRefused(pincode.trim());
  return null;
}

/** The refusals' texts, in either language (shop-text.ts `codRefusalText` asks for both). */
export type CodRefusalMessages = Pick<Widen<typeof codMessages>, 'disabled' | 'belowMinimum' | 'aboveMaximum' | 'pincodeRefused'>;

/** POST /api/orders/:id/confirm-cod */
export const CodConfirmInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${COD_CODE_LENGTH}}$`), codMessages.codeFormat),
});
export type CodConfirmInput = z.infer<typeof CodConfirmInputSchema>;
