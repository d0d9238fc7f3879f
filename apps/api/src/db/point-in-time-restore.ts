import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { chownTree, postgresOwner, runPostgresOn, type TemporaryPostgres } from './embedded-postgres.ts';

// Restoring a base backup (base-backup.ts) and replaying the archived WAL up to
// a moment: PostgreSQL 18 manual, 25.3.5 "Recovering Using a Continuous
// Archive Backup". PostgreSQL itself replays; this file lays out the data
// directory, tells it where the archive is and where to stop, and waits.

export type RecoveryTarget = { time: Date } | { restorePoint: string } | null;

const WAL_SEGMENT = /^[0-9A-F]{24}$/;
/** A timeline's history file (00000002.history): which timeline it branched from, and where. */
const TIMELINE_HISTORY = /^[0-9A-F]{8}\.history$/;
const DATA_DIRECTORY_FOLDERS = [
  'base', 'global', 'pg_commit_ts', 'pg_dynshmem', 'pg_logical/mappings', 'pg_logical/snapshots', 'pg_multixact/members', 'pg_multixact/offsets',
  'pg_notify', 'pg_replslot', 'pg_serial', 'pg_snapshots', 'pg_stat', 'pg_stat_tmp', 'pg_subtrans', 'pg_tblspc', 'pg_twophase', 'pg_wal/archive_status', 'pg_wal/summaries', 'pg_xact',
];

export async function restoreDataDirectory(options: {
  /** The `postgres` folder of a base backup. */
  basePostgresDir: string;
  /** Where the restored data directory goes (must not exist). */
  postgresDir: string;
  walArchiveDir: string;
  target: RecoveryTarget;
  password: string;
  /** WAL of the data directory being replaced, not yet archived (its last minutes). */
  unarchivedWalDir?: string;
  /** Keep PostgreSQL running after the replay (backup:verify counts rows in it). */
  keepRunning?: boolean;
  log?: (line: string) => void;
}): Promise<TemporaryPostgres | null> {
  await fs.cp(options.basePostgresDir, options.postgresDir, { recursive: true, errorOnExist: true, force: false });
  await fs.chmod(options.postgresDir, 0o700);
  // A backup fetched from object storage has files only: PostgreSQL's empty directories come back here.
  for (const directory of DATA_DIRECTORY_FOLDERS) await fs.mkdir(path.join(options.postgresDir, directory), { recursive: true, mode: 0o700 });
  if (options.unarchivedWalDir) await copyUnarchivedWal(options.unarchivedWalDir, options.walArchiveDir, path.join(options.postgresDir, 'pg_wal'));
  await fs.writeFile(path.join(options.postgresDir, 'recovery.signal'), '');
  const owner = await postgresOwner();
  if (owner) await chownTree(options.postgresDir, owner);

  let server: TemporaryPostgres;
  try {
    server = await runPostgresOn(options.postgresDir, {
      password: options.password,
      flags: recoveryFlags(options.walArchiveDir, options.target),
      log: options.log,
    });
  } catch (error) {
    // Nothing was written after the target: replaying everything there is gives the shop as it was then.
    if (options.target && 'time' in options.target && String(error).includes('recovery ended before configured recovery target was reached')) {
      await fs.rm(options.postgresDir, { recursive: true, force: true });
      return restoreDataDirectory({ ...options, target: null });
    }
    throw error;
  }
  // PostgreSQL accepts connections once the replay reached the target and it promoted itself.
  if (options.keepRunning) return server;
  await server.stop();
  return null;
}

/**
 * Passed on the command line rather than written into postgresql.auto.conf,
 * so the shop's next start is an ordinary one. archive_mode stays off while
 * replaying: a scratch copy must never write into the shop's archive. The
 * restored shop archives its new timeline's WAL segments itself when it
 * starts, but not the timeline's history file, written at the promotion while
 * archiving was off: a real restore puts it there (archiveTimelineHistory).
 */
function recoveryFlags(walArchiveDir: string, target: RecoveryTarget): string[] {
  const archive = `'${walArchiveDir.replaceAll("'", "'\\''")}'`;
  const flags = ['-c', 'archive_mode=off', '-c', `restore_command=cp ${archive}/%f %p`, '-c', 'recovery_target_action=promote'];
  if (target && 'time' in target) flags.push('-c', `recovery_target_time=${target.time.toISOString().replace('T', ' ').replace('Z', '+00')}`);
  if (target && 'restorePoint' in target) flags.push('-c', `recovery_target_name=${target.restorePoint}`);
  return flags;
}

/**
 * The manual's step: copy the replaced directory's WAL that the archive lacks, so its last minutes are not lost.
 * Its timeline history files too: a shop restored before they were archived (fixed 2026-11-29) has its timeline's only
 * there, and without it the replay would not follow that timeline (and would take its number again).
 */
async function copyUnarchivedWal(fromDir: string, archiveDir: string, toDir: string): Promise<void> {
  if (!existsSync(fromDir)) return;
  for (const name of await fs.readdir(fromDir)) {
    if (!(WAL_SEGMENT.test(name) || TIMELINE_HISTORY.test(name)) || existsSync(path.join(archiveDir, name))) continue;
    await fs.copyFile(path.join(fromDir, name), path.join(toDir, name));
  }
}

/**
 * After a restore's replay: puts every timeline history file of the restored
 * data directory into the WAL archive, the new timeline's above all. A later
 * restore follows the newest timeline the archive knows of
 * (recovery_target_timeline=latest); without the file it would replay the old
 * timeline (bringing back what this restore removed) and reuse the number.
 * Written under a temporary name and renamed; a file already archived with
 * the same bytes is left, one with different bytes is never overwritten.
 * Resolves with the names of all of them (archived now or before).
 */
export async function archiveTimelineHistory(postgresDir: string, walArchiveDir: string): Promise<string[]> {
  const walDir = path.join(postgresDir, 'pg_wal');
  const names = (await fs.readdir(walDir)).filter((name) => TIMELINE_HISTORY.test(name)).sort();
  await fs.mkdir(walArchiveDir, { recursive: true });
  for (const name of names) {
    const bytes = await fs.readFile(path.join(walDir, name));
    const target = path.join(walArchiveDir, name);
    const archived = await fs.readFile(target).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (archived) {
      if (archived.equals(bytes)) continue;
      throw new Error(`The WAL archive ${walArchiveDir} already holds a different ${name} than the restored database: it was not replaced.`);
    }
    await fs.writeFile(`${target}.part`, bytes);
    await fs.rename(`${target}.part`, target);
  }
  return names;
}

/**
 * "2026-11-22 14:05 IST", "2026-11-22 14:05:30" (India time), "2026-11-22T08:35:00Z",
 * or any zone offset. India has one time zone and no daylight saving: IST is UTC+05:30
 * (PostgreSQL's own default abbreviation table reads IST as Israel's, so it is resolved here).
 */
export function parseRestoreTime(text: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)\s*(IST|UTC|GMT|Z|[+-]\d{2}:?\d{2})?$/i.exec(text.trim());
  if (!match) return null;
  const [, day, clock, zoneText] = match;
  const zone = (zoneText ?? 'IST').toUpperCase();
  const offset = zone === 'IST' ? '+05:30' : zone === 'UTC' || zone === 'GMT' || zone === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const [hours, ...rest] = clock!.split(':');
  const date = new Date(`${day}T${hours!.padStart(2, '0')}:${rest.join(':')}${rest.length === 1 ? ':00' : ''}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date;
}
