import { IMAGE_WIDTHS, mediaUrl } from '@handloom/shared';
import sharp from 'sharp';
import { contentKey, type MediaStore } from './media.store.ts';

/** Re-encodes an image into the WebP widths the pages use; returns its `/media/<key>` URL. */
export async function storeImageVariants(store: MediaStore, source: Buffer, key = contentKey(source)): Promise<string> {
  await Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      const name = `${key}-${width}.webp`;
      if (await store.has(name)) return;
      const bytes = await sharp(source, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width })
        .webp({ quality: 78, effort: 4 })
        .toBuffer();
      await store.put(name, bytes);
    }),
  );
  return mediaUrl(key);
}
