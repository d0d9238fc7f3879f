import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode, LANGUAGE_COOKIE, matchClientRoute, themeFromCookieHeader, type ClientRouteName, type PublicSettings, type ServerTheme, type ShopLocale } from '@handloom/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCachedBody } from '../../plugins/cached-json.ts';
import { errorBody } from '../../plugins/error-handler.ts';
import { NEVER_A_DOCUMENT, withoutDocumentHeaders } from '../../plugins/security-headers.ts';
import { shortLivedCache } from '../catalog/short-lived-cache.ts';
import { renderDocument, type DocumentContext, type RenderedBody } from './html-document.ts';
import { loadPageRenderer, type PageRenderer } from './page-renderer.ts';
import { categoryPageMeta, notFoundMeta, notFoundMetaTa, staticPageMeta, type PageMeta } from './page-meta.ts';

export interface PagesOptions {
  webDistDir: string;
  document: DocumentContext;
  /** Meta of pages whose head depends on data (a product page); null when the thing does not exist. */
  /** `locale`: the language of the page whose head it is (the product page's head is in it). */
  dynamicMeta?: (name: ClientRouteName, pathname: string, origin: string, locale: ShopLocale) => Promise<PageMeta | null | undefined>;
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
// search (too varied to keep). Nothing shopper-specific is in any page's
// HTML: the cart count, the greeting and the favourites fill in after
// hydration. A product page shows its stock, which orders change without
// telling the catalogue: it is kept for a second only, never served older,
// and not replayed (replay-cache.ts), which would add another second. Rendering one took
// 11-14 ms of the CPU, about 80 pages a second: a product shared in a
// WhatsApp group could take the shop's core.
const KEPT_PAGES = 256;
const PRODUCT_PAGE_LIFETIME_MS = 1_000;

// The web app's files and its pages. Every route of the shop's route table is
// answered with the app and status 200; any other path with the app's NoPage
// screen and status 404; unknown /api paths with a JSON 404.
export async function pagesRoutes(app: FastifyInstance, options: PagesOptions): Promise<void> {
  // One build per language: English at the root, Tamil under /ta/ (docs/decisions/018-tamil-pages.md).
  const builds = {
    en: { distDir: options.webDistDir, serverDir: path.join(options.webDistDir, '..', 'dist-server'), base: '/' },
    ta: { distDir: path.join(options.webDistDir, 'ta'), serverDir: path.join(options.webDistDir, '..', 'dist-server', 'ta'), base: '/ta/' },
  };
  const readTemplate = (distDir: string) => {
    const indexFile = path.join(distDir, 'index.html');
    return existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  };
  const templates: Record<ShopLocale, string | null> = { en: readTemplate(builds.en.distDir), ta: readTemplate(builds.ta.distDir) };
  if (!templates.en) app.log.warn(`No built web app at ${options.webDistDir}; run \`npm run build\``);

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
        if (NEVER_A_DOCUMENT.test(filePath)) withoutDocumentHeaders(res);
      },
    });
  }

  const loadRenderer = async (locale: ShopLocale): Promise<PageRenderer | null> =>
    templates[locale] && options.settings ? loadPageRenderer(app, builds[locale], options.settings) : null;
  const renderers: Record<ShopLocale, PageRenderer | null> = { en: await loadRenderer('en'), ta: await loadRenderer('ta') };
  const kept = shortLivedCache<FinishedPage>({ ttlMs: options.catalogueCache?.ttlMs ?? 30_000, maxEntries: KEPT_PAGES });
  const keptProductPages = shortLivedCache<FinishedPage>({ ttlMs: PRODUCT_PAGE_LIFETIME_MS, maxEntries: KEPT_PAGES, serveStale: false });
  options.catalogueCache?.onInvalidate(() => {
    kept.clear();
    keptProductPages.clear();
  });

  const finishPage = async (request: FastifyRequest, page: LocalPath, name: ClientRouteName | null, theme: ServerTheme): Promise<FinishedPage> => {
    const { locale, pathname } = page;
    // Without PUBLIC_URL, absolute URLs (canonical, og:image) use the address the request came to.
    const origin = `${request.protocol}://${request.host}`;
    let meta: PageMeta | null = null;
    if (name && pathname !== null) {
      const dynamic = await options.dynamicMeta?.(name, pathname, origin, locale);
      meta = dynamic === undefined ? defaultMeta(name, pathname, locale) : dynamic;
    }
    const renderer = renderers[locale];
    const body = renderer ? await renderBody(renderer, request) : null;
    const html = renderDocument(templates[locale], meta ?? (locale === 'ta' ? notFoundMetaTa : notFoundMeta), { ...options.document, publicUrl: options.document.publicUrl ?? origin }, { body, theme, locale });
    return { status: meta ? (meta.status ?? 200) : 404, html };
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
    const local = localPath(decodePath(rawPath), templates.ta !== null);
    const name = local.pathname === null ? null : matchClientRoute(local.pathname);
    // A shopper who chose Tamil with the header's switch gets the Tamil page at the shop's English address.
    if (local.locale === 'en' && name && templates.ta && languageCookie(request.headers.cookie) === 'ta') {
      return reply.header('vary', 'cookie').header('cache-control', 'no-cache').redirect(`/ta${request.url}`, 302);
    }
    const theme = themeFromCookieHeader(request.headers.cookie);
    const keep = renderers[local.locale] !== null && !(search && new URLSearchParams(search).has('search'));
    const cache = name === 'productInfo' ? keptProductPages : kept;
    // Without PUBLIC_URL a page's absolute links name the host it was asked at, so the host is part of what is kept:
    // a request with a forged Host must not put its links into the page everyone else is sent.
    const site = options.document.publicUrl === undefined ? `${request.protocol}://${request.host} ` : '';
    const key = `${site}${theme ?? ''} ${request.url}`;
    const page = keep ? await cache.get(key, () => finishPage(request, local, name, theme)) : await finishPage(request, local, name, theme);
    // The theme cookie changes the page, so caches must keep one copy per cookie.
    reply.status(page.status).header('vary', 'cookie');
    return sendCachedBody(request, reply, page, { cacheControl: 'no-cache', type: 'text/html; charset=utf-8', bytes: () => Buffer.from(page.html), replay: keep && cache === kept });
  };

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (isPage) return sendPage(request, reply);
    return reply
      .status(404)
      .send(errorBody(ErrorCode.notFound, `There is nothing at ${request.method} ${request.url.split('?')[0]}.`));
  });
}

function defaultMeta(name: ClientRouteName, pathname: string, locale: ShopLocale): PageMeta {
  if (name === 'category') return categoryPageMeta(pathname.split('/')[2] ?? '');
  if (name === 'productInfo') return { title: 'Product', description: 'A handloom piece from the shop.', canonicalPath: pathname };
  if (name === 'weaver') return { title: 'Weaver', description: 'A weaver of the shop and their pieces.', canonicalPath: pathname };
  return staticPageMeta(name, pathname, locale);
}

interface LocalPath {
  locale: ShopLocale;
  /** The path inside the language's pages (/ta/allproducts is /allproducts); null when it cannot be decoded. */
  pathname: string | null;
}

function localPath(pathname: string | null, hasTamil: boolean): LocalPath {
  if (hasTamil && pathname !== null && (pathname === '/ta' || pathname.startsWith('/ta/'))) {
    return { locale: 'ta', pathname: pathname.slice(3) || '/' };
  }
  return { locale: 'en', pathname };
}

const LANGUAGE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|ta)(?:;|$)`);

function languageCookie(header: string | undefined): string | null {
  return header ? (LANGUAGE_COOKIE_VALUE.exec(header)?.[1] ?? null) : null;
}

function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}
