import { AwsClient } from 'aws4fetch';
import { isSafeMediaName, type MediaStore } from './media.store.ts';

// Images on S3-compatible object storage (AWS S3, MinIO, R2, ...), so every
// shop instance sees every upload. The shop still serves them at /media/...,
// which keeps image URLs and the Content-Security-Policy the same.

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export function s3MediaStore(options: S3Options): MediaStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    retries: 2,
  });
  // Path-style addressing works with every S3-compatible server.
  const objectUrl = (name: string) => {
    if (!isSafeMediaName(name)) throw new Error(`unsafe media name ${JSON.stringify(name)}`);
    return `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}/${name}`;
  };

  return {
    async put(name, bytes) {
      const response = await client.fetch(objectUrl(name), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' },
      });
      if (!response.ok) throw new Error(`object storage refused ${name}: ${response.status}`);
    },
    async has(name) {
      const response = await client.fetch(objectUrl(name), { method: 'HEAD' });
      if (response.status === 404) return false;
      if (!response.ok) throw new Error(`object storage answered ${response.status} for ${name}`);
      return true;
    },
    async get(name) {
      if (!isSafeMediaName(name)) return null;
      const response = await client.fetch(objectUrl(name));
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`object storage answered ${response.status} for ${name}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
