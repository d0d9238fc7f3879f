import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type ShopProcess } from './testing/shop-process.ts';

// A new user's first start: an empty data directory, the demo catalogue, and no
// finished images anywhere (DEMO_ARTWORK_CACHE=off), so every image must be drawn.
// The shop must answer before the drawing ends, and say what it is doing.

const OPEN_WITHIN_MS = 60_000; // 30 s on a quiet machine (README); the margin is for a shared one
const MAX_SILENCE_MS = 5_000;

describe('the first start with the demo catalogue', () => {
  let dataDir: string;
  let shop: ShopProcess;
  let openedAfterMs: number;
  const chunks: { at: number; text: string }[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'handloom-first-start-'));
    const started = Date.now();
    shop = await startShop({ DATA_DIR: dataDir, DEMO_ARTWORK_CACHE: 'off', LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
    openedAfterMs = Date.now() - started;
    // From here on (the drawing starts once the shop is open), every line is timed.
    chunks.push({ at: Date.now(), text: '' });
    const onData = (chunk: Buffer) => chunks.push({ at: Date.now(), text: chunk.toString() });
    shop.child.stdout?.on('data', onData);
    shop.child.stderr?.on('data', onData);
  });

  afterAll(async () => {
    if (shop) {
      shop.child.kill('SIGTERM');
      await shop.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers /readyz, a product and its images while the demo images are still being drawn', async () => {
    expect(openedAfterMs).toBeLessThan(OPEN_WITHIN_MS);
    expect((await fetch(`${shop.baseUrl}/readyz`)).status).toBe(200);

    const list = (await (await fetch(`${shop.baseUrl}/api/products`)).json()) as { items: { id: string }[] };
    const first = list.items[0];
    expect(first).toBeDefined();
    const response = await fetch(`${shop.baseUrl}/api/products/${first?.id}`);
    expect(response.status).toBe(200);
    const product = (await response.json()) as { title: string; images: string[] };
    expect(product.images).toHaveLength(4);

    // The last view of the first product is among the last in the background's queue: drawn on demand.
    const image = await fetch(`${shop.baseUrl}${product.images[3]}-640.webp`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect(shop.output()).not.toContain('demo images ready');
    // The person who started it is told that the default payments take no money.
    expect(shop.output()).toContain('Payments: the sandbox, test payments only: no money moves');
  });

  it('prints its progress, never falling silent for more than 5 s while it draws', async () => {
    // Watch for 15 s of drawing (or until it ends).
    const until = Date.now() + 15_000;
    while (Date.now() < until && !shop.output().includes('demo images ready')) await new Promise((resolve) => setTimeout(resolve, 250));
    chunks.push({ at: Date.now(), text: '' });
    expect(shop.output()).toMatch(/drawing demo images \d+\/\d+/);
    const gaps = chunks.slice(1).map((chunk, i) => chunk.at - (chunks[i]?.at ?? chunk.at));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(MAX_SILENCE_MS);
  });
});
