import { s3Bucket, type S3Options } from '../../s3-bucket.ts';
import { isSafeMediaName, type MediaStore } from './media.store.ts';

// Images on S3-compatible object storage, so every shop instance sees every
// upload. The shop still serves them at /media/..., which keeps image URLs and
// the Content-Security-Policy the same.

export function s3MediaStore(options: S3Options): MediaStore {
  const bucket = s3Bucket(options);
  const checked = (name: string) => {
    if (!isSafeMediaName(name)) throw new Error(`unsafe media name ${JSON.stringify(name)}`);
    return name;
  };

  return {
    async put(name, bytes) {
      await bucket.put(checked(name), bytes, { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' });
    },
    has: (name) => bucket.has(checked(name)),
    async get(name) {
      if (!isSafeMediaName(name)) return null;
      return bucket.get(name);
    },
  };
}
