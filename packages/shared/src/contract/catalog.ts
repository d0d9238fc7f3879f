import { z } from 'zod';
import { CatalogFacetsSchema, ProductListQuerySchema, ProductListSchema, ProductSchema } from '../schemas/product.ts';
import { endpoint } from './endpoint.ts';

const tags = ['catalogue'] as const;

export const listProducts = endpoint({
  method: 'GET',
  path: '/api/products',
  tags,
  summary: 'Live products, newest first, filtered by title text, category and exact price',
  query: ProductListQuerySchema,
  responses: { 200: ProductListSchema },
  errors: [400],
});

export const facets = endpoint({
  method: 'GET',
  path: '/api/products/facets',
  tags,
  summary: 'Categories (with label and image) and distinct prices, for filters and the home grid',
  responses: { 200: CatalogFacetsSchema },
});

export const product = endpoint({
  method: 'GET',
  path: '/api/products/:id',
  tags,
  summary: 'One live product',
  // Any text: a malformed id is a product that does not exist (404), not a bad request.
  params: z.object({ id: z.string() }),
  responses: { 200: ProductSchema },
  errors: [404],
});
