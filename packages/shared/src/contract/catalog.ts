import { z } from 'zod';
import { CatalogFacetsSchema, ProductListQuerySchema, ProductListSchema, ProductSchema } from '../schemas/product.ts';
import { endpointGroup } from './endpoint.ts';

const catalogEndpoint = endpointGroup({ tags: ['catalogue'] });

export const listProducts = catalogEndpoint(
  'GET /api/products',
  'Live products, newest first, filtered by title text, category and exact price',
  { 200: ProductListSchema },
  { query: ProductListQuerySchema, errors: [400] },
);

export const facets = catalogEndpoint('GET /api/products/facets', 'Categories (with label and image) and distinct prices, for filters and the home grid', {
  200: CatalogFacetsSchema,
});

// Any text: a malformed id is a product that does not exist (404), not a bad request.
export const product = catalogEndpoint('GET /api/products/:id', 'One live product', { 200: ProductSchema }, { params: z.object({ id: z.string() }), errors: [404] });
