import { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { registerRequestLog } from './request-log.ts';

// One line per request at a level that depends on the answer; failures always written.

async function appWithLog(successesPerSecond: number) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  const logger: FastifyBaseLogger = pino({ level: 'info' }, sink);
  const app = Fastify({ loggerInstance: logger, logController: new LogController({ disableRequestLogging: true }) });
  const logReplayed = registerRequestLog(app, successesPerSecond);
  app.get('/api/things', async () => ({ ok: true }));
  app.get('/assets/app.js', async (_request, reply) => reply.type('text/javascript').send('x'));
  app.get('/api/broken', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines, logReplayed };
}

describe('request log', () => {
  it('writes API answers at info, scripts not at all at info, 4xx at warn and 5xx at error with the request id', async () => {
    const { app, lines } = await appWithLog(100);
    await app.inject({ url: '/api/things' });
    await app.inject({ url: '/assets/app.js' });
    await app.inject({ url: '/api/nothing-here' });
    await app.inject({ url: '/api/broken' });
    const requests = lines.filter((line) => line.url);
    expect(requests.map((line) => [line.url, line.level, line.statusCode])).toEqual([
      ['/api/things', 30, 200],
      ['/api/nothing-here', 40, 404],
      ['/api/broken', 50, 500],
    ]);
    for (const line of requests) expect(line.reqId).toBeTruthy();
    await app.close();
  });

  it('counts successes beyond the allowance per second instead of writing them, and never drops a failure', async () => {
    const { app, lines } = await appWithLog(2);
    for (let i = 0; i < 5; i++) await app.inject({ url: '/api/things' });
    await app.inject({ url: '/api/nothing-here' });
    expect(lines.filter((line) => line.url === '/api/things').length).toBeLessThanOrEqual(4); // the second may turn once
    expect(lines.filter((line) => line.statusCode === 404)).toHaveLength(1);
    await app.close();
  });

  it('writes an answer replayed from memory like any other, with its request id, within the same allowance', async () => {
    const { app, lines, logReplayed } = await appWithLog(3);
    await app.inject({ url: '/api/things' });
    for (let i = 0; i < 4; i++) logReplayed({ method: 'GET', url: '/api/products', statusCode: 200, seconds: 0.00012, requestId: `replay-${i}` });
    const written = lines.filter((line) => line.url);
    // One second's allowance of three, the first taken by Fastify's answer (the second may turn once).
    expect(written.length).toBeGreaterThanOrEqual(3);
    expect(written.length).toBeLessThanOrEqual(5);
    expect(written[1]).toMatchObject({ level: 30, reqId: 'replay-0', url: '/api/products', statusCode: 200, responseTime: 0.1, replayed: true, msg: 'request completed' });
    await app.close();
  });
});
