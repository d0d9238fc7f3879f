import { adminApi } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-route.ts';
import { noStore } from '../../plugins/no-store.ts';
import type { OwnerAlertsService } from './owner-alerts.service.ts';

// Under /api/admin: plugins/session.ts guards them with the admin check.
export function ownerAlertsRoutes(service: OwnerAlertsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', noStore);

    app.route({
      ...route(adminApi.alertSettings),
      handler: async () => service.settings(),
    });

    app.route({
      ...route(adminApi.updateAlertSettings),
      handler: async (request) => service.updateSettings(request.body),
    });
  };
}
