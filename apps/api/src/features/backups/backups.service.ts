import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { countRowsAt, takeBaseBackup, WalArchiveStalledError } from '../../db/base-backup.ts';
import { EMBEDDED_DATABASE_NAME, lockDataDir, runningShopDatabaseUrl, startEmbeddedPostgres } from '../../db/embedded-postgres.ts';
import { archiveTimelineHistory, restoreDataDirectory } from '../../db/point-in-time-restore.ts';
import type { Logger } from '../../logger.ts';
import { localMediaDir } from '../media/create-media-store.ts';
import { backupBucket, downloadBackup, uploadBackup, uploadTimelineHistory } from './backup-s3.ts';
import { BackupError, backupId, backupPaths, copyImages, filesUnder, isBackupId, listBackups, pruneBackups, writeManifest, type BackupManifest } from './backup-files.ts';

// Backups of the shop's own PostgreSQL (a base backup + the archived WAL) and
// of its images; restore to any moment since the oldest kept backup; a check
// that the newest backup really restores. docs/decisions/021-backups.md.

type Log = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

/** Files in DATA_DIR without which a restored database cannot be opened or sessions stay valid. */
const SECRET_FILES = ['postgres-password', 'auth-secret'];
export const STALE_AFTER_HOURS = 36;
export const LOW_DISK_PERCENT = 10;

export { BackupError } from './backup-files.ts';

export interface BackupOptions {
  /** How long the backup waits for a WAL segment to reach the archive before it fails (default 2 minutes). */
  archiveTimeoutMs?: number;
}

export async function runBackup(config: Config, log: Log, startedAt = new Date(), options: BackupOptions = {}): Promise<BackupManifest> {
  const paths = backupPaths(config);
  const id = backupId(startedAt);
  const workDir = `${paths.backup(id)}.partial`;
  await fs.mkdir(workDir, { recursive: true });
  let database: Pick<BackupManifest, 'startWalFile' | 'restorePoint' | 'rowCounts'> = {};
  if (!config.DATABASE_URL) {
    if (!existsSync(path.join(config.dataDir, 'postgres', 'PG_VERSION'))) throw new BackupError(`There is no shop database in ${config.dataDir} to back up.`);
    const { url, release } = await embeddedDatabase(config, log);
    try {
      const base = await takeBaseBackup({
        url,
        postgresDir: path.join(config.dataDir, 'postgres'),
        targetDir: path.join(workDir, 'postgres'),
        label: id,
        walArchiveDir: paths.wal,
        archiveTimeoutMs: options.archiveTimeoutMs,
      });
      database = { startWalFile: base.startWalFile, restorePoint: base.restorePoint, rowCounts: base.rowCounts };
    } catch (error) {
      // A sentence for the owner (`npm run backup` prints it without a stack trace); the daily schedule tries again tomorrow.
      if (error instanceof WalArchiveStalledError) throw new BackupError(`Backup ${id} failed: ${error.message}`);
      throw error;
    } finally {
      await release();
    }
    await fs.mkdir(path.join(workDir, 'secrets'), { mode: 0o700 });
    for (const name of SECRET_FILES) {
      const file = path.join(config.dataDir, name);
      if (existsSync(file)) await fs.copyFile(file, path.join(workDir, 'secrets', name));
    }
  }
  const mediaDir = localMediaDir(config);
  const images = mediaDir ? await copyImages(mediaDir, path.join(workDir, 'media')) : 0;
  const { files, bytes } = await filesUnder(workDir);
  const manifest: BackupManifest = {
    id,
    contents: config.DATABASE_URL ? 'images' : 'database',
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    sizeBytes: bytes,
    images,
    ...database,
    files,
  };
  await writeManifest(workDir, manifest);
  await fs.rename(workDir, paths.backup(id));
  log.info({ backup: id, bytes, images }, `Backup ${id} finished`);

  const bucket = backupBucket(config);
  if (bucket) await uploadBackup(bucket, config, manifest);
  const removed = await pruneBackups(config);
  if (removed.length) log.info(`Removed backups older than ${config.BACKUP_KEEP_DAYS} days: ${removed.join(', ')}`);
  return manifest;
}

