import { IMAGE_WIDTHS, mediaUrl, type ImageWidth } from '@handloom/shared';
import sharp from 'sharp';
import { contentKey, type MediaStore } from './media.store.ts';

/** The image's body could not be decoded (a header that reads well over a truncated or corrupt body). */
export class UnreadableImageError extends Error {}

/** Re-encodes an image into the WebP widths the pages use; returns its `/media/<key>` URL. */
export async function storeImageVariants(store: MediaStore, source: Buffer, key = contentKey(source)): Promise<string> {
  await Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      const name = `${key}-${width}.webp`;
      if (await store.has(name)) return;
      await store.put(name, await variant(source, width));
    }),
  );
  return mediaUrl(key);
}

/** Rejects with UnreadableImageError when sharp cannot decode the source; a storage failure is never one. */
function variant(source: Buffer, width: number): Promise<Buffer> {
  return sharp(source, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize({ width })
    .webp({ quality: 78, effort: 4 })
    .toBuffer()
    .catch((error: unknown) => {
      throw new UnreadableImageError('the image could not be decoded', { cause: error });
    });
}

const VARIANT_NAME = /^([a-z0-9]+)-(\d+)\.webp$/;

/**
 * Makes a missing width of an image stored before that width existed (the
 * 800 px one, added later), from the smallest stored width above it; true
 * when the file is there now. Never enlarges.
 */
export async function deriveMissingVariant(store: MediaStore, file: string): Promise<boolean> {
  const match = VARIANT_NAME.exec(file);
  const width = Number(match?.[2]);
  if (!match || !IMAGE_WIDTHS.includes(width as ImageWidth)) return false;
  for (const larger of IMAGE_WIDTHS.filter((candidate) => candidate > width)) {
    const source = await store.get(`${match[1]}-${larger}.webp`);
    if (!source) continue;
    await store.put(file, await variant(source, width));
    return true;
  }
  return false;
}
