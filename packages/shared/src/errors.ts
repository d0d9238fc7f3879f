import { z } from 'zod';
import type { ShopLocale } from './india-format.ts';

export const ErrorCode = {
  validation: 'validation_error',
  badRequest: 'bad_request',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  paymentDeclined: 'payment_declined',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  unavailable: 'service_unavailable',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const statusOfErrorCode: Record<ErrorCode, number> = {
  validation_error: 400,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payment_declined: 402,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  service_unavailable: 503,
  internal_error: 500,
};

/** Field name -> message a person can act on. */
export type FieldErrors = Record<string, string>;

/**
 * Refusals a program tells apart from others of the same code without
 * reading their words (`error.reason`): the message is for people, and
 * changes with the language and the wording.
 */
export const ErrorReason = {
  /** A COD order's code lapsed: the order was released. */
  codCodeExpired: 'cod_code_expired',
  /** A COD order had every code the shop will send. */
  codCodesSpent: 'cod_codes_spent',
} as const;
export type ErrorReason = (typeof ErrorReason)[keyof typeof ErrorReason];

/** The one error shape of the API: `{ "error": { code, message, fields?, reason? } }`. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    reason: z.enum(Object.values(ErrorReason) as [ErrorReason, ...ErrorReason[]]).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * A shopper's message in each of the shop's languages. An error whose text
 * carries values (a title, a count, a pincode) is raised with both, built by
 * the catalogues' functions (shop-text.ts `bilingual`), and the error handler
 * answers in the request's language; the English stays the error's message.
 */
export type ShopText = Readonly<Record<ShopLocale, string>>;

const englishOf = (text: string | ShopText): string => (typeof text === 'string' ? text : text.en);

/** An expected failure with a message fit to show a shopper. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: FieldErrors;
  /** For a 429 or 503: when to try again (sent as Retry-After). */
  readonly retryAfterSeconds?: number;
  /** Which refusal this is, for programs (ErrorReason). */
  readonly reason?: ErrorReason;
  readonly #texts: { message: string | ShopText; fields?: Record<string, string | ShopText> };

  constructor(code: ErrorCode, message: string | ShopText, fields?: Record<string, string | ShopText>, options?: { retryAfterSeconds?: number; reason?: ErrorReason }) {
    super(englishOf(message));
    this.name = 'AppError';
    this.code = code;
    this.#texts = fields ? { message, fields } : { message };
    if (fields) this.fields = Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, englishOf(text)]));
    if (options?.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
    if (options?.reason !== undefined) this.reason = options.reason;
  }

  get status(): number {
    return statusOfErrorCode[this.code];
  }

  /** The message and field messages in `locale` where the error was raised with both languages; the English (plain strings) as given otherwise. */
  textIn(locale: ShopLocale): { message: string; fields?: FieldErrors } {
    const pick = (text: string | ShopText) => (typeof text === 'string' ? text : text[locale]);
    const { message, fields } = this.#texts;
    if (!fields) return { message: pick(message) };
    return { message: pick(message), fields: Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, pick(text)])) };
  }
}
