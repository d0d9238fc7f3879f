import { z } from 'zod';
import { CodConfirmInputSchema } from '../schemas/cod.ts';
import { CheckoutSessionSchema } from '../schemas/checkout.ts';
import { OrderListQuerySchema, OrderListSchema, OrderSchema } from '../schemas/orders.ts';
import { endpointGroup } from './endpoint.ts';

const ordersEndpoint = endpointGroup({ tags: ['orders'], errors: [401] });

export const listOrders = ordersEndpoint(
  'GET /api/orders',
  "Your Orders: the logged-in shopper's placed orders, newest first, at most 20 a page (pass nextCursor as cursor for the next)",
  { 200: OrderListSchema },
  { query: OrderListQuerySchema, errors: [400] },
);

// Any text: a malformed number is an order that does not exist (404).
export const placedOrder = ordersEndpoint('GET /api/orders/:number', 'One of your placed orders by its number (KH-10234): the thank-you page', { 200: OrderSchema }, {
  params: z.object({ number: z.string() }),
  errors: [404],
});

// Any text: a malformed id is an order that does not exist (404).
export const cancelOrder = ordersEndpoint(
  'POST /api/orders/:id/cancel',
  'Cancel your order within 24 hours of purchase, before shipping: stock returns, the payment is refunded',
  { 200: OrderSchema },
  { params: z.object({ id: z.string() }), errors: [404, 409] },
);

export const confirmCod = ordersEndpoint(
  'POST /api/orders/:id/confirm-cod',
  'Confirm a cash-on-delivery order with the 6-digit code sent to you: it becomes placed and numbered',
  { 200: OrderSchema },
  { params: z.object({ id: z.string() }), body: CodConfirmInputSchema, errors: [400, 404, 409, 429] },
);

export const resendCod = ordersEndpoint(
  'POST /api/orders/:id/resend-cod',
  'Send a new cash-on-delivery code (the earlier one stops working); at most 3 per order. 503 when it could not be sent: the earlier code still works, and no resend is used up',
  { 200: z.object({ sentTo: z.string(), codeExpiresAt: z.iso.datetime({ offset: true }), resendsLeft: z.number().int().min(0) }) },
  { params: z.object({ id: z.string() }), errors: [404, 409, 429, 503] },
);

export const payAgain = ordersEndpoint(
  'POST /api/orders/:id/pay',
  'Pay again an order whose payment the bank refused: its stock is reserved again and the payment window opens for the same order',
  { 200: CheckoutSessionSchema },
  { params: z.object({ id: z.string() }), errors: [404, 409] },
);

// Any text: a malformed id is an order that does not exist (404).
export const abandonCheckout = ordersEndpoint(
  'POST /api/orders/:id/abandon',
  'Give up a checkout not yet placed (the shopper closed the payment window, or the cash-on-delivery code box): its stock returns to the shop at once. `released` is false when it was no longer waiting (paid, placed or expired). A payment that still arrives is settled like any late one',
  { 200: z.object({ released: z.boolean() }) },
  { params: z.object({ id: z.string() }), errors: [404] },
);
