import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

// A physical backup of the running PostgreSQL through its low-level base
// backup API (PostgreSQL 18 manual, 25.3.4 "Making a Base Backup Using the Low
// Level API"): pg_backup_start, a copy of the data directory while it keeps
// working, pg_backup_stop. The copy is inconsistent on its own; the WAL
// archived between start and stop makes it consistent, and the WAL after it
// carries it forward to any later moment. See docs/decisions/021-backups.md.

/** Whose contents a base backup leaves out (the manual's list): rebuilt or useless on restore. */
const EMPTIED_DIRECTORIES = new Set(['pg_wal', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans', 'pg_replslot']);
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'pg_internal.init', 'backup_label', 'tablespace_map', 'recovery.signal', 'standby.signal']);

// Unlogged tables (counters that may be lost) are empty after any recovery by design: not compared.
const LOGGED_TABLES = `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' and relpersistence = 'p' order by relname`;

export interface BaseBackup {
  startLsn: string;
  stopLsn: string;
  /** The first WAL segment a restore of this backup needs. */
  startWalFile: string;
  /** A named point right after the backup at which `rowCounts` were taken exactly. */
  restorePoint: string;
  rowCounts: Record<string, number>;
  sizeBytes: number;
}

export async function takeBaseBackup(options: {
  url: string;
  postgresDir: string;
  targetDir: string;
  label: string;
  walArchiveDir: string;
  /** How long each wait for a WAL segment to reach the archive may take. */
  archiveTimeoutMs?: number;
}): Promise<BaseBackup> {
  const archiveTimeoutMs = options.archiveTimeoutMs ?? ARCHIVE_TIMEOUT_MS;
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    // The session that starts the backup must stay open until it stops (a non-exclusive backup).
    const started = await client.query<{ lsn: string; file: string }>(
      'select lsn::text, pg_walfile_name(lsn) as file from pg_backup_start($1, fast => true) as lsn',
      [options.label],
    );
    const { lsn: startLsn, file: startWalFile } = started.rows[0]!;
    const sizeBytes = await copyDataDirectory(options.postgresDir, options.targetDir);
    // Not wait_for_archive => true: it waits for the archive without end, and a
    // failing archive_command (BACKUP_DIR full or unwritable) hung the backup for
    // good. The segment holding the stop LSN is the last one the backup needs
    // (pg_backup_stop switched to a new one); waiting for it here is bounded.
    const stopped = await client.query<{ lsn: string; file: string; labelfile: string; spcmapfile: string }>(
      'select lsn::text, pg_walfile_name(lsn) as file, labelfile, spcmapfile from pg_backup_stop(wait_for_archive => false)',
    );
    const { lsn: stopLsn, file: stopWalFile, labelfile, spcmapfile } = stopped.rows[0]!;
    await waitForArchived(options.walArchiveDir, stopWalFile, archiveTimeoutMs);
    await fs.writeFile(path.join(options.targetDir, 'backup_label'), labelfile);
    if (spcmapfile) await fs.writeFile(path.join(options.targetDir, 'tablespace_map'), spcmapfile);

    const restorePoint = `backup-${options.label}`;
    const rowCounts = await countRowsAtRestorePoint(client, restorePoint);
    const switched = await client.query<{ file: string }>('select pg_walfile_name(pg_switch_wal()) as file');
    await waitForArchived(options.walArchiveDir, switched.rows[0]!.file, archiveTimeoutMs);
    return { startLsn, stopLsn, startWalFile, restorePoint, rowCounts, sizeBytes };
  } finally {
    await client.end();
  }
}

/**
 * Row counts of every table at a named restore point, exactly: SHARE locks on
 * all tables wait for open writes to commit and hold new ones back for the
 * few milliseconds the counts take, so the restore point follows every
 * counted row and precedes every uncounted one. `backup:verify` replays to
 * that point and must find the same counts.
 */
async function countRowsAtRestorePoint(client: pg.Client, restorePoint: string): Promise<Record<string, number>> {
  const tables = (await client.query<{ name: string }>(LOGGED_TABLES)).rows.map(
    (row) => row.name,
  );
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query('begin');
      await client.query(`set local lock_timeout = '10s'`);
      if (tables.length) await client.query(`lock table ${tables.map((name) => client.escapeIdentifier(name)).join(', ')} in share mode`);
      const counts = await countRows(client, tables);
      await client.query('select pg_create_restore_point($1)', [restorePoint]);
      await client.query('commit');
      return counts;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      if (attempt >= 3) throw error;
    }
  }
}

export async function countRows(client: pg.Client, tables?: string[]): Promise<Record<string, number>> {
  const names =
    tables ??
    (await client.query<{ name: string }>(LOGGED_TABLES)).rows.map((row) => row.name);
  if (!names.length) return {};
  const sql = names.map((name) => `select ${client.escapeLiteral(name)} as name, count(*)::int as rows from ${client.escapeIdentifier(name)}`).join(' union all ');
  const result = await client.query<{ name: string; rows: number }>(sql);
  return Object.fromEntries(result.rows.map((row) => [row.name, row.rows]));
}

/** A finished segment reaches the archive in a second or so; PostgreSQL retries a failed archive_command once a minute. */
const ARCHIVE_TIMEOUT_MS = 120_000;

/** PostgreSQL's archive_command is failing: the backup cannot be restored without the WAL it waited for. */
export class WalArchiveStalledError extends Error {}

async function waitForArchived(walArchiveDir: string, file: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(path.join(walArchiveDir, file))) {
    if (Date.now() > deadline) {
      throw new WalArchiveStalledError(
        `WAL segment ${file} did not reach the archive ${walArchiveDir} in ${timeoutMs / 1000} s: PostgreSQL is not writing the WAL archive. ` +
          `Check that the disk of BACKUP_DIR has free space and that PostgreSQL may write into ${walArchiveDir} (its owner and permissions).`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Copies a live data directory; files PostgreSQL removes meanwhile are skipped (WAL replay recreates what matters). */
async function copyDataDirectory(source: string, target: string): Promise<number> {
  await fs.mkdir(target, { recursive: true, mode: 0o700 });
  let bytes = 0;
  const entries = await fs.readdir(source, { withFileTypes: true }).catch(ignoreMissing([]));
  for (const entry of entries) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) {
      if (EMPTIED_DIRECTORIES.has(entry.name)) {
        await fs.mkdir(to, { mode: 0o700 });
        if (entry.name === 'pg_wal') await fs.mkdir(path.join(to, 'archive_status'), { mode: 0o700 });
      } else if (!entry.name.startsWith('pgsql_tmp')) {
        bytes += await copyDataDirectory(from, to);
      }
    } else if (entry.isFile() && !SKIPPED_FILES.has(entry.name) && !entry.name.startsWith('pgsql_tmp')) {
      const copied = await fs.copyFile(from, to).then(
        () => true,
        ignoreMissing(false),
      );
      if (copied) bytes += (await fs.stat(to)).size;
    }
  }
  return bytes;
}

function ignoreMissing<T>(fallback: T) {
  return (error: unknown): T => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  };
}

/** Row counts of a database the shop is not running (a restored copy being verified). */
export async function countRowsAt(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await countRows(client);
  } finally {
    await client.end();
  }
}
