import { checkoutApi, ordersApi } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-route.ts';
import { requestLocale } from '../../plugins/request-locale.ts';
import { noStore } from '../../plugins/no-store.ts';
import { currentUser, requireUser, sessionUser } from '../../plugins/session.ts';
import type { CheckoutLimits } from './checkout-limits.ts';
import type { CheckoutService } from './checkout.service.ts';

export function checkoutRoutes(checkout: CheckoutService, limits: CheckoutLimits): FastifyPluginAsyncZod {
  return async (app) => {
    // Prices and stock of this moment, and a shopper's own checkout: never cached.
    app.addHook('onSend', noStore);

    app.route({
      ...route(checkoutApi.quote),
      handler: async (request) => checkout.quote(request.body, requestLocale(request.headers), (await sessionUser(request))?.uid ?? null),
    });

    app.route({
      ...route(checkoutApi.checkout),
      preValidation: requireUser,
      handler: async (request, reply) => {
        const user = await currentUser(request);
        // Counted while the checkout reads the cart; the checkout waits for its answer before writing anything.
        const admitted = limits.checkout(user.uid, request.ip);
        return reply.status(201).send(await checkout.checkout(user, request.body, requestLocale(request.headers), admitted));
      },
    });

    app.route({
      ...route(ordersApi.payAgain),
      preValidation: requireUser,
      handler: async (request) => {
        const user = await currentUser(request);
        await limits.checkout(user.uid, request.ip);
        return checkout.payAgain(user, request.params.id);
      },
    });
  };
}
