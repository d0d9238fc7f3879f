import type { ShopText } from './errors.ts';
import { CANCEL_WINDOW_HOURS, type OrderStatus } from './schemas/orders.ts';
import { cancelTexts } from './shop-text.ts';

// The one place that says how an order may move. The server guards every
// status change with it (the SQL of a transition only matches rows in a state
// that may lead there), and the admin's packed/shipped/delivered steps reuse it.
//
//   pending  -> paid            payment verified (browser or webhook) while reserved
//   pending  -> payment_pending a UPI or netbanking payment submitted, the bank not yet sure:
//                               the order is placed (numbered), its stock still reserved
//   pending / payment_pending -> expired   reservation ran out, or the provider reported a failed payment
//   payment_pending -> paid     the bank confirmed it (webhook or verification)
//   expired  -> paid            a late payment, and the stock could be reserved again
//   expired  -> cancelled       a late payment for stock sold meanwhile: it is refunded
//   expired  -> pending         paying again after the bank refused the payment (stock reserved again)
//   awaiting_confirmation -> placed   cash on delivery, the shopper entered the right code
//   awaiting_confirmation -> expired  the code lapsed, or too many wrong codes
//   paid/placed/packed -> cancelled   the shopper's cancellation (or the admin's)
//   shipped  -> delivered       delivered (for cash on delivery: the cash collected)
//   shipped  -> returned        cash on delivery refused at the door: back to sender, stock back
//   cancelled -> refunded       the provider confirmed the refund
const transitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'payment_pending', 'expired'],
  payment_pending: ['paid', 'expired'],
  awaiting_confirmation: ['placed', 'expired'],
  expired: ['paid', 'cancelled', 'pending'],
  paid: ['packed', 'cancelled'],
  placed: ['packed', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: [],
  returned: [],
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

/** Orders that were paid and still stand (not cancelled or refunded): the dashboard's sales and funds, with paidAt set (COD: cash collected). */
export const KEPT_ORDER_STATUSES = ['paid', 'packed', 'shipped', 'delivered'] as const satisfies readonly OrderStatus[];

/**
 * Unpaid checkouts a shopper's next checkout replaces (their stock is released
 * first). A payment the bank is still deciding (payment_pending) is never replaced.
 */
export const REPLACEABLE_STATUSES = ['pending', 'awaiting_confirmation'] as const satisfies readonly OrderStatus[];

/** Orders whose units are out of stock: reserved for a payment or a code, or sold. Stock plus these units is what there was. */
export const HELD_ORDER_STATUSES = ['pending', 'payment_pending', 'awaiting_confirmation', 'paid', 'placed', 'packed', 'shipped', 'delivered'] as const satisfies readonly OrderStatus[];

/** Cash-on-delivery orders whose cash is still to be collected. */
export const COD_OPEN_STATUSES = ['placed', 'packed', 'shipped'] as const satisfies readonly OrderStatus[];

export const CANCEL_WINDOW_MS = CANCEL_WINDOW_HOURS * 60 * 60 * 1000;

/**
 * The payment provider of an order imported from the earlier, browser-only
 * shop (npm run import:original): it was paid there, and no provider this
 * shop talks to saw it, so the shop can neither refund it nor cancel it.
 */
export const ORIGINAL_SHOP_PROVIDER = 'original';

/** Why a shopper cannot cancel, in both languages, or null when they can (the return policy: within 24 hours, before shipping). */
export function shopperCancelRefusal(order: { status: OrderStatus; placedAt: Date | null; paymentProvider?: string }, now: Date): ShopText | null {
  switch (order.status) {
    case 'paid':
    case 'placed':
    case 'packed':
      if (order.paymentProvider === ORIGINAL_SHOP_PROVIDER) return cancelTexts.paidElsewhere;
      if (!order.placedAt || now.getTime() - order.placedAt.getTime() > CANCEL_WINDOW_MS) return cancelTexts.tooLate;
      return null;
    case 'shipped':
    case 'delivered':
    case 'returned':
      return cancelTexts.shipped;
    case 'cancelled':
    case 'refunded':
      return cancelTexts.alreadyCancelled;
    case 'payment_pending':
      return cancelTexts.awaitingBank;
    case 'pending':
    case 'awaiting_confirmation':
    case 'expired':
      return cancelTexts.neverPlaced;
  }
}

/**
 * The statuses in Tamil, as the Tamil pages' badges and filters show them and
 * the server's Tamil refusals name them (docs/tamil-glossary.md): one list for both.
 */
export const TA_ORDER_STATUS_NAMES: Readonly<Record<OrderStatus, string>> = {
  pending: 'பணம் செலுத்தக் காத்திருக்கிறது',
  payment_pending: 'பணம் செலுத்துதல் நிலுவையில்',
  awaiting_confirmation: 'உறுதிசெய்யக் காத்திருக்கிறது',
  paid: 'பணம் செலுத்தப்பட்டது',
  placed: 'பதிவானது (டெலிவரியில் பணம்)',
  packed: 'பேக் செய்யப்பட்டது',
  shipped: 'அனுப்பப்பட்டது',
  delivered: 'டெலிவரி செய்யப்பட்டது',
  returned: 'அனுப்புநருக்குத் திரும்பியது',
  cancelled: 'ரத்து செய்யப்பட்டது',
  refunded: 'பணம் திருப்பி அளிக்கப்பட்டது',
  expired: 'பணம் செலுத்துதல் நிறைவடையவில்லை',
};
