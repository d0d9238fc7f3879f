import { addressLines, COD_CODE_MINUTES, formatDeliveryWindow, formatOrderNumber, formatRupees, formatShopDateTimeLong } from '@handloom/shared';
import { orderDeliveryWindow } from './order-delivery-window.ts';
import type { OutgoingMail } from '../email/mailer.ts';
import type { OrderWithLines } from './orders.repository.ts';

function referenceOf(order: OrderWithLines): string {
  return order.number === null ? order.id.slice(0, 8).toUpperCase() : formatOrderNumber(order.number);
}

/** The cash-on-delivery confirmation code, by email (the text message says the same in one line). */
export function codCodeMail(shopName: string, order: OrderWithLines, code: string): OutgoingMail {
  return {
    to: order.email,
    subject: `${shopName}: your cash on delivery code is ${code}`,
    text: [
      `Hello ${order.addressName},`,
      '',
      `Your code to confirm your cash on delivery order of ${formatRupees(order.totalPaise)} is:`,
      '',
      `    ${code}`,
      '',
      `Enter it on the checkout page within ${COD_CODE_MINUTES} minutes. If you did not place this order, ignore this email: nothing will be sent.`,
      '',
      shopName,
    ].join('\n'),
  };
}

export function codCodeText(shopName: string, code: string): string {
  return `${code} is your ${shopName} cash on delivery code. It expires in ${COD_CODE_MINUTES} minutes. Do not share it.`;
}

/** Sent when a payment arrived after the reservation lapsed and the item had sold out: the order is refunded. */
export function soldOutRefundMail(shopName: string, ordersUrl: string, order: OrderWithLines): OutgoingMail {
  const reference = referenceOf(order);
  return {
    to: order.email,
    subject: `${shopName}: order ${reference} refunded (sold out while your payment was pending)`,
    text: [
      `Hello ${order.addressName},`,
      '',
      `Your payment of ${formatRupees(order.totalPaise)} for order ${reference} reached us after its reservation had run out, and meanwhile the last piece was sold.`,
      `We are sorry. The full amount has been ${order.refundId ? 'refunded' : 'sent back for refund'} through your bank; it usually shows within 5 to 7 working days.`,
      '',
      'Your orders:',
      ordersUrl,
      '',
      shopName,
    ].join('\n'),
  };
}

/** The plain-text confirmation sent once, when an order becomes paid. */
export function orderConfirmationMail(shopName: string, ordersUrl: string, order: OrderWithLines, invoiceAttached = false): OutgoingMail {
  // Sent once the order is placed, so it has its number; the id's start is a fallback that never shows in practice.
  const reference = referenceOf(order);
  const cod = order.paymentMethod === 'cod';
  // The same dates as the thank-you page and Your Orders.
  const window = orderDeliveryWindow(order);
  const items = order.lines.map(
    (line) => `  ${line.title} x ${line.quantity} @ ${formatRupees(line.unitPricePaise)} = ${formatRupees(line.unitPricePaise * line.quantity)}`,
  );
  return {
    to: order.email,
    subject: `${shopName}: your order ${reference} is confirmed`,
    text: [
      `Hello ${order.addressName},`,
      '',
      cod
        ? `Thank you for shopping with ${shopName}. Your order is placed: please keep ${formatRupees(order.totalPaise)} ready in cash for the courier.`
        : `Thank you for shopping with ${shopName}. We have received your payment${order.paidAt ? ` on ${formatShopDateTimeLong(order.paidAt)}` : ''}.`,
      '',
      cod ? `Order ${reference} (cash on delivery)` : `Order ${reference} (payment ${order.paymentId ?? ''})`,
      ...items,
      '',
      `  Subtotal:  ${formatRupees(order.subtotalPaise)}`,
      `  Shipping:  ${formatRupees(order.shippingPaise)}`,
      ...(cod ? [`  Cash on delivery fee:  ${formatRupees(order.codFeePaise)}`] : []),
      `  Donation to our weavers:  ${formatRupees(order.donationPaise)}`,
      cod ? `  To pay on delivery:  ${formatRupees(order.totalPaise)}` : `  Total paid:  ${formatRupees(order.totalPaise)}`,
      '',
      'Delivering to:',
      `  ${order.addressName}`,
      ...addressLines({
        address: order.address,
        locality: order.addressLocality,
        landmark: order.addressLandmark,
        city: order.addressCity,
        state: order.addressState,
        pincode: order.pincode,
      }).map((line) => `  ${line}`),
      `  Phone: ${order.phoneNumber}`,
      '',
      ...(invoiceAttached ? [INVOICE_NOTE, ''] : []),
      ...(window ? [`Expected delivery: ${formatDeliveryWindow(window)}.`] : []),
      'You can follow your order, or cancel it within 24 hours, at',
      ordersUrl,
      '',
      shopName,
    ].join('\n'),
  };
}

const INVOICE_NOTE = 'Your tax invoice is attached (prices include GST). The donation to our weavers is a gift, not a sale, so it is not on the invoice.';

/** Sent when the courier has collected the cash of a COD order: the receipt, with the invoice attached. */
export function cashCollectedMail(shopName: string, ordersUrl: string, order: OrderWithLines, invoiceAttached: boolean): OutgoingMail {
  const reference = referenceOf(order);
  return {
    to: order.email,
    subject: `${shopName}: payment received for order ${reference}`,
    text: [
      `Hello ${order.addressName},`,
      '',
      `We have received your cash payment of ${formatRupees(order.totalPaise)} for order ${reference}${order.paidAt ? ` on ${formatShopDateTimeLong(order.paidAt)}` : ''}. Thank you.`,
      '',
      `  Items and shipping:  ${formatRupees(order.subtotalPaise + order.shippingPaise)}`,
      `  Cash on delivery fee:  ${formatRupees(order.codFeePaise)}`,
      `  Donation to our weavers:  ${formatRupees(order.donationPaise)}`,
      `  Total paid:  ${formatRupees(order.totalPaise)}`,
      '',
      ...(invoiceAttached ? [INVOICE_NOTE, ''] : []),
      'Your orders:',
      ordersUrl,
      '',
      shopName,
    ].join('\n'),
  };
}
