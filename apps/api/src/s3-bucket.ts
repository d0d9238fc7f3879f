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
  /** `timeoutMs`: give up (reject) when the whole request takes longer. */
  put(key: string, body: Uint8Array, headers?: Record<string, string>, timeoutMs?: number): Promise<void>;
  has(key: string, timeoutMs?: number): Promise<boolean>;
  /** null when the object does not exist. */
  get(key: string): Promise<Buffer | null>;
}

const deadline = (timeoutMs: number | undefined) => (timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs));

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
    async put(key, body, headers = {}, timeoutMs) {
      const response = await client.fetch(objectUrl(key), { method: 'PUT', body: new Uint8Array(body), headers, signal: deadline(timeoutMs) });
      if (!response.ok) throw new Error(`object storage refused ${key}: ${response.status}`);
    },
    async has(key, timeoutMs) {
      const response = await client.fetch(objectUrl(key), { method: 'HEAD', signal: deadline(timeoutMs) });
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
