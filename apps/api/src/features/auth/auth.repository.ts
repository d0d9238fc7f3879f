import { and, eq, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, users, verifications } from '../../db/schema.ts';

export function authRepository(db: Database) {
  return {
    async findUserByEmail(email: string) {
      const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
      return user ?? null;
    },

    async findUserById(id: string) {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user ?? null;
    },

    async setCredentialPassword(userId: string, passwordHash: string): Promise<void> {
      await db
        .update(accounts)
        .set({ password: passwordHash, updatedAt: new Date() })
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
    },

    /** The account a reset link is for (better-auth keeps it as `reset-password:<token>` → user id, and judges its expiry). */
    async resetLinkAccount(token: string): Promise<{ id: string; email: string } | null> {
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(verifications)
        .innerJoin(users, eq(users.id, verifications.value))
        .where(eq(verifications.identifier, `reset-password:${token}`))
        .limit(1);
      return row ?? null;
    },

    /**
     * Ends every link of an account that is still unused: its reset links
     * (`reset-password:<token>` → user id) and its sign-in links
     * (`magic-link:<token>` → JSON with the email).
     */
    async endLinks(userId: string, email: string): Promise<void> {
      await db
        .delete(verifications)
        .where(
          or(
            and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, userId)),
            // CASE: only a sign-in link's value is read as JSON.
            sql`case when ${verifications.identifier} like 'magic-link:%' then lower(${verifications.value}::jsonb ->> 'email') end = ${email.toLowerCase()}`,
          ),
        );
    },

    async credentialPasswordHash(userId: string): Promise<string | null> {
      const [account] = await db
        .select({ password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
        .limit(1);
      return account?.password ?? null;
    },

    /**
     * Counts one attempt under `key` in a fixed window and returns the count so
     * far. One atomic upsert in the shared database, so the limit holds across
     * every shop instance.
     */
    async countAttempt(key: string, windowMs: number, nowMs = Date.now()): Promise<number> {
      const result = await db.execute<{ count: number }>(sql`
        insert into rate_limits (id, key, count, last_request)
        values (${key}, ${key}, 1, ${nowMs})
        on conflict (key) do update set
          count = case when rate_limits.last_request <= ${nowMs - windowMs} then 1 else rate_limits.count + 1 end,
          last_request = case when rate_limits.last_request <= ${nowMs - windowMs} then ${nowMs} else rate_limits.last_request end
        returning count`);
      return Number(result.rows[0]?.count ?? 0);
    },

    /** Takes back one attempt countAttempt counted (a login that succeeded). */
    async forgetAttempt(key: string): Promise<void> {
      await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
