import {
  AppError,
  CatalogFacetsSchema,
  ErrorCode,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
} from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOGUE_CACHE_CONTROL, sendCachedJson } from '../../plugins/cached-json.ts';
import type { CatalogService } from './catalog.service.ts';

const ErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }) });

// The response schemas document the API (OpenAPI); bodies are serialised by
// sendCachedJson, once per cached value, and checked against these schemas by
// the tests.
export function catalogRoutes(service: CatalogService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/products',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Live products, newest first, filtered by title text, category and exact price',
          querystring: ProductListQuerySchema,
          response: { 200: ProductListSchema, 400: ErrorSchema },
        },
      },
      async (request, reply) => sendCachedJson(request, reply, await service.listProducts(request.query), CATALOGUE_CACHE_CONTROL),
    );

    app.get(
      '/api/products/facets',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Categories (with label and image) and distinct prices, for filters and the home grid',
          response: { 200: CatalogFacetsSchema },
        },
      },
      async (request, reply) => sendCachedJson(request, reply, await service.facets(), CATALOGUE_CACHE_CONTROL),
    );

    app.get(
      '/api/products/:id',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'One live product',
          // Any text: a malformed id is a product that does not exist (404), not a bad request.
          params: z.object({ id: z.string() }),
          response: { 200: ProductSchema, 404: ErrorSchema },
        },
      },
      async (request, reply) => {
        const product = await service.product(request.params.id);
        if (!product) throw new AppError(ErrorCode.notFound, 'This product does not exist or is no longer sold.');
        return sendCachedJson(request, reply, product, CATALOGUE_CACHE_CONTROL);
      },
    );
  };
}
