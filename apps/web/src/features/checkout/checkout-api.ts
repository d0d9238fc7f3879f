import { checkoutApi, ordersApi, paymentsApi, type CartQuoteInput, type CheckoutInput, type SandboxPayInput, type SandboxUpiInput, type VerifyPaymentInput } from '@handloom/shared';
import { call } from '../../lib/api-client.ts';

/** Current prices, stock and totals of the cart, from the server's records. */
export const quoteCart = (input: CartQuoteInput) => call(checkoutApi.quote, { body: input });

/**
 * How long a call that emails the shopper before it answers (a COD checkout
 * and a new COD code) is waited for: the API's mailer gives a mail server 10 s
 * to connect, 10 s to greet and 30 s of silence (SMTP_TIMEOUTS in mailer.ts),
 * so about 50 s for one that stops answering. Given up at the usual 15 s, the
 * shopper was told "Cannot reach the shop" of an order the server went on to
 * place, with no box to type its code in.
 */
export const EMAILING_CALL_TIMEOUT_MS = 60_000;

/** Reserves the stock and opens a pending order priced by the server (a COD one waits for its code's email). */
export const startCheckout = (input: CheckoutInput) =>
  call(checkoutApi.checkout, { body: input, ...(input.method === 'cod' ? { timeoutMs: EMAILING_CALL_TIMEOUT_MS } : {}) });

/** The sandbox card window's payment (402 "Your card was declined." for the declined test card). */
export const paySandbox = (input: SandboxPayInput) => call(paymentsApi.sandboxPay, { body: input });

/** Marks the order paid once the server has checked the payment's signature. */
export const verifyPayment = (input: VerifyPaymentInput) => call(paymentsApi.verify, { body: input });

/** The sandbox's stand-in for the shopper's UPI app: paid, failed (402) or pending (the order placed, the bank deciding). */
export const paySandboxUpi = (input: SandboxUpiInput) => call(paymentsApi.sandboxUpi, { body: input });

/** Confirms a cash-on-delivery order with the code sent to the shopper. */
export const confirmCod = ({ orderId, code }: { orderId: string; code: string }) => call(ordersApi.confirmCod, { params: { id: orderId }, body: { code } });

/** A new code for a cash-on-delivery order still waiting. */
export const resendCod = (orderId: string) => call(ordersApi.resendCod, { params: { id: orderId }, timeoutMs: EMAILING_CALL_TIMEOUT_MS });

/** Reserves again the stock of an order whose payment the bank refused, for another payment. */
export const payAgain = (orderId: string) => call(ordersApi.payAgain, { params: { id: orderId } });

/**
 * The shopper closed the payment window (or the COD code box) of a checkout
 * not yet placed: its stock goes back to the shop now, not when its
 * reservation runs out. Best effort: if it fails, the reservation still lapses.
 */
export const abandonCheckout = (orderId: string) => call(ordersApi.abandonCheckout, { params: { id: orderId } }).catch(() => undefined);
