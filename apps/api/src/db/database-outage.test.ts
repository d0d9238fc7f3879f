import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase, type DatabaseHandle } from './client.ts';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, dropDatabase } from '../testing/test-app.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts';

// The database goes away under a running shop: API requests get a 503 JSON
// error quickly, the process stays up, and it recovers on its own.

describe('when the database goes away', () => {
  let proxy: TcpProxy, app: FastifyInstance, database: DatabaseHandle, databaseUrl: string, dataDir: string;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    const target = new URL(databaseUrl);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(databaseUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    // A folder of this run's own: the two CI lanes run this file at the same time.
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'handloom-outage-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: viaProxy.toString(), WEB_DIST_DIR: '/nonexistent' });
    // A query sent into the black hole (the search index's build, say) waits for this, and so
    // does closing the shop at the end: 30 s each, the default, once went past the hook's 120 s.
    database = connectDatabase(viaProxy.toString(), { max: 4, queryTimeoutMs: 3_000 });
    app = await buildApp({ config, database });
  });
  afterAll(async () => {
    // Once in many CI runs (under load, never alone) the teardown after the black hole stalled past
    // the hook's 120 s, with both tests passed. Each step gets 20 s and says so when it stalls, so
    // the next time names the step instead of failing the suite on the clean-up.
    const step = async (name: string, work: () => Promise<unknown>) => {
      let timer: NodeJS.Timeout | undefined;
      const stalled = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          console.warn(`database-outage teardown: ${name} did not finish within 20 s; going on`);
          resolve();
        }, 20_000);
      });
      await Promise.race([work().catch(() => undefined), stalled]);
      clearTimeout(timer);
    };
    await step('app.close()', () => app.close());
    await step('database.close()', () => database.close());
    await step('proxy.close()', () => proxy.close());
    await dropDatabase(databaseUrl);
    await rm(dataDir, { recursive: true, force: true });
  });

  // A search nobody made before: never answered from the catalogue's short-lived cache.
  const fresh = () => `/api/products?search=outage${Math.random().toString(36).slice(2, 8)}`;

  const timed = async (url: string) => {
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url });
    return { response, ms: Date.now() - started };
  };

  it('answers 503 quickly when connections are cut and refused, and recovers by itself', async () => {
    expect((await timed(fresh())).response.statusCode).toBe(200);

    await proxy.setMode('refuse');
    for (const url of [fresh(), '/api/products/00000000-0000-4000-8000-000000000000', '/readyz']) {
      const { response, ms } = await timed(url);
      expect(response.statusCode, url).toBe(503);
      expect(response.json().error.code).toBe('service_unavailable');
      expect(ms, url).toBeLessThan(2_000);
    }
    expect((await timed('/healthz')).response.statusCode).toBe(200);

    await proxy.setMode('forward');
    let recovered = false;
    for (let attempt = 0; attempt < 20 && !recovered; attempt++) {
      recovered = (await timed(fresh())).response.statusCode === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recovered).toBe(true);
  });

  it('answers 503 within the connect timeout when the database stops answering', async () => {
    await proxy.setMode('blackhole');
    // Pooled connections that were cut fail at once; a new one waits for the connect timeout.
    await new Promise((resolve) => setTimeout(resolve, 200));
    let last = await timed(fresh());
    for (let i = 0; i < 4 && last.ms < 1_000; i++) last = await timed(fresh());
    expect(last.response.statusCode).toBe(503);
    expect(last.response.json().error.code).toBe('service_unavailable');
    expect(last.ms).toBeGreaterThan(1_000); // it really waited for a connection
    expect(last.ms).toBeLessThan(7_000);
    await proxy.setMode('forward');
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
      status = (await timed(fresh())).response.statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
  }, 30_000);
});
