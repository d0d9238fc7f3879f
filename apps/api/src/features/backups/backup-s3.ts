import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { s3Bucket, type S3Bucket } from '../../s3-bucket.ts';
import { BackupError, backupPaths, isBackupId, type BackupManifest } from './backup-files.ts';

// The copy of the backups on S3-compatible storage (BACKUP_S3_*), for the day
// the disk dies. Keys mirror the folder: base/<id>/<file>, wal/<segment>, and
// base/latest naming the newest backup. The manifest goes up last, so a
// manifest in the bucket means the whole backup is there. Old objects are the
// bucket's business: give it a lifecycle rule that expires them.

export function backupBucket(config: Config): S3Bucket | null {
  if (!config.BACKUP_S3_ENDPOINT || !config.BACKUP_S3_BUCKET || !config.BACKUP_S3_ACCESS_KEY_ID || !config.BACKUP_S3_SECRET_ACCESS_KEY) return null;
  return s3Bucket({
    endpoint: config.BACKUP_S3_ENDPOINT,
    bucket: config.BACKUP_S3_BUCKET,
    region: config.BACKUP_S3_REGION,
    accessKeyId: config.BACKUP_S3_ACCESS_KEY_ID,
    secretAccessKey: config.BACKUP_S3_SECRET_ACCESS_KEY,
  });
}

export async function uploadBackup(bucket: S3Bucket, config: Config, manifest: BackupManifest): Promise<void> {
  const paths = backupPaths(config);
  await uploadWal(bucket, config);
  for (const file of manifest.files) {
    if (file === 'manifest.json') continue;
    await bucket.putFile(`base/${manifest.id}/${file}`, path.join(paths.backup(manifest.id), file));
  }
  await bucket.put(`base/${manifest.id}/manifest.json`, Buffer.from(JSON.stringify(manifest)));
  // A bucket without a readable index (written before it, or spoilt) starts one from the backup it names as the newest.
  const index = ((await readIndex(bucket)) ?? (await newestListed(bucket))).filter((entry) => entry.id !== manifest.id);
  index.push({ id: manifest.id, finishedAt: manifest.finishedAt, contents: manifest.contents });
  index.sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
  await bucket.put(INDEX_KEY, Buffer.from(JSON.stringify(index)));
  await bucket.put('base/latest', Buffer.from(manifest.id));
}

/**
 * The bucket's list of the backups sent to it (base/index.json), oldest
 * first, so a restore to a moment before the newest backup finds an older
 * one without listing the bucket. Entries whose objects the bucket's
 * lifecycle has expired stay listed; a restore then finds no manifest.
 */
const INDEX_KEY = 'base/index.json';
type IndexEntry = Pick<BackupManifest, 'id' | 'finishedAt' | 'contents'>;

const isIndexEntry = (entry: Partial<IndexEntry> | null): entry is IndexEntry =>
  typeof entry?.id === 'string' && isBackupId(entry.id) && typeof entry.finishedAt === 'string' && (entry.contents === 'database' || entry.contents === 'images');

/** The index; null when the bucket has none, or none that can be read. */
async function readIndex(bucket: S3Bucket): Promise<IndexEntry[] | null> {
  const bytes = await bucket.get(INDEX_KEY);
  if (!bytes) return null;
  try {
    const parsed: unknown = JSON.parse(bytes.toString('utf8'));
    return Array.isArray(parsed) ? parsed.filter(isIndexEntry) : null;
  } catch {
    return null;
  }
}

/** The backup base/latest names, as an index of one (none when it or its manifest cannot be read). */
async function newestListed(bucket: S3Bucket): Promise<IndexEntry[]> {
  const id = (await bucket.get('base/latest'))?.toString('utf8').trim();
  const bytes = id && isBackupId(id) ? await bucket.get(`base/${id}/manifest.json`) : null;
  if (!bytes) return [];
  try {
    const { finishedAt, contents } = JSON.parse(bytes.toString('utf8')) as Partial<IndexEntry>;
    const entry = { id, finishedAt, contents };
    return isIndexEntry(entry) ? [entry] : [];
  } catch {
    return [];
  }
}

