import { AdminStatsSchema } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminRepository } from './admin.repository.ts';

// Every route here is under /api/admin: plugins/session.ts guards each one
// with the admin check where it is registered.
export function adminRoutes(repository: AdminRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    app.get(
      '/api/admin/stats',
      { schema: { tags: ['admin'], summary: 'Total Products, Total Orders, Total Users', response: { 200: AdminStatsSchema } } },
      async () => repository.stats(),
    );
  };
}
