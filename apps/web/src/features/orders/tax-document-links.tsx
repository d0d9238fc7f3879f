import type { OrderTaxDocuments } from '@handloom/shared';
import { shopMessages } from '../../messages/shop-messages.ts';
import { creditNoteUrl, invoiceUrl } from './orders-api.ts';

const m = shopMessages.orders;
const linkClass = 'font-semibold text-maroon-700 underline underline-offset-4 dark:text-zari-300';

/** Download links of an order's GST invoice (or bill of supply) and credit note, once issued. */
export function TaxDocumentLinks({ orderNumber, documents }: { orderNumber: string; documents: OrderTaxDocuments }) {
  const { invoice, creditNote } = documents;
  if (!invoice) return null;
  return (
    <ul aria-label={m.taxDocuments} className="space-y-1">
      <li>
        <a href={invoiceUrl(orderNumber)} download className={linkClass}>
          {invoice.kind === 'bill_of_supply' ? m.billOfSupplyLink(invoice.number) : m.invoiceLink(invoice.number)}
        </a>
      </li>
      {creditNote ? (
        <li>
          <a href={creditNoteUrl(orderNumber)} download className={linkClass}>
            {m.creditNoteLink(creditNote.number)}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
