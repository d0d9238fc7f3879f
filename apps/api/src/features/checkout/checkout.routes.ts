import { CartQuoteInputSchema, CartQuoteSchema, CheckoutInputSchema, CheckoutSessionSchema } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/session.ts';
import type { CheckoutService } from './checkout.service.ts';

const ErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }) });

export function checkoutRoutes(checkout: CheckoutService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      // Prices and stock of this moment, and a shopper's own checkout: never cached.
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/api/cart/quote',
      {
        schema: {
          tags: ['checkout'],
          summary: "Today's prices and stock for the cart page; unknown or deleted products come back with available: false",
          body: CartQuoteInputSchema,
          response: { 200: CartQuoteSchema, 400: ErrorSchema },
        },
      },
      async (request) => checkout.quote(request.body),
    );

    app.post(
      '/api/checkout',
      {
        preValidation: requireUser,
        schema: {
          tags: ['checkout'],
          summary: 'Prices the cart on the server, reserves the stock and opens the payment provider order',
          description:
            'Only product ids, quantities, the donation (rupees) and the address are read; any price or total in the body is ignored. ' +
            'Stock is reserved for RESERVATION_MINUTES; pay with the returned providerOrderId, then POST /api/payments/verify.',
          body: CheckoutInputSchema,
          response: { 201: CheckoutSessionSchema, 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema, 503: ErrorSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await checkout.checkout(await currentUser(request), request.body)),
    );
  };
}
