import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

// The backup folder (BACKUP_DIR, default DATA_DIR/backups):
//   wal/                      every WAL segment PostgreSQL archived (archive_command)
//   base/<id>/manifest.json   a finished backup; <id> is its UTC start, e.g. 2026-11-22T08-35-00-123Z
//   base/<id>/postgres/       the data directory copied between pg_backup_start and pg_backup_stop
//   base/<id>/secrets/        postgres-password and auth-secret, without which the copy is locked
//   base/<id>/media/          the images (hard links when on the same disk: images never change)
//   base/<id>.partial/        a backup under way or one that failed; never restored, removed by the next run

/** A problem the person at the terminal can put right, said in a sentence (no stack trace). */
export class BackupError extends Error {}

export interface BackupManifest {
  id: string;
  /** `database` = PostgreSQL and images; `images` = images only (external DATABASE_URL or images on S3 skipped). */
  contents: 'database' | 'images';
  startedAt: string;
  finishedAt: string;
  sizeBytes: number;
  images: number;
  /** Set for `database` backups. */
  startWalFile?: string;
  restorePoint?: string;
  rowCounts?: Record<string, number>;
  /** Every file of the backup, relative to its folder (what an S3 restore downloads). */
  files: string[];
}

export function backupPaths(config: Pick<Config, 'backupDir'>) {
  return {
    root: config.backupDir,
    wal: path.join(config.backupDir, 'wal'),
    base: path.join(config.backupDir, 'base'),
    backup: (id: string) => path.join(config.backupDir, 'base', id),
  };
}

export function backupId(at: Date): string {
  return at.toISOString().replaceAll(':', '-').replace('.', '-');
}

/** Whether a name is one backupId gives (2026-11-22T08-35-00-123Z): nothing else names a backup's folder. */
export function isBackupId(name: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/.test(name);
}

/**
 * Finished backups, oldest first. One whose manifest cannot be read (cut short
 * by a power cut, edited by hand) is passed over: it cannot be restored as
 * itself, and it must not stop the dashboard, pruning or a restore of the others.
 */
export async function listBackups(config: Pick<Config, 'backupDir'>): Promise<BackupManifest[]> {
  const { base } = backupPaths(config);
  const names = await fs.readdir(base).catch(() => [] as string[]);
  const manifests: BackupManifest[] = [];
  for (const name of names) {
    if (name.endsWith('.partial')) continue;
    const text = await fs.readFile(path.join(base, name, 'manifest.json'), 'utf8').catch(() => null);
    const manifest = text ? readManifest(text) : null;
    if (manifest) manifests.push(manifest);
  }
  return manifests.sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
}

function readManifest(text: string): BackupManifest | null {
  try {
    const manifest = JSON.parse(text) as Partial<BackupManifest> | null;
    return manifest && typeof manifest.id === 'string' && typeof manifest.finishedAt === 'string' && Array.isArray(manifest.files) ? (manifest as BackupManifest) : null;
  } catch {
    return null;
  }
}

/** Written under another name and renamed: a manifest is whole or absent. */
export async function writeManifest(directory: string, manifest: BackupManifest): Promise<void> {
  const file = path.join(directory, 'manifest.json');
  await fs.writeFile(`${file}.part`, `${JSON.stringify(manifest, null, 2)}\n`);
  await fs.rename(`${file}.part`, file);
}

/** Files under a folder, relative to it, and their total size. */
export async function filesUnder(directory: string): Promise<{ files: string[]; bytes: number }> {
  const files: string[] = [];
  let bytes = 0;
  if (!existsSync(directory)) return { files, bytes };
  for (const entry of await fs.readdir(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.push(path.relative(directory, full));
    bytes += (await fs.stat(full)).size;
  }
  return { files: files.sort(), bytes };
}

/** Images are content-named and never change: a hard link is a safe copy on the same disk. */
export async function copyImages(from: string, to: string): Promise<number> {
  if (!existsSync(from)) return 0;
  await fs.mkdir(to, { recursive: true });
  let count = 0;
  for (const name of await fs.readdir(from)) {
    const source = path.join(from, name);
    if (!(await fs.stat(source)).isFile()) continue;
    const target = path.join(to, name);
    if (existsSync(target)) continue;
    await fs.link(source, target).catch(() => fs.copyFile(source, target));
    count++;
  }
  return count;
}

/**
 * Keeps every backup younger than BACKUP_KEEP_DAYS and always the newest one,
 * and the archived WAL from the oldest kept database backup on (older
 * segments can only replay onto backups that are gone).
 */
export async function pruneBackups(config: Pick<Config, 'backupDir' | 'BACKUP_KEEP_DAYS'>, now = new Date()): Promise<string[]> {
  const paths = backupPaths(config);
  const backups = await listBackups(config);
  const cutoff = now.getTime() - config.BACKUP_KEEP_DAYS * 24 * 3_600_000;
  const removed: string[] = [];
  for (const backup of backups.slice(0, -1)) {
    if (Date.parse(backup.finishedAt) >= cutoff) continue;
    await fs.rm(paths.backup(backup.id), { recursive: true, force: true });
    removed.push(backup.id);
  }
  for (const name of await fs.readdir(paths.base).catch(() => [] as string[])) {
    // A partial backup older than a day is one that died; a younger one may be running.
    const full = path.join(paths.base, name);
    if (name.endsWith('.partial') && (await fs.stat(full)).mtimeMs < now.getTime() - 24 * 3_600_000) await fs.rm(full, { recursive: true, force: true });
  }
  const oldestKept = backups.find((backup) => !removed.includes(backup.id) && backup.startWalFile);
  if (oldestKept?.startWalFile) {
    const firstNeeded = oldestKept.startWalFile.slice(8);
    for (const name of await fs.readdir(paths.wal).catch(() => [] as string[])) {
      // Segment names: timeline (8 hex), then the position (16 hex); history files are kept.
      if (/^[0-9A-F]{24}(\.partial)?$/.test(name) && name.slice(8, 24) < firstNeeded) await fs.rm(path.join(paths.wal, name), { force: true });
    }
  }
  return removed;
}
