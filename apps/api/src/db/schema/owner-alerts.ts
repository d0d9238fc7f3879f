import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { products } from './products.ts';

// stray_refund_failing: a payment no order could take (stray_payments), whose
// refund keeps failing; its event key names the payment.
export const OWNER_ALERT_KINDS = ['new_order', 'low_stock', 'refund_failing', 'stray_refund_failing'] as const;

/**
 * The outbox of emails to the shop owner. A row is written in the same
 * transaction as the event (an order placed), so the alert exists exactly when
 * the event does; `event_key` is unique, so a repeat of the event (a webhook
 * after the browser's verify) adds nothing. A sender claims unsent rows with
 * FOR UPDATE SKIP LOCKED and sets `sent_at` in the claiming transaction.
 */
export const ownerAlerts = pgTable(
  'owner_alerts',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: OWNER_ALERT_KINDS }).notNull(),
    eventKey: text().notNull().unique(),
    orderId: uuid().references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.id, { onDelete: 'cascade' }),
    // The stock left when the alert was raised (low_stock).
    stock: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('owner_alerts_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`)],
);
