import path from 'node:path';
import type { Config } from '../../config.ts';
import { localMediaStore, type MediaStore } from './media.store.ts';
import { s3MediaStore } from './s3-media-store.ts';

/** S3-compatible storage when MEDIA_S3_* are set; else MEDIA_DIR, else DATA_DIR/media. */
export function createMediaStore(config: Config): MediaStore {
  if (config.MEDIA_S3_ENDPOINT && config.MEDIA_S3_BUCKET && config.MEDIA_S3_ACCESS_KEY_ID && config.MEDIA_S3_SECRET_ACCESS_KEY) {
    return s3MediaStore({
      endpoint: config.MEDIA_S3_ENDPOINT,
      bucket: config.MEDIA_S3_BUCKET,
      region: config.MEDIA_S3_REGION,
      accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID,
      secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY,
    });
  }
  return localMediaStore(localMediaDir(config) as string);
}

/** The directory of images when they are not on object storage (null when they are). */
export function localMediaDir(config: Config): string | null {
  if (config.MEDIA_S3_ENDPOINT) return null;
  return path.resolve(config.MEDIA_DIR ?? path.join(config.dataDir, 'media'));
}
