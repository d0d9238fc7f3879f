import { z } from 'zod';
import { PaymentResultSchema, SandboxPayInputSchema, VerifyPaymentInputSchema } from '../schemas/checkout.ts';
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

// The signature is over the exact bytes sent, so the body is read as bytes, not by a schema.
export const webhook = paymentsEndpoint(
  'POST /api/payments/webhook',
  'Payment provider webhook (Razorpay): payment.captured, order.paid, payment.failed; checked by X-Razorpay-Signature',
  { 200: z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) }) },
  { consumes: ['application/json', 'text/plain'] },
);
