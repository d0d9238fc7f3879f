import { rupeesDecimal, SHOP_TIME_ZONE } from '@handloom/shared';
import type { AdminOrder } from '@handloom/shared';

// The Order tab's export, for a spreadsheet. RFC 4180 quoting, CRLF line ends,
// a byte-order mark so Excel reads UTF-8 (₹, Tamil names). A cell that a
// spreadsheet would read as a formula (starting with = + - @, a tab or a
// carriage return) gets a leading apostrophe: customer names, addresses and
// product titles are typed by other people (OWASP "CSV injection").

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export const CSV_BOM = '\uFEFF';

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export const ORDER_CSV_HEADER = csvRow([
  'Order ID',
  'Date (IST)',
  'Status',
  'Customer',
  'Email',
  'Deliver to',
  'Address',
  'Pincode',
  'Phone',
  'Items',
  'Quantity',
  'Subtotal (INR)',
  'Shipping (INR)',
  'Donation (INR)',
  'Total (INR)',
  'Payment ID',
  'Tracking note',
]);

const istDateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2024-01-05 14:30", India's time. */
export function istDateTimeText(iso: string): string {
  return istDateTime.format(new Date(iso));
}

export function orderCsvRow(order: AdminOrder): string {
  return csvRow([
    order.id,
    istDateTimeText(order.paidAt ?? order.createdAt),
    order.status,
    order.customer.name,
    order.email,
    order.address.name,
    order.address.address,
    order.address.pincode,
    order.address.phoneNumber,
    order.lines.map((line) => `${line.title} x ${line.quantity}`).join('\n'),
    order.lines.reduce((sum, line) => sum + line.quantity, 0),
    rupeesDecimal(order.totals.subtotalPaise),
    rupeesDecimal(order.totals.shippingPaise),
    rupeesDecimal(order.totals.donationPaise),
    rupeesDecimal(order.totals.totalPaise),
    order.paymentId,
    order.trackingNote,
  ]);
}
