import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient, AwsV4Signer } from 'aws4fetch';

// One bucket on S3-compatible object storage (AWS S3, MinIO, R2, ...), signed
// with AWS Signature V4 and addressed path-style, which every such server
// understands. Images (features/media) and backups (features/backups) use it.

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * A file transfer (putFile, getFile) that moves nothing for this long is
   * given up, and so is any other request (small objects) that takes longer
   * in all; 60 s unless set (tests).
   */
  idleTimeoutMs?: number;
}

export interface S3Bucket {
  /** `timeoutMs`: give up (reject) when the whole request takes longer (by default, the idle time: these are small). */
  put(key: string, body: Uint8Array, headers?: Record<string, string>, timeoutMs?: number): Promise<void>;
  has(key: string, timeoutMs?: number): Promise<boolean>;
  /** null when the object does not exist. */
  get(key: string): Promise<Buffer | null>;
  /**
   * A file streamed up from disk, never whole in memory (a backup's files run
   * to a gigabyte each); sent with its length, as S3 requires.
   */
  putFile(key: string, file: string): Promise<void>;
  /** An object streamed down into a file; false when it does not exist (no file is left then, nor after a failure). */
  getFile(key: string, file: string): Promise<boolean>;
}

/** Tries of a streamed upload: each starts the file again (a stream cannot be sent twice). */
const FILE_PUT_TRIES = 3;
/** A file transfer that moves nothing for this long is given up (an upload is then tried again). */
const FILE_IDLE_MS = 60_000;


export function s3Bucket(options: S3Options): S3Bucket {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    retries: 2,
  });
  const idleMs = options.idleTimeoutMs ?? FILE_IDLE_MS;
  const objectUrl = (key: string) =>
    `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;

  /**
   * PUTs a file as it is read, signed like every request (UNSIGNED-PAYLOAD:
   * the body is not hashed first). Node's own client, not fetch: fetch on
   * Node 20 reads a streamed body ahead of the socket and held a 512 MB file
   * whole in memory (npm run bench:backup-transfer). Answers the status.
   */
  async function streamUp(url: string, file: string): Promise<number> {
    const { size } = await fs.stat(file);
    const signed = await new AwsV4Signer({
      url,
      method: 'PUT',
      headers: { 'content-length': String(size), 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    }).sign();
    const target = new URL(url);
    const request = (target.protocol === 'https:' ? https : http).request(target, { method: 'PUT', headers: Object.fromEntries(signed.headers) });
    request.setTimeout(idleMs, () => request.destroy(new Error(`object storage took nothing for ${idleMs / 1000} s`)));
    const answered = new Promise<number>((resolve, reject) => {
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      });
      request.on('error', reject);
    });
    // A server that answers before reading the whole body (a refusal) ends the upload early: its answer is what counts.
    const sent = pipeline(createReadStream(file), request).catch((error: unknown) => error);
    const status = await answered;
    await sent;
    return status;
  }

  return {
    async put(key, body, headers = {}, timeoutMs) {
      const response = await client.fetch(objectUrl(key), { method: 'PUT', body: new Uint8Array(body), headers, signal: AbortSignal.timeout(timeoutMs ?? idleMs) });
      if (!response.ok) throw new Error(`object storage refused ${key}: ${response.status}`);
    },
    async has(key, timeoutMs) {
      const response = await client.fetch(objectUrl(key), { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs ?? idleMs) });
      if (response.status === 404) return false;
      if (!response.ok) throw new Error(`object storage answered ${response.status} for ${key}`);
      return true;
    },
    async get(key) {
      const response = await client.fetch(objectUrl(key), { signal: AbortSignal.timeout(idleMs) });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`object storage answered ${response.status} for ${key}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async putFile(key, file) {
      for (let attempt = 1; ; attempt++) {
        // A dropped connection or a stall is tried again like a passing refusal (5xx, 429); a refusal for good is not.
        const status = await streamUp(objectUrl(key), file).catch((error: unknown) => {
          if (attempt === FILE_PUT_TRIES) throw error;
          return null;
        });
        if (status !== null && status >= 200 && status < 300) return;
        const passing = status === null || status >= 500 || status === 429;
        if (!passing || attempt === FILE_PUT_TRIES) throw new Error(`object storage refused ${key}: ${status}`);
        await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
      }
    },
    async getFile(key, file) {
      // Given up when nothing arrives for idleMs, before the answer or within its body: a stalled restore says so.
      const stalled = new AbortController();
      let timer = setTimeout(() => stalled.abort(), idleMs);
      const alive = () => {
        clearTimeout(timer);
        timer = setTimeout(() => stalled.abort(), idleMs);
      };
      try {
        const response = await client.fetch(objectUrl(key), { signal: stalled.signal });
        if (response.status === 404 || !response.ok || !response.body) {
          await response.body?.cancel();
          if (response.status === 404) return false;
          throw new Error(`object storage answered ${response.status} for ${key}`);
        }
        alive();
        const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
        const watched = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            alive();
            done(null, chunk);
          },
        });
        try {
          await pipeline(body, watched, createWriteStream(file));
        } catch (error) {
          await fs.rm(file, { force: true });
          throw error;
        }
        return true;
      } catch (error) {
        throw stalled.signal.aborted ? new Error(`object storage sent nothing of ${key} for ${idleMs / 1000} s`) : error;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
