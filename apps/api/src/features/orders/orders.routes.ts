import { ordersApi } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-route.ts';
import { noStore } from '../../plugins/no-store.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import type { OrdersService } from './orders.service.ts';

export function ordersRoutes(orders: OrdersService): FastifyPluginAsyncZod {
  return async (app) => {
    // A shopper's orders are theirs alone: no shared cache may keep them.
    app.addHook('onSend', noStore);

    app.route({
      ...route(ordersApi.listOrders),
      preValidation: requireUser,
      handler: async (request) => ({ orders: await orders.listPlacedOrders((await currentUser(request)).uid) }),
    });

    app.route({
      ...route(ordersApi.placedOrder),
      preValidation: requireUser,
      handler: async (request) => orders.placedOrder(request.params.number, (await currentUser(request)).uid),
    });

    app.route({
      ...route(ordersApi.cancelOrder),
      preValidation: requireUser,
      handler: async (request) => orders.cancelByShopper(request.params.id, (await currentUser(request)).uid),
    });
  };
}
