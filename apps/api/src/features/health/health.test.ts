import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connectDatabase } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('health and readiness', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('says the process is up', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it('is ready when the database answers', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('is not ready, with a JSON 503, when the database is down', async () => {
    // Nothing listens on port 1: the pool cannot connect.
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: shop.config.dataDir,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing',
    });
    const database = connectDatabase(config.DATABASE_URL as string, { max: 1 });
    const app = await buildApp({ config, database });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: { code: 'service_unavailable', message: expect.any(String) } });
      // The process stays up and keeps answering what needs no database.
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      // API requests that need the database get a 503 JSON error, not a 500.
      const facets = await app.inject({ method: 'GET', url: '/api/products/facets' });
      expect(facets.statusCode).toBe(503);
      expect(facets.json().error.code).toBe('service_unavailable');
      expect(facets.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack/i);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
