import { OrderListSchema, OrderSchema } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/session.ts';
import type { OrdersService } from './orders.service.ts';

const ErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }) });

export function ordersRoutes(orders: OrdersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      // A shopper's orders are theirs alone: no shared cache may keep them.
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/orders',
      {
        preValidation: requireUser,
        schema: { tags: ['orders'], summary: "Your Orders: the logged-in shopper's placed orders, newest first", response: { 200: OrderListSchema, 401: ErrorSchema } },
      },
      async (request) => ({ orders: await orders.listPlacedOrders((await currentUser(request)).uid) }),
    );

    app.post(
      '/api/orders/:id/cancel',
      {
        preValidation: requireUser,
        schema: {
          tags: ['orders'],
          summary: 'Cancel your order within 24 hours of purchase, before shipping: stock returns, the payment is refunded',
          // Any text: a malformed id is an order that does not exist (404).
          params: z.object({ id: z.string() }),
          response: { 200: OrderSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
        },
      },
      async (request) => orders.cancelByShopper(request.params.id, (await currentUser(request)).uid),
    );
  };
}
