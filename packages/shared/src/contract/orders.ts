import { z } from 'zod';
import { OrderListSchema, OrderSchema } from '../schemas/orders.ts';
import { endpoint } from './endpoint.ts';

const tags = ['orders'] as const;

export const listOrders = endpoint({
  method: 'GET',
  path: '/api/orders',
  tags,
  summary: "Your Orders: the logged-in shopper's placed orders, newest first",
  responses: { 200: OrderListSchema },
  errors: [401],
});

export const cancelOrder = endpoint({
  method: 'POST',
  path: '/api/orders/:id/cancel',
  tags,
  summary: 'Cancel your order within 24 hours of purchase, before shipping: stock returns, the payment is refunded',
  // Any text: a malformed id is an order that does not exist (404).
  params: z.object({ id: z.string() }),
  responses: { 200: OrderSchema },
  errors: [401, 404, 409],
});
