import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  /** Resolves when the database answers a query (the readiness check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

interface PoolOptions {
  max?: number;
  /** How long a query may wait for its answer (pg's client-side query_timeout); default 30 s. */
  queryTimeoutMs?: number;
  onError?: (error: Error) => void;
}

export function connectDatabase(url: string, options: PoolOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // Fail fast when the database is away, so requests get a 503 instead of hanging.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    query_timeout: options.queryTimeoutMs ?? 30_000,
  });
  // An idle client losing its connection must not bring the process down (the pool's own
  // listener), nor a client in use between two of its queries, inside a transaction say:
  // pg emits that loss as an 'error' event, fatal with no listener. Its next query fails,
  // and the pool drops it when it is released.
  pool.on('error', (error) => options.onError?.(error));
  pool.on('connect', (client) => client.on('error', (error) => options.onError?.(error)));
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as Database;
  return {
    db,
    pool,
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}
