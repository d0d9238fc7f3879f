import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { SHOPPER_EMAIL_KINDS, shopperEmails } from '../../db/schema.ts';

export type ShopperEmailKind = (typeof SHOPPER_EMAIL_KINDS)[number];
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What became of one try: sent, or failed with what the mail server said and when to try again (null: given up). */
export type SendOutcome = 'sent' | { failed: string; retryInMs: number | null };

const unsent = and(isNull(shopperEmails.sentAt), isNull(shopperEmails.givenUpAt));
// Due, and not held back by an earlier unsent email of its order: an order's emails go out in the order of its changes.
// Only kinds this version can write: during a rolling upgrade, an older
// instance leaves a newer kind to the instances that know it, instead of
// marking it sent without sending it.
const ready = and(
  unsent,
  inArray(shopperEmails.kind, [...SHOPPER_EMAIL_KINDS]),
  lte(shopperEmails.nextTryAt, sql`now()`),
  sql`not exists (select 1 from shopper_emails earlier
                   where earlier.order_id = ${shopperEmails.orderId} and earlier.id < ${shopperEmails.id}
                     and earlier.sent_at is null and earlier.given_up_at is null)`,
);

/** The shopper emails' outbox (db/schema/shopper-emails.ts). */
export function shopperEmailsRepository(db: Database) {
  return {
    /**
     * In the transaction of the change the email tells of (features/orders):
     * the change and its email commit, or roll back, together.
     */
    async record(tx: Transaction, kind: ShopperEmailKind, orderId: string, paymentId?: string): Promise<void> {
      await tx.insert(shopperEmails).values({ kind, orderId, paymentId });
    },

    /**
     * The oldest due email (none of an order while an earlier one of it is
     * unsent), handed to `send` under its row lock, which other senders skip;
     * what `send` answers is written in the same transaction. False when
     * none is due.
     */
    async sendNextDue(send: (email: { orderId: string; kind: ShopperEmailKind; paymentId: string | null; tries: number }) => Promise<SendOutcome>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(shopperEmails)
          .where(ready)
          .orderBy(asc(shopperEmails.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return false;
        const tries = row.tries + 1;
        const outcome = await send({ orderId: row.orderId, kind: row.kind, paymentId: row.paymentId, tries });
        const values =
          outcome === 'sent'
            ? { tries, sentAt: sql`now()` }
            : outcome.retryInMs === null
              ? { tries, lastError: outcome.failed.slice(0, 500), givenUpAt: sql`now()` }
              : { tries, lastError: outcome.failed.slice(0, 500), nextTryAt: sql`now() + ${outcome.retryInMs} * interval '1 millisecond'` };
        await tx.update(shopperEmails).set(values).where(eq(shopperEmails.id, row.id));
        return true;
      });
    },

    /** Whether an email could be sent now (tests wait until none can: one held back behind a later try is not counted). */
    async anyDue(): Promise<boolean> {
      const [row] = await db.select({ id: shopperEmails.id }).from(shopperEmails).where(ready).limit(1);
      return row !== undefined;
    },
  };
}
export type ShopperEmailsRepository = ReturnType<typeof shopperEmailsRepository>;
