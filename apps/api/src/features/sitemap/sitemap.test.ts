import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weavers, type ProductRow } from '../../db/schema.ts';
import { insertProducts } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { catalogRepository } from '../catalog/catalog.repository.ts';
import { catalogService } from '../catalog/catalog.service.ts';
import { sitemapService } from './sitemap.service.ts';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('sitemap.xml and robots.txt', () => {
  let shop: TestApp;
  let live: ProductRow[];
  let deleted: ProductRow;

  beforeAll(async () => {
    shop = await createTestApp();
    const rows = await insertProducts(shop.database.db, [
      { title: 'Silk Saree', category: 'silk_sarees', updatedAt: new Date('2025-03-04T05:06:07.000Z') },
      { title: 'Cotton Saree', category: 'cotton_sarees' },
      { title: 'Silk Cotton Saree', category: 'silk_cotton_sarees' },
      { title: 'Gone', category: 'towels', deletedAt: new Date() },
    ]);
    live = rows.slice(0, 3);
    deleted = rows[3] as ProductRow;
    const weaver = { nameEn: 'A Weaver', nameTa: 'நெசவாளர்', village: 'Arani', district: 'Tiruvannamalai', loom: 'pit', yearsWeaving: 20, story: 'Weaves.' };
    await shop.database.db.insert(weavers).values([
      { ...weaver, slug: 'shown-weaver', consent: true, published: true },
      { ...weaver, slug: 'consent-not-published', consent: true, published: false },
      { ...weaver, slug: 'never-asked', consent: false, published: false },
    ]);
  });
  afterAll(() => shop.close());

  it('lists every live product with its last change, every category, the public weavers and the indexable pages', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'shop.test:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    const urls = locs(xml);
    for (const product of live) expect(urls).toContain(`http://shop.test:8080/productinfo/${product.id}`);
    expect(xml).toContain(`<loc>http://shop.test:8080/productinfo/${live[0]?.id}</loc><lastmod>2025-03-04T05:06:07.000Z</lastmod>`);
    // Every page also in Tamil, each naming the other.
    for (const product of live) expect(urls).toContain(`http://shop.test:8080/ta/productinfo/${product.id}`);
    expect(urls).toContain('http://shop.test:8080/ta/about');
    expect(xml).toContain(
      `<loc>http://shop.test:8080/ta/about</loc><xhtml:link rel="alternate" hreflang="en-IN" href="http://shop.test:8080/about"/><xhtml:link rel="alternate" hreflang="ta-IN" href="http://shop.test:8080/ta/about"/>`,
    );
    expect(urls).not.toContain(`http://shop.test:8080/productinfo/${deleted.id}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'http://shop.test:8080/',
        'http://shop.test:8080/allproducts',
        'http://shop.test:8080/about',
        'http://shop.test:8080/weavers',
        'http://shop.test:8080/returnpolicy',
        'http://shop.test:8080/category/silk_sarees',
        'http://shop.test:8080/category/cotton_sarees',
        'http://shop.test:8080/category/silk_cotton_sarees',
      ]),
    );
    expect(urls).not.toContain('http://shop.test:8080/category/towels');
    // A weaver's profile is listed only while it is public (consent and published), in both languages.
    expect(urls).toEqual(expect.arrayContaining(['http://shop.test:8080/weavers/shown-weaver', 'http://shop.test:8080/ta/weavers/shown-weaver']));
    expect(urls.filter((url) => url?.includes('/weavers/'))).toHaveLength(2);
    for (const hidden of ['/cart', '/order', '/profile', '/dashboard', '/login', '/signup', '/favorites']) {
      expect(urls).not.toContain(`http://shop.test:8080${hidden}`);
    }
    expect(urls).toHaveLength(new Set(urls).size);
  });

  it('keeps account, admin and sign-in pages and the API out, and points to the sitemap', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'shop.test' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/cart', '/order', '/profile', '/dashboard', '/addproduct', '/updateproduct', '/login', '/signup', '/api/', '/ta/cart', '/ta/login']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: http://shop.test/sitemap.xml');
  });

  it('uses PUBLIC_URL when it is set, whatever the Host header says', async () => {
    const configured = await createTestApp({ PUBLIC_URL: 'https://kaithari.example/' });
    try {
      const robots = await configured.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example' } });
      expect(robots.body).toContain('Sitemap: https://kaithari.example/sitemap.xml');
      const sitemap = await configured.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example' } });
      expect(locs(sitemap.body)).toContain('https://kaithari.example/about');
      expect(sitemap.body).not.toContain('evil.example');
    } finally {
      await configured.close();
    }
  });

  it('splits a catalogue too big for one file into a sitemap index', async () => {
    // Two URLs a file: one page, in English and in Tamil.
    const sitemaps = sitemapService(catalogService(catalogRepository(shop.database.db)), { urlsPerFile: 2 });
    const origin = 'https://kaithari.example';
    const index = await sitemaps.sitemap(origin);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([
      `${origin}/sitemaps/pages.xml`,
      `${origin}/sitemaps/products-1.xml`,
      `${origin}/sitemaps/products-2.xml`,
      `${origin}/sitemaps/products-3.xml`,
    ]);
    const products = [
      ...locs((await sitemaps.sitemapFile(origin, 'products-1.xml')) ?? ''),
      ...locs((await sitemaps.sitemapFile(origin, 'products-2.xml')) ?? ''),
      ...locs((await sitemaps.sitemapFile(origin, 'products-3.xml')) ?? ''),
    ];
    const pagesOf = (id: string) => [`${origin}/productinfo/${id}`, `${origin}/ta/productinfo/${id}`];
    expect(products.sort()).toEqual(live.flatMap((product) => pagesOf(product.id)).sort());
    expect(locs((await sitemaps.sitemapFile(origin, 'pages.xml')) ?? '')).toContain(`${origin}/category/silk_sarees`);
    for (const missing of ['products-4.xml', 'products-0.xml', 'products-x.xml', 'other.xml']) {
      expect(await sitemaps.sitemapFile(origin, missing)).toBeNull();
    }
  });

  it('answers a sitemap file that does not exist with a 404', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/sitemaps/products-9.xml' });
    expect(response.statusCode).toBe(404);
  });
});
