import { AppError, catalogApi, ErrorCode } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOGUE_CACHE_CONTROL, sendCachedJson } from '../../plugins/cached-json.ts';
import { route } from '../../plugins/contract-route.ts';
import type { CatalogService } from './catalog.service.ts';

// The response schemas document the API (OpenAPI); bodies are serialised by
// sendCachedJson, once per cached value, and checked against these schemas by
// the tests.
export function catalogRoutes(service: CatalogService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...route(catalogApi.listProducts),
      handler: async (request, reply) => {
        const list = await service.listProducts(request.query);
        return sendCachedJson(request, reply, list, CATALOGUE_CACHE_CONTROL, service.isKept(list));
      },
    });

    app.route({
      ...route(catalogApi.facets),
      handler: async (request, reply) => {
        const facets = await service.facets(request.query);
        return sendCachedJson(request, reply, facets, CATALOGUE_CACHE_CONTROL, service.isKept(facets));
      },
    });

    app.route({
      ...route(catalogApi.suggestions),
      handler: async (request) => service.suggestions(request.query.search),
    });

    app.route({
      ...route(catalogApi.product),
      handler: async (request, reply) => {
        const product = await service.product(request.params.id);
        if (!product) throw new AppError(ErrorCode.notFound, 'This product does not exist or is no longer sold.');
        return sendCachedJson(request, reply, product, CATALOGUE_CACHE_CONTROL);
      },
    });
  };
}
