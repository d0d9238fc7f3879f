import { ordersApi } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-route.ts';
import { noStore } from '../../plugins/no-store.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import type { OrdersService } from './orders.service.ts';

/** Counts a COD code attempt from a client address; throws the 429 once the address is over its limit. */
export type CodAttemptGuard = (clientAddress: string) => Promise<void>;

export function ordersRoutes(orders: OrdersService, codAttempts: CodAttemptGuard): FastifyPluginAsyncZod {
  return async (app) => {
    // A shopper's orders are theirs alone: no shared cache may keep them.
    app.addHook('onSend', noStore);

    app.route({
      ...route(ordersApi.listOrders),
      preValidation: requireUser,
      handler: async (request) => orders.listPlacedOrders((await currentUser(request)).uid, request.query),
    });

    app.route({
      ...route(ordersApi.placedOrder),
      preValidation: requireUser,
      handler: async (request) => orders.placedOrder(request.params.number, (await currentUser(request)).uid),
    });

    app.route({
      ...route(ordersApi.confirmCod),
      preValidation: requireUser,
      handler: async (request) => {
        await codAttempts(request.ip);
        return orders.confirmCod(request.params.id, (await currentUser(request)).uid, request.body.code);
      },
    });

    app.route({
      ...route(ordersApi.resendCod),
      preValidation: requireUser,
      handler: async (request) => {
        await codAttempts(request.ip);
        return orders.resendCod(request.params.id, (await currentUser(request)).uid);
      },
    });

    app.route({
      ...route(ordersApi.abandonCheckout),
      preValidation: requireUser,
      handler: async (request) => orders.abandonCheckout(request.params.id, (await currentUser(request)).uid),
    });

    app.route({
      ...route(ordersApi.cancelOrder),
      preValidation: requireUser,
      handler: async (request) => orders.cancelByShopper(request.params.id, (await currentUser(request)).uid),
    });
  };
}
