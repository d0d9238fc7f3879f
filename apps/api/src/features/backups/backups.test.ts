import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { logIn, newShopper, signUp } from '../../testing/http.ts';
import { startFakeS3, type FakeS3 } from '../../testing/fake-s3.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { parseRestoreTime } from '../../db/point-in-time-restore.ts';
import { createMediaStore } from '../media/create-media-store.ts';
import { s3Bucket } from '../../s3-bucket.ts';
import { backupBucket, downloadBackup, nextSegment } from './backup-s3.ts';
import { listBackups, pruneBackups } from './backup-files.ts';
import { backupStatus, firstStartOf, nextBackupAt, runBackup } from './backups.service.ts';

// The shop here runs on an external database (DATABASE_URL), so its backups
// hold the images only; the embedded PostgreSQL's backups and point-in-time
// restore are proven by backup-restore.process.test.ts.

const ADMIN = { email: 'owner@backups.example', password: 'a-long-admin-password' };
const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

describe('backups: the dashboard panel, the S3 copy, pruning', () => {
  let shop: TestApp;
  let s3: FakeS3;
  let admin: string;
  const s3Env = () => ({
    BACKUP_S3_ENDPOINT: s3.url,
    BACKUP_S3_BUCKET: 'shop-backups',
    BACKUP_S3_ACCESS_KEY_ID: 'backup-key',
    BACKUP_S3_SECRET_ACCESS_KEY: 'backup-secret',
  });

  beforeAll(async () => {
    s3 = await startFakeS3('backup-key');
    shop = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...s3Env() });
    await shop.app.accounts.ensureAdminAccount();
    admin = (await logIn(shop.app, ADMIN.email, ADMIN.password)).cookie;
  });
  afterAll(async () => {
    await shop.close();
    await s3.close();
  });

  const status = (cookie = admin) => shop.app.inject({ method: 'GET', url: '/api/admin/backups', headers: { cookie } });

  it('tells the admin alone that there is no backup yet, without a warning while the first daily backup is still to come', async () => {
    const shopper = await signUp(shop.app, newShopper());
    expect((await status(shopper.cookie)).statusCode).toBe(403);
    expect((await status('')).statusCode).toBe(401);
    const response = await status();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ lastBackup: null, backupStale: false, databaseIncluded: false });
    expect(body.diskFreePercent).toBeGreaterThan(0);
    expect(body.diskFreePercent).toBeLessThanOrEqual(100);
    expect(body.diskLow).toBe(body.diskFreePercent < 10);
  });

  it('warns of no backup once the shop has been 36 hours on its data folder, restarts or not, daily backup on or off', async () => {
    const started = new Date('2026-01-05T09:00:00Z');
    expect((await backupStatus(shop.config, new Date('2026-01-06T20:00:00Z'), started)).backupStale).toBe(false);
    expect((await backupStatus(shop.config, new Date('2026-01-06T22:00:00Z'), started)).backupStale).toBe(true);
    const byCommand = { ...shop.config, BACKUP_TIME: 'off' };
    expect((await backupStatus(byCommand, new Date('2026-02-05T09:00:00Z'), started)).backupStale).toBe(true);
    // The first start is kept in the data folder: a restart does not move it.
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'handloom-first-start-'));
    try {
      expect(await firstStartOf(folder, started)).toEqual(started);
      expect(await firstStartOf(folder, new Date('2026-03-01T09:00:00Z'))).toEqual(started);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });

  it('backs up the images, copies them to S3, shows the backup and warns once it is 36 hours old', async () => {
    const media = createMediaStore(shop.config);
    await media.put('0123456789abcdef01234567-320.webp', Buffer.from('a woven image'));
    await media.put('0123456789abcdef01234567-640.webp', Buffer.from('a larger woven image'));

    const manifest = await runBackup(shop.config, quiet);
    expect(manifest).toMatchObject({ contents: 'images', images: 2 });
    expect(manifest.files).toEqual(['media/0123456789abcdef01234567-320.webp', 'media/0123456789abcdef01234567-640.webp']);

    // The bucket: every file, the manifest (last), and which backup is the newest.
    const key = (name: string) => `/shop-backups/${name}`;
    expect(s3.objects.get(key(`base/${manifest.id}/media/0123456789abcdef01234567-320.webp`))?.toString()).toBe('a woven image');
    expect(JSON.parse(s3.objects.get(key(`base/${manifest.id}/manifest.json`))!.toString()).id).toBe(manifest.id);
    expect(s3.objects.get(key('base/latest'))?.toString()).toBe(manifest.id);
    expect(s3.requests.filter((request) => request.method === 'PUT').map((request) => request.path).at(-1)).toBe(key('base/latest'));
    // And the bucket's list of its backups, for a restore to a moment before the newest.
    expect(JSON.parse(s3.objects.get(key('base/index.json'))!.toString())).toContainEqual({ id: manifest.id, finishedAt: manifest.finishedAt, contents: 'images' });

    const body = (await status()).json();
    expect(body.lastBackup).toEqual({ id: manifest.id, finishedAt: manifest.finishedAt, sizeBytes: 33, contents: 'images' });
    expect(body.backupStale).toBe(false);
    const later = new Date(Date.parse(manifest.finishedAt) + 37 * 3_600_000);
    expect((await backupStatus(shop.config, later)).backupStale).toBe(true);
  });

  it('brings a backup back from S3 onto an empty disk', async () => {
    const emptyDisk = await fs.mkdtemp(path.join(os.tmpdir(), 'handloom-new-disk-'));
    try {
      const config = loadConfig({ ...process.env, DATA_DIR: emptyDisk, DATABASE_URL: shop.databaseUrl, ...s3Env() });
      await downloadBackup(backupBucket(config)!, config, null);
      const [restored] = await listBackups(config);
      const [original] = await listBackups(shop.config);
      expect(restored).toEqual(original);
      expect(await fs.readFile(path.join(config.backupDir, 'base', restored!.id, 'media', '0123456789abcdef01234567-640.webp'), 'utf8')).toBe('a larger woven image');
    } finally {
      await fs.rm(emptyDisk, { recursive: true, force: true });
    }
  });

  it('a restore from S3 writes nothing outside the backup folder, whatever the bucket says, and leaves no half-fetched backup', async () => {
    const emptyDisk = await fs.mkdtemp(path.join(os.tmpdir(), 'handloom-tampered-'));
    const escapee = `escaped-${path.basename(emptyDisk)}.txt`;
    try {
      const config = loadConfig({ ...process.env, DATA_DIR: emptyDisk, DATABASE_URL: shop.databaseUrl, ...s3Env(), BACKUP_S3_BUCKET: 'tampered-backups' });
      const bucket = backupBucket(config)!;
      const put = (key: string, body: string) => s3.objects.set(`/tampered-backups/${key}`, Buffer.from(body));
      const id = '2026-11-20T08-00-00-000Z';
      const manifest = (files: string[]) => JSON.stringify({ id, contents: 'images', startedAt: '2026-11-20T08:00:00.000Z', finishedAt: '2026-11-20T08:00:01.000Z', sizeBytes: 5, images: 1, files });
      // A file five folders up: out of the backup, the backups and the data folder.
      const upward = `media/../../../../../${escapee}`;
      put(`base/${id}/manifest.json`, manifest(['media/a.webp', upward]));
      put(`base/${id}/media/a.webp`, 'image');
      put(`base/${id}/${upward}`, 'not the shop\'s');
      s3.objects.set(`/${escapee}`, Buffer.from("not the shop's"));
      await expect(downloadBackup(bucket, config, id)).rejects.toThrow(`The backup ${id} in object storage lists a file outside its folder`);
      for (const absolute of ['/etc/passwd', '/tmp/x']) {
        put(`base/${id}/manifest.json`, manifest([absolute]));
        await expect(downloadBackup(bucket, config, id)).rejects.toThrow('lists a file outside its folder');
      }
      // A first WAL segment named by a path (fetched into the archive folder).
      put(`base/${id}/manifest.json`, JSON.stringify({ ...JSON.parse(manifest(['media/a.webp'])), contents: 'database', startWalFile: `../../../../../${escapee}` }));
      await expect(downloadBackup(bucket, config, id)).rejects.toThrow('names a first WAL segment that is not one');
      // A manifest of another backup, and a newest backup named by a path.
      put(`base/${id}/manifest.json`, JSON.stringify({ ...JSON.parse(manifest(['media/a.webp'])), id: '../../elsewhere' }));
      await expect(downloadBackup(bucket, config, id)).rejects.toThrow('is not its own');
      put('base/latest', '../../../elsewhere');
      await expect(downloadBackup(bucket, config, null)).rejects.toThrow(`"../../../elsewhere" is not a backup's name`);

      // A file the bucket lacks: nothing is left half-fetched.
      put(`base/${id}/manifest.json`, manifest(['media/a.webp', 'media/b.webp']));
      await expect(downloadBackup(bucket, config, id)).rejects.toThrow(`The backup ${id} in object storage lacks media/b.webp`);

      expect(existsSync(path.join(os.tmpdir(), escapee))).toBe(false);
      expect(existsSync(path.join(emptyDisk, escapee))).toBe(false);
      expect(await fs.readdir(path.join(config.backupDir, 'base')).catch(() => [])).toEqual([]);
      expect(await listBackups(config)).toEqual([]);

      // The same bucket, put right, restores.
      put(`base/${id}/media/b.webp`, 'image b');
      await downloadBackup(bucket, config, id);
      expect((await listBackups(config)).map((backup) => backup.id)).toEqual([id]);
    } finally {
      await fs.rm(emptyDisk, { recursive: true, force: true });
      await fs.rm(path.join(os.tmpdir(), escapee), { force: true });
    }
  });

  it('a restore to a moment from S3 alone fetches the newest database backup finished by then, not the newest of all', async () => {
    const emptyDisk = await fs.mkdtemp(path.join(os.tmpdir(), 'handloom-moment-'));
    try {
      const config = loadConfig({ ...process.env, DATA_DIR: emptyDisk, DATABASE_URL: shop.databaseUrl, ...s3Env(), BACKUP_S3_BUCKET: 'moment-backups' });
      const bucket = backupBucket(config)!;
      const put = (key: string, body: string) => s3.objects.set(`/moment-backups/${key}`, Buffer.from(body));
      const backups = [
        { id: '2026-11-20T21-30-00-000Z', finishedAt: '2026-11-20T21:31:00.000Z', contents: 'database' },
        { id: '2026-11-21T21-30-00-000Z', finishedAt: '2026-11-21T21:31:00.000Z', contents: 'images' },
        { id: '2026-11-22T21-30-00-000Z', finishedAt: '2026-11-22T21:31:00.000Z', contents: 'database' },
      ] as const;
      for (const backup of backups) {
        put(`base/${backup.id}/manifest.json`, JSON.stringify({ ...backup, startedAt: backup.finishedAt, sizeBytes: 1, images: 0, files: ['secrets/auth-secret'] }));
        put(`base/${backup.id}/secrets/auth-secret`, backup.id);
      }
      put('base/index.json', JSON.stringify(backups));
      put('base/latest', backups[2].id);

      // 22 November, 14:05 India time: before the newest backup, after the first (the images-only one is passed over).
      await downloadBackup(bucket, config, null, new Date('2026-11-22T08:35:00Z'));
      expect((await listBackups(config)).map((backup) => backup.id)).toEqual([backups[0].id]);

      // Before every backup the bucket lists: nothing is fetched.
      await fs.rm(config.backupDir, { recursive: true, force: true });
      await downloadBackup(bucket, config, null, new Date('2026-11-19T00:00:00Z'));
      expect(await listBackups(config)).toEqual([]);

      // A bucket from before the index: the newest, as before.
      s3.objects.delete('/moment-backups/base/index.json');
      await downloadBackup(bucket, config, null, new Date('2026-11-22T08:35:00Z'));
      expect((await listBackups(config)).map((backup) => backup.id)).toEqual([backups[2].id]);
    } finally {
      await fs.rm(emptyDisk, { recursive: true, force: true });
    }
  });

  it('a restore whose WAL stalls puts no backup in place, so the next one fetches it all again', async () => {
    const emptyDisk = await fs.mkdtemp(path.join(os.tmpdir(), 'handloom-stalled-wal-'));
    try {
      const config = loadConfig({ ...process.env, DATA_DIR: emptyDisk, DATABASE_URL: shop.databaseUrl, ...s3Env(), BACKUP_S3_BUCKET: 'stalled-backups' });
      const bucket = s3Bucket({ endpoint: s3.url, bucket: 'stalled-backups', region: 'auto', accessKeyId: 'backup-key', secretAccessKey: 'backup-secret', idleTimeoutMs: 300 });
      const id = '2026-11-22T21-30-00-000Z';
      const segment = '000000010000000000000003';
      const put = (key: string, body: Buffer | string) => s3.objects.set(`/stalled-backups/${key}`, Buffer.from(body));
      put(`base/${id}/manifest.json`, JSON.stringify({ id, contents: 'database', startedAt: '2026-11-22T21:30:00.000Z', finishedAt: '2026-11-22T21:31:00.000Z', sizeBytes: 1, images: 0, startWalFile: segment, files: ['secrets/auth-secret'] }));
      put(`base/${id}/secrets/auth-secret`, 'secret');
      put(`wal/${segment}`, Buffer.alloc(64 * 1024, 1));

      s3.stallNextGet(`/stalled-backups/wal/${segment}`);
      await expect(downloadBackup(bucket, config, id)).rejects.toThrow(`object storage sent nothing of wal/${segment}`);
      expect(await listBackups(config)).toEqual([]);
      expect(existsSync(path.join(config.backupDir, 'wal', segment))).toBe(false);

      await downloadBackup(bucket, config, id);
      expect((await listBackups(config)).map((backup) => backup.id)).toEqual([id]);
      expect((await fs.readFile(path.join(config.backupDir, 'wal', segment))).length).toBe(64 * 1024);
    } finally {
      await fs.rm(emptyDisk, { recursive: true, force: true });
    }
  });

  it('a bucket written before the index starts one with the backup it named as the newest', async () => {
    const config = loadConfig({ ...process.env, DATA_DIR: shop.config.dataDir, DATABASE_URL: shop.databaseUrl, ...s3Env(), BACKUP_S3_BUCKET: 'older-backups' });
    const older = { id: '2026-11-01T21-30-00-000Z', finishedAt: '2026-11-01T21:31:00.000Z', contents: 'database' as const };
    s3.objects.set('/older-backups/base/latest', Buffer.from(older.id));
    s3.objects.set(`/older-backups/base/${older.id}/manifest.json`, Buffer.from(JSON.stringify({ ...older, startedAt: older.finishedAt, sizeBytes: 1, images: 0, files: [] })));
    const manifest = await runBackup(config, quiet);
    expect(JSON.parse(s3.objects.get('/older-backups/base/index.json')!.toString())).toEqual([older, { id: manifest.id, finishedAt: manifest.finishedAt, contents: manifest.contents }]);
  });

  it('refuses a bucket signed with the wrong key', async () => {
    const config = loadConfig({ ...process.env, DATA_DIR: shop.config.dataDir, DATABASE_URL: shop.databaseUrl, ...s3Env(), BACKUP_S3_ACCESS_KEY_ID: 'someone-else' });
    await expect(runBackup(config, quiet)).rejects.toThrow(/object storage refused .* 403/);
  });

  it('keeps BACKUP_KEEP_DAYS days of backups, always the newest, and drops WAL only older backups needed', async () => {
    const config = loadConfig({ ...process.env, DATA_DIR: await fs.mkdtemp(path.join(os.tmpdir(), 'handloom-prune-')), BACKUP_KEEP_DAYS: '2' });
    const base = path.join(config.backupDir, 'base');
    const wal = path.join(config.backupDir, 'wal');
    await fs.mkdir(wal, { recursive: true });
    const write = async (id: string, daysAgo: number, startWalFile: string) => {
      await fs.mkdir(path.join(base, id), { recursive: true });
      const finishedAt = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
      await fs.writeFile(path.join(base, id, 'manifest.json'), JSON.stringify({ id, contents: 'database', startedAt: finishedAt, finishedAt, sizeBytes: 1, images: 0, startWalFile, files: [] }));
    };
    await write('old', 5, '000000010000000000000002');
    await write('recent', 1, '000000010000000000000007');
    for (const segment of ['000000010000000000000003', '000000010000000000000007', '000000020000000000000008', '00000002.history']) await fs.writeFile(path.join(wal, segment), '');
    expect(await pruneBackups(config)).toEqual(['old']);
    expect((await listBackups(config)).map((backup) => backup.id)).toEqual(['recent']);
    expect((await fs.readdir(wal)).sort()).toEqual(['000000010000000000000007', '00000002.history', '000000020000000000000008']);
    // The newest stays, however old.
    await write('recent', 30, '000000010000000000000007');
    expect(await pruneBackups(config)).toEqual([]);
    expect(existsSync(path.join(base, 'recent'))).toBe(true);
    await fs.rm(config.dataDir, { recursive: true, force: true });
  });

  it('passes over a backup whose manifest was cut short, and lists the others', async () => {
    const config = loadConfig({ ...process.env, DATA_DIR: await fs.mkdtemp(path.join(os.tmpdir(), 'handloom-torn-')) });
    const base = path.join(config.backupDir, 'base');
    try {
      const finishedAt = new Date().toISOString();
      const whole = { id: 'whole', contents: 'images', startedAt: finishedAt, finishedAt, sizeBytes: 1, images: 0, files: [] };
      await fs.mkdir(path.join(base, 'whole'), { recursive: true });
      await fs.writeFile(path.join(base, 'whole', 'manifest.json'), JSON.stringify(whole));
      await fs.mkdir(path.join(base, 'torn'), { recursive: true });
      await fs.writeFile(path.join(base, 'torn', 'manifest.json'), JSON.stringify({ ...whole, id: 'torn' }).slice(0, 40));
      expect((await listBackups(config)).map((backup) => backup.id)).toEqual(['whole']);
      expect((await backupStatus(config)).lastBackup?.id).toBe('whole');
    } finally {
      await fs.rm(config.dataDir, { recursive: true, force: true });
    }
  });

  it('plans the daily backup in India time and names WAL segments in order', () => {
    // 02:30 IST is 21:00 UTC the day before.
    expect(nextBackupAt(new Date('2026-11-22T20:59:00Z'), '02:30').toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(nextBackupAt(new Date('2026-11-22T21:00:00Z'), '02:30').toISOString()).toBe('2026-11-23T21:00:00.000Z');
    expect(nextSegment('0000000100000000000000FE')).toBe('0000000100000000000000FF');
    expect(nextSegment('0000000100000000000000FF')).toBe('000000010000000100000000');
  });

  it('reads the --to time the way the owner writes it (India time unless told otherwise)', () => {
    expect(parseRestoreTime('2026-11-22 14:05 IST')?.toISOString()).toBe('2026-11-22T08:35:00.000Z');
    expect(parseRestoreTime('2026-11-22 14:05')?.toISOString()).toBe('2026-11-22T08:35:00.000Z');
    expect(parseRestoreTime('2026-11-22 9:05:30 ist')?.toISOString()).toBe('2026-11-22T03:35:30.000Z');
    expect(parseRestoreTime('2026-11-22T08:35:00Z')?.toISOString()).toBe('2026-11-22T08:35:00.000Z');
    expect(parseRestoreTime('2026-11-22 14:05 +0530')?.toISOString()).toBe('2026-11-22T08:35:00.000Z');
    expect(parseRestoreTime('yesterday at two')).toBeNull();
    expect(parseRestoreTime('2026-13-40 14:05')).toBeNull();
  });
});
