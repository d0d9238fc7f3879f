import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { connectDatabase, type DatabaseHandle } from '../db/client.ts';
import { authSecret } from '../features/auth/auth-secret.ts';
import { localMediaStore, type MediaStore } from '../features/media/media.store.ts';
import { RELAXED_MONEY_LIMITS } from './shop-process.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  media: MediaStore;
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * The whole shop on a fresh database of this test file's own (a copy of the
 * migrated template), driven through `app.inject`.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { shareDatabaseOf?: TestApp; clock?: () => Date; mailRetryDelaysMs?: readonly number[]; drawMediaOnDemand?: (media: MediaStore) => (file: string) => Promise<boolean> } = {},
): Promise<TestApp> {
  // A second instance of the shop on another's database (as several machines share one), or a database of its own.
  const shared = options.shareDatabaseOf?.databaseUrl;
  const databaseUrl = shared ?? (await createTestDatabase());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'handloom-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...RELAXED_MONEY_LIMITS,
    // Instances of one shop sign sessions with one secret, as the README asks of every deployment.
    ...(options.shareDatabaseOf && { AUTH_SECRET: await authSecret(options.shareDatabaseOf.config.AUTH_SECRET, options.shareDatabaseOf.config.DATA_DIR) }),
    ...env,
  });
  const database = connectDatabase(databaseUrl, { max: 5 });
  const media = localMediaStore(path.join(dataDir, 'media'));
  const app = await buildApp({
    config,
    database,
    media,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.mailRetryDelaysMs ? { mailRetryDelaysMs: options.mailRetryDelaysMs } : {}),
    ...(options.drawMediaOnDemand ? { drawMediaOnDemand: options.drawMediaOnDemand(media) } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    media,
    databaseUrl,
    async close() {
      await app.close();
      await database.close();
      if (!shared) await dropDatabase(databaseUrl);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createTestDatabase(): Promise<string> {
  const templateUrl = inject('templateDatabaseUrl');
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  await withServerClient(templateUrl, (client) => client.query(`create database ${name} template ${template}`));
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  await withServerClient(databaseUrl, (client) => client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`));
}

async function withServerClient<T>(anyUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(anyUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
