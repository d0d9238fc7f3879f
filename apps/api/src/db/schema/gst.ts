import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

// GST: the owner's rates, and the invoices, bills of supply and credit notes
// the shop has issued (docs/decisions/016-gst-invoices.md).

/**
 * The GST rate of each HSN code the shop sells: `rate` up to `threshold` a
 * piece, `rate_above` above it. Data, not code, because the GST Council
 * changes rates; the defaults (features/invoices/default-gst-rates.ts) are
 * written into an empty table at start.
 */
export const gstRates = pgTable(
  'gst_rates',
  {
    hsn: text().primaryKey(),
    description: text().notNull(),
    rateBasisPoints: integer().notNull(),
    thresholdPaise: integer(),
    rateAboveBasisPoints: integer(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gst_rates_rate_check', sql`${t.rateBasisPoints} between 0 and 10000 and (${t.rateAboveBasisPoints} is null or ${t.rateAboveBasisPoints} between 0 and 10000)`),
    check('gst_rates_threshold_check', sql`(${t.thresholdPaise} is null) = (${t.rateAboveBasisPoints} is null) and (${t.thresholdPaise} is null or ${t.thresholdPaise} > 0)`),
  ],
);

export const TAX_DOCUMENT_KINDS = ['tax_invoice', 'bill_of_supply', 'credit_note'] as const;

/**
 * An issued document with a snapshot of everything printed on it
 * (`document`), so later changes to settings, rates or products never change
 * it. The amounts are repeated as columns for the monthly report.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: TAX_DOCUMENT_KINDS }).notNull(),
    number: text().notNull().unique(),
    financialYear: text().notNull(),
    sequence: integer().notNull(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    /** A credit note's invoice. */
    invoiceId: uuid().references((): AnyPgColumn => taxDocuments.id),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    placeOfSupplyCode: text().notNull(),
    amountPaise: integer().notNull(),
    taxableValuePaise: integer().notNull(),
    cgstPaise: integer().notNull(),
    sgstPaise: integer().notNull(),
    igstPaise: integer().notNull(),
    document: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One invoice (or bill of supply) per order, one credit note per invoice.
    uniqueIndex('tax_documents_order_id_idx').on(t.orderId).where(sql`${t.kind} <> 'credit_note'`),
    uniqueIndex('tax_documents_invoice_id_idx').on(t.invoiceId).where(sql`${t.kind} = 'credit_note'`),
    index('tax_documents_issued_at_idx').on(t.issuedAt),
  ],
);

/**
 * The last number of each series (tax invoice, bill of supply, credit note)
 * in each financial year: a row per series and year, taken under its row lock
 * in the transaction that issues the document, so numbers have no gaps or
 * repeats and a rolled-back payment takes none.
 */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    kind: text({ enum: TAX_DOCUMENT_KINDS }).notNull(),
    financialYear: text().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);
