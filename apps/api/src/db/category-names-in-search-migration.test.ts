import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsFolder } from './migrate.ts';

// Migration 0028 (category_names_in_search), on a shop that ran every
// migration before it and holds products and the owner's Tamil category
// names: the products take their category's name, and search finds them by it.

interface Journal {
  entries: { tag: string }[];
}

describe('migration category_names_in_search, on a shop that had names before it', () => {
  const serverUrl = new URL(inject('templateDatabaseUrl'));
  const name = `${serverUrl.pathname.slice(1)}_upgrade`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let client: pg.Client;
  let before: string;

  /** Applies the migrations of this folder that have not been applied yet, as the shop does at start. */
  const migrateWith = (folder: string) => migrate(drizzle({ client }), { migrationsFolder: folder });

  beforeAll(async () => {
    const server = new pg.Client({ connectionString: serverUrl.toString() });
    await server.connect();
    await server.query(`create database ${name}`);
    await server.end();
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    // The migrations as they stood before this one.
    before = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
    await cp(migrationsFolder, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal;
    const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_category_names_in_search'));
    expect(at).toBeGreaterThan(0);
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  });
  afterAll(async () => {
    await client?.end();
    const server = new pg.Client({ connectionString: serverUrl.toString() });
    await server.connect();
    await server.query(`drop database if exists ${name} with (force)`);
    await server.end();
    await rm(before, { recursive: true, force: true });
  });

  const found = async (query: string) =>
    (await client.query<{ title: string }>(`select title from products where search_vector @@ to_tsquery('english', $1) order by title`, [query])).rows.map(
      (row) => row.title,
    );

  it('gives each product its category’s Tamil name, which search then finds, and keeps it so afterwards', async () => {
    await migrateWith(before);
    const product = (title: string, category: string) =>
      client.query(`insert into products (title, price_paise, category, stock, description, images) values ($1, 100000, $2, 1, 'Woven by hand.', '{x.jpg}')`, [
        title,
        category,
      ]);
    await product('Temple Border Saree – Green', 'kuppadam_sarees');
    await product('Temple Border Saree – Maroon', 'kuppadam_sarees');
    await product('Plain Cotton Towel', 'towels');
    await client.query(`insert into category_names (category, name_ta) values ('kuppadam_sarees', 'குப்படம் புடவைகள்') on conflict (category) do update set name_ta = excluded.name_ta`);
    expect(await found('குப்படம்')).toEqual([]);

    await migrateWith(migrationsFolder);
    expect(await found('குப்படம்')).toEqual(['Temple Border Saree – Green', 'Temple Border Saree – Maroon']);
    const { rows } = await client.query<{ category: string; category_name_ta: string | null }>(
      'select distinct category, category_name_ta from products order by category',
    );
    expect(rows).toEqual([
      { category: 'kuppadam_sarees', category_name_ta: 'குப்படம் புடவைகள்' },
      { category: 'towels', category_name_ta: null },
    ]);
    // The index search reads is back, as migration 0015 made it.
    const index = await client.query(`select 1 from pg_indexes where tablename = 'products' and indexname = 'products_search_vector_idx'`);
    expect(index.rowCount).toBe(1);

    // From now on the triggers keep it, even against a direct write.
    await client.query(`insert into category_names (category, name_ta) values ('towels', 'துண்டுகள்')`);
    await client.query(`update products set category_name_ta = 'வேறு' where category = 'kuppadam_sarees'`);
    expect(await found('துண்டு:*')).toEqual(['Plain Cotton Towel']);
    expect(await found('வேறு')).toEqual([]);
    await client.query('truncate category_names');
    expect(await found('குப்படம் | துண்டு:*')).toEqual([]);
  });
});