/** The running shop's PostgreSQL; when no shop runs, the command starts it (and holds DATA_DIR meanwhile). */
async function embeddedDatabase(config: Config, log: Log): Promise<{ url: string; release: () => Promise<void> }> {
  const running = await runningShopDatabaseUrl(config.dataDir);
  if (running) return { url: running, release: async () => undefined };
  const embedded = await startEmbeddedPostgres(config.dataDir, log, { walArchiveDir: backupPaths(config).wal });
  return { url: embedded.url, release: () => embedded.stop() };
}

export interface RestoreRequest {
  /** `latest`, a backup id, or a backup folder. */
  backup: string;
  to?: Date;
  force?: boolean;
}

export async function restoreBackup(config: Config, request: RestoreRequest, log: Log): Promise<{ manifest: BackupManifest; replacedDir: string | null }> {
  if (config.DATABASE_URL) throw new BackupError('DATABASE_URL is set: restoring that database is its service\'s job (the shop backs up only its images then).');
  await fs.mkdir(config.dataDir, { recursive: true });
  if (os.userInfo().uid === 0) await fs.chmod(config.dataDir, ((await fs.stat(config.dataDir)).mode & 0o777) | 0o711);
  const release = await lockDataDir(config.dataDir);
  try {
    const postgresDir = path.join(config.dataDir, 'postgres');
    const occupied = existsSync(postgresDir) && (await fs.readdir(postgresDir)).length > 0;
    if (occupied && !request.force) {
      throw new BackupError(`${postgresDir} already holds a database. Add --force to replace it (it is moved aside, not deleted).`);
    }
    const { manifest, backupDir } = await chooseBackup(config, request);

    let replacedDir: string | null = null;
    if (occupied) {
      replacedDir = path.join(config.dataDir, `replaced-${backupId(new Date())}`);
      await fs.mkdir(replacedDir);
      await fs.rename(postgresDir, path.join(replacedDir, 'postgres'));
      for (const name of SECRET_FILES) {
        if (existsSync(path.join(config.dataDir, name))) await fs.copyFile(path.join(config.dataDir, name), path.join(replacedDir, name));
      }
      log.info(`The database that was there is kept in ${replacedDir}`);
    } else if (existsSync(postgresDir)) {
      await fs.rmdir(postgresDir);
    }
    for (const name of SECRET_FILES) {
      const file = path.join(backupDir, 'secrets', name);
      if (existsSync(file)) await fs.copyFile(file, path.join(config.dataDir, name));
    }
    const password = (await fs.readFile(path.join(config.dataDir, 'postgres-password'), 'utf8')).trim();
    log.info(`Restoring backup ${manifest.id}${request.to ? ` and replaying to ${request.to.toISOString()}` : ' and replaying all archived WAL'}`);
    let timelineHistory: string[];
    try {
      await restoreDataDirectory({
        basePostgresDir: path.join(backupDir, 'postgres'),
        postgresDir,
        walArchiveDir: backupPaths(config).wal,
        target: request.to ? { time: request.to } : null,
        password,
        unarchivedWalDir: replacedDir ? path.join(replacedDir, 'postgres', 'pg_wal') : undefined,
        log: (line) => log.debug(`postgres: ${line}`),
      });
      // The replay ended on a new timeline; its history must be in the archive before the shop writes on it.
      timelineHistory = await archiveTimelineHistory(postgresDir, backupPaths(config).wal);
    } catch (error) {
      // Put back what was there, so a second attempt starts from the same place.
      await fs.rm(postgresDir, { recursive: true, force: true });
      if (replacedDir) {
        await fs.rename(path.join(replacedDir, 'postgres'), postgresDir);
        for (const name of SECRET_FILES) {
          if (existsSync(path.join(replacedDir, name))) await fs.copyFile(path.join(replacedDir, name), path.join(config.dataDir, name));
        }
        await fs.rm(replacedDir, { recursive: true, force: true });
      }
      throw error;
    }
    const bucket = backupBucket(config);
    if (bucket) {
      // The restore stands without it: the next backup uploads the archive's files the bucket lacks.
      await uploadTimelineHistory(bucket, config, timelineHistory).catch((error: unknown) =>
        log.warn(`The new timeline's history did not reach object storage (the next backup uploads it): ${String(error)}`),
      );
    }
    const mediaDir = localMediaDir(config);
    if (mediaDir) await copyImages(path.join(backupDir, 'media'), mediaDir);
    return { manifest, replacedDir };
  } finally {
    await release();
  }
}

