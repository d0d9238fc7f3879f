import type { Order } from '@handloom/shared';
import { formatRupees } from '../../lib/format.ts';
import { shopMessages } from '../../messages/shop-messages.ts';

const m = shopMessages.orders.placed;

export interface PlacedOrderText {
  heading: string;
  /** The order's state in a sentence; null where the order's card says enough. */
  lead: string | null;
  /** What happens next; empty when nothing does. */
  next: string[];
}

/**
 * What the order's own page says, true for the order's state: a thank-you
 * only for an order that stands; "emailed" only where the shop sends a
 * confirmation (orders.service.ts: once paid, once cash on delivery is
 * confirmed); the cancel window only while the order may be cancelled.
 */
export function placedOrderText(order: Order): PlacedOrderText {
  const number = order.number ?? '';
  switch (order.status) {
    case 'paid':
      return { heading: m.title, lead: m.intro(number), next: [m.emailed(order.email), m.packAndPost, ...(order.cancellable ? [m.cancelPaid] : [])] };
    case 'placed':
      return {
        heading: m.title,
        lead: m.intro(number),
        next: [m.emailed(order.email), m.keepCash(formatRupees(order.totals.totalPaise)), m.packAndPost, ...(order.cancellable ? [m.cancelCod] : [])],
      };
    case 'payment_pending':
      return { heading: m.pendingTitle, lead: m.intro(number), next: [m.emailOncePaid(order.email)] };
    case 'pending':
      return { heading: m.awaitingPaymentTitle, lead: m.awaitingPaymentIntro(number), next: [] };
    case 'expired':
      return { heading: m.expiredTitle, lead: m.expiredIntro(number), next: [] };
    case 'cancelled':
      return { heading: m.cancelledTitle, lead: m.cancelledIntro(number), next: cancelledNext(order) };
    case 'refunded':
      return { heading: m.refundedTitle, lead: m.refundedIntro(number, formatRupees(order.totals.totalPaise)), next: [] };
    case 'packed':
      // Packed, not yet posted: it may still be cancelled within its window.
      return { heading: m.orderTitle(number), lead: null, next: order.cancellable ? [order.paymentMethod === 'cod' ? m.cancelCod : m.cancelPaid] : [] };
    case 'awaiting_confirmation':
    case 'shipped':
    case 'delivered':
    case 'returned':
      // Under way or done: the card's status (and tracking note) says where it is.
      return { heading: m.orderTitle(number), lead: null, next: [] };
  }
}

function cancelledNext(order: Order): string[] {
  if (order.paymentMethod === 'cod') return [m.nothingToPay];
  // The card already says a sold-out order's money goes back.
  return order.cancelReason === 'sold_out_while_pending' ? [] : [m.refundOnItsWay];
}
