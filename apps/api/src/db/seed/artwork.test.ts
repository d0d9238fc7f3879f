import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ARTWORK_HEIGHT, ARTWORK_WIDTH, renderProductArtwork, type ArtworkView } from './artwork.ts';
import { demoProducts } from './catalogue.ts';

const VIEWS: readonly ArtworkView[] = [0, 1, 2, 3];
const CATEGORIES = ['silk_sarees', 'cotton_sarees', 'silk_cotton_sarees', 'dhotis', 'scarves', 'stoles'];

describe('demo catalogue', () => {
  it('has at least 48 products over exactly the six categories, at least 6 in each', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(48);
    const counts = new Map<string, number>();
    for (const p of demoProducts) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...CATEGORIES].sort());
    for (const category of CATEGORIES) expect(counts.get(category) ?? 0).toBeGreaterThanOrEqual(6);
  });

  it('has sold-out and last-piece products for the stock states', () => {
    expect(demoProducts.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(demoProducts.filter((p) => p.stock === 1).length).toBeGreaterThanOrEqual(3);
  });

  it('has well-formed fields', () => {
    for (const p of demoProducts) {
      expect(p.title.trim(), p.title).not.toBe('');
      expect(Number.isInteger(p.pricePaise) && p.pricePaise > 0, p.title).toBe(true);
      expect(Number.isInteger(p.discountPercent), p.title).toBe(true);
      expect(p.discountPercent, p.title).toBeGreaterThanOrEqual(0);
      expect(p.discountPercent, p.title).toBeLessThanOrEqual(90);
      expect(Number.isInteger(p.stock) && p.stock >= 0, p.title).toBe(true);
      expect(p.category, p.title).toMatch(/^[a-z]+(_[a-z]+)*$/);
      const lines = p.description.split('\n');
      expect(lines.length, p.title).toBeGreaterThanOrEqual(4);
      expect(lines.length, p.title).toBeLessThanOrEqual(6);
      expect(new Date(p.createdAt).toISOString(), p.title).toBe(p.createdAt);
    }
  });

  it('has distinct creation times within 2024-01 .. 2026-10', () => {
    const times = demoProducts.map((p) => p.createdAt);
    expect(new Set(times).size).toBe(times.length);
    for (const t of times) {
      expect(t >= '2024-01-01T00:00:00.000Z' && t < '2026-11-01T00:00:00.000Z', t).toBe(true);
    }
  });

  it('repeats some prices, so the price filter has shared values', () => {
    const prices = demoProducts.map((p) => p.pricePaise);
    expect(new Set(prices).size).toBeLessThan(prices.length);
  });

  it('includes a Tamil title for Unicode search', () => {
    expect(demoProducts.some((p) => /[\u0B80-\u0BFF]/u.test(p.title))).toBe(true);
  });
});

describe('product artwork', () => {
  it('produces standalone SVG documents of the declared size', () => {
    const svg = renderProductArtwork(demoProducts[0]!.art, 0);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(`width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}"`);
  });

  it('keeps every document self-contained, text-free and small', () => {
    for (const p of demoProducts) {
      for (const view of VIEWS) {
        const svg = renderProductArtwork(p.art, view);
        // The only URL allowed is the SVG namespace; everything else must be an internal #id.
        expect(svg.replace('http://www.w3.org/2000/svg', ''), p.title).not.toMatch(/https?:|xlink:href|<image|<text|@import/);
        expect(Buffer.byteLength(svg), `${p.title} view ${view}`).toBeLessThan(60 * 1024);
      }
    }
  });

  it('is deterministic', () => {
    for (const view of VIEWS) {
      expect(renderProductArtwork(demoProducts[5]!.art, view)).toBe(renderProductArtwork(demoProducts[5]!.art, view));
    }
  });

  it('gives different products different pictures', () => {
    for (const view of VIEWS) {
      const svgs = new Set(demoProducts.map((p) => renderProductArtwork(p.art, view)));
      expect(svgs.size).toBe(demoProducts.length);
    }
    expect(renderProductArtwork(demoProducts[0]!.art, 0)).not.toBe(renderProductArtwork(demoProducts[1]!.art, 0));
  });

  // Concurrent: sharp rasterises on its own thread pool, so products overlap instead of queueing.
  it.concurrent.for(demoProducts)('renders all four views of $title to WebP', { timeout: 60_000 }, async (product, { expect }) => {
    await Promise.all(
      VIEWS.map(async (view) => {
        // Effort 0: this checks that librsvg accepts the document, not how well WebP compresses it.
        const webp = await sharp(Buffer.from(renderProductArtwork(product.art, view)))
          .webp({ quality: 78, effort: 0 })
          .toBuffer();
        const meta = await sharp(webp).metadata();
        expect(meta.format, `view ${view}`).toBe('webp');
        expect([meta.width, meta.height], `view ${view}`).toEqual([ARTWORK_WIDTH, ARTWORK_HEIGHT]);
      }),
    );
  });
});
