import { checkoutApi } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-route.ts';
import { noStore } from '../../plugins/no-store.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import type { CheckoutService } from './checkout.service.ts';

export function checkoutRoutes(checkout: CheckoutService): FastifyPluginAsyncZod {
  return async (app) => {
    // Prices and stock of this moment, and a shopper's own checkout: never cached.
    app.addHook('onSend', noStore);

    app.route({
      ...route(checkoutApi.quote),
      handler: async (request) => checkout.quote(request.body),
    });

    app.route({
      ...route(checkoutApi.checkout),
      preValidation: requireUser,
      handler: async (request, reply) => reply.status(201).send(await checkout.checkout(await currentUser(request), request.body)),
    });
  };
}
