import { checkoutApi, ordersApi, paymentsApi, type CartQuoteInput, type CheckoutInput, type SandboxPayInput, type SandboxUpiInput, type VerifyPaymentInput } from '@handloom/shared';
import { call } from '../../lib/api-client.ts';

/** Current prices, stock and totals of the cart, from the server's records. */
export const quoteCart = (input: CartQuoteInput) => call(checkoutApi.quote, { body: input });

/** Reserves the stock and opens a pending order priced by the server. */
export const startCheckout = (input: CheckoutInput) => call(checkoutApi.checkout, { body: input });

/** The sandbox card window's payment (402 "Your card was declined." for the declined test card). */
export const paySandbox = (input: SandboxPayInput) => call(paymentsApi.sandboxPay, { body: input });

/** Marks the order paid once the server has checked the payment's signature. */
export const verifyPayment = (input: VerifyPaymentInput) => call(paymentsApi.verify, { body: input });

/** The sandbox's stand-in for the shopper's UPI app: paid, failed (402) or pending (the order placed, the bank deciding). */
export const paySandboxUpi = (input: SandboxUpiInput) => call(paymentsApi.sandboxUpi, { body: input });

/** Confirms a cash-on-delivery order with the code sent to the shopper. */
export const confirmCod = ({ orderId, code }: { orderId: string; code: string }) => call(ordersApi.confirmCod, { params: { id: orderId }, body: { code } });

/** A new code for a cash-on-delivery order still waiting. */
export const resendCod = (orderId: string) => call(ordersApi.resendCod, { params: { id: orderId } });

/** Reserves again the stock of an order whose payment the bank refused, for another payment. */
export const payAgain = (orderId: string) => call(ordersApi.payAgain, { params: { id: orderId } });

/**
 * The shopper closed the payment window (or the COD code box) of a checkout
 * not yet placed: its stock goes back to the shop now, not when its
 * reservation runs out. Best effort: if it fails, the reservation still lapses.
 */
export const abandonCheckout = (orderId: string) => call(ordersApi.abandonCheckout, { params: { id: orderId } }).catch(() => undefined);
