import { catalogApi } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-route.ts';
import { noStore } from '../../plugins/no-store.ts';
import { requestLocale } from '../../plugins/request-locale.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import type { BackInStockService } from './back-in-stock.service.ts';

export function backInStockRoutes(service: BackInStockService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...route(catalogApi.notifyWhenBack),
      onSend: noStore,
      preValidation: requireUser,
      handler: async (request, reply) => {
        const user = await currentUser(request);
        await service.request(request.params.id, user.uid, requestLocale(request.headers));
        return reply.status(201).send({ email: user.email });
      },
    });
  };
}
