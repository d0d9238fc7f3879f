import path from 'node:path';
import type { Config } from '../config.ts';
import { connectDatabase, type DatabaseHandle } from './client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';
import { runMigrations } from './migrate.ts';
import type { Logger } from '../logger.ts';


export interface OpenDatabase extends DatabaseHandle {
  /** Where the database is, for logs (never includes a password). */
  description: string;
  /** Closes the pool, then stops the embedded PostgreSQL if the shop started one. */
  shutdown(): Promise<void>;
}

/** DATABASE_URL when set; otherwise the shop's own PostgreSQL under DATA_DIR. Migrated on open. */
export async function openDatabase(config: Config, log: Logger): Promise<OpenDatabase> {
  let embedded: EmbeddedPostgres | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres(config.dataDir, log, { walArchiveDir: path.join(config.backupDir, 'wal') });
    url = embedded.url;
  }
  try {
    await runMigrations(url);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const handle = connectDatabase(url, {
    max: config.DATABASE_POOL_SIZE,
    onError: (error) => log.error({ err: error }, 'idle database connection failed'),
  });
  return {
    ...handle,
    description: embedded ? `embedded PostgreSQL in ${config.dataDir}/postgres` : describeUrl(url),
    async shutdown() {
      await handle.close();
      await embedded?.stop();
    },
  };
}

function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL at ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}
