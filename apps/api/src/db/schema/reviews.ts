import { REVIEW_STATUSES } from '@handloom/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './products.ts';

/**
 * A verified buyer's review (issue 16): stars and plain text, one per account
 * and product. New and edited reviews wait for the admin (pending); only
 * approved ones are shown, counted in the average and put in the JSON-LD.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint().notNull(),
    text: text().notNull(),
    status: text({ enum: REVIEW_STATUSES }).notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_stars_check', sql`${t.stars} between 1 and 5`),
    check('reviews_status_check', sql`${t.status} in ('pending', 'approved', 'hidden')`),
    uniqueIndex('reviews_product_id_user_id_idx').on(t.productId, t.userId),
    // The product page's list and the cards' averages read approved reviews only.
    index('reviews_product_id_created_at_idx').on(t.productId, t.createdAt.desc()).where(sql`${t.status} = 'approved'`),
    index('reviews_status_created_at_idx').on(t.status, t.createdAt.desc()),
    index('reviews_user_id_idx').on(t.userId),
  ],
);
export type ReviewRow = typeof reviews.$inferSelect;
