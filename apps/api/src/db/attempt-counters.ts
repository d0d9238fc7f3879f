import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

// Counts attempts per key (e.g. "cod-code:<client address>") in a fixed window,
// in the database, so every instance of the shop shares the count.

/** Adds one attempt; answers the count in the current window and the seconds until it ends. */
export async function countAttempt(db: Database, key: string, windowSeconds: number): Promise<{ count: number; retryAfterSeconds: number }> {
  const [counted] = await countAttempts(db, [key], windowSeconds);
  return counted ?? { count: 1, retryAfterSeconds: windowSeconds };
}

/** Adds one attempt to each of `keys` (distinct) in one statement; answers their counts in the order given. */
export async function countAttempts(db: Database, keys: readonly string[], windowSeconds: number): Promise<{ count: number; retryAfterSeconds: number }[]> {
  const rows = sql.join(
    keys.map((key) => sql`(${key}, 1, now() + make_interval(secs => ${windowSeconds}))`),
    sql`, `,
  );
  const result = await db.execute<{ key: string; count: number; retry_after: number }>(sql`
    insert into attempt_counters (key, count, window_ends_at)
    values ${rows}
    on conflict (key) do update set
      count = case when attempt_counters.window_ends_at <= now() then 1 else attempt_counters.count + 1 end,
      window_ends_at = case when attempt_counters.window_ends_at <= now() then excluded.window_ends_at else attempt_counters.window_ends_at end
    returning key, count, greatest(1, ceil(extract(epoch from window_ends_at - now())))::int as retry_after`);
  const byKey = new Map(result.rows.map((row) => [row.key, row]));
  return keys.map((key) => {
    const row = byKey.get(key);
    return { count: row?.count ?? 1, retryAfterSeconds: row?.retry_after ?? windowSeconds };
  });
}

/** How many attempts `key` has in its current window (0 when none or the window ended). */
export async function attemptsSoFar(db: Database, key: string): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`select count from attempt_counters where key = ${key} and window_ends_at > now()`);
  return result.rows[0]?.count ?? 0;
}

/** Forgets `key`'s attempts (a success resets the count). */
export async function resetAttempts(db: Database, ...keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`delete from attempt_counters where key in (${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )})`);
}
