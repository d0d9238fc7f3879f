import { paymentsApi } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-route.ts';
import { noStore } from '../../plugins/no-store.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import type { PaymentsService } from './payments.service.ts';
import type { SandboxProvider } from './sandbox-provider.ts';

export const WEBHOOK_PATH = paymentsApi.webhook.path;

export function paymentsRoutes(payments: PaymentsService, sandbox: SandboxProvider | null): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', noStore);

    app.route({
      ...route(paymentsApi.verify),
      preValidation: requireUser,
      handler: async (request) => payments.verify(await currentUser(request), request.body),
    });

    if (sandbox) {
      app.route({
        ...route(paymentsApi.sandboxPay),
        preValidation: requireUser,
        handler: async (request) => payments.sandboxPay(sandbox, await currentUser(request), request.body, request.ip),
      });
      app.route({
        ...route(paymentsApi.sandboxUpi),
        preValidation: requireUser,
        handler: async (request) => payments.sandboxUpi(sandbox, await currentUser(request), request.body, request.ip),
      });
      app.route({
        ...route(paymentsApi.sandboxResolve),
        preValidation: requireUser,
        handler: async (request) => {
          const { body, signature } = await payments.sandboxResolve(sandbox, await currentUser(request), request.body.orderNumber, request.body.outcome);
          // Delivered through the shop's own HTTP stack, exactly as the bank's request would arrive.
          const delivered = await app.inject({
            method: 'POST',
            url: WEBHOOK_PATH,
            headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
            payload: body,
          });
          if (delivered.statusCode !== 200) throw new Error(`sandbox webhook answered ${delivered.statusCode}: ${delivered.body}`);
          return delivered.json<{ status: 'processed' | 'duplicate' | 'ignored' }>();
        },
      });
    }

    // The webhook's signature is over the exact bytes sent, so this route (and
    // only this one: the plugin is encapsulated) keeps the body as a Buffer.
    await app.register(async (webhook) => {
      webhook.removeAllContentTypeParsers();
      webhook.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      webhook.route({
        ...route(paymentsApi.webhook),
        handler: async (request) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          return { status: await payments.handleWebhook(body, request.headers) };
        },
      });
    });
  };
}
