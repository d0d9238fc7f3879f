import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

export const SHOPPER_EMAIL_KINDS = ['confirmation', 'shipped', 'delivered', 'returned', 'cancelled_by_shop', 'cancelled_by_shopper', 'refund', 'sold_out_refund', 'second_payment_refund'] as const;

/**
 * The outbox of emails to shoppers about their orders (decision 028). A row
 * is written in the transaction of the change it tells of; a sender takes
 * the oldest due row `FOR UPDATE SKIP LOCKED` (and none of an order while an
 * earlier one of the same order is unsent, so a refund never overtakes its
 * cancellation), builds the email from the order as it is then, sends it and
 * marks it in the same transaction. A refused send waits for its next try in
 * `next_try_at`, so a shop that stops or restarts meanwhile loses nothing.
 */
export const shopperEmails = pgTable(
  'shopper_emails',
  {
    // Identity, not a random id: the order of the rows is the order the emails go out.
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text({ enum: SHOPPER_EMAIL_KINDS }).notNull(),
    // The payment the email tells of, when it is not the order's own (second_payment_refund: a stray payment).
    paymentId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    tries: integer().notNull().default(0),
    nextTryAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    givenUpAt: timestamp({ withTimezone: true }),
    lastError: text(),
  },
  (t) => [index('shopper_emails_due_idx').on(t.nextTryAt).where(sql`${t.sentAt} is null and ${t.givenUpAt} is null`), index('shopper_emails_order_idx').on(t.orderId)],
);
