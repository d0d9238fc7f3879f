import {
  AppError,
  ErrorCode,
  gstMessages,
  isUuid,
  parseOrderNumber,
  rupeesDecimal,
  type GstRates,
  type GstRatesInput,
  type GstSlab,
  type SellerSettings,
  type SellerSettingsInput,
} from '@handloom/shared';
import { gstReportCsv, monthBounds } from './gst-report.ts';
import { renderTaxDocumentPdf } from './invoice-pdf.ts';
import type { InvoicesRepository, StoredTaxDocument } from './invoices.repository.ts';

export interface PdfFile {
  filename: string;
  content: Buffer;
}

/** "KH/2026-27/00123" -> "KH-2026-27-00123.pdf". */
function fileNameOf(document: StoredTaxDocument): string {
  return `${document.number.replace(/\//g, '-')}.pdf`;
}

function toRate(slab: GstSlab): GstRates['rates'][number] {
  return {
    hsn: slab.hsn,
    description: slab.description,
    ratePercent: String(slab.rateBasisPoints / 100),
    thresholdRupees: slab.thresholdPaise === null ? null : rupeesDecimal(slab.thresholdPaise, { wholeRupeesBare: true }),
    rateAbovePercent: slab.rateAboveBasisPoints === null ? null : String(slab.rateAboveBasisPoints / 100),
  };
}

export function invoicesService(repository: InvoicesRepository) {
  async function pdfOf(document: StoredTaxDocument | null, notFound: string): Promise<PdfFile> {
    if (!document) throw new AppError(ErrorCode.notFound, notFound);
    return { filename: fileNameOf(document), content: await renderTaxDocumentPdf(document.document) };
  }

  return {
    /** The shopper's own order's invoice or credit note by order number; anyone else's is a 404. */
    async shopperPdf(orderNumberText: string, userId: string, kind: 'invoice' | 'credit_note'): Promise<PdfFile> {
      const number = parseOrderNumber(orderNumberText);
      const document = number === null ? null : await repository.documentOfNumberedOrder(number, userId, kind);
      return pdfOf(document, kind === 'invoice' ? gstMessages.notFound : gstMessages.creditNoteNotFound);
    },

    async adminPdf(orderId: string, kind: 'invoice' | 'credit_note'): Promise<PdfFile> {
      const document = isUuid(orderId) ? await repository.documentOfOrder(orderId, kind) : null;
      return pdfOf(document, kind === 'invoice' ? gstMessages.notFound : gstMessages.creditNoteNotFound);
    },

    /** The invoice or credit note to attach to an email, or null when the order has none. */
    async emailAttachment(orderId: string, kind: 'invoice' | 'credit_note'): Promise<PdfFile | null> {
      const document = await repository.documentOfOrder(orderId, kind);
      return document ? { filename: fileNameOf(document), content: await renderTaxDocumentPdf(document.document) } : null;
    },

    async sellerSettings(): Promise<SellerSettings> {
      const seller = await repository.readSeller();
      return { ...seller, registered: seller.gstin !== null };
    },

    async updateSellerSettings(input: SellerSettingsInput): Promise<SellerSettings> {
      const current = await repository.readSeller();
      // The demo's sample GSTIN stays marked as a sample until the owner types a different one.
      const gstinIsSample = current.gstinIsSample && input.gstin !== null && input.gstin === current.gstin;
      await repository.writeSeller({ legalName: input.legalName, address: input.address, stateCode: input.stateCode, gstin: input.gstin, gstinIsSample });
      return this.sellerSettings();
    },

    async rates(): Promise<GstRates> {
      return { rates: (await repository.readRates()).map(toRate) };
    },

    async updateRates(input: GstRatesInput): Promise<GstRates> {
      await repository.writeRates(input.rates);
      return this.rates();
    },

    async reportCsv(month: string): Promise<string> {
      const { from, to } = monthBounds(month);
      return gstReportCsv(month, await repository.issuedBetween(from, to));
    },
  };
}
export type InvoicesService = ReturnType<typeof invoicesService>;
