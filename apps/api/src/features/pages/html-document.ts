import { THEME_HEAD_SCRIPT, type ServerTheme } from '@handloom/shared';
import type { PageMeta } from './page-meta.ts';

// Renders the built index.html with a page's own <head>. Everything inserted
// is escaped: titles and descriptions come from product data the admin typed.

export const HEAD_PLACEHOLDER = '<!--app-head-->';

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
  /** <link> tags for the head: the first photographs and the route's modules. */
  preloads: string[];
}

const ROOT = '<div id="root"></div>';

export function renderDocument(template: string | null, meta: PageMeta, context: DocumentContext, page?: { body: RenderedBody | null; theme: ServerTheme }): string {
  let html = template ?? FALLBACK_TEMPLATE;
  const theme = page?.theme;
  // The shopper's explicit theme is drawn into the first HTML; the head script covers "follow the system".
  // (A class, not a style attribute: the CSP refuses inline styles; the stylesheet sets color-scheme per class.)
  if (theme) html = html.replace('<html lang="en">', `<html lang="en" class="${theme}">`);
  const body = page?.body;
  if (body) {
    // A function, not a string: `$&` in a product's text must stay as typed.
    const root = `<div id="root">${body.html}</div>\n    <script id="ssr-state" type="application/json">${escapeJsonForScript(body.stateJson)}</script>`;
    html = html.replace(ROOT, () => root);
  }
  const title = meta.title === context.shopName ? meta.title : `${meta.title} | ${context.shopName}`;
  const absolute = (path: string) => new URL(path, context.publicUrl ?? 'http://localhost').toString();
  const tags = [
    `<script>${THEME_HEAD_SCRIPT}</script>`,
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    meta.canonicalPath ? `<link rel="canonical" href="${escapeHtml(absolute(meta.canonicalPath))}">` : '',
    `<meta property="og:site_name" content="${escapeHtml(context.shopName)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    meta.canonicalPath ? `<meta property="og:url" content="${escapeHtml(absolute(meta.canonicalPath))}">` : '',
    meta.image ? `<meta property="og:image" content="${escapeHtml(absolute(meta.image))}">` : '',
    meta.image ? '<meta name="twitter:card" content="summary_large_image">' : '',
    meta.jsonLd ? `<script type="application/ld+json">${escapeJsonForScript(JSON.stringify(meta.jsonLd))}</script>` : '',
    `<script id="shop-settings" type="application/json">${escapeJsonForScript(context.settingsJson)}</script>`,
    ...(body?.preloads ?? []),
  ];
  const head = tags.filter(Boolean).join('\n    ');
  return html.replace(HEAD_PLACEHOLDER, () => head);
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
