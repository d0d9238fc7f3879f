import { OrderSchema, PaymentResultSchema, SandboxPayInputSchema, VerifyPaymentInputSchema } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/session.ts';
import type { PaymentsService } from './payments.service.ts';
import type { SandboxProvider } from './sandbox-provider.ts';

const ErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }) });

export const WEBHOOK_PATH = '/api/payments/webhook';

export function paymentsRoutes(payments: PaymentsService, sandbox: SandboxProvider | null): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/api/payments/verify',
      {
        preValidation: requireUser,
        schema: {
          tags: ['payments'],
          summary: "Verifies the payment window's signature against the stored order and marks the order paid (once)",
          body: VerifyPaymentInputSchema,
          response: { 200: OrderSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
        },
      },
      async (request) => payments.verify(await currentUser(request), request.body),
    );

    if (sandbox) {
      app.post(
        '/api/payments/sandbox/pay',
        {
          preValidation: requireUser,
          schema: {
            tags: ['payments'],
            summary: 'The sandbox card window (PAYMENT_PROVIDER=sandbox): 4111 1111 1111 1111 pays, 4000 0000 0000 0002 is declined',
            body: SandboxPayInputSchema,
            response: { 200: PaymentResultSchema, 400: ErrorSchema, 401: ErrorSchema, 402: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
          },
        },
        async (request) => payments.sandboxPay(sandbox, await currentUser(request), request.body),
      );
    }

    // The webhook's signature is over the exact bytes sent, so this route (and
    // only this one: the plugin is encapsulated) keeps the body as a Buffer.
    await app.register(async (webhook) => {
      webhook.removeAllContentTypeParsers();
      webhook.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      webhook.post(
        WEBHOOK_PATH,
        {
          schema: {
            tags: ['payments'],
            summary: 'Payment provider webhook (Razorpay): payment.captured, order.paid, payment.failed; checked by X-Razorpay-Signature',
            response: { 200: z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) }), 400: ErrorSchema },
          },
        },
        async (request) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          return { status: await payments.handleWebhook(body, request.headers) };
        },
      );
    });
  };
}
