import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

// A shopper's saved delivery addresses (Profile, and the one Buy Now
// preselects: the last used). The state is the pincode's, set by the server.
export const addresses = pgTable(
  'addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    phoneNumber: text().notNull(),
    pincode: text().notNull(),
    // House and street.
    address: text().notNull(),
    locality: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    landmark: text().notNull().default(''),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_id_last_used_at_idx').on(t.userId, t.lastUsedAt.desc().nullsLast())],
);

// The owner's delivery promise (one row), edited on the dashboard: processing
// days, transit days by zone, the shop's own pincode (its district is the
// nearest zone) and pincodes not served. No row means the defaults in
// packages/shared/src/schemas/delivery.ts, which these column defaults repeat.
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: smallint().primaryKey().default(1),
    shopPincode: text().notNull().default('632301'),
    processingDays: smallint().notNull().default(2),
    sameDistrictMinDays: smallint().notNull().default(1),
    sameDistrictMaxDays: smallint().notNull().default(2),
    tamilNaduMinDays: smallint().notNull().default(2),
    tamilNaduMaxDays: smallint().notNull().default(4),
    southMinDays: smallint().notNull().default(3),
    southMaxDays: smallint().notNull().default(6),
    restMinDays: smallint().notNull().default(5),
    restMaxDays: smallint().notNull().default(8),
    farMinDays: smallint().notNull().default(7),
    farMaxDays: smallint().notNull().default(12),
    unservedPincodes: text().array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_settings_one_row_check', sql`${t.id} = 1`),
    check(
      'delivery_settings_days_check',
      sql`${t.processingDays} >= 0 and ${t.sameDistrictMinDays} >= 0 and ${t.sameDistrictMaxDays} >= ${t.sameDistrictMinDays}
        and ${t.tamilNaduMinDays} >= 0 and ${t.tamilNaduMaxDays} >= ${t.tamilNaduMinDays} and ${t.southMinDays} >= 0 and ${t.southMaxDays} >= ${t.southMinDays}
        and ${t.restMinDays} >= 0 and ${t.restMaxDays} >= ${t.restMinDays} and ${t.farMinDays} >= 0 and ${t.farMaxDays} >= ${t.farMinDays}`,
    ),
  ],
);
