import { adminApi, deliveryApi } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-route.ts';
import { noStore } from '../../plugins/no-store.ts';
import { requestLocale } from '../../plugins/request-locale.ts';
import type { DeliveryService } from './delivery.service.ts';

// Dates move with the day and the owner's settings: never cached. The admin
// routes are guarded by plugins/session.ts, as every /api/admin route is.
export function deliveryRoutes(delivery: DeliveryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', noStore);

    app.route({
      ...route(deliveryApi.estimate),
      handler: async (request) => delivery.estimate(request.params.pincode, requestLocale(request.headers)),
    });

    app.route({
      ...route(adminApi.deliverySettings),
      handler: async () => delivery.settings(),
    });

    app.route({
      ...route(adminApi.updateDeliverySettings),
      handler: async (request) => delivery.updateSettings(request.body),
    });
  };
}
