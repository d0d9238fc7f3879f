import { AwsClient } from 'aws4fetch';

// One bucket on S3-compatible object storage (AWS S3, MinIO, R2, ...), signed
// with AWS Signature V4 and addressed path-style, which every such server
// understands. Images (features/media) and backups (features/backups) use it.

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface S3Bucket {
  put(key: string, body: Uint8Array, headers?: Record<string, string>): Promise<void>;
  has(key: string): Promise<boolean>;
  /** null when the object does not exist. */
  get(key: string): Promise<Buffer | null>;
}

export function s3Bucket(options: S3Options): S3Bucket {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    retries: 2,
  });
  const objectUrl = (key: string) =>
    `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;

  return {
    async put(key, body, headers = {}) {
      const response = await client.fetch(objectUrl(key), { method: 'PUT', body: new Uint8Array(body), headers });
      if (!response.ok) throw new Error(`object storage refused ${key}: ${response.status}`);
    },
    async has(key) {
      const response = await client.fetch(objectUrl(key), { method: 'HEAD' });
      if (response.status === 404) return false;
      if (!response.ok) throw new Error(`object storage answered ${response.status} for ${key}`);
      return true;
    },
    async get(key) {
      const response = await client.fetch(objectUrl(key));
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`object storage answered ${response.status} for ${key}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
