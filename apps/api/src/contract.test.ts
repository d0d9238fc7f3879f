import { allEndpoints, ErrorBodySchema } from '@handloom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

// The contract in packages/shared is what the browser calls; the server must
// serve every endpoint of it, and document the ones that are the shop's own.
describe('the HTTP contract', () => {
  let shop: TestApp;
  let openapi: { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

  beforeAll(async () => {
    shop = await createTestApp();
    openapi = (await shop.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => shop.close());

  const endpoints = allEndpoints();

  it('declares each method and path once', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThan(30);
  });

  it.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('%s has a route', (_name, endpoint) => {
    expect(shop.app.hasRoute({ method: endpoint.method, url: endpoint.path })).toBe(true);
  });

  it.each(endpoints.filter((e) => !e.forwarded).map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s is in the OpenAPI document with its statuses',
    (_name, endpoint) => {
      const openapiPath = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = openapi.paths[openapiPath]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${openapiPath}`).toBeDefined();
      const documented = Object.keys(operation?.responses ?? {});
      const jsonStatuses = Object.entries(endpoint.responses).filter(([, body]) => body).map(([status]) => status);
      expect(documented).toEqual(expect.arrayContaining([...jsonStatuses, ...(endpoint.errors ?? []).map(String)]));
    },
  );

  it('keeps better-auth forwarded endpoints out of the document', () => {
    for (const endpoint of endpoints.filter((e) => e.forwarded)) {
      expect(Object.keys(openapi.paths)).not.toContain(endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}'));
    }
  });

  it('answers an error in the one error body', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/products/no-such-product' });
    expect(response.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('not_found');
  });
});
