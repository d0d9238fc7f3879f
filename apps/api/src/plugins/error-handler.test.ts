import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('the error format and unknown routes', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: expect.stringContaining('/api/no-such-thing') } });
  });

  it('answers an unknown API method with a JSON 404', async () => {
    const response = await shop.app.inject({ method: 'DELETE', url: '/api/products/facets' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('answers a page of the route table with the app and 200', async () => {
    for (const url of ['/', '/allproducts', '/category/silk_sarees', '/favorites', '/favourites', '/cart', '/dashboard', '/returnpolicy']) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('answers any other path with the NoPage screen and 404', async () => {
    // A product page exists only for a product that does (features/pages/product-page.test.ts).
    for (const url of ['/no-such-page', '/productinfo', '/productinfo/anything', '/category/a/b', '/allproducts/extra']) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('answers malformed JSON with a 400 in the error format', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/products/facets',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('serves an OpenAPI 3 document generated from the route schemas', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/api/products/facets']));
    expect(document.paths['/api/products/facets'].get.responses['200']).toBeDefined();
  });
});
