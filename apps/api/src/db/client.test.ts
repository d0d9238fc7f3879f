import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dropDatabase } from '../testing/test-app.ts';
import { connectDatabase, type DatabaseHandle } from './client.ts';

// pg reports a connection lost while a client is checked out, but between
// two of its queries, as an 'error' event: with no listener, that ends the
// process. A transaction that reads in pages (the search index's build) sits
// in exactly that gap.
describe('a connection lost inside a transaction', () => {
  let url: string, database: DatabaseHandle;

  beforeAll(async () => {
    url = await createTestDatabase();
    database = connectDatabase(url, { max: 2 });
  });
  afterAll(async () => {
    await database.close();
    await dropDatabase(url);
  });

  it('fails that transaction, and the process and the pool carry on', async () => {
    const transaction = database.db.transaction(async (tx) => {
      const [row] = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows;
      // Cut from another connection while this one waits between queries.
      await database.pool.query('select pg_terminate_backend($1)', [row?.pid]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    const answer = await database.pool.query<{ one: number }>('select 1 as one');
    expect(answer.rows[0]?.one).toBe(1);
  });
});
