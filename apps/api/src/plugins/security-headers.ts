import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PAGE_MODULES_SCRIPT, THEME_HEAD_SCRIPT } from '@handloom/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityOptions {
  /** Extra origins that scripts, frames and requests may use (Razorpay Checkout in razorpay mode). */
  extraScriptOrigins?: string[];
  extraFrameOrigins?: string[];
  extraConnectOrigins?: string[];
}

const HSTS = 'max-age=31536000; includeSubDomains';

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The pages' two inline scripts, allowed by their hashes and nothing else inline: the theme, before the first paint, */
export const THEME_SCRIPT_HASH = scriptHash(THEME_HEAD_SCRIPT);
/** ...and what starts the page's modules once it has painted (apps/web/vite.config.ts). */
export const PAGE_MODULES_SCRIPT_HASH = scriptHash(PAGE_MODULES_SCRIPT);

// A strict policy: no inline scripts but those two (by hash), nothing framed, nothing loaded from
// elsewhere except images that the admin links to by URL.
export function helmetOptions(options: SecurityOptions = {}): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", THEME_SCRIPT_HASH, PAGE_MODULES_SCRIPT_HASH, ...(options.extraScriptOrigins ?? [])],
        styleSrc: ["'self'"],
        // Product images may be links the admin pasted (the spec's image URLs); images cannot run code.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(options.extraConnectOrigins ?? [])],
        frameSrc: options.extraFrameOrigins?.length ? options.extraFrameOrigins : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only means something over HTTPS; it is added per request when the request came that way.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets, worked out once. The policy has no per-request
 * parts (no nonces, no functions), so running helmet on every request would
 * only rebuild the same strings: that cost a few percent of the fastest paths.
 */
export function securityHeaders(options: SecurityOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(helmetOptions(options))({} as IncomingMessage, response, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return headers;
}

/**
 * Headers that only a document reads: a page's policy governs what the page
 * loads, and a script's, stylesheet's, font's or photograph's own copy of
 * them is never consulted. On a product page's two dozen scripts and its
 * photographs they were about 700 bytes each of every answer, on a phone's
 * connection, for nothing. Kept on every file: nosniff, the resource policy,
 * the referrer policy (a stylesheet's fonts and images are fetched under
 * it) and, over HTTPS, HSTS. An SVG can act as a document, so it keeps them all.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** For an answer that is a script, stylesheet, font or raster image: drops what only documents read. */
export function withoutDocumentHeaders(reply: FastifyReply): void {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}

/**
 * A file whose answer is never a document (see withoutDocumentHeaders), or its
 * brotli or gzip copy made at build time. A web worker or service worker
 * script would run under its own answer's policy: the shop has none, and one
 * added would need its CSP kept.
 */
export const NEVER_A_DOCUMENT = /\.(?:m?js|css|woff2?|webp|avif|png|jpe?g|gif|ico)(?:\.br|\.gz)?$/i;

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions = {}): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
