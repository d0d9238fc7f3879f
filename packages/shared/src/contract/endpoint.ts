import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Error statuses an endpoint answers with the one error body (`ErrorBodySchema`). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/**
 * One endpoint of the shop's HTTP API, declared once: the server registers its
 * route from it and the browser calls it through it.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Fastify-style path: `/api/products/:id`. */
  path: `/${string}`;
  summary: string;
  description?: string;
  tags: readonly [string, ...string[]];
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Success statuses and their JSON bodies; `null` for no body (204), a file or a redirect. */
  responses: Readonly<Partial<Record<200 | 201 | 202 | 204 | 302, z.ZodType | null>>>;
  errors?: readonly ErrorStatus[];
  consumes?: readonly string[];
  produces?: readonly string[];
  /**
   * better-auth's own endpoint, forwarded byte for byte: the server checks
   * nothing of it and leaves it out of the OpenAPI document.
   */
  forwarded?: boolean;
}

type Route = `${HttpMethod} /${string}`;
type Split<R extends Route> = R extends `${infer M extends HttpMethod} ${infer P extends `/${string}`}` ? { method: M; path: P } : never;
type Group = { tags: readonly [string, ...string[]]; errors?: readonly ErrorStatus[] };
type Parts = Omit<Endpoint, 'method' | 'path' | 'summary' | 'tags' | 'responses'>;
type ErrorsOf<T> = T extends { errors: readonly (infer S extends ErrorStatus)[] } ? S : never;

/**
 * The endpoints of one feature: `const adminEndpoint = endpointGroup({ tags: ['admin'], errors: [401, 403] })`,
 * then `adminEndpoint('GET /api/admin/stats', 'What it answers', { 200: AdminStatsSchema }, { query, errors })`.
 * The group's error statuses apply to each of its endpoints.
 */
export function endpointGroup<const G extends Group>(group: G) {
  return <const R extends Route, const S extends Endpoint['responses'], const P extends Parts = object>(route: R, summary: string, responses: S, parts?: P) => {
    const [method, path] = route.split(' ') as [HttpMethod, `/${string}`];
    const errors = [...(group.errors ?? []), ...(parts?.errors ?? [])];
    const definition: Endpoint = { ...parts, method, path, tags: group.tags, summary, responses, errors };
    return definition as unknown as Split<R> &
      Omit<P, 'errors'> & { tags: G['tags']; summary: string; responses: S; errors: readonly (ErrorsOf<G> | ErrorsOf<P>)[] };
  };
}

type SchemaOf<E, K extends string> = E extends { [key in K]: infer S extends z.ZodType } ? S : undefined;

export type ParamsOf<E extends Endpoint> = SchemaOf<E, 'params'> extends z.ZodType ? z.input<SchemaOf<E, 'params'>> : undefined;
export type QueryOf<E extends Endpoint> = SchemaOf<E, 'query'> extends z.ZodType ? z.input<SchemaOf<E, 'query'>> : undefined;
export type BodyOf<E extends Endpoint> = SchemaOf<E, 'body'> extends z.ZodType ? z.input<SchemaOf<E, 'body'>> : undefined;

/** The body of the endpoint's success answer (`undefined` when it has none). */
export type ResponseOf<E extends Endpoint> = {
  [S in keyof E['responses']]: E['responses'][S] extends z.ZodType ? z.output<E['responses'][S]> : undefined;
}[keyof E['responses']];

/** The schema of the first success status that has a JSON body, if any. */
export function successSchema(definition: Endpoint): z.ZodType | undefined {
  return Object.values(definition.responses).find((schema): schema is z.ZodType => schema != null);
}

/**
 * The URL of a call: `:name` segments filled from params (encoded), then the
 * query string from the defined values, in the order given.
 */
export function endpointUrl(definition: Endpoint, params?: Record<string, string>, query?: Record<string, unknown>): string {
  const path = definition.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${definition.path}: missing param ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
