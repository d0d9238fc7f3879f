import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../config.ts';
import { startFakeS3, type FakeS3 } from '../../testing/fake-s3.ts';
import { backupBucket, shipWal } from './backup-s3.ts';
import { backupPaths } from './backup-files.ts';

// Decision 021: with BACKUP_S3_*, a dead disk loses minutes of orders, not the day since the last backup.
describe('archived WAL on its way to the bucket', () => {
  let s3: FakeS3, config: Config, walDir: string, dataDir: string;
  beforeAll(async () => {
    s3 = await startFakeS3('wal-key');
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wal-shipping-'));
    config = loadConfig({
      DATA_DIR: dataDir,
      BACKUP_S3_ENDPOINT: s3.url,
      BACKUP_S3_BUCKET: 'shop-backups',
      BACKUP_S3_ACCESS_KEY_ID: 'wal-key',
      BACKUP_S3_SECRET_ACCESS_KEY: 'wal-secret',
    });
    walDir = backupPaths(config).wal;
    await fs.mkdir(walDir, { recursive: true });
  });
  afterAll(async () => {
    await s3.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const inBucket = (name: string) => s3.objects.get(`/shop-backups/wal/${name}`)?.toString();
  async function until(check: () => boolean): Promise<void> {
    const deadline = Date.now() + 5_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('not in the bucket within 5 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('follows the archive between backups: each segment once, a half-written one never', async () => {
    const bucket = backupBucket(config);
    if (!bucket) throw new Error('the bucket settings were not taken');
    await fs.writeFile(path.join(walDir, '000000010000000000000001'), 'first segment');
    await fs.writeFile(path.join(walDir, '000000010000000000000002.part'), 'being written');
    const warnings: string[] = [];
    const stop = shipWal(bucket, config, { warn: (message) => warnings.push(message) }, 50);
    try {
      await until(() => inBucket('000000010000000000000001') === 'first segment');
      // PostgreSQL archives the next one: it follows without a backup.
      await fs.writeFile(path.join(walDir, '000000010000000000000002'), 'second segment');
      await until(() => inBucket('000000010000000000000002') === 'second segment');
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      stop();
    }
    expect(inBucket('000000010000000000000002.part')).toBeUndefined();
    // Each segment was asked about and sent once, not every round.
    const requestsFor = (name: string) => s3.requests.filter((request) => request.path === `/shop-backups/wal/${name}`).map((request) => request.method);
    expect(requestsFor('000000010000000000000001')).toEqual(['HEAD', 'PUT']);
    expect(requestsFor('000000010000000000000002')).toEqual(['HEAD', 'PUT']);
    expect(warnings).toEqual([]);
  });
});
