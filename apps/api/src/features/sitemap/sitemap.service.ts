import { clientRoutes } from '@handloom/shared';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { indexableStaticPaths } from '../pages/page-meta.ts';

// sitemaps.org allows 50,000 URLs in one file; a bigger catalogue gets a
// sitemap index pointing to one file of pages and categories and as many
// product files as it needs.
export const URLS_PER_SITEMAP = 50_000;
const PRODUCTS_FILE = /^products-([1-9]\d{0,5})\.xml$/;

interface SitemapUrl {
  path: string;
  lastModified?: Date;
}

export interface SitemapOptions {
  urlsPerFile?: number;
  /** The weavers whose profiles are public (consent and published): their pages are listed too. */
  shownWeavers?: () => Promise<{ slug: string }[]>;
}

export function sitemapService(catalog: CatalogService, options: SitemapOptions = {}) {
  // Each page is listed twice, in English and in Tamil: a file holds half as many pages as it may hold URLs.
  const perFile = Math.max(1, Math.floor((options.urlsPerFile ?? URLS_PER_SITEMAP) / 2));

  async function pageUrls(): Promise<SitemapUrl[]> {
    const [{ categories }, weavers] = await Promise.all([catalog.facets(), options.shownWeavers?.() ?? []]);
    return [
      ...indexableStaticPaths().map((path) => ({ path })),
      ...categories.map(({ category }) => ({ path: `/category/${encodeURIComponent(category)}` })),
      // No lastmod: a profile also changes when its weaver's pieces come into or go out of stock.
      ...weavers.map(({ slug }) => ({ path: `/weavers/${encodeURIComponent(slug)}` })),
    ];
  }

  async function productUrls(limit: number, offset: number): Promise<SitemapUrl[]> {
    const rows = await catalog.sitemapProducts(limit, offset);
    return rows.map((row) => ({ path: `/productinfo/${row.id}`, lastModified: row.updatedAt }));
  }

  return {
    /** /sitemap.xml: every page in one file while they fit, else an index of files. */
    async sitemap(origin: string): Promise<string> {
      const [pages, productCount] = await Promise.all([pageUrls(), catalog.countProducts()]);
      if (pages.length + productCount <= perFile) {
        return urlSet(origin, [...pages, ...(await productUrls(perFile - pages.length, 0))]);
      }
      const productFiles = Array.from({ length: Math.ceil(productCount / perFile) }, (_, i) => `/sitemaps/products-${i + 1}.xml`);
      return sitemapIndex(origin, ['/sitemaps/pages.xml', ...productFiles]);
    },

    /** One file of a sitemap index (`pages.xml`, `products-N.xml`), or null when there is no such file. */
    async sitemapFile(origin: string, name: string): Promise<string | null> {
      if (name === 'pages.xml') return urlSet(origin, await pageUrls());
      const number = Number(PRODUCTS_FILE.exec(name)?.[1] ?? 0);
      if (!number) return null;
      const urls = await productUrls(perFile, (number - 1) * perFile);
      return urls.length ? urlSet(origin, urls) : null;
    },

    robotsTxt(origin: string): string {
      // Account and admin pages are per person; sign-in forms and the API are not content.
      const privatePaths = Object.values(clientRoutes)
        .filter((route) => route.access !== 'all')
        .map((route) => route.pattern);
      const pagePaths = [...privatePaths, clientRoutes.login.pattern, clientRoutes.signup.pattern];
      const disallowed = [...pagePaths, ...pagePaths.map((path) => `/ta${path}`), '/api/'];
      return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
    },
  };
}
export type SitemapService = ReturnType<typeof sitemapService>;

/** Every page in English and in Tamil (under /ta), each naming the other as its alternate. */
function urlSet(origin: string, urls: SitemapUrl[]): string {
  const entries = urls.flatMap(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    const english = origin + path;
    const tamil = `${origin}/ta${path}`;
    const links =
      `<xhtml:link rel="alternate" hreflang="en-IN" href="${escapeXml(english)}"/>` +
      `<xhtml:link rel="alternate" hreflang="ta-IN" href="${escapeXml(tamil)}"/>`;
    return [english, tamil].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${lastmod}${links}</url>`);
  });
  return xmlDocument('urlset', entries);
}

function sitemapIndex(origin: string, paths: string[]): string {
  return xmlDocument('sitemapindex', paths.map((path) => `<sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`));
}

function xmlDocument(root: string, entries: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${root === 'urlset' ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}>`,
    ...entries,
    `</${root}>`,
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');
}
