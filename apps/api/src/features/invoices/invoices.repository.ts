import { DEFAULT_GST_SLABS, financialYearOf, formatTaxDocumentNumber, type GstSlab, type TaxDocumentKind } from '@handloom/shared';
import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { gstRates, orderLines, orders, products, shopSettings, taxDocumentCounters, taxDocuments } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import { buildCreditNote, buildInvoice, type SellerRecord, type TaxDocument } from './invoice-document.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

export interface StoredTaxDocument {
  id: string;
  orderId: string;
  kind: TaxDocumentKind;
  number: string;
  issuedAt: Date;
  document: TaxDocument;
}

/**
 * Issues and reads tax documents. `issueInvoice` and `issueCreditNote` run
 * inside the orders feature's transaction that makes the order paid (or
 * delivered with cash collected) or cancelled, so the document and its number
 * commit or roll back with the order.
 */
export function invoicesRepository(db: Database, shopName: string, log: Logger) {
  /** The next number of a series in a financial year, under the counter row's lock until the caller commits. */
  async function nextSequence(tx: Transaction, kind: TaxDocumentKind, financialYear: string): Promise<number> {
    const [counter] = await tx
      .insert(taxDocumentCounters)
      .values({ kind, financialYear, last: 1 })
      .onConflictDoUpdate({ target: [taxDocumentCounters.kind, taxDocumentCounters.financialYear], set: { last: sql`${taxDocumentCounters.last} + 1` } })
      .returning({ last: taxDocumentCounters.last });
    if (!counter) throw new Error('tax_document_counters returned no row');
    return counter.last;
  }

  async function readSellerWith(executor: Executor): Promise<SellerRecord> {
    const [row] = await executor.select().from(shopSettings).where(eq(shopSettings.id, 1));
    return {
      legalName: row?.sellerLegalName ?? '',
      address: row?.sellerAddress ?? '',
      stateCode: row?.sellerStateCode ?? '33',
      gstin: row?.sellerGstin ?? null,
      gstinIsSample: row?.sellerGstinIsSample ?? false,
    };
  }

  async function readSlabsWith(executor: Executor): Promise<GstSlab[]> {
    return executor.select().from(gstRates).orderBy(asc(gstRates.hsn));
  }

  async function invoiceOf(executor: Executor, orderId: string): Promise<StoredTaxDocument | null> {
    const [row] = await executor
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, orderId), ne(taxDocuments.kind, 'credit_note')));
    return row ? toStored(row) : null;
  }

  async function insertDocument(tx: Transaction, orderId: string, invoiceId: string | null, document: TaxDocument, sequence: number): Promise<void> {
    await tx.insert(taxDocuments).values({
      kind: document.kind,
      number: document.number,
      financialYear: document.financialYear,
      sequence,
      orderId,
      invoiceId,
      issuedAt: new Date(document.issuedAt),
      placeOfSupplyCode: document.placeOfSupply.stateCode,
      amountPaise: document.totals.amountPaise,
      taxableValuePaise: document.totals.taxableValuePaise,
      cgstPaise: document.totals.cgstPaise,
      sgstPaise: document.totals.sgstPaise,
      igstPaise: document.totals.igstPaise,
      document,
    });
  }

  return {
    /**
     * Reads what the order's invoice needs (its lines with their HSN codes, the
     * seller, the rates) and answers the step that numbers and stores it, or
     * null when the order has one already. The orders feature reads first and
     * numbers last, so the counters' row locks are held as briefly as possible.
     */
    async prepareInvoice(
      tx: Transaction,
      orderId: string,
      lockedOrder?: typeof orders.$inferSelect,
    ): Promise<((orderNumber: number | null, issuedAt: Date) => Promise<void>) | null> {
      if (await invoiceOf(tx, orderId)) return null;
      // The caller may have read (and locked) the order already in this transaction.
      const [order] = lockedOrder ? [lockedOrder] : await tx.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw new Error(`order ${orderId} vanished while issuing its invoice`);
      const lines = await tx
        .select({ title: orderLines.title, category: orderLines.category, hsn: products.hsn, unitPricePaise: orderLines.unitPricePaise, quantity: orderLines.quantity })
        .from(orderLines)
        .leftJoin(products, eq(products.id, orderLines.productId))
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.id));
      const seller = await readSellerWith(tx);
      const slabs = new Map((await readSlabsWith(tx)).map((slab) => [slab.hsn, slab]));
      const kind: TaxDocumentKind = seller.gstin === null ? 'bill_of_supply' : 'tax_invoice';
      return async (orderNumber, issuedAt) => {
        const financialYear = financialYearOf(issuedAt);
        const sequence = await nextSequence(tx, kind, financialYear);
        const { document, missingHsn } = buildInvoice({ ...order, number: orderNumber, lines }, seller, slabs, {
          number: formatTaxDocumentNumber(kind, financialYear, sequence),
          issuedAt,
          financialYear,
          shopName,
        });
        if (missingHsn.length) log.warn({ orderId, missingHsn }, 'HSN codes without a GST rate: taxed at 5 %; add them on the dashboard');
        await insertDocument(tx, orderId, null, document, sequence);
      };
    },

    /** The credit note of an invoiced order being cancelled (its own series); nothing when the order has no invoice or already a note. */
    async issueCreditNote(tx: Transaction, orderId: string, issuedAt: Date, reason: string): Promise<void> {
      const invoice = await invoiceOf(tx, orderId);
      if (!invoice) return;
      const [existing] = await tx.select({ id: taxDocuments.id }).from(taxDocuments).where(eq(taxDocuments.invoiceId, invoice.id));
      if (existing) return;
      const financialYear = financialYearOf(issuedAt);
      const sequence = await nextSequence(tx, 'credit_note', financialYear);
      const document = buildCreditNote(invoice.document, {
        number: formatTaxDocumentNumber('credit_note', financialYear, sequence),
        issuedAt,
        financialYear,
        reason,
      });
      await insertDocument(tx, orderId, invoice.id, document, sequence);
    },

    /** The order's invoice or its credit note; with `userId`, only when the order is that user's. */
    async documentOfOrder(orderId: string, kind: 'invoice' | 'credit_note', userId?: string): Promise<StoredTaxDocument | null> {
      const [row] = await db
        .select({ document: taxDocuments })
        .from(taxDocuments)
        .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
        .where(
          and(
            eq(taxDocuments.orderId, orderId),
            kind === 'credit_note' ? eq(taxDocuments.kind, 'credit_note') : ne(taxDocuments.kind, 'credit_note'),
            userId === undefined ? undefined : eq(orders.userId, userId),
          ),
        );
      return row ? toStored(row.document) : null;
    },

    /** The same by the order's number, for its owner only. */
    async documentOfNumberedOrder(orderNumber: number, userId: string, kind: 'invoice' | 'credit_note'): Promise<StoredTaxDocument | null> {
      const [row] = await db
        .select({ document: taxDocuments })
        .from(taxDocuments)
        .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
        .where(
          and(
            eq(orders.number, orderNumber),
            eq(orders.userId, userId),
            kind === 'credit_note' ? eq(taxDocuments.kind, 'credit_note') : ne(taxDocuments.kind, 'credit_note'),
          ),
        );
      return row ? toStored(row.document) : null;
    },

    /** Documents issued in [from, to), oldest first: the monthly report. */
    async issuedBetween(from: Date, to: Date): Promise<StoredTaxDocument[]> {
      const rows = await db
        .select()
        .from(taxDocuments)
        .where(and(gte(taxDocuments.issuedAt, from), lt(taxDocuments.issuedAt, to)))
        .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.number));
      return rows.map(toStored);
    },

    readSeller(): Promise<SellerRecord> {
      return readSellerWith(db);
    },

    async writeSeller(seller: SellerRecord): Promise<void> {
      const values = {
        sellerLegalName: seller.legalName,
        sellerAddress: seller.address,
        sellerStateCode: seller.stateCode,
        sellerGstin: seller.gstin,
        sellerGstinIsSample: seller.gstinIsSample,
        updatedAt: sql`now()`,
      };
      await db
        .insert(shopSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: shopSettings.id, set: values });
    },

    readRates(): Promise<GstSlab[]> {
      return readSlabsWith(db);
    },

    /** Replaces the whole table in one transaction (the form saves every row together). */
    async writeRates(slabs: readonly GstSlab[]): Promise<void> {
      await db.transaction(async (tx) => {
        const keep = slabs.map((slab) => slab.hsn);
        await tx.delete(gstRates).where(keep.length ? sql`${gstRates.hsn} not in ${keep}` : sql`true`);
        for (const slab of slabs) {
          const values = { ...slab, updatedAt: sql`now()` };
          await tx.insert(gstRates).values(values).onConflictDoUpdate({ target: gstRates.hsn, set: values });
        }
      });
    },

    /** Writes the shipped default rates into an empty table (a new shop); an owner's table is left alone. */
    async ensureDefaultRates(): Promise<void> {
      await db.execute(sql`
        insert into gst_rates (hsn, description, rate_basis_points, threshold_paise, rate_above_basis_points)
        select d.hsn, d.description, d.rate, d.threshold, d.above
        from jsonb_to_recordset(${JSON.stringify(DEFAULT_GST_SLABS.map((slab) => ({ hsn: slab.hsn, description: slab.description, rate: slab.rateBasisPoints, threshold: slab.thresholdPaise, above: slab.rateAboveBasisPoints })))}::jsonb)
          as d (hsn text, description text, rate int, threshold int, above int)
        where not exists (select 1 from gst_rates)
        on conflict (hsn) do nothing`);
    },

  };
}
export type InvoicesRepository = ReturnType<typeof invoicesRepository>;

function toStored(row: typeof taxDocuments.$inferSelect): StoredTaxDocument {
  return { id: row.id, orderId: row.orderId, kind: row.kind, number: row.number, issuedAt: row.issuedAt, document: row.document as TaxDocument };
}
