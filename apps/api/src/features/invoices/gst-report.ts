import { formatGstRate, formatShopDate, rupeesDecimal } from '@handloom/shared';
import { csvRow, CSV_BOM } from '../admin/orders-csv.ts';
import type { StoredTaxDocument } from './invoices.repository.ts';

// The month's GST figures in one CSV, three tables one under another, in the
// shape of GSTR-1: Table 12 (HSN-wise summary), Table 7 (B2C small supplies by
// place of supply and rate) and a sales register of every document issued.
// Credit notes count against the month they are issued in. Bills of supply
// (an unregistered seller) appear only in the register: they carry no tax.

interface Sums {
  quantity: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

const empty = (): Sums => ({ quantity: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });

/** Whole paise as rupees; a negative net (more credited than invoiced) stays a number a spreadsheet adds up. */
function money(paise: number): string | number {
  return paise < 0 ? -Number(rupeesDecimal(-paise)) : rupeesDecimal(paise);
}

export function gstReportCsv(month: string, documents: readonly StoredTaxDocument[]): string {
  const hsn = new Map<string, Sums & { hsn: string; rate: number }>();
  const b2cs = new Map<string, Sums & { place: string; intra: boolean; rate: number }>();
  for (const { document } of documents) {
    if (document.kind === 'bill_of_supply' || (document.kind === 'credit_note' && document.refersTo?.kind === 'bill_of_supply')) continue;
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
      const place = `${document.placeOfSupply.stateCode}-${document.placeOfSupply.stateName}`;
      const b2csKey = `${place}|${line.rateBasisPoints}`;
      const byPlace = b2cs.get(b2csKey) ?? { ...empty(), place, intra: document.intraState, rate: line.rateBasisPoints };
      add(byPlace);
      b2cs.set(b2csKey, byPlace);
    }
  }

  const rows: string[] = [CSV_BOM + csvRow([`GST report for ${month} (India time); amounts in rupees, net of credit notes`])];
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
        `${document.placeOfSupply.stateCode}-${document.placeOfSupply.stateName}`,
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
