import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// The weavers behind the products, and the open ledger of what the
// donations paid for (issue 17, docs/decisions/023-weavers-and-the-donation-ledger.md).

export const weavers = pgTable(
  'weavers',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    nameEn: text().notNull(),
    nameTa: text().notNull(),
    village: text().notNull(),
    district: text().notNull(),
    loom: text().notNull(),
    yearsWeaving: smallint().notNull(),
    story: text().notNull(),
    // The place and the story in Tamil, for the Tamil pages; null shows the
    // English there, marked lang="en" (decision 027's rule for products).
    villageTa: text(),
    districtTa: text(),
    storyTa: text(),
    portrait: text(),
    // The weaver agreed to be shown; without it the profile is never public.
    consent: boolean().notNull().default(false),
    published: boolean().notNull().default(false),
    // An invented weaver of the demo catalogue.
    illustrative: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('weavers_slug_idx').on(t.slug),
    check('weavers_loom_check', sql`${t.loom} in ('pit', 'frame')`),
    check('weavers_years_weaving_check', sql`${t.yearsWeaving} between 0 and 90`),
    // The rule the admin form states, kept by the database too.
    check('weavers_published_needs_consent_check', sql`not ${t.published} or ${t.consent}`),
  ],
);

export type WeaverRow = typeof weavers.$inferSelect;

/** Money given out from the "Help Our Weavers" donations. */
export const disbursements = pgTable(
  'disbursements',
  {
    id: uuid().primaryKey().defaultRandom(),
    givenOn: date({ mode: 'string' }).notNull(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    /** Which weavers, or which cause (looms repaired, yarn bought, school fees). */
    recipient: text().notNull(),
    receipt: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // The ledger is public and kept in the open: an entry recorded by mistake is
    // withdrawn, with the owner's reason, and stays listed (struck through),
    // never deleted. A withdrawn entry no longer counts as given.
    withdrawnAt: timestamp({ withTimezone: true }),
    withdrawnReason: text(),
  },
  (t) => [
    check('disbursements_amount_paise_check', sql`${t.amountPaise} > 0`),
    check('disbursements_withdrawn_check', sql`(${t.withdrawnAt} is null) = (${t.withdrawnReason} is null)`),
    index('disbursements_given_on_idx').on(t.givenOn.desc(), t.createdAt.desc()),
  ],
);

export type DisbursementRow = typeof disbursements.$inferSelect;
