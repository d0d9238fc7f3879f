import type {
  CartQuote,
  CartQuoteInput,
  CheckoutInput,
  CheckoutSession,
  Order,
  PaymentResult,
  SandboxPayInput,
  VerifyPaymentInput,
} from '@handloom/shared';
import { api } from '../../lib/api-client.ts';

/** Current prices, stock and totals of the cart, from the server's records. */
export const quoteCart = (input: CartQuoteInput) => api<CartQuote>('/api/cart/quote', { method: 'POST', json: input });

/** Reserves the stock and opens a pending order priced by the server. */
export const startCheckout = (input: CheckoutInput) => api<CheckoutSession>('/api/checkout', { method: 'POST', json: input });

/** The sandbox card window's payment (402 "Your card was declined." for the declined test card). */
export const paySandbox = (input: SandboxPayInput) => api<PaymentResult>('/api/payments/sandbox/pay', { method: 'POST', json: input });

/** Marks the order paid once the server has checked the payment's signature. */
export const verifyPayment = (input: VerifyPaymentInput) => api<Order>('/api/payments/verify', { method: 'POST', json: input });
