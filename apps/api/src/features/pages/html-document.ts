import { THEME_HEAD_SCRIPT, type ServerTheme, type ShopLocale } from '@handloom/shared';
import type { PageMeta } from './page-meta.ts';

// Renders the built index.html with a page's own <head>. Everything inserted
// is escaped: titles and descriptions come from product data the admin typed.

export const HEAD_PLACEHOLDER = '<!--app-head-->';
/** After the entry's own script and preloads (apps/web/vite.config.ts puts it there): the route's chunks. */
export const MODULES_PLACEHOLDER = '<!--app-modules-->';

const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${HEAD_PLACEHOLDER}</head>
<body><div id="root"><h1>NoPage</h1><p>The web app is not built yet: run <code>npm run build</code>.</p></div></body></html>`;

export interface DocumentContext {
  shopName: string;
  publicUrl: string | undefined;
  settingsJson: string;
}

/** A page the server rendered (see apps/web/src/entry-server.tsx), ready to go into the template. */
export interface RenderedBody {
  /** The markup inside #root. */
  html: string;
  /** The hydration payload, JSON. */
  stateJson: string;
  /** <link> tags for the first photographs, early in the head. */
  imagePreloads: string[];
  /** <link> tags for the route's modules, after the entry's. */
  modulePreloads: string[];
  /** The title the page gave itself, in its language. */
  title: string | null;
}

const ROOT = '<div id="root"></div>';

export interface PageContext {
  body: RenderedBody | null;
  theme: ServerTheme;
  locale: ShopLocale;
}

export function renderDocument(template: string | null, meta: PageMeta, context: DocumentContext, page?: PageContext): string {
  let html = template ?? FALLBACK_TEMPLATE;
  const theme = page?.theme;
  // The shopper's explicit theme is drawn into the first HTML; the head script covers "follow the system".
  const locale = page?.locale ?? 'en';
  // (A class, not a style attribute: the CSP refuses inline styles; the stylesheet sets color-scheme per class.)
  const htmlTag = `<html lang="${locale}"${theme ? ` class="${theme}"` : ''}>`;
  html = html.replace('<html lang="en">', () => htmlTag);
  // The same page in each language; the Tamil one lives under /ta.
  const inLocale = (path: string, language: ShopLocale) => (language === 'ta' ? `/ta${path === '/' ? '/' : path}` : path);
  const body = page?.body;
  if (body) {
    // A function, not a string: `$&` in a product's text must stay as typed.
    const root = `<div id="root">${body.html}</div>\n    <script id="ssr-state" type="application/json">${escapeJsonForScript(body.stateJson)}</script>`;
    html = html.replace(ROOT, () => root);
  }
  // A Tamil page's title is the one it gave itself while rendering (the server's own titles are English).
  const pageTitle = locale === 'ta' && body?.title ? body.title : meta.title;
  const title = pageTitle === context.shopName ? pageTitle : `${pageTitle} | ${context.shopName}`;
  const absolute = (path: string) => new URL(path, context.publicUrl ?? 'http://localhost').toString();
  const tags = [
    `<script>${THEME_HEAD_SCRIPT}</script>`,
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    meta.canonicalPath ? `<link rel="canonical" href="${escapeHtml(absolute(inLocale(meta.canonicalPath, locale)))}">` : '',
    ...(meta.canonicalPath ? alternates(meta.canonicalPath, (path, language) => absolute(inLocale(path, language))) : []),
    `<meta property="og:site_name" content="${escapeHtml(context.shopName)}">`,
    `<meta property="og:title" content="${escapeHtml(pageTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    meta.canonicalPath ? `<meta property="og:url" content="${escapeHtml(absolute(inLocale(meta.canonicalPath, locale)))}">` : '',
    `<meta property="og:locale" content="${locale === 'ta' ? 'ta_IN' : 'en_IN'}">`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(absolute(meta.image))}">` : '',
    meta.image ? '<meta name="twitter:card" content="summary_large_image">' : '',
    meta.jsonLd ? `<script type="application/ld+json">${escapeJsonForScript(JSON.stringify(meta.jsonLd))}</script>` : '',
    `<script id="shop-settings" type="application/json">${escapeJsonForScript(context.settingsJson)}</script>`,
    ...(body?.imagePreloads ?? []),
  ];
  // The stylesheet comes first in the template, then this head, then the scripts: on a slow
  // link the few connections a browser opens go to what paints before what hydrates.
  const modules = (body?.modulePreloads ?? []).join('\n    ');
  if (html.includes(MODULES_PLACEHOLDER)) html = html.replace(MODULES_PLACEHOLDER, () => modules);
  else tags.push(modules);
  const head = tags.filter(Boolean).join('\n    ');
  return html.replace(HEAD_PLACEHOLDER, () => head);
}

/** hreflang links between the two languages of an indexable page (x-default: English). */
function alternates(path: string, url: (path: string, language: ShopLocale) => string): string[] {
  const link = (hreflang: string, language: ShopLocale) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(url(path, language))}">`;
  return [link('en-IN', 'en'), link('ta-IN', 'ta'), link('x-default', 'en')];
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON inside <script> must not be able to close the tag or open a comment. */
export function escapeJsonForScript(json: string): string {
  return json.replaceAll('<', '\\u003c').replaceAll('>', '\\u003e').replaceAll('&', '\\u0026').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
}
