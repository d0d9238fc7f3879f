import { z } from 'zod';
import { OrderListSchema, OrderSchema } from '../schemas/orders.ts';
import { endpointGroup } from './endpoint.ts';

const ordersEndpoint = endpointGroup({ tags: ['orders'], errors: [401] });

export const listOrders = ordersEndpoint('GET /api/orders', "Your Orders: the logged-in shopper's placed orders, newest first", { 200: OrderListSchema });

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
