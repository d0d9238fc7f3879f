import { formatCsvDateTime, rupeesDecimal, type AdminOrder } from '@handloom/shared';
import { stringify } from 'csv-stringify/sync';

// The Order tab's export, for a spreadsheet. RFC 4180 quoting, CRLF line ends,
// a byte-order mark so Excel reads UTF-8 (₹, Tamil names). A cell that a
// spreadsheet would read as a formula (starting with = + - @, a tab or a
// carriage return) gets a leading apostrophe: customer names, addresses and
// product titles are typed by other people (OWASP "CSV injection").

const FORMULA_START = /^[=+\-@\t\r]/;

export const CSV_BOM = '\uFEFF';

type Cell = string | number | null;

export function csvRow(cells: readonly Cell[]): string {
  return stringify([cells], {
    record_delimiter: 'windows',
    // A lone line feed or carriage return in a cell is quoted too (RFC 4180).
    quoted_match: /[\r\n]/,
    cast: { string: (text) => (FORMULA_START.test(text) ? `'${text}` : text) },
  });
}

/** One cell as it stands in a row. */
export function csvCell(value: Cell): string {
  return csvRow([value]).slice(0, -2);
}

export const ORDER_CSV_HEADER = csvRow([
  'Order ID',
  'Order number',
  'Date (IST)',
  'Status',
  'Customer',
  'Email',
  'Deliver to',
  'House and street',
  'Locality',
  'Landmark',
  'City or district',
  'State',
  'Pincode',
  'Phone',
  'Items',
  'Quantity',
  'Subtotal (INR)',
  'Shipping (INR)',
  'Donation (INR)',
  'COD fee (INR)',
  'Total (INR)',
  'Payment method',
  'Payment reference',
  'Payment ID',
  'Tracking note',
]);

/** "2024-01-05 14:30", India's time. */
export function istDateTimeText(iso: string): string {
  return formatCsvDateTime(iso);
}

export function orderCsvRow(order: AdminOrder): string {
  return csvRow([
    order.id,
    order.number,
    istDateTimeText(order.placedAt ?? order.paidAt ?? order.createdAt),
    order.status,
    order.customer.name,
    order.email,
    order.address.name,
    order.address.address,
    order.address.locality,
    order.address.landmark,
    order.address.city,
    order.address.state,
    order.address.pincode,
    order.address.phoneNumber,
    order.lines.map((line) => `${line.title} x ${line.quantity}`).join('\n'),
    order.lines.reduce((sum, line) => sum + line.quantity, 0),
    rupeesDecimal(order.totals.subtotalPaise),
    rupeesDecimal(order.totals.shippingPaise),
    rupeesDecimal(order.totals.donationPaise),
    rupeesDecimal(order.totals.codFeePaise),
    rupeesDecimal(order.totals.totalPaise),
    order.paymentMethod,
    order.paymentReference,
    order.paymentId,
    order.trackingNote,
  ]);
}
