import { CatalogFacetsSchema } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogService } from './catalog.service.ts';

export function catalogRoutes(service: CatalogService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/products/facets',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Categories (with label and image) and distinct prices, for filters and the home grid',
          response: { 200: CatalogFacetsSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=30, stale-while-revalidate=300');
        return service.facets();
      },
    );
  };
}
