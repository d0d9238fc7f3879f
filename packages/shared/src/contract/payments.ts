import { z } from 'zod';
import { PaymentResultSchema, SandboxPayInputSchema, SandboxUpiInputSchema, SandboxUpiResultSchema, VerifyPaymentInputSchema } from '../schemas/checkout.ts';
import { OrderSchema } from '../schemas/orders.ts';
import { endpointGroup } from './endpoint.ts';

const paymentsEndpoint = endpointGroup({ tags: ['payments'], errors: [400] });

export const verify = paymentsEndpoint(
  'POST /api/payments/verify',
  "Verifies the payment window's signature against the stored order and marks the order paid (once)",
  { 200: OrderSchema },
  { body: VerifyPaymentInputSchema, errors: [401, 404, 409] },
);

/** Registered only with PAYMENT_PROVIDER=sandbox. */
export const sandboxPay = paymentsEndpoint(
  'POST /api/payments/sandbox/pay',
  'The sandbox card window (PAYMENT_PROVIDER=sandbox): 4111 1111 1111 1111 pays, 4000 0000 0000 0002 is declined',
  { 200: PaymentResultSchema },
  { body: SandboxPayInputSchema, errors: [401, 402, 404, 409] },
);

/** Registered only with PAYMENT_PROVIDER=sandbox. */
export const sandboxUpi = paymentsEndpoint(
  'POST /api/payments/sandbox/upi',
  "The sandbox's stand-in for the shopper's UPI app (PAYMENT_PROVIDER=sandbox): success pays, failure is declined, pending waits for a signed webhook",
  { 200: SandboxUpiResultSchema },
  { body: SandboxUpiInputSchema, errors: [401, 402, 404, 409] },
);

/** Registered only with PAYMENT_PROVIDER=sandbox. */
export const sandboxResolve = paymentsEndpoint(
  'POST /api/payments/sandbox/resolve',
  "The sandbox bank decides one of your pending UPI payments and sends the shop its signed webhook (PAYMENT_PROVIDER=sandbox)",
  { 200: z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) }) },
  { body: z.object({ orderNumber: z.string().max(20), outcome: z.enum(['captured', 'failed']) }), errors: [401, 409] },
);

// The signature is over the exact bytes sent, so the body is read as bytes, not by a schema.
export const webhook = paymentsEndpoint(
  'POST /api/payments/webhook',
  'Payment provider webhook (Razorpay): payment.captured, order.paid, payment.failed; checked by X-Razorpay-Signature',
  { 200: z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) }) },
  { consumes: ['application/json', 'text/plain'] },
);
