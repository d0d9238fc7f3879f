import { gunzipSync } from 'node:zlib';
import type { ProductList } from '@handloom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../../db/schema.ts';
import { shopWithAdmin } from '../../testing/admin-shop.ts';
import { insertProducts } from '../../testing/factories.ts';
import { rawGet } from '../../testing/raw-get.ts';
import type { TestApp } from '../../testing/test-app.ts';

// The whole shop listening on a socket (app.inject does not pass through the
// replay cache): the catalogue's kept first pages are answered again from
// memory, and an admin's change is seen by the very next request.

const TOKEN = 'a-long-prometheus-scrape-token';

describe('catalogue answers replayed from memory', () => {
  let shop: TestApp;
  let admin: string;
  let origin: string;
  let products: ProductRow[];

  beforeAll(async () => {
    ({ shop, admin } = await shopWithAdmin({ METRICS_TOKEN: TOKEN }));
    products = await insertProducts(
      shop.database.db,
      Array.from({ length: 30 }, (_, n) => ({ title: `Replayed Saree ${n}`, category: 'silk_sarees', createdAt: new Date(Date.UTC(2025, 0, 1 + n)) })),
    );
    await shop.app.listen({ host: '127.0.0.1', port: 0 });
    const address = shop.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => shop.close());

  const metric = async (series: string): Promise<number> => {
    const text = (await shop.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };
  const replays = () => metric('shop_replayed_responses_total');
  const titles = (body: Buffer) => (JSON.parse(gunzipSync(body).toString()) as ProductList).items.map((item) => item.title);

  it('sends the first page again with the same headers and bytes, counted in the metrics by its route (and timed only when Fastify answered)', async () => {
    const before = await replays();
    const routeCount = () => metric('http_requests_total{method="GET",route="/api/products",status="200"}');
    const timedCount = () => metric('http_request_duration_seconds_count{method="GET",route="/api/products",status="200"}');
    const countedBefore = await routeCount();
    const timedBefore = await timedCount();
    const first = await rawGet(origin, '/api/products?page=1&pageSize=24', { 'accept-encoding': 'gzip' });
    const second = await rawGet(origin, '/api/products?page=1&pageSize=24', { 'accept-encoding': 'gzip', 'x-request-id': 'from-the-client-1' });
    expect(await replays()).toBe(before + 1);
    expect(await routeCount()).toBe(countedBefore + 2);
    expect(await timedCount()).toBe(timedBefore + 1);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(titles(second.body)[0]).toBe('Replayed Saree 29');
    const { date: _date, 'x-request-id': _id, ...firstHeaders } = first.headers;
    const { date: _date2, 'x-request-id': secondId, ...secondHeaders } = second.headers;
    expect(secondHeaders).toEqual(firstHeaders);
    expect(secondHeaders).toMatchObject({ 'content-encoding': 'gzip', 'content-security-policy': expect.stringContaining("default-src 'self'"), etag: expect.any(String) });
    expect(secondId).toBe('from-the-client-1');
  });

  it('replays the facets and a 304 for a current ETag, but not a search, a page beyond the kept ones, a product or a signed-in request', async () => {
    await rawGet(origin, '/api/products/facets');
    const etag = (await rawGet(origin, '/api/products?category=silk_sarees')).headers.etag ?? '';
    const before = await replays();
    expect((await rawGet(origin, '/api/products/facets')).status).toBe(200);
    await rawGet(origin, '/api/products?category=silk_sarees', { 'if-none-match': etag });
    const notModified = await rawGet(origin, '/api/products?category=silk_sarees', { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(await replays()).toBe(before + 2);
    for (const path of ['/api/products?search=saree', '/api/products?page=5&pageSize=6', `/api/products/${products[0]?.id}`]) {
      await rawGet(origin, path);
      expect((await rawGet(origin, path)).status).toBe(200);
    }
    await rawGet(origin, '/api/products', { cookie: admin });
    await rawGet(origin, '/api/products', { cookie: admin });
    expect(await replays()).toBe(before + 2);
  });

  it("shows an admin's change to the next request: nothing kept before it is replayed", async () => {
    const path = '/api/products?page=1&pageSize=24';
    await rawGet(origin, path, { 'accept-encoding': 'gzip' });
    expect(titles((await rawGet(origin, path, { 'accept-encoding': 'gzip' })).body)[0]).toBe('Replayed Saree 29');
    const newest = products.at(-1);
    const removed = await shop.app.inject({ method: 'DELETE', url: `/api/admin/products/${newest?.id}`, headers: { cookie: admin } });
    expect(removed.statusCode).toBeLessThan(300);
    expect(titles((await rawGet(origin, path, { 'accept-encoding': 'gzip' })).body)[0]).toBe('Replayed Saree 28');
  });
});
