import { checkoutApi, paymentsApi, type CartQuoteInput, type CheckoutInput, type SandboxPayInput, type VerifyPaymentInput } from '@handloom/shared';
import { call } from '../../lib/api-client.ts';

/** Current prices, stock and totals of the cart, from the server's records. */
export const quoteCart = (input: CartQuoteInput) => call(checkoutApi.quote, { body: input });

/** Reserves the stock and opens a pending order priced by the server. */
export const startCheckout = (input: CheckoutInput) => call(checkoutApi.checkout, { body: input });

/** The sandbox card window's payment (402 "Your card was declined." for the declined test card). */
export const paySandbox = (input: SandboxPayInput) => call(paymentsApi.sandboxPay, { body: input });

/** Marks the order paid once the server has checked the payment's signature. */
export const verifyPayment = (input: VerifyPaymentInput) => call(paymentsApi.verify, { body: input });
