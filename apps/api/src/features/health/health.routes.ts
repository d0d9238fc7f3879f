import { ErrorCode } from '@handloom/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../plugins/error-handler.ts';

const HealthSchema = z.object({ status: z.literal('ok') });
const ReadySchema = z.object({ status: z.literal('ready') });
const ErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

export function healthRoutes(pingDatabase: () => Promise<void>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      { schema: { tags: ['health'], summary: 'The process is up', response: { 200: HealthSchema } }, },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const };
      },
    );
    app.get(
      '/readyz',
      {
        schema: { tags: ['health'], summary: 'The database answers', response: { 200: ReadySchema, 503: ErrorSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        try {
          await pingDatabase();
          return { status: 'ready' as const };
        } catch (error) {
          request.log.warn({ err: error }, 'readiness check failed');
          return reply.status(503).send(errorBody(ErrorCode.unavailable, 'The database is not answering.'));
        }
      },
    );
  };
}
