import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode, matchClientRoute, themeFromCookieHeader, type ClientRouteName, type PublicSettings, type ServerTheme } from '@handloom/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCachedBody } from '../../plugins/cached-json.ts';
import { errorBody } from '../../plugins/error-handler.ts';
import { shortLivedCache } from '../catalog/short-lived-cache.ts';
import { renderDocument, type DocumentContext, type RenderedBody } from './html-document.ts';
import { loadPageRenderer, type PageRenderer } from './page-renderer.ts';
import { categoryPageMeta, notFoundMeta, staticPageMeta, type PageMeta } from './page-meta.ts';

export interface PagesOptions {
  webDistDir: string;
  document: DocumentContext;
  /** Meta of pages whose head depends on data (a product page); null when the thing does not exist. */
  dynamicMeta?: (name: ClientRouteName, pathname: string, origin: string) => Promise<PageMeta | null | undefined>;
  /** The settings the pages show; with them the pages are rendered on the server (when the web app's server bundle is built). */
  settings?: PublicSettings;
  /** Rendered pages are kept as long as the catalogue lists they show, and dropped with them. */
  catalogueCache?: { ttlMs: number; onInvalidate: (listener: () => void) => void };
}

/** A finished page: one object per rendering, so its ETag and compressed bodies are made once (sendCachedBody). */
interface FinishedPage {
  status: number;
  html: string;
}

// Pages whose HTML is the same for everyone at a given moment: all but a
// product page (read fresh, like its JSON) and a search (too varied to keep).
// Nothing shopper-specific is in any page's HTML: the cart count, the
// greeting and the favourites fill in after hydration.
const KEPT_PAGES = 256;

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
      // The page template is only ever sent filled in; the build manifest is for the server.
      allowedPath: (pathname) => pathname !== '/index.html' && !pathname.startsWith('/.vite/'),
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/: those never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const renderer: PageRenderer | null = template && options.settings ? await loadPageRenderer(app, options.webDistDir, options.settings) : null;
  const kept = shortLivedCache<FinishedPage>({ ttlMs: options.catalogueCache?.ttlMs ?? 30_000, maxEntries: KEPT_PAGES });
  options.catalogueCache?.onInvalidate(() => kept.clear());

  const finishPage = async (request: FastifyRequest, pathname: string | null, name: ClientRouteName | null, theme: ServerTheme): Promise<FinishedPage> => {
    // Without PUBLIC_URL, absolute URLs (canonical, og:image) use the address the request came to.
    const origin = `${request.protocol}://${request.host}`;
    let meta: PageMeta | null = null;
    if (name && pathname !== null) {
      const dynamic = await options.dynamicMeta?.(name, pathname, origin);
      meta = dynamic === undefined ? defaultMeta(name, pathname) : dynamic;
    }
    const body = renderer ? await renderBody(renderer, request) : null;
    const html = renderDocument(template, meta ?? notFoundMeta, { ...options.document, publicUrl: options.document.publicUrl ?? origin }, { body, theme });
    return { status: meta ? 200 : 404, html };
  };

  const renderBody = async (render: PageRenderer, request: FastifyRequest): Promise<RenderedBody | null> => {
    try {
      return await render(new URL(request.url, 'http://shop.internal'));
    } catch (error) {
      // The page still works: the browser draws it, as before server rendering.
      request.log.error({ err: error }, `rendering ${request.url} failed; sending the bare app`);
      return null;
    }
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [rawPath = '/', search] = request.url.split('?');
    const pathname = decodePath(rawPath);
    const name = pathname === null ? null : matchClientRoute(pathname);
    const theme = themeFromCookieHeader(request.headers.cookie);
    const keep = renderer !== null && name !== 'productInfo' && !new URLSearchParams(search ?? '').has('search');
    const page = keep
      ? await kept.get(`${theme ?? ''} ${request.url}`, () => finishPage(request, pathname, name, theme))
      : await finishPage(request, pathname, name, theme);
    // The theme cookie changes the page, so caches must keep one copy per cookie.
    reply.status(page.status).header('vary', 'cookie');
    return sendCachedBody(request, reply, page, { cacheControl: 'no-cache', type: 'text/html; charset=utf-8', bytes: () => Buffer.from(page.html) });
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
  return staticPageMeta(name, pathname);
}

function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}
