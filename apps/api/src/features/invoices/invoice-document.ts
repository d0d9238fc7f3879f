import {
  defaultHsnOfCategory,
  DEFAULT_GST_SLABS,
  formatOrderNumber,
  gstRateForPiece,
  invoiceLines,
  placeOfSupply,
  rupeesInWords,
  stateByCode,
  type GstSlab,
  type InvoiceLine,
  type InvoiceTotals,
  type TaxDocumentKind,
} from '@handloom/shared';

/**
 * Why a credit note was issued. The English is stored on the note (and read by
 * the monthly report); the PDF prints the Tamil beside it, as it does every
 * label. A reason not listed here (an older note) is printed as stored.
 */
export const creditNoteReasons = {
  cancelledByShop: { en: 'Order cancelled by the shop; payment refunded', ta: 'கடை ஆர்டரை ரத்து செய்தது; பணம் திருப்பி அளிக்கப்பட்டது' },
  cancelledByBuyer: { en: 'Order cancelled by the buyer; payment refunded', ta: 'வாங்குபவர் ஆர்டரை ரத்து செய்தார்; பணம் திருப்பி அளிக்கப்பட்டது' },
} as const;

/**
 * Everything printed on a tax invoice, bill of supply or credit note, as it
 * was when issued (stored as JSON in tax_documents.document): later changes
 * to the seller, the rates or the products never change an issued document.
 * The fields are those rule 46 of the CGST Rules asks of an invoice to an
 * unregistered buyer (rule 49 for a bill of supply, rule 53 for a credit note).
 */
export interface TaxDocument {
  kind: TaxDocumentKind;
  number: string;
  issuedAt: string;
  financialYear: string;
  seller: { legalName: string; address: string; stateName: string; stateCode: string; gstin: string | null; gstinIsSample: boolean };
  buyer: { name: string; address: string; pincode: string; phoneNumber: string; stateName: string; stateCode: string };
  placeOfSupply: { stateName: string; stateCode: string };
  intraState: boolean;
  orderNumber: string;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  amountInWords: string;
  /** A credit note: the invoice it cancels, and why. */
  refersTo: { kind: TaxDocumentKind; number: string; issuedAt: string } | null;
  reason: string | null;
}

export interface SellerRecord {
  legalName: string;
  address: string;
  stateCode: string;
  gstin: string | null;
  gstinIsSample: boolean;
}

export interface InvoiceOrder {
  number: number | null;
  addressName: string;
  address: string;
  addressLocality: string | null;
  addressCity: string | null;
  addressState: string | null;
  pincode: string;
  phoneNumber: string;
  shippingPaise: number;
  codFeePaise: number;
  lines: { title: string; category: string; hsn: string | null; unitPricePaise: number; quantity: number }[];
}

/** The HSN code's slab; a code the owner has no row for takes the shipped default, else 5 % (logged by the caller). */
export function slabOf(hsn: string, slabs: ReadonlyMap<string, GstSlab>): GstSlab | null {
  return slabs.get(hsn) ?? DEFAULT_GST_SLABS.find((slab) => slab.hsn === hsn) ?? null;
}

/** The invoice (registered seller) or bill of supply (unregistered) of an order. */
export function buildInvoice(
  order: InvoiceOrder,
  seller: SellerRecord,
  slabs: ReadonlyMap<string, GstSlab>,
  issue: { number: string; issuedAt: Date; financialYear: string; shopName: string },
): { document: TaxDocument; missingHsn: string[] } {
  const registered = seller.gstin !== null;
  const sellerState = stateByCode(seller.stateCode);
  const place = placeOfSupply(order.addressState, order.pincode);
  const intraState = place.code === seller.stateCode;
  const missingHsn: string[] = [];
  const goods = order.lines.map((line) => {
    const hsn = line.hsn ?? defaultHsnOfCategory(line.category);
    const slab = slabOf(hsn, slabs);
    if (!slab) missingHsn.push(hsn);
    return {
      description: line.title,
      hsn,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      rateBasisPoints: slab ? gstRateForPiece(slab, line.unitPricePaise) : 500,
    };
  });
  const { lines, totals } = invoiceLines({ goods, shippingPaise: order.shippingPaise, codFeePaise: order.codFeePaise, intraState, registered });
  const addressText = [order.address, order.addressLocality, order.addressCity].filter((part): part is string => Boolean(part && part.trim())).join('\n');
  return {
    missingHsn,
    document: {
      kind: registered ? 'tax_invoice' : 'bill_of_supply',
      number: issue.number,
      issuedAt: issue.issuedAt.toISOString(),
      financialYear: issue.financialYear,
      seller: {
        legalName: seller.legalName || issue.shopName,
        address: seller.address,
        stateName: sellerState?.name ?? '',
        stateCode: seller.stateCode,
        gstin: seller.gstin,
        gstinIsSample: registered && seller.gstinIsSample,
      },
      buyer: {
        name: order.addressName,
        address: addressText,
        pincode: order.pincode,
        phoneNumber: order.phoneNumber,
        stateName: place.name,
        stateCode: place.code,
      },
      placeOfSupply: { stateName: place.name, stateCode: place.code },
      intraState,
      orderNumber: order.number === null ? '' : formatOrderNumber(order.number),
      lines,
      totals,
      amountInWords: rupeesInWords(totals.amountPaise),
      refersTo: null,
      reason: null,
    },
  };
}

/** The credit note that cancels an invoice in full: the same lines and amounts, its own number. */
export function buildCreditNote(invoice: TaxDocument, issue: { number: string; issuedAt: Date; financialYear: string; reason: string }): TaxDocument {
  return {
    ...invoice,
    kind: 'credit_note',
    number: issue.number,
    issuedAt: issue.issuedAt.toISOString(),
    financialYear: issue.financialYear,
    refersTo: { kind: invoice.kind, number: invoice.number, issuedAt: invoice.issuedAt },
    reason: issue.reason,
  };
}
