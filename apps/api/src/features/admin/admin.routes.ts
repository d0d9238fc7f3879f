import { Readable } from 'node:stream';
import { adminApi } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-route.ts';
import { noStore } from '../../plugins/no-store.ts';
import type { AdminService } from './admin.service.ts';

// Every route here is under /api/admin: plugins/session.ts guards each one
// with the admin check where it is registered.
export function adminRoutes(service: AdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', noStore);

    app.route({
      ...route(adminApi.stats),
      handler: async () => service.stats(),
    });

    app.route({
      ...route(adminApi.sales),
      handler: async () => service.sales(),
    });

    app.route({
      ...route(adminApi.orders),
      handler: async (request) => service.orders(request.query),
    });

    app.route({
      ...route(adminApi.exportOrders),
      handler: async (request, reply) => {
        const { status } = request.query;
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="orders-${status ?? 'all'}-${day}.csv"`)
          .send(Readable.from(service.ordersCsv(request.query)));
      },
    });

    app.route({
      ...route(adminApi.changeOrderStatus),
      handler: async (request) => service.changeStatus(request.params.id, request.body),
    });

    app.route({
      ...route(adminApi.retryRefund),
      handler: async (request) => service.retryRefund(request.params.id),
    });

    app.route({
      ...route(adminApi.users),
      handler: async (request) => service.users(request.query),
    });

    app.route({
      ...route(adminApi.codSettings),
      handler: async () => service.codSettings(),
    });

    app.route({
      ...route(adminApi.updateCodSettings),
      handler: async (request) => service.updateCodSettings(request.body),
    });

    app.route({
      ...route(adminApi.funds),
      handler: async (request) => service.funds(request.query),
    });
  };
}