/**
 * The backup to fetch: `id`; else, for a restore to a moment, the newest
 * database backup the index lists as finished by then (none: null); else,
 * and for a bucket written before the index, the newest of all.
 */
async function backupToFetch(bucket: S3Bucket, id: string | null, before: Date | undefined): Promise<string | null> {
  if (id) return id;
  const index = before ? await readIndex(bucket) : null;
  if (before && index !== null) {
    return index.filter((entry) => entry.contents === 'database' && Date.parse(entry.finishedAt) <= before.getTime()).at(-1)?.id ?? null;
  }
  return (await bucket.get('base/latest'))?.toString('utf8').trim() || null;
}

/** Archived WAL segments the bucket does not have yet; `known` holds names already there (asked once, not every time). */
export async function uploadWal(bucket: S3Bucket, config: Config, known = new Set<string>()): Promise<number> {
  const { wal } = backupPaths(config);
  let uploaded = 0;
  for (const name of (await fs.readdir(wal).catch(() => [] as string[])).sort()) {
    if (name.endsWith('.part') || known.has(name)) continue;
    if (!(await bucket.has(`wal/${name}`))) {
      await bucket.putFile(`wal/${name}`, path.join(wal, name));
      uploaded++;
    }
    known.add(name);
  }
  return uploaded;
}

/** How often the running shop sends newly archived WAL to the bucket. */
export const WAL_SHIPPING_INTERVAL_MS = 60_000;

/**
 * In the running shop, with BACKUP_S3_*: archived WAL goes to the bucket every
 * minute, not only with the daily backup, so a dead disk loses about the last
 * archive_timeout (five minutes) of orders, not the day since the backup
 * (decision 021). A failed upload is logged and tried again on the next round.
 * Returns a stop function that waits for a round under way.
 */
