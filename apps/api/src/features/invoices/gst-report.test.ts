import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { buildCreditNote, buildInvoice, creditNoteReasons, type InvoiceOrder, type SellerRecord, type TaxDocument } from './invoice-document.ts';
import { gstReportCsv } from './gst-report.ts';
import type { StoredTaxDocument } from './invoices.repository.ts';

// GSTR-1 wants an inter-State invoice to an unregistered buyer of more than
// ₹1,00,000 invoice by invoice (table 5, B2CL) and its credit note in table
// 9B (CDNUR), not summed into table 7 (B2CS): rule 59(4)(a)(ii) of the CGST
// Rules as amended by Notification No. 12/2024-Central Tax, from 1 August 2024.

const SELLER: SellerRecord = { legalName: 'Kaithari Handlooms', address: '14 Weavers Street\nArani 632301', stateCode: '33', gstin: '33AAAFK0000A1ZP', gstinIsSample: true };
const ISSUED = new Date('2026-11-25T06:00:00Z');
const FY = '2026-27';

const KARNATAKA = { addressState: 'Karnataka', pincode: '560001' };
const TAMIL_NADU = { addressState: 'Tamil Nadu', pincode: '600001' };

/** An order of one silk saree (5 %) and one stole (18 %: above ₹2,500 a piece), ₹50 shipping a piece. */
function order(where: { addressState: string; pincode: string }, sareePaise: number, stolePaise: number): InvoiceOrder {
  return {
    number: 1,
    addressName: 'Lakshmi',
    address: '2 Temple Road',
    addressLocality: null,
    addressCity: null,
    ...where,
    phoneNumber: '9876543210',
    shippingPaise: 2 * 50_00,
    codFeePaise: 0,
    lines: [
      { title: 'Kanchipuram silk saree', category: 'silk_sarees', hsn: '5007', unitPricePaise: sareePaise, quantity: 1 },
      { title: 'Cotton stole', category: 'stoles', hsn: '6214', unitPricePaise: stolePaise, quantity: 1 },
    ],
  };
}

function invoice(number: string, source: InvoiceOrder): TaxDocument {
  return buildInvoice(source, SELLER, new Map(), { number, issuedAt: ISSUED, financialYear: FY, shopName: 'Kaithari' }).document;
}

function creditNote(number: string, of: TaxDocument): TaxDocument {
  return buildCreditNote(of, { number, issuedAt: new Date('2026-11-26T06:00:00Z'), financialYear: FY, reason: creditNoteReasons.cancelledByBuyer.en });
}

function stored(documents: TaxDocument[]): StoredTaxDocument[] {
  return documents.map((document, index) => ({ id: `d${index}`, orderId: `o${index}`, kind: document.kind, number: document.number, issuedAt: new Date(document.issuedAt), document }));
}

/** The report's tables by title: each its header row and data rows as parsed records. */
function tables(csv: string): Map<string, { header: string[]; rows: string[][] }> {
  const records: string[][] = parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: false });
  const result = new Map<string, { header: string[]; rows: string[][] }>();
  let index = 1; // the first record is the report's title
  while (index < records.length) {
    if (records[index]?.join('') === '') {
      index += 1;
      continue;
    }
    const title = records[index]?.[0] ?? '';
    const header = records[index + 1] ?? [];
    const rows: string[][] = [];
    index += 2;
    while (index < records.length && records[index]?.join('') !== '') rows.push(records[index++] ?? []);
    result.set(title, { header, rows });
  }
  return result;
}

const HSN = 'HSN-wise summary (GSTR-1 table 12)';
const B2CS = 'B2C supplies by place of supply (GSTR-1 table 7, B2CS)';
const B2CL = 'B2C large invoices: inter-State, invoice value above ₹1,00,000 (GSTR-1 table 5, B2CL)';
const CDNUR = 'Credit notes against B2C large invoices (GSTR-1 table 9B, CDNUR)';

function report(documents: TaxDocument[]) {
  const csv = gstReportCsv('2026-11', stored(documents));
  return { csv, tables: tables(csv) };
}

// ₹1,15,000 + ₹4,950 + ₹100 shipping = ₹1,20,050.
const largeKarnataka = invoice('KH/2026-27/00001', order(KARNATAKA, 1_15_000_00, 4_950_00));

