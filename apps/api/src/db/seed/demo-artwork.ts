import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, mediaUrl } from '@handloom/shared';
import sharp from 'sharp';
import { contentKey, type MediaStore } from '../../features/media/media.store.ts';
import { deriveMissingVariant, storeImageVariants } from '../../features/media/image-variants.ts';
import type { Logger } from '../../logger.ts';
import { renderProductArtwork } from './artwork.ts';
import { demoProducts, type DemoProduct } from './catalogue.ts';
import { demoWeavers, renderWeaverPortrait, type DemoWeaver } from './demo-weavers.ts';

// The demo catalogue's images: four views of each product, drawn from SVG.
// Drawing all of them takes a minute or more on two cores, so the shop does
// not wait for it: the products are loaded with the images' final URLs (the
// name is the hash of the SVG, known before drawing), the shop starts, and the
// images are drawn in the background, the first view of every product (the
// one lists show) first. An image asked for before its turn is drawn at once.

export const DEMO_VIEWS = [0, 1, 2, 3] as const;
const PROGRESS_EVERY_MS = 3000;

// The result depends only on the SVG, so finished WebP files are kept here and
// copied into each new data directory: only the first start on a machine draws.
const defaultCache = path.resolve(import.meta.dirname, '../../../../../node_modules/.cache/handloom-artwork');

export interface DemoArtworkOptions {
  /** Images drawn at once in the background (on-demand ones come on top). */
  concurrency?: number;
  /** Where finished images are kept between data directories (DEMO_ARTWORK_CACHE); `off`: nowhere. */
  cacheDir?: string;
}

export interface DemoArtwork {
  /** `/media/<key>` URLs of a demo product's views, without drawing anything. */
  urls(product: DemoProduct): string[];
  /** The `/media/<key>` URL of a demo weaver's drawn portrait. */
  portraitUrl(weaver: DemoWeaver): string;
  /** Draws the demo image behind a media file name now, if it is one; true when the file then exists. */
  drawOnDemand(fileName: string): Promise<boolean>;
  /** Draws every image not yet in the store, logging progress every few seconds; resolves with how many were drawn. */
  drawMissing(): Promise<number>;
  /** Stops drawMissing after the images being drawn (at shutdown). */
  stop(): void;
}

export function demoArtwork(media: MediaStore, log: Logger, { concurrency = 2, cacheDir = defaultCache }: DemoArtworkOptions = {}): DemoArtwork {
  const cache = cacheDir === 'off' ? null : path.resolve(cacheDir);
  const svgs = new Map<string, string>();
  const keysOf = new Map<DemoProduct, string[]>();
  for (const product of demoProducts) {
    const keys = DEMO_VIEWS.map((view) => {
      const svg = renderProductArtwork(product.art, view);
      const key = contentKey(svg);
      svgs.set(key, svg);
      return key;
    });
    keysOf.set(product, keys);
  }
  const portraitKeys = new Map<DemoWeaver, string>();
  for (const weaver of demoWeavers) {
    const svg = renderWeaverPortrait(weaver.portrait);
    const key = contentKey(svg);
    svgs.set(key, svg);
    portraitKeys.set(weaver, key);
  }
  const drawing = new Map<string, Promise<void>>();
  let stopped = false;

  const draw = (key: string): Promise<void> => {
    let job = drawing.get(key);
    if (!job) {
      const svg = svgs.get(key) as string;
      job = storeArtwork(media, key, svg, cache).finally(() => drawing.delete(key));
      drawing.set(key, job);
    }
    return job;
  };
  // Drawn before a width was added (800 px): the media route makes that one from a larger width when asked.
  const isStored = async (key: string) => media.has(`${key}-${Math.max(...IMAGE_WIDTHS)}.webp`);

  return {
    urls: (product) => (keysOf.get(product) ?? []).map((key) => mediaUrl(key)),
    portraitUrl: (weaver) => mediaUrl(portraitKeys.get(weaver) as string),

    async drawOnDemand(fileName) {
      const key = /^([a-f0-9]{24})-\d+\.webp$/.exec(fileName)?.[1];
      if (!key || !svgs.has(key)) return false;
      await draw(key);
      return true;
    },

    async drawMissing() {
      // First views of every product, then the rest: lists show the first view.
      const ordered = [
        ...DEMO_VIEWS.flatMap((view) => demoProducts.map((product) => keysOf.get(product)?.[view] as string)),
        ...portraitKeys.values(),
      ];
      const missing: string[] = [];
      for (const key of ordered) if (!(await isStored(key))) missing.push(key);
      if (missing.length === 0) return 0;
      const total = ordered.length;
      let done = total - missing.length;
      const started = Date.now();
      const progress = () => log.info(`drawing demo images ${done}/${total}`);
      progress();
      const timer = setInterval(progress, PROGRESS_EVERY_MS);
      try {
        let next = 0;
        const workers = Array.from({ length: concurrency }, async () => {
          while (!stopped && next < missing.length) {
            const key = missing[next++] as string;
            await draw(key);
            done++;
          }
        });
        await Promise.all(workers);
      } finally {
        clearInterval(timer);
      }
      if (!stopped) log.info(`demo images ready: ${total} drawn or copied in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return missing.length;
    },

    stop() {
      stopped = true;
    },
  };
}

async function storeArtwork(media: MediaStore, key: string, svg: string, cache: string | null): Promise<void> {
  const names = IMAGE_WIDTHS.map((width) => `${key}-${width}.webp`);
  const cached = cache ? await Promise.all(names.map((name) => fs.readFile(path.join(cache, name)).catch(() => null))) : [null];
  // A cache from before a width was added lacks it: the width is made from the cached larger one.
  if (cache && cached.at(-1)) {
    await Promise.all(names.map((name, i) => (cached[i] ? media.put(name, cached[i]) : Promise.resolve())));
    for (const [i, name] of names.entries()) {
      if (cached[i] || !(await deriveMissingVariant(media, name))) continue;
      const bytes = await media.get(name);
      if (bytes) await fs.writeFile(path.join(cache, name), bytes);
    }
    return;
  }
  // Rasterise the SVG once at its own size, and resize the bitmap: librsvg
  // draws the artwork's patterns 20-50x slower at a fractional scale (which is
  // what sharp asks for when it resizes an SVG while loading it).
  const raster = await sharp(Buffer.from(svg), { density: 72 }).png({ compressionLevel: 0 }).toBuffer();
  await storeImageVariants(media, raster, key);
  if (!cache) return;
  await fs.mkdir(cache, { recursive: true });
  await Promise.all(
    names.map(async (name) => {
      const bytes = await media.get(name);
      if (bytes) await fs.writeFile(path.join(cache, name), bytes);
    }),
  );
}
