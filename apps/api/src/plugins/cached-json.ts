import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { allowReplay } from './replay-cache.ts';

// Answers GET requests for JSON that is read far more often than it changes.
// The body, its ETag and its compressed forms are made once per value object:
// a service that hands out the same cached object again (the first page of the
// list, the facets) is answered without serialising or compressing anything.
// A matching If-None-Match gets a 304 with no body.

// Short-lived and revalidated (with the ETag, a 304 costs nothing): an admin's
// change reaches open shopper pages at their next refetch, not minutes later.
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=15, must-revalidate';

type Encoding = 'br' | 'gzip';

interface Prepared {
  identity: Buffer;
  /** Weak: the same tag stands for the identity, gzip and brotli bodies. */
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

const prepared = new WeakMap<object, Prepared>();

// Below this, compression costs more time than it saves bytes (the same threshold as app.ts).
const COMPRESSION_THRESHOLD = 1024;

export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, value: object, cacheControl: string, replay = false): FastifyReply {
  return sendCachedBody(request, reply, value, { cacheControl, type: 'application/json; charset=utf-8', bytes: () => Buffer.from(JSON.stringify(value)), replay });
}

export interface CachedBodyOptions {
  cacheControl: string;
  type: string;
  /** The body; called once per value object. */
  bytes: () => Buffer;
  /** The value is one the shop keeps (not built for this request): the answer may be replayed (replay-cache.ts). */
  replay?: boolean;
}

/** The same for any body kept as one object (a rendered page): ETag, 304 and compressed forms made once. */
export function sendCachedBody(request: FastifyRequest, reply: FastifyReply, value: object, options: CachedBodyOptions): FastifyReply {
  const body = prepare(value, options.bytes);
  if (options.replay) allowReplay(reply);
  reply.header('cache-control', options.cacheControl).header('etag', body.etag);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], body.etag)) return reply.status(304).send();

  reply.type(options.type);
  const encoding = body.identity.length >= COMPRESSION_THRESHOLD ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body.identity);
  // Setting content-encoding here tells @fastify/compress the body is already compressed.
  return reply.header('content-encoding', encoding).send(encoded(body, encoding));
}

function prepare(value: object, bytes: () => Buffer): Prepared {
  let body = prepared.get(value);
  if (!body) {
    const identity = bytes();
    body = { identity, etag: `W/"${createHash('sha1').update(identity).digest('base64url')}"`, encoded: {} };
    prepared.set(value, body);
  }
  return body;
}

function encoded(body: Prepared, encoding: Encoding): Buffer {
  const cached = body.encoded[encoding];
  if (cached) return cached;
  const bytes =
    encoding === 'br'
      ? brotliCompressSync(body.identity, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.identity.length },
        })
      : gzipSync(body.identity, { level: 6 });
  body.encoded[encoding] = bytes;
  return bytes;
}

/** br if the client takes it, else gzip, else none; `q=0` refuses an encoding. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  for (const encoding of ['br', 'gzip'] as const) {
    const q = accepted.get(encoding) ?? wildcard ?? 0;
    if (q > 0) return encoding;
  }
  return null;
}

/** Weak comparison (RFC 9110 13.1.2): W/ prefixes are ignored; `*` matches anything. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
