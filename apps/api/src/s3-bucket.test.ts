import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Bucket, type S3Bucket } from './s3-bucket.ts';
import { startFakeS3, type FakeS3 } from './testing/fake-s3.ts';

// Files streamed to and from object storage (a backup's files run to a
// gigabyte each, so they are never held whole in memory), against a small
// S3-compatible server on 127.0.0.1 that, like S3, refuses a body without its length.

describe('files to and from an S3 bucket', () => {
  let s3: FakeS3, bucket: S3Bucket, folder: string;
  beforeAll(async () => {
    s3 = await startFakeS3('files-key');
    bucket = s3Bucket({ endpoint: s3.url, bucket: 'files', region: 'auto', accessKeyId: 'files-key', secretAccessKey: 'files-secret' });
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'handloom-s3-files-'));
  });
  afterAll(async () => {
    await fs.rm(folder, { recursive: true, force: true });
    await s3.close();
  });

  it('sends a file with its length and brings it back byte for byte', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    await fs.writeFile(path.join(folder, 'segment'), bytes);
    await bucket.putFile('wal/000000010000000000000003', path.join(folder, 'segment'));
    expect(s3.objects.get('/files/wal/000000010000000000000003')?.equals(bytes)).toBe(true);

    expect(await bucket.getFile('wal/000000010000000000000003', path.join(folder, 'back'))).toBe(true);
    expect((await fs.readFile(path.join(folder, 'back'))).equals(bytes)).toBe(true);
  });

  it('a refusal that passes (503) is tried again from the start of the file; one that lasts is an error', async () => {
    const bytes = randomBytes(200_000);
    await fs.writeFile(path.join(folder, 'base-file'), bytes);
    s3.failNext(2);
    await bucket.putFile('base/one', path.join(folder, 'base-file'));
    expect(s3.objects.get('/files/base/one')?.equals(bytes)).toBe(true);

    s3.failNext(3);
    await expect(bucket.putFile('base/two', path.join(folder, 'base-file'))).rejects.toThrow('object storage refused base/two: 503');
    expect(s3.objects.has('/files/base/two')).toBe(false);
  });

  it('a connection dropped mid-upload is tried again too; dropped every time, the error says so', async () => {
    const bytes = randomBytes(200_000);
    await fs.writeFile(path.join(folder, 'dropped'), bytes);
    s3.failNext(2, { hangUp: true });
    await bucket.putFile('base/three', path.join(folder, 'dropped'));
    expect(s3.objects.get('/files/base/three')?.equals(bytes)).toBe(true);

    s3.failNext(3, { hangUp: true });
    await expect(bucket.putFile('base/four', path.join(folder, 'dropped'))).rejects.toThrow();
    expect(s3.objects.has('/files/base/four')).toBe(false);
  });

  it('a download that stalls mid-body is given up after the idle time, leaving no file', async () => {
    const patient = s3Bucket({ endpoint: s3.url, bucket: 'files', region: 'auto', accessKeyId: 'files-key', secretAccessKey: 'files-secret', idleTimeoutMs: 300 });
    s3.objects.set('/files/wal/stalling', randomBytes(400_000));
    s3.stallNextGet();
    await expect(patient.getFile('wal/stalling', path.join(folder, 'stalled'))).rejects.toThrow('object storage sent nothing of wal/stalling for 0.3 s');
    expect(existsSync(path.join(folder, 'stalled'))).toBe(false);
    // The next try, not stalled, brings it whole.
    expect(await patient.getFile('wal/stalling', path.join(folder, 'stalled'))).toBe(true);
    expect((await fs.readFile(path.join(folder, 'stalled'))).equals(s3.objects.get('/files/wal/stalling')!)).toBe(true);
  });

  it('a small object that stalls (a manifest, an index) is given up after the idle time too', async () => {
    const patient = s3Bucket({ endpoint: s3.url, bucket: 'files', region: 'auto', accessKeyId: 'files-key', secretAccessKey: 'files-secret', idleTimeoutMs: 300 });
    s3.objects.set('/files/base/index.json', Buffer.from('[]'));
    s3.stallNextGet('/files/base/index.json');
    await expect(patient.get('base/index.json')).rejects.toThrow();
    expect((await patient.get('base/index.json'))?.toString()).toBe('[]');
  });

  it('an object the bucket lacks leaves no file behind', async () => {
    expect(await bucket.getFile('wal/absent', path.join(folder, 'absent'))).toBe(false);
    expect(existsSync(path.join(folder, 'absent'))).toBe(false);
  });
});
