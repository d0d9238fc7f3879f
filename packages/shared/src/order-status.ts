import { CANCEL_WINDOW_HOURS, type OrderStatus } from './schemas/orders.ts';

// The one place that says how an order may move. The server guards every
// status change with it (the SQL of a transition only matches rows in a state
// that may lead there), and the admin's packed/shipped/delivered steps reuse it.
//
//   pending  -> paid        payment verified (browser or webhook) while reserved
//   pending  -> expired     reservation ran out, or the provider reported a failed payment
//   expired  -> paid        a late payment, and the stock could be reserved again
//   expired  -> cancelled   a late payment for stock sold meanwhile: it is refunded
//   paid/packed -> cancelled  the shopper's cancellation (or the admin's)
//   cancelled -> refunded   the provider confirmed the refund
const transitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'expired'],
  expired: ['paid', 'cancelled'],
  paid: ['packed', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: ['refunded'],
  refunded: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return transitions[from].includes(to);
}

/** The states an order may be in for a move to `to` (the guard of a conditional update). */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  return (Object.keys(transitions) as OrderStatus[]).filter((from) => canMoveOrder(from, to));
}

/** Orders the shopper sees on Your Orders: unpaid checkouts are not orders yet. */
export const PLACED_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'packed', 'shipped', 'delivered', 'cancelled', 'refunded'];

/** Orders that were paid and still stand (not cancelled or refunded): the dashboard's sales and funds. */
export const KEPT_ORDER_STATUSES = ['paid', 'packed', 'shipped', 'delivered'] as const satisfies readonly OrderStatus[];

export const CANCEL_WINDOW_MS = CANCEL_WINDOW_HOURS * 60 * 60 * 1000;

/** Why a shopper cannot cancel, or null when they can (the return policy: within 24 hours, before shipping). */
export function shopperCancelRefusal(order: { status: OrderStatus; paidAt: Date | null }, now: Date): string | null {
  switch (order.status) {
    case 'paid':
    case 'packed':
      if (!order.paidAt || now.getTime() - order.paidAt.getTime() > CANCEL_WINDOW_MS) {
        return `Orders can be cancelled only within ${CANCEL_WINDOW_HOURS} hours of purchase.`;
      }
      return null;
    case 'shipped':
    case 'delivered':
      return 'This order has already been shipped, so it can no longer be cancelled.';
    case 'cancelled':
    case 'refunded':
      return 'This order is already cancelled.';
    case 'pending':
    case 'expired':
      return 'This order was never paid, so there is nothing to cancel.';
  }
}