describe('gstReportCsv', () => {
  it('reports an inter-State invoice above ₹1,00,000 in B2CL, one row per rate, and not in B2CS', () => {
    expect(largeKarnataka.totals.amountPaise).toBe(1_20_050_00);
    const { tables: report_ } = report([largeKarnataka]);
    expect([...report_.keys()]).toEqual([HSN, B2CS, B2CL, CDNUR, 'Sales register']);
    expect(report_.get(B2CL)).toEqual({
      header: ['Invoice number', 'Invoice date', 'Invoice value', 'Place of supply', 'Rate', 'Taxable value', 'Integrated tax'],
      rows: [
        // Saree ₹1,15,000 and its ₹50 shipping at 5 %; stole ₹4,950 and its ₹50 at 18 %.
        ['KH/2026-27/00001', '25 Nov 2026', '120050.00', '29-Karnataka', '5%', '109571.43', '5478.57'],
        ['KH/2026-27/00001', '25 Nov 2026', '120050.00', '29-Karnataka', '18%', '4237.29', '762.71'],
      ],
    });
    expect(report_.get(B2CS)?.rows).toEqual([]);
    expect(report_.get(CDNUR)?.rows).toEqual([]);
    expect(report_.get('Sales register')?.rows.map((row) => row[2])).toEqual(['KH/2026-27/00001']);
  });

  it('keeps an intra-State invoice of ₹1,20,050 in B2CS: the rule is for inter-State supplies only', () => {
    const tamilNadu = invoice('KH/2026-27/00002', order(TAMIL_NADU, 1_15_000_00, 4_950_00));
    expect(tamilNadu.totals.amountPaise).toBe(1_20_050_00);
    const { tables: report_ } = report([tamilNadu]);
    expect(report_.get(B2CL)?.rows).toEqual([]);
    expect(report_.get(B2CS)?.rows.map((row) => row.slice(0, 3))).toEqual([
      ['33-Tamil Nadu', 'Intra-State', '5%'],
      ['33-Tamil Nadu', 'Intra-State', '18%'],
    ]);
  });

  it('keeps an inter-State invoice of exactly ₹1,00,000 in B2CS: only more than ₹1,00,000 is large', () => {
    // ₹95,050 + ₹4,850 + ₹100 shipping = ₹1,00,000.
    const atThreshold = invoice('KH/2026-27/00003', order(KARNATAKA, 95_050_00, 4_850_00));
    expect(atThreshold.totals.amountPaise).toBe(1_00_000_00);
    const { tables: report_ } = report([atThreshold]);
    expect(report_.get(B2CL)?.rows).toEqual([]);
    const b2cs = report_.get(B2CS)?.rows ?? [];
    expect(b2cs.map((row) => row.slice(0, 3))).toEqual([
      ['29-Karnataka', 'Inter-State', '5%'],
      ['29-Karnataka', 'Inter-State', '18%'],
    ]);
    const [taxable, igst] = b2cs.reduce(([t, i], row) => [t + Number(row[3]), i + Number(row[4])], [0, 0]);
    expect((taxable + igst).toFixed(2)).toBe('100000.00');
  });

  it('puts a credit note against a large invoice in CDNUR, amounts positive, and leaves B2CS as it was', () => {
    const small = invoice('KH/2026-27/00004', order(KARNATAKA, 10_000_00, 4_950_00));
    const note = creditNote('KC/2026-27/00001', largeKarnataka);
    const { tables: report_ } = report([largeKarnataka, small, note]);
    expect(report_.get(CDNUR)).toEqual({
      header: ['UR type', 'Note number', 'Note date', 'Against invoice', 'Note value', 'Place of supply', 'Rate', 'Taxable value', 'Integrated tax'],
      rows: [
        ['B2CL', 'KC/2026-27/00001', '26 Nov 2026', 'KH/2026-27/00001', '120050.00', '29-Karnataka', '5%', '109571.43', '5478.57'],
        ['B2CL', 'KC/2026-27/00001', '26 Nov 2026', 'KH/2026-27/00001', '120050.00', '29-Karnataka', '18%', '4237.29', '762.71'],
      ],
    });
    expect(report_.get(B2CL)?.rows.map((row) => row[0])).toEqual(['KH/2026-27/00001', 'KH/2026-27/00001']);
    // B2CS holds the small invoice alone, not reduced by the note (as it is on its own).
    expect(report_.get(B2CS)?.rows).toEqual(report([small]).tables.get(B2CS)?.rows);
    expect(report_.get(B2CS)?.rows.every((row) => Number(row[3]) > 0)).toBe(true);
  });

  it('counts every tax document in the HSN summary, net of credit notes', () => {
    const tamilNadu = invoice('KH/2026-27/00002', order(TAMIL_NADU, 1_15_000_00, 4_950_00));
    const atThreshold = invoice('KH/2026-27/00003', order(KARNATAKA, 95_050_00, 4_850_00));
    const small = invoice('KH/2026-27/00004', order(KARNATAKA, 10_000_00, 4_950_00));
    const note = creditNote('KC/2026-27/00001', small);
    const all = [largeKarnataka, tamilNadu, atThreshold, small, note];
    const hsn = report(all).tables.get(HSN)?.rows ?? [];
    expect(hsn.map((row) => [row[0], row[2], row[3]])).toEqual([
      ['5007', '3', '5%'],
      ['6214', '3', '18%'],
    ]);
    // Total value: the three invoices left after the note, to the paisa.
    const total = hsn.reduce((sum, row) => sum + Math.round(Number(row[8]) * 100), 0);
    expect(total).toBe(1_20_050_00 + 1_20_050_00 + 1_00_000_00);
  });
});
