import { findProduct } from './catalogue.ts';
import { expect, test } from './fixtures.ts';

// What a chat preview or a search engine reads from a product link, without
// running any JavaScript: the server's own <head> for the page.

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const tag = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return tag?.[1];
}

const unescape = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

for (const stock of ['in stock', 'out of stock'] as const) {
  test(`a product page (${stock}) carries its title, description, image and JSON-LD Product`, async ({ request }) => {
    const product = await findProduct(request, (p) => (stock === 'in stock' ? p.stock > 0 : p.stock === 0), `product ${stock}`);
    const response = await request.get(`/productinfo/${product.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();

    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(unescape(title ?? '')).toMatch(new RegExp(`^${product.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\| .+)?$`));
    expect(metaContent(html, 'name', 'description')).toBeTruthy();
    expect(unescape(metaContent(html, 'property', 'og:title') ?? '')).toBe(product.title);
    expect(metaContent(html, 'property', 'og:type')).toBe('product');
    const image = metaContent(html, 'property', 'og:image');
    expect(image).toMatch(/^https?:\/\/.+\/media\/.+\.webp$/);
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toMatch(new RegExp(`^https?://[^/]+/productinfo/${product.id}$`));

    // The image a preview shows is served.
    expect((await request.get(new URL(image!).pathname)).status()).toBe(200);

    const ldText = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(ldText).toBeTruthy();
    const ld = JSON.parse(ldText!) as Record<string, unknown> & { offers: Record<string, unknown> };
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe(product.title);
    expect(ld.image).toEqual(expect.arrayContaining([expect.stringMatching(/\.webp$/)]));
    expect(ld.offers['@type']).toBe('Offer');
    expect(ld.offers.priceCurrency).toBe('INR');
    expect(Number(ld.offers.price)).toBeCloseTo(product.salePricePaise / 100, 2);
    expect(ld.offers.availability).toBe(stock === 'in stock' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
  });
}

test('an unknown product page answers 404 without product data', async ({ request }) => {
  const response = await request.get('/productinfo/00000000-0000-4000-8000-000000000000');
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('application/ld+json');
});

test('category and list pages carry their own titles', async ({ request }) => {
  const category = await (await request.get('/category/silk_sarees')).text();
  expect(/<title>([^<]*)<\/title>/.exec(category)?.[1]).toMatch(/^Silk Sarees/);
  const list = await (await request.get('/allproducts')).text();
  expect(/<title>([^<]*)<\/title>/.exec(list)?.[1]).toMatch(/^All Products/);
});
