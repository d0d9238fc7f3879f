import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Database } from '../db/client.ts';
import { migrationsFolder } from '../db/migrate.ts';
import type { DemoArtwork } from '../db/seed/demo-artwork.ts';
import { seedDemoCatalogueIfEmpty } from '../db/seed/seed.ts';

/**
 * The statements of the migration whose file ends in `_${name}.sql`, found by
 * name (a merge may renumber it), for tests that run a data migration again
 * on a shop made to look like an older one.
 */
export async function migrationStatements(name: string): Promise<string[]> {
  const file = (await readdir(migrationsFolder)).find((entry) => entry.endsWith(`_${name}.sql`));
  if (!file) throw new Error(`no ${name} migration`);
  return (await readFile(path.join(migrationsFolder, file), 'utf8')).split('--> statement-breakpoint');
}

/** Runs these statements; how many rows they changed. */
export async function runStatements(pool: pg.Pool, statements: string[]): Promise<number> {
  let changed = 0;
  for (const statement of statements) changed += (await pool.query(statement)).rowCount ?? 0;
  return changed;
}

/** Seeds the demo catalogue as a new shop would, without drawing its pictures (for the back-fill tests' fresh shops). */
export function seedDemoCatalogueWithoutArtwork(db: Database): Promise<number> {
  const noArtwork: DemoArtwork = {
    urls: () => ['https://images.example/demo.jpg'],
    portraitUrl: () => 'https://images.example/weaver.jpg',
    drawOnDemand: async () => false,
    drawMissing: async () => 0,
    stop: () => {},
  };
  const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
  return seedDemoCatalogueIfEmpty(db, noArtwork, quiet);
}
