import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './products.ts';

// pending (stock reserved, awaiting payment) -> paid -> packed -> shipped ->
// delivered, or cancelled / refunded; expired when an unpaid reservation lapses.
export const orderStatuses = [
  'pending',
  'paid',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'expired',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id),
    email: text().notNull(),
    status: text({ enum: orderStatuses }).notNull().default('pending'),
    addressName: text().notNull(),
    address: text().notNull(),
    pincode: text().notNull(),
    phoneNumber: text().notNull(),
    subtotalPaise: integer().notNull(),
    shippingPaise: integer().notNull(),
    // The spec's `funds`: the "Help Our Weavers" donation.
    donationPaise: integer().notNull(),
    totalPaise: integer().notNull(),
    paymentProvider: text().notNull(),
    // The shopper's order number (KH-10234), given when the order is placed
    // (its payment settles); pending checkouts have none, so placed orders
    // are numbered without gaps.
    number: integer().unique(),
    providerOrderId: text().unique(),
    paymentId: text().unique(),
    trackingNote: text(),
    reservedUntil: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    // Set when a refund is claimed, before the provider is asked: the claim is
    // what makes a second refund of the same payment impossible.
    refundRequestedAt: timestamp({ withTimezone: true }),
    refundId: text(),
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_amounts_check', sql`${t.subtotalPaise} >= 0 and ${t.shippingPaise} >= 0 and ${t.donationPaise} >= 0 and ${t.totalPaise} > 0`),
    index('orders_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_reserved_until_idx').on(t.status, t.reservedUntil),
    index('orders_created_at_idx').on(t.createdAt.desc()),
  ],
);

// A snapshot of what was bought, so past orders survive product edits and deletes.
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    title: text().notNull(),
    category: text().notNull(),
    imageUrl: text().notNull(),
    pricePaise: integer().notNull(),
    discountPercent: smallint().notNull(),
    unitPricePaise: integer().notNull(),
    quantity: integer().notNull(),
  },
  (t) => [
    check('order_lines_quantity_check', sql`${t.quantity} >= 1`),
    index('order_lines_order_id_idx').on(t.orderId),
    index('order_lines_product_id_idx').on(t.productId),
  ],
);

// The last order number given: one row, taken with a row lock inside the
// transaction that places the order, so numbers have no gaps or repeats.
export const orderNumberCounter = pgTable(
  'order_number_counter',
  {
    id: smallint().primaryKey().default(1),
    last: integer().notNull(),
  },
  (t) => [check('order_number_counter_one_row_check', sql`${t.id} = 1`)],
);

// Payment-provider webhook events already handled, so a repeat changes nothing.
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  provider: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
