import { formatOrderNumber, formatRupees, SHOP_TIME_ZONE } from '@handloom/shared';
import type { OutgoingMail } from '../email/mailer.ts';
import type { OrderWithLines } from './orders.repository.ts';

const indiaDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });

/** The plain-text confirmation sent once, when an order becomes paid. */
export function orderConfirmationMail(shopName: string, ordersUrl: string, order: OrderWithLines): OutgoingMail {
  // Sent once the order is placed, so it has its number; the id's start is a fallback that never shows in practice.
  const reference = order.number === null ? order.id.slice(0, 8).toUpperCase() : formatOrderNumber(order.number);
  const items = order.lines.map(
    (line) => `  ${line.title} x ${line.quantity} @ ${formatRupees(line.unitPricePaise)} = ${formatRupees(line.unitPricePaise * line.quantity)}`,
  );
  return {
    to: order.email,
    subject: `${shopName}: your order ${reference} is confirmed`,
    text: [
      `Hello ${order.addressName},`,
      '',
      `Thank you for shopping with ${shopName}. We have received your payment${order.paidAt ? ` on ${indiaDate.format(order.paidAt)}` : ''}.`,
      '',
      `Order ${reference} (payment ${order.paymentId ?? ''})`,
      ...items,
      '',
      `  Subtotal:  ${formatRupees(order.subtotalPaise)}`,
      `  Shipping:  ${formatRupees(order.shippingPaise)}`,
      `  Donation to our weavers:  ${formatRupees(order.donationPaise)}`,
      `  Total paid:  ${formatRupees(order.totalPaise)}`,
      '',
      'Delivering to:',
      `  ${order.addressName}`,
      ...order.address.split(/\r?\n/).map((line) => `  ${line}`),
      `  ${order.pincode}`,
      `  Phone: ${order.phoneNumber}`,
      '',
      'Delivery within 1 to 7 days. You can follow your order, or cancel it within 24 hours, at',
      ordersUrl,
      '',
      shopName,
    ].join('\n'),
  };
}
