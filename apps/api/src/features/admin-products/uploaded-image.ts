import { AppError, adminProductMessages, ErrorCode } from '@handloom/shared';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { storeImageVariants, UnreadableImageError } from '../media/image-variants.ts';
import type { MediaStore } from '../media/media.store.ts';

// An admin's upload is trusted for nothing: its name and its declared type are
// ignored, its first bytes must say JPEG, PNG or WebP, and sharp must agree and
// decode it. Only the re-encoded WebP variants are kept (named by content
// hash), so the original bytes are never stored or served.

type ImageFormat = 'jpeg' | 'png' | 'webp';

const MAX_PIXELS = 50_000_000;

/** The format the file's own bytes announce, or null. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Checks an uploaded file and stores its WebP variants; returns the `/media/<key>` URL. */
export async function storeUploadedImage(store: MediaStore, bytes: Buffer, log: Pick<FastifyBaseLogger, 'error'>): Promise<string> {
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw new AppError(ErrorCode.unsupportedMediaType, adminProductMessages.uploadWrongType);
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata || metadata.format !== sniffed || !metadata.width || !metadata.height) {
    throw new AppError(ErrorCode.badRequest, adminProductMessages.uploadUnreadable);
  }
  if (metadata.width * metadata.height > MAX_PIXELS) {
    throw new AppError(ErrorCode.badRequest, adminProductMessages.uploadTooManyPixels);
  }
  try {
    return await storeImageVariants(store, bytes);
  } catch (error) {
    // A header that reads well over a body that does not (truncated, corrupt): the file's fault.
    if (error instanceof UnreadableImageError) throw new AppError(ErrorCode.badRequest, adminProductMessages.uploadUnreadable);
    // The storage's (a full disk, a folder it may not write, object storage refusing): the shop's, logged with its cause.
    log.error({ err: error }, 'an uploaded image could not be stored');
    throw new AppError(ErrorCode.unavailable, adminProductMessages.uploadNotStored);
  }
}
