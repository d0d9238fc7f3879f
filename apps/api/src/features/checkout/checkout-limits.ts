import { AppError, bilingual, codTexts, ErrorCode, plural, type ShopText, type Widen } from '@handloom/shared';
import type { Config } from '../../config.ts';
import { attemptsSoFar, countAttempt, countAttempts, resetAttempts } from '../../db/attempt-counters.ts';
import type { Database } from '../../db/client.ts';

// Limits on the money paths, counted in the database (attempt_counters) so
// every instance of the shop shares them, each answered with 429, Retry-After
// and a sentence a shopper can act on. Card testing (stolen cards tried one
// after another) is stopped by the per-order and per-account limits; the
// per-address ones only stop floods, since one carrier address may carry
// many honest shoppers.

const CHECKOUT_WINDOW_SECONDS = 15 * 60;
const PAYMENT_WINDOW_SECONDS = 60 * 60;
const ORDER_WINDOW_SECONDS = 24 * 60 * 60;

export const limitMessages = {
  checkouts: (minutes: number) =>
    `You have started a lot of checkouts in a short time. Your cart is kept: please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  payments: (minutes: number) =>
    `Too many payment attempts in a short time. Your cart is kept: please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or pay another way.`,
  orderDeclines:
    'Too many payments for this order were declined, so it has been released and its items put back. Your cart is kept: choose Buy Now to check out again.',
} as const;

const minutesTa = (minutes: number) => `${minutes} ${plural('ta', minutes, { one: 'நிமிடம்', other: 'நிமிடங்கள்' })}`;

export const taLimitMessages = {
  checkouts: (minutes: number) =>
    `குறுகிய நேரத்தில் பல முறை ஆர்டர் செய்யத் தொடங்கியுள்ளீர்கள். உங்கள் கூடை அப்படியே உள்ளது: ${minutesTa(minutes)} கழித்து மீண்டும் முயலவும்.`,
  payments: (minutes: number) =>
    `குறுகிய நேரத்தில் பல முறை பணம் செலுத்த முயன்றுள்ளீர்கள். உங்கள் கூடை அப்படியே உள்ளது: ${minutesTa(minutes)} கழித்து மீண்டும் முயலவும், அல்லது வேறு முறையில் செலுத்தவும்.`,
  orderDeclines:
    'இந்த ஆர்டருக்குப் பல முறை பணம் நிராகரிக்கப்பட்டதால், ஆர்டர் விடுவிக்கப்பட்டு அதன் பொருட்கள் மீண்டும் விற்பனைக்கு வைக்கப்பட்டன. உங்கள் கூடை அப்படியே உள்ளது: மீண்டும் ஆர்டர் செய்ய "இப்போதே வாங்கவும்" என்பதைத் தேர்வு செய்யவும்.',
} satisfies Widen<typeof limitMessages>;

export const limitTexts = bilingual(limitMessages, taLimitMessages);

function tooMany(message: (minutes: number) => ShopText, retryAfterSeconds: number): AppError {
  return new AppError(ErrorCode.rateLimited, message(Math.max(1, Math.ceil(retryAfterSeconds / 60))), undefined, { retryAfterSeconds });
}

export interface LimitSettings {
  checkoutPerAccount: number;
  checkoutPerAddress: number;
  declinesPerOrder: number;
  paymentsPerAccount: number;
  paymentsPerAddress: number;
  codCodesPerAddress: number;
}

export function limitSettings(config: Config): LimitSettings {
  return {
    checkoutPerAccount: config.CHECKOUT_LIMIT_PER_ACCOUNT,
    checkoutPerAddress: config.CHECKOUT_LIMIT_PER_ADDRESS,
    declinesPerOrder: config.PAYMENT_DECLINES_PER_ORDER,
    paymentsPerAccount: config.PAYMENT_LIMIT_PER_ACCOUNT,
    paymentsPerAddress: config.PAYMENT_LIMIT_PER_ADDRESS,
    codCodesPerAddress: config.COD_CODE_LIMIT_PER_ADDRESS,
  };
}

export function checkoutLimits(db: Database, settings: LimitSettings) {
  /** One attempt on the account's and the client address's counts, in one statement; over either limit is a 429. */
  async function count(keys: [account: string, address: string], limits: [number, number], windowSeconds: number, message: (minutes: number) => ShopText): Promise<void> {
    const counted = await countAttempts(db, keys, windowSeconds);
    const over = counted.filter((attempt, i) => attempt.count > (limits[i] ?? 0));
    if (over.length) throw tooMany(message, Math.max(...over.map((attempt) => attempt.retryAfterSeconds)));
  }

  return {
    /** A checkout started (a new order, or paying one again): per account and per client address. */
    async checkout(userId: string, clientAddress: string): Promise<void> {
      const keys: [string, string] = [`checkout:account:${userId}`, `checkout:address:${clientAddress}`];
      await count(keys, [settings.checkoutPerAccount, settings.checkoutPerAddress], CHECKOUT_WINDOW_SECONDS, limitTexts.checkouts);
    },

    /** A payment tried (a card, a UPI approval): per account and per client address. */
    async payment(userId: string, clientAddress: string): Promise<void> {
      const keys: [string, string] = [`pay:account:${userId}`, `pay:address:${clientAddress}`];
      await count(keys, [settings.paymentsPerAccount, settings.paymentsPerAddress], PAYMENT_WINDOW_SECONDS, limitTexts.payments);
    },

    /** A payment of this order was declined; true once the order has had its share (the caller releases it). */
    async declined(orderId: string): Promise<boolean> {
      const { count: declines } = await countAttempt(db, `pay:order:${orderId}`, ORDER_WINDOW_SECONDS);
      return declines >= settings.declinesPerOrder;
    },

    /** Whether the order already had its share of declines (it was released, or is being). */
    async exhausted(orderId: string): Promise<boolean> {
      return (await attemptsSoFar(db, `pay:order:${orderId}`)) >= settings.declinesPerOrder;
    },

    /** A cash-on-delivery code tried or resent from a client address (each order also allows 5 wrong codes). */
    async codCode(clientAddress: string): Promise<void> {
      const { count: attempts, retryAfterSeconds } = await countAttempt(db, `cod-code:${clientAddress}`, PAYMENT_WINDOW_SECONDS);
      if (attempts > settings.codCodesPerAddress) throw new AppError(ErrorCode.rateLimited, codTexts.tooManyAttempts, undefined, { retryAfterSeconds });
    },

    /** A payment went through: the order's and the account's counts start again. */
    async paid(orderId: string, userId: string): Promise<void> {
      await resetAttempts(db, `pay:order:${orderId}`, `pay:account:${userId}`);
    },
  };
}
export type CheckoutLimits = ReturnType<typeof checkoutLimits>;
