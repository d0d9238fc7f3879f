import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { LANGUAGE_HEADER } from '@handloom/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

// The answers the shop already keeps (the first pages of the catalogue, its
// facets, the rendered Home, All products and category pages) are sent again,
// to the next anonymous request that asks exactly the same, straight from the
// node:http server: the status, headers and bytes that Fastify sent the last
// time, without entering Fastify. Fastify's request path (its hooks, the
// security headers, the cache lookup, the ETag) costs most of the time of such
// an answer; nginx, serving the same bytes, is four to ten times faster
// (docs/performance.md). Decision 033.
//
// What keeps it correct:
// - only answers a route marks (`allowReplay`): the ones it served from the
//   shop's own caches, 200 or 304, with no Set-Cookie;
// - only GET requests with no cookie, no authorization and no body, and the
//   key is everything else such an answer depends on: the URL, the host, the
//   accepted encodings, If-None-Match (so a 304 is replayed as a 304), the
//   proxy's protocol and host, and the language header;
// - an answer is replayed for at most `lifetimeMs`, and all are dropped when
//   the catalogue changes (`clear`); an answer begun before the change is not
//   kept;
// - each replay gets its own x-request-id, is counted in the metrics and
//   logged like any other answer (request-log.ts's sampling).
// Everything else, and every miss, goes to Fastify as before.

interface Kept {
  status: number;
  /** Names and values in one list, as writeHead takes them; the x-request-id value at `idAt` is each replay's own. */
  headers: string[];
  idAt: number;
  body: Buffer | null;
  /** The route's label for the metrics, as Fastify's hook gives it. */
  route: string;
  expiresAt: number;
}

/** What the shop does with a replayed answer: metrics and the request log. */
export interface ReplayObserver {
  (answer: { method: string; url: string; route: string; statusCode: number; seconds: number; requestId: string }): void;
}

const replayable = new WeakSet<FastifyReply>();

/** This answer came from the shop's own cache and may be sent again to the same request (see above). */
export function allowReplay(reply: FastifyReply): void {
  replayable.add(reply);
}

export interface ReplayCacheOptions {
  /** How long an answer is replayed before Fastify is asked again. */
  lifetimeMs?: number;
  maxEntries?: number;
}

export function replayCache({ lifetimeMs = 1_000, maxEntries = 1_000 }: ReplayCacheOptions = {}) {
  const kept = new Map<string, Kept>();
  // Requests that went to Fastify with a key: the key, and the catalogue's generation when they arrived.
  const asked = new WeakMap<IncomingMessage, { key: string; generation: number }>();
  let generation = 0;
  let open = true;
  let requestId: (request: IncomingMessage) => string = () => '';
  let observe: ReplayObserver = () => {};

  function keyOf(request: IncomingMessage): string | null {
    const headers = request.headers;
    if (request.method !== 'GET' || headers.cookie !== undefined || headers.authorization !== undefined) return null;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return null;
    // A header a request leaves out and one it sends empty are the same here: the answers do not tell them apart.
    return `${request.url}\n${headers.host}\n${headers['accept-encoding']}\n${headers['if-none-match']}\n${headers['x-forwarded-proto']}\n${headers['x-forwarded-host']}\n${headers[LANGUAGE_HEADER]}`;
  }

  function replay(request: IncomingMessage, response: ServerResponse, answer: Kept, started: number): void {
    const id = requestId(request);
    // writeHead reads the list before it returns; the next replay of this answer writes its own id in the same place.
    if (answer.idAt >= 0) answer.headers[answer.idAt] = id;
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body ?? undefined);
    observe({ method: 'GET', url: request.url ?? '/', route: answer.route, statusCode: answer.status, seconds: (performance.now() - started) / 1000, requestId: id });
  }

  return {
    /** Fastify's `serverFactory`: the HTTP server Fastify would make, with replays in front of its handler. */
    serverFactory(handler: RequestListener, options: FastifyServerOptions): Server {
      const server = createServer((request, response) => {
        const key = open ? keyOf(request) : null;
        if (key !== null) {
          const started = performance.now();
          const answer = kept.get(key);
          if (answer && answer.expiresAt > Date.now()) return replay(request, response, answer, started);
          asked.set(request, { key, generation });
        }
        handler(request, response);
      });
      // What Fastify does with its own HTTP/1 server (fastify/lib/server.js).
      if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
      if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
      server.setTimeout(options.connectionTimeout ?? 0);
      if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    },

    /** Keeps the answers routes allow, as they leave; register after every plugin that changes a body (compression). */
    install(app: FastifyInstance, hooks: { requestId: (request: IncomingMessage) => string; observe: ReplayObserver }): void {
      requestId = hooks.requestId;
      observe = hooks.observe;
      app.addHook('onSend', (request, reply, payload, done) => {
        keep(request, reply, payload);
        done();
      });
      // A closing shop answers 503 (Fastify), not from memory.
      app.addHook('preClose', (done) => {
        open = false;
        kept.clear();
        done();
      });
    },

    /** The catalogue changed: nothing kept so far, nor being answered now, is sent again. */
    clear(): void {
      generation += 1;
      kept.clear();
    },

    /** How many answers are kept (tests). */
    get size(): number {
      return kept.size;
    },
  };

  function keep(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    const question = asked.get(request.raw);
    if (!question || !replayable.has(reply) || question.generation !== generation) return;
    const status = reply.statusCode;
    if (status !== 200 && status !== 304) return;
    if (payload !== undefined && payload !== null && !Buffer.isBuffer(payload)) return;
    const sent = reply.getHeaders();
    if (sent['set-cookie'] !== undefined) return;
    const headers: string[] = [];
    for (const [name, value] of Object.entries(sent)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
    }
    // x-request-id keeps its place among the headers; each replay gives it a new value.
    const idAt = headers.indexOf('x-request-id') + 1 || -1;
    if (payload) headers.push('content-length', String(payload.length));
    if (kept.size >= maxEntries) kept.clear();
    kept.set(question.key, { status, headers, idAt, body: payload ?? null, route: request.routeOptions.url ?? 'unmatched', expiresAt: Date.now() + lifetimeMs });
  }
}
export type ReplayCache = ReturnType<typeof replayCache>;
