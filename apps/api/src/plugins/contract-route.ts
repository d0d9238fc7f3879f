import { ErrorBodySchema, type Endpoint, type ErrorStatus } from '@handloom/shared';
import type { z } from 'zod';

type Part<E, K extends string> = E extends { [key in K]: infer S extends z.ZodType } ? S : undefined;
type JsonResponses<R> = { [S in keyof R as R[S] extends z.ZodType ? S : never]: R[S] };
type ErrorResponses<E> = E extends { errors: readonly (infer S extends ErrorStatus)[] } ? { [K in S]: typeof ErrorBodySchema } : unknown;

/** The Fastify route schema of a contract endpoint, typed so handlers see its params, query and body. */
export interface RouteSchema<E extends Endpoint> {
  tags: string[];
  summary: string;
  description?: string;
  hide?: boolean;
  params: Part<E, 'params'>;
  querystring: Part<E, 'query'>;
  body: Part<E, 'body'>;
  // An endpoint answering a file or no body leaves its handler's reply untyped.
  response: null extends E['responses'][keyof E['responses']] ? Record<number, z.ZodType> : JsonResponses<E['responses']> & ErrorResponses<E>;
  consumes?: string[];
  produces?: string[];
}

/**
 * `app.route({ ...route(catalogApi.product), handler })`: method, path and
 * schema from the contract, so the server cannot drift from what the browser calls.
 */
export function route<const E extends Endpoint>(endpoint: E): { method: E['method']; url: E['path']; schema: RouteSchema<E> } {
  return { method: endpoint.method, url: endpoint.path, schema: routeSchema(endpoint) };
}

function routeSchema<E extends Endpoint>(endpoint: E): RouteSchema<E> {
  const schema: Record<string, unknown> = { tags: [...endpoint.tags], summary: endpoint.summary };
  if (endpoint.description) schema.description = endpoint.description;
  if (endpoint.consumes) schema.consumes = [...endpoint.consumes];
  if (endpoint.produces) schema.produces = [...endpoint.produces];
  // A forwarded endpoint is better-auth's: its answer is passed on as it came.
  if (endpoint.forwarded) return { ...schema, hide: true } as unknown as RouteSchema<E>;
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  const response: Record<number, z.ZodType> = {};
  for (const [status, body] of Object.entries(endpoint.responses)) if (body) response[Number(status)] = body;
  for (const status of endpoint.errors ?? []) response[status] = ErrorBodySchema;
  if (Object.keys(response).length) schema.response = response;
  return schema as unknown as RouteSchema<E>;
}
