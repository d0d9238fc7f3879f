import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  /** Extra origins that scripts, frames and requests may use (Razorpay Checkout in razorpay mode). */
  extraScriptOrigins?: string[];
  extraFrameOrigins?: string[];
  extraConnectOrigins?: string[];
}

// A strict policy: no inline scripts, nothing framed, nothing loaded from
// elsewhere except images that the admin links to by URL.
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions = {}): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.extraScriptOrigins ?? [])],
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
    // HSTS only means something over HTTPS; it is added below when the request came that way.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
