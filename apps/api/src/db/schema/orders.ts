import { ORDER_STATUSES, PAYMENT_METHODS, SHOP_LOCALES } from '@handloom/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './products.ts';

// The states and their moves are in packages/shared/src/order-status.ts; the
// names of both lists are the shared schemas' own.
export const orderStatuses = ORDER_STATUSES;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentMethods = PAYMENT_METHODS;

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
    // House and street. Orders placed before the Indian address (issue 12)
    // have it all here, and null locality, city, state and landmark.
    address: text().notNull(),
    addressLocality: text(),
    // City or district.
    addressCity: text(),
    // The state's GST name (packages/shared india-states.ts), set from the pincode:
    // the place of supply on the tax invoice.
    addressState: text(),
    addressLandmark: text(),
    pincode: text().notNull(),
    phoneNumber: text().notNull(),
    subtotalPaise: integer().notNull(),
    shippingPaise: integer().notNull(),
    // The spec's `funds`: the "Help Our Weavers" donation.
    donationPaise: integer().notNull(),
    totalPaise: integer().notNull(),
    paymentProvider: text().notNull(),
    // The method actually used, as the provider's payment entity says (cod for
    // cash on delivery), and its reference (UPI id, card's last four, bank).
    paymentMethod: text({ enum: paymentMethods }),
    paymentReference: text(),
    // Cash on delivery: the fee charged (kept on the order, so a new fee never
    // changes it), the confirmation code's hash, wrong tries and codes sent.
    codFeePaise: integer().notNull().default(0),
    codCodeHash: text(),
    codWrongCodes: smallint().notNull().default(0),
    codCodesSent: smallint().notNull().default(0),
    // When a resent code was claimed and is on its way by email; cleared once
    // it is stored or given back. One resend at a time, so the code the shopper
    // reads last is the one that works (orders.repository claimCodResend).
    codResendStartedAt: timestamp({ withTimezone: true }),
    // The language of the page the order was placed from: its emails are
    // written in it (decision 028). Orders from before it are English.
    locale: text({ enum: SHOP_LOCALES }).notNull().default('en'),
    // The delivery promise in force at checkout for this pincode (processing
    // plus transit days, fewest and most), kept so a later change of the
    // owner's promise never moves an order's dates; counted from placed_at.
    // Null on orders from before the promise was kept.
    deliveryMinDays: smallint(),
    deliveryMaxDays: smallint(),
    // The shopper's order number (KH-10234), given when the order is placed
    // (its payment settles); pending checkouts have none, so placed orders
    // are numbered without gaps.
    number: integer().unique(),
    providerOrderId: text().unique(),
    paymentId: text().unique(),
    trackingNote: text(),
    reservedUntil: timestamp({ withTimezone: true }),
    // When the order was placed (its number given): paid, payment pending, or COD confirmed.
    placedAt: timestamp({ withTimezone: true }),
    // When the money arrived: the payment captured, or a COD order's cash collected.
    paidAt: timestamp({ withTimezone: true }),
    paymentFailedAt: timestamp({ withTimezone: true }),
    returnedAt: timestamp({ withTimezone: true }),
    // Why a paid order was cancelled by the shop itself ('sold_out_while_pending').
    cancelReason: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    // Set when a refund is claimed, before the provider is asked: the claim is
    // what makes a second refund of the same payment impossible.
    refundRequestedAt: timestamp({ withTimezone: true }),
    refundId: text(),
    refundedAt: timestamp({ withTimezone: true }),
    // The last refund attempt the provider refused, and what it said, for the
    // owner (cleared when the refund is made): the sweep tries again for a week.
    refundFailedAt: timestamp({ withTimezone: true }),
    refundFailure: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'orders_amounts_check',
      sql`${t.subtotalPaise} >= 0 and ${t.shippingPaise} >= 0 and ${t.donationPaise} >= 0 and ${t.codFeePaise} >= 0 and ${t.totalPaise} > 0`,
    ),
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
    /** The product's Tamil title when it was bought (null: it had none): Tamil pages and emails show it. */
    titleTa: text(),
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

// Captured payments that no order can take (a second payment for an order
// already paid, or one for a checkout closed meanwhile), each refunded in full.
// Written before the refund is asked for, so a failed or lost try is tried
// again; `refund_requested_at` is the claim of the try in progress.
export const strayPayments = pgTable(
  'stray_payments',
  {
    paymentId: text().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountPaise: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    refundRequestedAt: timestamp({ withTimezone: true }),
    refundId: text(),
    refundedAt: timestamp({ withTimezone: true }),
    refundFailure: text(),
  },
  (t) => [
    index('stray_payments_unrefunded_idx').on(t.createdAt).where(sql`${t.refundId} is null`),
    check('stray_payments_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

// The owner's cash-on-delivery rules (one row), edited on the dashboard. A
// shop seeded with the demo catalogue starts with COD on.
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint().primaryKey().default(1),
    codEnabled: boolean().notNull().default(false),
    codFeePaise: integer().notNull().default(4000),
    codMinPaise: integer().notNull().default(0),
    codMaxPaise: integer().notNull().default(5_000_000),
    codRefusedPincodes: text().array().notNull().default(sql`'{}'::text[]`),
    // The seller printed on tax invoices (rule 46 of the CGST Rules). Not
    // registered: the shop issues bills of supply. The demo seed makes the shop
    // a registered Tamil Nadu seller with a sample GSTIN (marked on every invoice).
    sellerLegalName: text().notNull().default(''),
    sellerAddress: text().notNull().default(''),
    sellerStateCode: text().notNull().default('33'),
    sellerGstin: text(),
    sellerGstinIsSample: boolean().notNull().default(false),
    // Alerts to the owner (features/owner-alerts): an email per event, or one
    // digest a day; a product at or below the threshold after a sale is "low".
    alertMode: text({ enum: ['each', 'daily_digest'] }).notNull().default('each'),
    lowStockThreshold: integer().notNull().default(1),
    // The India date (YYYY-MM-DD) of the last digest sent, so a day has one.
    lastDigestOn: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_settings_one_row_check', sql`${t.id} = 1`),
    check('shop_settings_low_stock_threshold_check', sql`${t.lowStockThreshold} >= 0`),
    check('shop_settings_cod_check', sql`${t.codFeePaise} >= 0 and ${t.codMinPaise} >= 0 and ${t.codMaxPaise} >= ${t.codMinPaise}`),
  ],
);

// The sandbox provider's own record of payments (PAYMENT_PROVIDER=sandbox):
// what Razorpay's payment entity is for the razorpay provider.
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text().primaryKey(),
  providerOrderId: text().notNull(),
  method: text({ enum: paymentMethods }).notNull(),
  reference: text(),
  amountPaise: integer().notNull(),
  status: text({ enum: ['captured', 'pending', 'failed'] }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// Counters of attempts per key (a client address) in a window, shared by every instance.
// UNLOGGED (migration 0006, which drizzle's schema cannot say): no disk flush per attempt counted.
export const attemptCounters = pgTable('attempt_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowEndsAt: timestamp({ withTimezone: true }).notNull(),
});
