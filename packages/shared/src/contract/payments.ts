import { z } from 'zod';
import { PaymentResultSchema, SandboxPayInputSchema, VerifyPaymentInputSchema } from '../schemas/checkout.ts';
import { OrderSchema } from '../schemas/orders.ts';
import { endpoint } from './endpoint.ts';

const tags = ['payments'] as const;

export const verify = endpoint({
  method: 'POST',
  path: '/api/payments/verify',
  tags,
  summary: "Verifies the payment window's signature against the stored order and marks the order paid (once)",
  body: VerifyPaymentInputSchema,
  responses: { 200: OrderSchema },
  errors: [400, 401, 404, 409],
});

/** Registered only with PAYMENT_PROVIDER=sandbox. */
export const sandboxPay = endpoint({
  method: 'POST',
  path: '/api/payments/sandbox/pay',
  tags,
  summary: 'The sandbox card window (PAYMENT_PROVIDER=sandbox): 4111 1111 1111 1111 pays, 4000 0000 0000 0002 is declined',
  body: SandboxPayInputSchema,
  responses: { 200: PaymentResultSchema },
  errors: [400, 401, 402, 404, 409],
});

// The signature is over the exact bytes sent, so the body is read as bytes, not by a schema.
export const webhook = endpoint({
  method: 'POST',
  path: '/api/payments/webhook',
  tags,
  summary: 'Payment provider webhook (Razorpay): payment.captured, order.paid, payment.failed; checked by X-Razorpay-Signature',
  consumes: ['application/json', 'text/plain'],
  responses: { 200: z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) }) },
  errors: [400],
});