export function shipWal(bucket: S3Bucket, config: Config, log: { warn(message: string): void }, intervalMs = WAL_SHIPPING_INTERVAL_MS): () => Promise<void> {
  const known = new Set<string>();
  let round: Promise<void> | null = null;
  let failing = false;
  const timer = setInterval(() => {
    // A slow upload is not overtaken: the next round starts after it.
    if (round) return;
    round = uploadWal(bucket, config, known)
      .then(
        () => {
          failing = false;
        },
        (error: unknown) => {
          // Once per outage, not once a minute.
          if (!failing) log.warn(`Archived WAL could not be sent to object storage (tried again every minute): ${String(error)}`);
          failing = true;
        },
      )
      .finally(() => {
        round = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await round;
  };
}

/**
 * Timeline history files a restore put into the archive (archiveTimelineHistory),
 * uploaded at once rather than with the next backup's WAL: a restore from the
 * bucket alone must follow the new timeline too. One the bucket holds with
 * other bytes is not overwritten.
 */
export async function uploadTimelineHistory(bucket: S3Bucket, config: Config, names: string[]): Promise<void> {
  const { wal } = backupPaths(config);
  for (const name of names) {
    const bytes = await fs.readFile(path.join(wal, name));
    const stored = await bucket.get(`wal/${name}`);
    if (stored && !stored.equals(bytes)) throw new Error(`The bucket already holds a different wal/${name}: it was not replaced.`);
    if (!stored) await bucket.put(`wal/${name}`, bytes);
  }
}

// The bucket's word is not trusted with paths: whoever can write to it (a
// leaked key, a shared bucket) must not make a restore write outside the
// backup's folder. A backup is named by backupId, and its files lie under it.

function checkBackupName(chosen: string): void {
  if (!isBackupId(chosen)) throw new BackupError(`"${chosen.slice(0, 60)}" is not a backup's name (such as 2026-11-22T08-35-00-123Z); nothing was restored.`);
}

function checkedManifest(chosen: string, manifestBytes: Buffer): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(manifestBytes.toString('utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`The manifest of the backup ${chosen} in object storage cannot be read; nothing was restored.`);
  }
  if (manifest.id !== chosen || !Array.isArray(manifest.files)) throw new BackupError(`The manifest of the backup ${chosen} in object storage is not its own; nothing was restored.`);
  // The first WAL segment names files fetched into the archive: a segment's name (timeline, log, segment: 24 hex) or none.
  // (A timeline beyond 1,000 is no shop's: each one before it is asked for its history file.)
  const segment = manifest.startWalFile;
  if (segment !== undefined && !(typeof segment === 'string' && /^[0-9A-F]{24}$/.test(segment) && parseInt(segment.slice(0, 8), 16) <= 1000)) {
    throw new BackupError(`The manifest of the backup ${chosen} in object storage names a first WAL segment that is not one; nothing was restored.`);
  }
  for (const file of manifest.files as unknown[]) {
    const inside = typeof file === 'string' && !path.isAbsolute(file) && !file.includes('\\') && file.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
    if (!inside) throw new BackupError(`The backup ${chosen} in object storage lists a file outside its folder (${JSON.stringify(file).slice(0, 80)}); nothing was restored.`);
  }
  return manifest;
}

/**
 * Fetches a backup and the WAL that follows it on its timeline: `id`, else
 * the newest database backup finished by `before` (a restore to a moment),
 * else the newest of all.
 */
export async function downloadBackup(bucket: S3Bucket, config: Config, id: string | null, before?: Date): Promise<void> {
  const chosen = await backupToFetch(bucket, id, before);
  if (!chosen) return;
  checkBackupName(chosen);
  const manifestBytes = await bucket.get(`base/${chosen}/manifest.json`);
  if (!manifestBytes) return;
  const manifest = checkedManifest(chosen, manifestBytes);
  const paths = backupPaths(config);
  // The WAL first: the backup is put in place last, so a fetch cut short anywhere is fetched again whole by the next
  // restore (one that found the backup on disk would not ask the bucket for its WAL).
  await fs.mkdir(paths.wal, { recursive: true });
  // The history of every timeline up to the backup's (a restored shop writes on a new one).
  const timeline = parseInt((manifest.startWalFile ?? '00000001').slice(0, 8), 16);
  for (let earlier = 2; earlier <= timeline; earlier++) {
    const name = `${earlier.toString(16).toUpperCase().padStart(8, '0')}.history`;
    const bytes = existsSync(path.join(paths.wal, name)) ? null : await bucket.get(`wal/${name}`);
    if (bytes) await fs.writeFile(path.join(paths.wal, name), bytes);
  }
  for (let segment = manifest.startWalFile ?? null; segment; segment = nextSegment(segment)) {
    if (existsSync(path.join(paths.wal, segment))) continue;
    // Fetched under another name: a segment is whole or absent, as archive_command leaves it.
    const partial = path.join(paths.wal, `${segment}.part`);
    if (!(await bucket.getFile(`wal/${segment}`, partial))) break;
    await fs.rename(partial, path.join(paths.wal, segment));
  }

  const target = `${paths.backup(chosen)}.partial`;
  await fs.rm(target, { recursive: true, force: true });
  try {
    for (const file of manifest.files) {
      if (file === 'manifest.json') continue;
      await fs.mkdir(path.dirname(path.join(target, file)), { recursive: true });
      const fetched = await bucket.getFile(`base/${chosen}/${file}`, path.join(target, file));
      if (!fetched) throw new BackupError(`The backup ${chosen} in object storage lacks ${file}; nothing was restored.`);
    }
    // Restored directories must be as private as PostgreSQL left them.
    await fs.chmod(path.join(target, 'postgres'), 0o700).catch(() => undefined);
    await fs.writeFile(path.join(target, 'manifest.json'), manifestBytes);
    await fs.rename(target, paths.backup(chosen));
  } catch (error) {
    // No half-fetched backup is left behind (a restore would pass over it anyway).
    await fs.rm(target, { recursive: true, force: true });
    throw error;
  }
}

/** Segment names: timeline, then log and segment numbers (8 hex each); 16 MB segments make 256 per log. */
export function nextSegment(name: string): string {
  const timeline = name.slice(0, 8);
  let log = parseInt(name.slice(8, 16), 16);
  let segment = parseInt(name.slice(16, 24), 16) + 1;
  if (segment > 0xff) {
    segment = 0;
    log++;
  }
  const hex = (value: number) => value.toString(16).toUpperCase().padStart(8, '0');
  return `${timeline}${hex(log)}${hex(segment)}`;
}
