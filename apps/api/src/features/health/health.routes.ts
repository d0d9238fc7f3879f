import { ErrorCode, healthApi } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-route.ts';
import { errorBody } from '../../plugins/error-handler.ts';

export function healthRoutes(pingDatabase: () => Promise<void>): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...route(healthApi.live),
      handler: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const };
      },
    });
    app.route({
      ...route(healthApi.ready),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        try {
          await pingDatabase();
          return { status: 'ready' as const };
        } catch (error) {
          request.log.warn({ err: error }, 'readiness check failed');
          return reply.status(503).send(errorBody(ErrorCode.unavailable, 'The database is not answering.'));
        }
      },
    });
  };
}