async function chooseBackup(config: Config, request: RestoreRequest): Promise<{ manifest: BackupManifest; backupDir: string }> {
  if (existsSync(path.join(request.backup, 'manifest.json'))) {
    const manifest = JSON.parse(await fs.readFile(path.join(request.backup, 'manifest.json'), 'utf8')) as BackupManifest;
    return { manifest, backupDir: path.resolve(request.backup) };
  }
  let backups = (await listBackups(config)).filter((backup) => backup.contents === 'database');
  const bucket = backupBucket(config);
  const wanted = (list: BackupManifest[]) =>
    request.backup === 'latest' ? list.filter((backup) => !request.to || Date.parse(backup.finishedAt) <= request.to.getTime()).at(-1) : list.find((backup) => backup.id === request.backup);
  if (!wanted(backups) && bucket && (request.backup === 'latest' || isBackupId(request.backup))) {
    // The disk is gone: fetch the backup and the WAL after it from object storage.
    await downloadBackup(bucket, config, request.backup === 'latest' ? null : request.backup, request.to);
    backups = (await listBackups(config)).filter((backup) => backup.contents === 'database');
  }
  const manifest = wanted(backups);
  if (!manifest) {
    throw new BackupError(
      request.backup === 'latest'
        ? `No database backup${request.to ? ` finished before ${request.to.toISOString()}` : ''} in ${backupPaths(config).base}.`
        : `No database backup named ${request.backup} in ${backupPaths(config).base}.`,
    );
  }
  return { manifest, backupDir: backupPaths(config).backup(manifest.id) };
}

export interface VerifyResult {
  backup: string;
  matches: boolean;
  rowCounts: { table: string; expected: number; restored: number | null }[];
}

