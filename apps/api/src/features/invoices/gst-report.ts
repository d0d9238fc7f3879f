import { B2C_LARGE_INVOICE_THRESHOLD_PAISE, formatGstRate, formatShopDate, rupeesDecimal } from '@handloom/shared';
import { csvRow, CSV_BOM } from '../admin/orders-csv.ts';
import type { TaxDocument } from './invoice-document.ts';
import type { StoredTaxDocument } from './invoices.repository.ts';

// The month's GST figures in one CSV, five tables one under another, in the
// shape of GSTR-1: Table 12 (HSN-wise summary of every document), Table 7
// (B2C small supplies by place of supply and rate, net of credit notes),
// Table 5 (B2C large: each inter-State invoice above ₹1,00,000, by rate),
// Table 9B (credit notes against those invoices, CDNUR, by rate) and a sales
// register of every document issued. Large invoices and their credit notes
// are reported in 5 and 9B only, never netted into 7 (rule 59(4)(a)(ii),
// B2C_LARGE_INVOICE_THRESHOLD_PAISE). Credit notes count against the month
// they are issued in; a credit note always cancels its invoice in full, so
// its own totals decide its table. Bills of supply (an unregistered seller)
// appear only in the register: they carry no tax.

interface Sums {
  quantity: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

const empty = (): Sums => ({ quantity: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });

/**
 * A tax invoice (or its credit note) that GSTR-1 wants invoice by invoice:
 * inter-State and of more than ₹1,00,000. The buyer is always unregistered.
 */
function isB2cLarge(document: TaxDocument): boolean {
  const taxInvoice = document.kind === 'tax_invoice' || (document.kind === 'credit_note' && document.refersTo?.kind === 'tax_invoice');
  return taxInvoice && !document.intraState && document.totals.amountPaise > B2C_LARGE_INVOICE_THRESHOLD_PAISE;
}

/** "29-Karnataka". */
function placeOf(document: TaxDocument): string {
  return `${document.placeOfSupply.stateCode}-${document.placeOfSupply.stateName}`;
}

/** A document's lines summed by rate: taxable value and integrated tax, lowest rate first. */
function byRate(document: TaxDocument): { rate: number; taxable: number; igst: number }[] {
  const rates = new Map<number, { rate: number; taxable: number; igst: number }>();
  for (const line of document.lines) {
    const sums = rates.get(line.rateBasisPoints) ?? { rate: line.rateBasisPoints, taxable: 0, igst: 0 };
    sums.taxable += line.taxableValuePaise;
    sums.igst += line.igstPaise;
    rates.set(line.rateBasisPoints, sums);
  }
  return [...rates.values()].sort((a, b) => a.rate - b.rate);
}

/** Whole paise as rupees; a negative net (more credited than invoiced) stays a number a spreadsheet adds up. */
function money(paise: number): string | number {
  return paise < 0 ? -Number(rupeesDecimal(-paise)) : rupeesDecimal(paise);
}

export function gstReportCsv(month: string, documents: readonly StoredTaxDocument[]): string {
  const hsn = new Map<string, Sums & { hsn: string; rate: number }>();
  const b2cs = new Map<string, Sums & { place: string; intra: boolean; rate: number }>();
  const b2cl: TaxDocument[] = [];
  const cdnur: TaxDocument[] = [];
  for (const { document } of documents) {
    if (document.kind === 'bill_of_supply' || (document.kind === 'credit_note' && document.refersTo?.kind === 'bill_of_supply')) continue;
    const large = isB2cLarge(document);
    if (large) (document.kind === 'credit_note' ? cdnur : b2cl).push(document);
    const sign = document.kind === 'credit_note' ? -1 : 1;
    for (const line of document.lines) {
      const add = (sums: Sums) => {
        sums.quantity += sign * (line.kind === 'goods' ? line.quantity : 0);
        sums.taxable += sign * line.taxableValuePaise;
        sums.cgst += sign * line.cgstPaise;
        sums.sgst += sign * line.sgstPaise;
        sums.igst += sign * line.igstPaise;
        sums.total += sign * line.amountPaise;
      };
      const hsnKey = `${line.hsn}|${line.rateBasisPoints}`;
      const byHsn = hsn.get(hsnKey) ?? { ...empty(), hsn: line.hsn, rate: line.rateBasisPoints };
      add(byHsn);
      hsn.set(hsnKey, byHsn);
      if (large) continue;
      const place = placeOf(document);
      const b2csKey = `${place}|${line.rateBasisPoints}`;
      const byPlace = b2cs.get(b2csKey) ?? { ...empty(), place, intra: document.intraState, rate: line.rateBasisPoints };
      add(byPlace);
      b2cs.set(b2csKey, byPlace);
    }
  }

  const rows: string[] = [CSV_BOM + csvRow([`GST report for ${month} (India time); amounts in rupees; tables 12 and 7 net of credit notes`])];
  rows.push(csvRow([]), csvRow(['HSN-wise summary (GSTR-1 table 12)']));
  rows.push(csvRow(['HSN', 'UQC', 'Total quantity', 'Rate', 'Taxable value', 'Integrated tax', 'Central tax', 'State/UT tax', 'Total value']));
  for (const row of [...hsn.values()].sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate)) {
    rows.push(csvRow([row.hsn, 'PCS-PIECES', row.quantity, formatGstRate(row.rate), money(row.taxable), money(row.igst), money(row.cgst), money(row.sgst), money(row.total)]));
  }
  rows.push(csvRow([]), csvRow(['B2C supplies by place of supply (GSTR-1 table 7, B2CS)']));
  rows.push(csvRow(['Place of supply', 'Supply type', 'Rate', 'Taxable value', 'Integrated tax', 'Central tax', 'State/UT tax']));
  for (const row of [...b2cs.values()].sort((a, b) => a.place.localeCompare(b.place) || a.rate - b.rate)) {
    rows.push(csvRow([row.place, row.intra ? 'Intra-State' : 'Inter-State', formatGstRate(row.rate), money(row.taxable), money(row.igst), money(row.cgst), money(row.sgst)]));
  }
  const byNumber = (a: TaxDocument, b: TaxDocument) => a.number.localeCompare(b.number);
  rows.push(csvRow([]), csvRow(['B2C large invoices: inter-State, invoice value above ₹1,00,000 (GSTR-1 table 5, B2CL)']));
  rows.push(csvRow(['Invoice number', 'Invoice date', 'Invoice value', 'Place of supply', 'Rate', 'Taxable value', 'Integrated tax']));
  for (const invoice of b2cl.sort(byNumber)) {
    for (const row of byRate(invoice)) {
      rows.push(csvRow([invoice.number, formatShopDate(invoice.issuedAt), money(invoice.totals.amountPaise), placeOf(invoice), formatGstRate(row.rate), money(row.taxable), money(row.igst)]));
    }
  }
  // GSTR-1 records a credit note's amounts as positive figures; the table says what they reduce.
  rows.push(csvRow([]), csvRow(['Credit notes against B2C large invoices (GSTR-1 table 9B, CDNUR)']));
  rows.push(csvRow(['UR type', 'Note number', 'Note date', 'Against invoice', 'Note value', 'Place of supply', 'Rate', 'Taxable value', 'Integrated tax']));
  for (const note of cdnur.sort(byNumber)) {
    for (const row of byRate(note)) {
      rows.push(
        csvRow(['B2CL', note.number, formatShopDate(note.issuedAt), note.refersTo?.number ?? '', money(note.totals.amountPaise), placeOf(note), formatGstRate(row.rate), money(row.taxable), money(row.igst)]),
      );
    }
  }
  rows.push(csvRow([]), csvRow(['Sales register']));
  rows.push(csvRow(['Date (IST)', 'Document', 'Number', 'Against', 'Order', 'Buyer', 'Place of supply', 'Taxable value', 'Central tax', 'State/UT tax', 'Integrated tax', 'Total']));
  for (const { document } of documents) {
    rows.push(
      csvRow([
        formatShopDate(document.issuedAt),
        document.kind === 'tax_invoice' ? 'Tax invoice' : document.kind === 'bill_of_supply' ? 'Bill of supply' : 'Credit note',
        document.number,
        document.refersTo?.number ?? '',
        document.orderNumber,
        document.buyer.name,
        placeOf(document),
        rupeesDecimal(document.totals.taxableValuePaise),
        rupeesDecimal(document.totals.cgstPaise),
        rupeesDecimal(document.totals.sgstPaise),
        rupeesDecimal(document.totals.igstPaise),
        rupeesDecimal(document.totals.amountPaise),
      ]),
    );
  }
  return rows.join('');
}

/** The first moment of a month and of the next, in India time (UTC+5:30, no daylight saving). */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const offset = (5 * 60 + 30) * 60 * 1000;
  return { from: new Date(Date.UTC(year, monthNumber - 1, 1) - offset), to: new Date(Date.UTC(year, monthNumber, 1) - offset) };
}
