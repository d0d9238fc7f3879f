import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger as PinoLogger } from 'pino';

// One line per request, written after the answer, at a level that says how much
// it matters: failures always (4xx warn, 5xx error, with the request id that the
// client also got in x-request-id); successful pages and API calls at info; the
// successful requests that a page makes by the dozen (scripts, styles, images,
// fonts) and the health checks a load balancer makes every few seconds at debug.
// Fastify's own two lines per request (`disableRequestLogging`) are off.
// Successful requests beyond `successesPerSecond` in one second are counted,
// not written (one line says how many): under heavy load the log would
// otherwise cost a quarter of the throughput and tell nothing new.

const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

function isRoutine(request: FastifyRequest, reply: FastifyReply): boolean {
  const path = request.url;
  if (HEALTH_PATHS.has(path)) return true;
  const type = reply.getHeader('content-type');
  // Pages (HTML) and API answers (JSON) are what a person reading the log follows.
  return typeof type === 'string' && !type.startsWith('text/html') && !type.startsWith('application/json');
}

/** A successful answer sent without Fastify (replay-cache.ts): logged like the others, within the same allowance. */
export type ReplayedAnswerLog = (answer: { method: string; url: string; statusCode: number; seconds: number; requestId: string }) => void;

export function registerRequestLog(app: FastifyInstance, successesPerSecond = 100): ReplayedAnswerLog {
  let second = 0;
  let written = 0;
  let skipped = 0;
  const mayWriteSuccess = (): boolean => {
    const now = Math.floor(Date.now() / 1000);
    if (now !== second) {
      if (skipped) app.log.info({ skipped }, `${skipped} more successful requests in that second, not logged one by one (LOG_SUCCESSES_PER_SECOND)`);
      second = now;
      written = 0;
      skipped = 0;
    }
    if (written < successesPerSecond) {
      written++;
      return true;
    }
    skipped++;
    return false;
  };

  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : isRoutine(request, reply) ? 'debug' : 'info';
    // Lines the level leaves out do not use up the second's allowance.
    const enabled = (request.log as Partial<Pick<PinoLogger, 'isLevelEnabled'>>).isLevelEnabled?.(level) ?? true;
    if (status < 400 && (!enabled || !mayWriteSuccess())) return done();
    const details = { method: request.method, url: request.url, statusCode: status, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (status >= 400) request.log[level]({ ...details, remoteAddress: request.ip, userAgent: request.headers['user-agent'] }, 'request failed');
    else request.log[level](details, 'request completed');
    done();
  });

  // Only pages and API answers are replayed: info, like theirs above.
  return ({ method, url, statusCode, seconds, requestId }) => {
    const enabled = (app.log as Partial<Pick<PinoLogger, 'isLevelEnabled'>>).isLevelEnabled?.('info') ?? true;
    if (!enabled || !mayWriteSuccess()) return;
    app.log.info({ reqId: requestId, method, url, statusCode, responseTime: Math.round(seconds * 10_000) / 10, replayed: true }, 'request completed');
  };
}
