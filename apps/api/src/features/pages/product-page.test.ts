import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../../db/schema.ts';
import { insertProducts } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// What a chat app or a search engine sees: the raw HTML of a page, no JavaScript run.

const PUBLIC_URL = 'https://shop.example';

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];
}

function jsonLd(html: string): Record<string, unknown> {
  const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!script) throw new Error('no JSON-LD in the page');
  return JSON.parse(script) as Record<string, unknown>;
}

describe('product and category pages, as served', () => {
  let shop: TestApp, saree: ProductRow, soldOut: ProductRow, tricky: ProductRow;

  beforeAll(async () => {
    shop = await createTestApp({ PUBLIC_URL, SHOP_NAME: 'Kaithari Handlooms' });
    [saree, soldOut, tricky] = (await insertProducts(shop.database.db, [
      {
        title: 'Kanchipuram Pure Silk Saree – Peacock Blue',
        pricePaise: 1_371_700,
        discountPercent: 10,
        stock: 3,
        category: 'silk_sarees',
        description: 'Pure mulberry silk\n\n  Gold zari border  \nDry clean only',
        images: ['/media/0123456789abcdef01234567', 'https://images.example/saree-back.jpg'],
        createdAt: new Date(Date.UTC(2024, 0, 1)),
      },
      { title: 'Arani Silk Dhoti', stock: 0, category: 'dhotis', pricePaise: 250_000, discountPercent: 0 },
      { title: 'Silk <script>alert("x")</script> & Co', category: 'stoles', description: '' },
    ])) as [ProductRow, ProductRow, ProductRow];
  });
  afterAll(() => shop.close());

  const page = async (url: string) => shop.app.inject({ method: 'GET', url });

  it('puts the product name, price and picture into the head', async () => {
    const response = await page(`/productinfo/${saree.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const html = response.body;
    expect(html).toContain('<title>Kanchipuram Pure Silk Saree – Peacock Blue | Kaithari Handlooms</title>');
    // Sale price 13,717.00 - 10% = 12,345.30, shown first so a short preview keeps it.
    expect(metaContent(html, 'name', 'description')).toBe('₹12,345.30 · Pure mulberry silk Gold zari border Dry clean only');
    expect(metaContent(html, 'property', 'og:title')).toBe('Kanchipuram Pure Silk Saree – Peacock Blue');
    expect(metaContent(html, 'property', 'og:type')).toBe('product');
    expect(metaContent(html, 'property', 'og:image')).toBe(`${PUBLIC_URL}/media/0123456789abcdef01234567-640.webp`);
    expect(metaContent(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/productinfo/${saree.id}`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/productinfo/${saree.id}">`);
    expect(html).not.toContain('noindex');
  });

  it('describes the product to search engines as JSON-LD Product with an INR Offer', async () => {
    const data = jsonLd((await page(`/productinfo/${saree.id}`)).body);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Kanchipuram Pure Silk Saree – Peacock Blue',
      description: 'Pure mulberry silk\nGold zari border\nDry clean only',
      category: 'Silk Sarees',
      image: [`${PUBLIC_URL}/media/0123456789abcdef01234567-1024.webp`, 'https://images.example/saree-back.jpg'],
      offers: {
        '@type': 'Offer',
        price: '12345.30',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: `${PUBLIC_URL}/productinfo/${saree.id}`,
      },
    });
  });

  it('marks a product with no stock as out of stock', async () => {
    const data = jsonLd((await page(`/productinfo/${soldOut.id}`)).body);
    expect(data.offers).toMatchObject({ price: '2500.00', availability: 'https://schema.org/OutOfStock' });
  });

  it('escapes what the admin typed, in the head and in JSON-LD', async () => {
    const html = (await page(`/productinfo/${tricky.id}`)).body;
    expect(html).toContain('<title>Silk &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co | Kaithari Handlooms</title>');
    expect(html).not.toContain('<script>alert');
    expect(jsonLd(html).name).toBe('Silk <script>alert("x")</script> & Co');
    // No description lines: the description is the price alone.
    expect(metaContent(html, 'name', 'description')).toMatch(/^₹[\d,]+\.\d\d$/);
  });

  it.each([
    ['an unknown product', '/productinfo/00000000-0000-4000-8000-000000000000'],
    ['a malformed id', '/productinfo/not-a-product'],
    ['an injection string', `/productinfo/${encodeURIComponent("1' OR '1'='1")}`],
  ])('answers %s with the NoPage screen and 404', async (_name, url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('application/ld+json');
  });

  it("gives a category page its label and its first product's picture", async () => {
    const response = await page('/category/silk_sarees');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Silk Sarees | Kaithari Handlooms</title>');
    expect(metaContent(response.body, 'property', 'og:image')).toBe(`${PUBLIC_URL}/media/0123456789abcdef01234567-640.webp`);
    expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/category/silk_sarees">`);
  });

  it('answers a category with no products with its screen, 404 and noindex', async () => {
    const response = await page('/category/nonexistent_weaves');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Nonexistent Weaves | Kaithari Handlooms</title>');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('rel="canonical"');
    expect((await page('/ta/category/nonexistent_weaves')).statusCode).toBe(404);
  });

  it('gives one canonical address to differently written categories', async () => {
    const response = await page('/category/Silk_Sarees');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/category/silk_sarees">`);
  });
});
