import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { rawGet } from '../testing/raw-get.ts';
import { allowReplay, replayCache, type ReplayCacheOptions } from './replay-cache.ts';

// The replay cache on a small Fastify app: what it sends again, and what it never does.

describe('answers replayed without entering Fastify', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function shop(options: ReplayCacheOptions = {}) {
    const replay = replayCache(options);
    const app = Fastify({ serverFactory: replay.serverFactory });
    apps.push(app);
    let handled = 0;
    let ids = 0;
    const replayed: { url: string; route: string; statusCode: number; requestId: string }[] = [];
    app.addHook('onRequest', (request, reply, done) => {
      handled += 1;
      reply.header('x-request-id', request.id);
      done();
    });
    replay.install(app, { requestId: () => `replay-${++ids}`, observe: (answer) => replayed.push(answer) });
    let version = 1;
    let gate: Promise<void> | null = null;
    app.get('/kept', async (request, reply) => {
      // Read before the wait: an answer built from what was there when the request came.
      const body = `version ${version}`;
      if (gate) await gate;
      allowReplay(reply);
      reply.header('etag', `"${version}"`).header('cache-control', 'no-cache').type('text/plain');
      return request.headers['if-none-match'] === `"${version}"` ? reply.status(304).send() : reply.send(Buffer.from(body));
    });
    app.get('/not-kept', async () => ({ version }));
    app.get('/with-cookie', async (_request, reply) => {
      allowReplay(reply);
      return reply.header('set-cookie', 'a=1').send(Buffer.from('cookie'));
    });
    app.get('/missing', async (_request, reply) => {
      allowReplay(reply);
      return reply.status(404).send(Buffer.from('no'));
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return {
      app,
      replay,
      origin,
      replayed,
      handled: () => handled,
      change: () => {
        version += 1;
        replay.clear();
      },
      hold: () => {
        let release = () => {};
        gate = new Promise<void>((resolve) => (release = resolve));
        return () => {
          gate = null;
          release();
        };
      },
    };
  }

  it("sends a kept answer again with Fastify's status, headers (in order) and bytes, a request id of its own, and reports it", async () => {
    const { origin, handled, replayed } = await shop();
    const first = await rawGet(origin, '/kept?a=1');
    const second = await rawGet(origin, '/kept?a=1');
    expect(handled()).toBe(1);
    expect(second.status).toBe(200);
    expect(second.body.toString()).toBe('version 1');
    expect(second.headerOrder).toEqual(first.headerOrder);
    const { date: _date, 'x-request-id': firstId, ...firstHeaders } = first.headers;
    const { date: _date2, 'x-request-id': secondId, ...secondHeaders } = second.headers;
    expect(secondHeaders).toEqual(firstHeaders);
    expect(secondHeaders['content-length']).toBe('9');
    expect(secondId).toBe('replay-1');
    expect(firstId).not.toBe(secondId);
    expect(replayed).toEqual([expect.objectContaining({ url: '/kept?a=1', route: '/kept', statusCode: 200, requestId: 'replay-1' })]);
  });

  it('keeps one answer per URL, accepted encodings and If-None-Match: a revalidation is replayed as a 304 with no body', async () => {
    const { origin, handled } = await shop();
    await rawGet(origin, '/kept');
    await rawGet(origin, '/kept?b');
    await rawGet(origin, '/kept', { 'accept-encoding': 'gzip' });
    expect(handled()).toBe(3);
    for (let round = 0; round < 2; round++) {
      const notModified = await rawGet(origin, '/kept', { 'if-none-match': '"1"' });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers.etag).toBe('"1"');
    }
    expect(handled()).toBe(4);
    expect((await rawGet(origin, '/kept', { 'if-none-match': '"0"' })).body.toString()).toBe('version 1');
  });

  it('never replays to a request with a cookie or credentials, nor an answer that was not allowed, set a cookie or failed', async () => {
    const { origin, handled, replayed } = await shop();
    await rawGet(origin, '/kept');
    await rawGet(origin, '/kept', { cookie: 'session=abc' });
    await rawGet(origin, '/kept', { authorization: 'Bearer x' });
    for (const path of ['/not-kept', '/with-cookie', '/missing']) {
      await rawGet(origin, path);
      await rawGet(origin, path);
    }
    expect(handled()).toBe(9);
    expect(replayed).toEqual([]);
  });

  it('drops what it keeps when told the content changed, and does not keep an answer begun before the change', async () => {
    const { origin, handled, change, hold } = await shop();
    await rawGet(origin, '/kept');
    change();
    expect((await rawGet(origin, '/kept')).body.toString()).toBe('version 2');
    const release = hold();
    const early = rawGet(origin, '/kept?early');
    // The request has read version 2 and waits in the route; the content changes under it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    change();
    release();
    expect((await early).body.toString()).toBe('version 2');
    expect((await rawGet(origin, '/kept?early')).body.toString()).toBe('version 3');
    expect(handled()).toBe(4);
  });

  it('asks Fastify again once an answer is older than its lifetime', async () => {
    const { origin, handled } = await shop({ lifetimeMs: 100 });
    await rawGet(origin, '/kept');
    await rawGet(origin, '/kept');
    expect(handled()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await rawGet(origin, '/kept');
    expect(handled()).toBe(2);
  });

  it('holds at most maxEntries answers', async () => {
    const { origin, replay } = await shop({ maxEntries: 3 });
    for (let n = 0; n < 5; n++) await rawGet(origin, `/kept?n=${n}`);
    expect(replay.size).toBeLessThanOrEqual(3);
    expect(replay.size).toBeGreaterThan(0);
  });
});
