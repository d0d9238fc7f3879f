import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres.ts';
import { runMigrations } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabaseUrl: string;
  }
}

// One PostgreSQL for the whole integration run: the embedded one in a scratch
// directory, or the server at TEST_DATABASE_URL when HANDLOOM_TEST_DB=external.
// The migrated schema goes into a template database of this run's own; each
// test file copies it into a database of its own (see test-app.ts), and
// everything this run created is dropped at the end.
export default async function setup(project: TestProject) {
  const external = process.env.HANDLOOM_TEST_DB === 'external';
  let embedded: EmbeddedPostgres | null = null;
  let dataDir: string | null = null;
  let serverUrl: string;

  if (external) {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('HANDLOOM_TEST_DB=external needs TEST_DATABASE_URL');
    serverUrl = url;
  } else {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'handloom-it-'));
    const quiet = { info: () => {}, warn: () => {}, debug: () => {} };
    embedded = await startEmbeddedPostgres(dataDir, quiet);
    serverUrl = embedded.url;
  }

  const runId = `handloom_t${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${runId}`);
  const templateUrl = withDatabase(serverUrl, runId);
  await runMigrations(templateUrl);
  project.provide('templateDatabaseUrl', templateUrl);
  process.env.HANDLOOM_TEST_RUN_ID = runId;

  return async () => {
    // Per-file databases are named after the template; drop them all with it.
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${runId}%`],
    );
    for (const { datname } of rows.sort((a, b) => b.datname.length - a.datname.length)) {
      await admin.query(`drop database if exists ${admin.escapeIdentifier(datname)} with (force)`);
    }
    await admin.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
