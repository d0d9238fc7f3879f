import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode, matchClientRoute, type ClientRouteName } from '@handloom/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../plugins/error-handler.ts';
import { renderDocument, type DocumentContext } from './html-document.ts';
import { categoryPageMeta, notFoundMeta, staticPageMeta, type PageMeta } from './page-meta.ts';

export interface PagesOptions {
  webDistDir: string;
  document: DocumentContext;
  /** Meta of pages whose head depends on data (a product page); null when the thing does not exist. */
  dynamicMeta?: (name: ClientRouteName, pathname: string, origin: string) => Promise<PageMeta | null | undefined>;
}

// The web app's files and its pages. Every route of the shop's route table is
// answered with the app and status 200; any other path with the app's NoPage
// screen and status 404; unknown /api paths with a JSON 404.
export async function pagesRoutes(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const indexFile = path.join(options.webDistDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (!template) app.log.warn(`No built web app at ${options.webDistDir}; run \`npm run build\``);

  if (existsSync(options.webDistDir)) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      index: false,
      wildcard: false,
      // <file>.br and <file>.gz made at build time (scripts/precompress-web.ts); without them, @fastify/compress compresses per request.
      preCompressed: true,
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/: those never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodePath(request.url.split('?')[0] ?? '/');
    // Without PUBLIC_URL, absolute URLs (canonical, og:image) use the address the request came to.
    const origin = `${request.protocol}://${request.host}`;
    const name = pathname === null ? null : matchClientRoute(pathname);
    let meta: PageMeta | null = null;
    if (name && pathname !== null) {
      const dynamic = await options.dynamicMeta?.(name, pathname, origin);
      meta = dynamic === undefined ? defaultMeta(name, pathname) : dynamic;
    }
    const html = renderDocument(template, meta ?? notFoundMeta, { ...options.document, publicUrl: options.document.publicUrl ?? origin });
    return reply
      .status(meta ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (isPage) return sendPage(request, reply);
    return reply
      .status(404)
      .send(errorBody(ErrorCode.notFound, `There is nothing at ${request.method} ${request.url.split('?')[0]}.`));
  });
}

function defaultMeta(name: ClientRouteName, pathname: string): PageMeta {
  if (name === 'category') return categoryPageMeta(pathname.split('/')[2] ?? '');
  if (name === 'productInfo') return { title: 'Product', description: 'A handloom piece from the shop.', canonicalPath: pathname };
  if (name === 'weaver') return { title: 'Weaver', description: 'A weaver of the shop and their pieces.', canonicalPath: pathname };
  return staticPageMeta(name, pathname);
}

function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}
