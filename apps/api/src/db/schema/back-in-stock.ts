import { SHOP_LOCALES } from '@handloom/shared';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './products.ts';

/**
 * "Notify me when it is back": a shopper asked on a sold-out product's page.
 * notified_at is set in the same statement that picks the requests to email,
 * so each request is emailed once, whichever instance saw the restock.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp({ withTimezone: true }),
    /** The language of the page the shopper asked from, which the email is written in; null for requests from before it was kept. */
    locale: text({ enum: SHOP_LOCALES }),
  },
  (t) => [
    // One waiting request per shopper and product; asking again changes only its language.
    uniqueIndex('back_in_stock_requests_product_id_user_id_idx').on(t.productId, t.userId).where(sql`${t.notifiedAt} is null`),
    index('back_in_stock_requests_user_id_idx').on(t.userId),
  ],
);