/** Restores the newest database backup into a scratch folder, replays to its restore point and compares row counts. */
export async function verifyLatestBackup(config: Config, log: Log): Promise<VerifyResult> {
  const manifest = (await listBackups(config)).filter((backup) => backup.contents === 'database').at(-1);
  if (!manifest?.restorePoint || !manifest.rowCounts) throw new BackupError(`No database backup to verify in ${backupPaths(config).base}.`);
  const backupDir = backupPaths(config).backup(manifest.id);
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'handloom-verify-'));
  // As root, PostgreSQL runs as `postgres` and must reach the scratch folder.
  await fs.chmod(scratch, 0o711);
  try {
    const password = (await fs.readFile(path.join(backupDir, 'secrets', 'postgres-password'), 'utf8')).trim();
    const server = await restoreDataDirectory({
      basePostgresDir: path.join(backupDir, 'postgres'),
      postgresDir: path.join(scratch, 'postgres'),
      walArchiveDir: backupPaths(config).wal,
      target: { restorePoint: manifest.restorePoint },
      password,
      keepRunning: true,
      log: (line) => log.debug(`postgres: ${line}`),
    });
    let restored: Record<string, number>;
    try {
      restored = await countRowsAt(server!.url(EMBEDDED_DATABASE_NAME));
    } finally {
      await server!.stop();
    }
    const tables = [...new Set([...Object.keys(manifest.rowCounts), ...Object.keys(restored)])].sort();
    const rowCounts = tables.map((table) => ({ table, expected: manifest.rowCounts![table] ?? 0, restored: restored[table] ?? null }));
    return { backup: manifest.id, matches: rowCounts.every((row) => row.expected === row.restored), rowCounts };
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

export interface BackupStatus {
  lastBackup: { id: string; finishedAt: string; sizeBytes: number; contents: BackupManifest['contents'] } | null;
  backupStale: boolean;
  diskFreePercent: number;
  diskLow: boolean;
  databaseIncluded: boolean;
}

/**
 * When the shop first started on this DATA_DIR: written once, the first time
 * it is asked, and read afterwards, so restarts do not move it.
 */
export async function firstStartOf(dataDir: string, now = new Date()): Promise<Date> {
  const file = path.join(dataDir, 'first-start');
  const written = Date.parse((await fs.readFile(file, 'utf8').catch(() => '')).trim());
  if (!Number.isNaN(written)) return new Date(written);
  await fs.mkdir(dataDir, { recursive: true });
  // `wx`: another instance may have written it first; then its time stands.
  await fs.writeFile(file, `${now.toISOString()}\n`, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  const stored = Date.parse((await fs.readFile(file, 'utf8')).trim());
  return Number.isNaN(stored) ? now : new Date(stored);
}

/**
 * The backups at a glance. With no backup at all, the warning waits until the
 * shop has been STALE_AFTER_HOURS on this DATA_DIR (`firstStart`, kept across
 * restarts): a new shop is not warned on every dashboard visit for what its
 * first daily backup has not had time to make, and a shop never backed up,
 * daily backup on or off, is warned after that.
 */
export async function backupStatus(config: Config, now = new Date(), firstStart = now): Promise<BackupStatus> {
  const last = (await listBackups(config)).at(-1) ?? null;
  const stats = await fs.statfs(existsSync(config.dataDir) ? config.dataDir : path.dirname(config.dataDir));
  const diskFreePercent = Math.round((stats.bavail / stats.blocks) * 1000) / 10;
  return {
    lastBackup: last && { id: last.id, finishedAt: last.finishedAt, sizeBytes: last.sizeBytes, contents: last.contents },
    backupStale: last
      ? now.getTime() - Date.parse(last.finishedAt) > STALE_AFTER_HOURS * 3_600_000
      : now.getTime() - firstStart.getTime() > STALE_AFTER_HOURS * 3_600_000,
    diskFreePercent,
    diskLow: diskFreePercent < LOW_DISK_PERCENT,
    databaseIncluded: !config.DATABASE_URL,
  };
}

const IST_OFFSET_MS = 330 * 60_000;

/** The next BACKUP_TIME (India time) after `now`. */
export function nextBackupAt(now: Date, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const india = new Date(now.getTime() + IST_OFFSET_MS);
  const today = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate(), hours, minutes) - IST_OFFSET_MS;
  return new Date(today > now.getTime() ? today : today + 24 * 3_600_000);
}

/** The daily backup inside the running shop; returns a stop function. */
export function scheduleBackups(config: Config, log: Log, onFinished?: (manifest: BackupManifest) => void): () => void {
  if (config.BACKUP_TIME === 'off') return () => undefined;
  let timer: NodeJS.Timeout | undefined;
  const plan = () => {
    const at = nextBackupAt(new Date(), config.BACKUP_TIME);
    timer = setTimeout(() => {
      runBackup(config, log)
        .then((manifest) => onFinished?.(manifest))
        .catch((error: unknown) => log.error({ err: error }, 'The scheduled backup failed'))
        .finally(plan);
    }, at.getTime() - Date.now());
    timer.unref();
  };
  plan();
  return () => clearTimeout(timer);
}
