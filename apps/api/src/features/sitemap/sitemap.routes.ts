import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SitemapService } from './sitemap.service.ts';

export interface SitemapOptions {
  /** The shop's public address; without it, the address the request came to. */
  publicUrl?: string | undefined;
}

// Crawlers fetch these rarely; an hour of caching is plenty and keeps the
// product query off the database under a misbehaving crawler.
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

export function sitemapRoutes(service: SitemapService, options: SitemapOptions = {}) {
  const originOf = (request: FastifyRequest) => siteOrigin(options.publicUrl, request);

  return async function routes(app: FastifyInstance) {
    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(service.robotsTxt(originOf(request))),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
      reply
        .header('cache-control', SITEMAP_CACHE_CONTROL)
        .type('application/xml; charset=utf-8')
        .send(await service.sitemap(originOf(request))),
    );

    app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
      const xml = await service.sitemapFile(originOf(request), request.params.file);
      if (xml === null) return reply.callNotFound();
      return reply.header('cache-control', SITEMAP_CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
    });
  };
}

/** `https://shop.example` without a trailing slash. */
export function siteOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    // A Host header that is not a host name: fall back to where the shop listens.
    return `${request.protocol}://localhost`;
  }
}
