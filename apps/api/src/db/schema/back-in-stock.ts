import { SHOP_LOCALES } from '@handloom/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './products.ts';

/**
 * "Notify me when it is back": a shopper asked on a sold-out product's page.
 * A job in every instance (features/back-in-stock/back-in-stock.job.ts) takes
 * an open request of a product that has stock again `FOR UPDATE SKIP LOCKED`,
 * sends its email and, in the same transaction, sets notified_at once the
 * mail server accepted it; a refused send waits in next_try_at for its next
 * try, and after about a day of refusals the request is given up (given_up_at).
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
    /** Sends tried (refused ones included); the next is not before next_try_at. */
    tries: integer().notNull().default(0),
    nextTryAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Every try refused for about a day: the email is not sent (asking again opens the request afresh). */
    givenUpAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One waiting request per shopper and product; asking again changes only its language.
    uniqueIndex('back_in_stock_requests_product_id_user_id_idx').on(t.productId, t.userId).where(sql`${t.notifiedAt} is null`),
    index('back_in_stock_requests_user_id_idx').on(t.userId),
  ],
);
