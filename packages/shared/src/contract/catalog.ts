import { z } from 'zod';
import { CatalogFacetsQuerySchema, CatalogFacetsSchema, ProductListQuerySchema, ProductListSchema, ProductSchema, SearchSuggestionsQuerySchema, SearchSuggestionsSchema } from '../schemas/product.ts';
import { endpointGroup } from './endpoint.ts';

const catalogEndpoint = endpointGroup({ tags: ['catalogue'] });

export const listProducts = catalogEndpoint(
  'GET /api/products',
  'Live products (newest first, by price, or best match for a search), filtered by words, category, exact price, price range, fabric, colour and occasion',
  { 200: ProductListSchema },
  { query: ProductListQuerySchema, errors: [400] },
);

export const facets = catalogEndpoint(
  'GET /api/products/facets',
  'Categories (with label and image), distinct prices and price ranges with counts, for filters and the home grid; fabric, colour and occasion counts under the given filters',
  { 200: CatalogFacetsSchema },
  { query: CatalogFacetsQuerySchema, errors: [400] },
);

export const suggestions = catalogEndpoint(
  'GET /api/products/suggestions',
  'Products and categories matching what is typed in the search box',
  { 200: SearchSuggestionsSchema },
  { query: SearchSuggestionsQuerySchema, errors: [400] },
);

// Any text: a malformed id is a product that does not exist (404), not a bad request.
export const product = catalogEndpoint('GET /api/products/:id', 'One live product', { 200: ProductSchema }, { params: z.object({ id: z.string() }), errors: [404] });

export const notifyWhenBack = catalogEndpoint(
  'POST /api/products/:id/back-in-stock-requests',
  'The logged-in shopper is emailed once when this sold-out product is restocked',
  { 201: z.object({ email: z.string() }) },
  { params: z.object({ id: z.string() }), errors: [401, 404, 409] },
);
