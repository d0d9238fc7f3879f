import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerLull } from './lull.ts';

describe('the lull background work waits for', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function shopWithSlowRoute(maxWaitMs: number) {
    const app = Fastify();
    apps.push(app);
    const lull = registerLull(app, maxWaitMs);
    let finish = () => {};
    app.get('/slow', async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { ok: true };
    });
    app.get('/fast', async () => ({ ok: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return { lull, origin, finish: () => finish() };
  }

  it('comes at once when no request is being answered', async () => {
    const { lull, origin } = await shopWithSlowRoute(60_000);
    expect((await fetch(`${origin}/fast`)).status).toBe(200);
    await expect(Promise.race([lull.wait().then(() => 'lull'), new Promise((resolve) => setTimeout(() => resolve('waited'), 200))])).resolves.toBe('lull');
  });

  it('waits while a request is being answered, and comes when it has been', async () => {
    const { lull, origin, finish } = await shopWithSlowRoute(60_000);
    const slow = fetch(`${origin}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    let came = false;
    const waited = lull.wait().then(() => (came = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(came).toBe(false);
    finish();
    expect((await slow).status).toBe(200);
    await waited;
    expect(came).toBe(true);
  });

  it('comes when the client went away before its answer', async () => {
    const { lull, origin } = await shopWithSlowRoute(60_000);
    const abort = new AbortController();
    const slow = fetch(`${origin}/slow`, { signal: abort.signal }).catch(() => 'aborted');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const waited = lull.wait();
    abort.abort();
    await expect(slow).resolves.toBe('aborted');
    await waited;
  });

  it('comes after the longest wait under a request that never ends', async () => {
    const { lull, origin, finish } = await shopWithSlowRoute(300);
    const slow = fetch(`${origin}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    await lull.wait();
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    finish();
    await slow;
  });
});
