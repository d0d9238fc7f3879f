import { z } from 'zod';
import { OrderAddressSchema } from './address.ts';
import { PricedLineSchema, TotalsSchema } from './checkout.ts';
import { DeliveryWindowSchema } from './delivery.ts';
import { OrderTaxDocumentsSchema } from './gst.ts';

/** An order's states (their moves: order-status.ts); the database column takes the same list. */
export const ORDER_STATUSES = [
  'pending',
  'payment_pending',
  'awaiting_confirmation',
  'paid',
  'placed',
  'packed',
  'shipped',
  'delivered',
  'returned',
  'cancelled',
  'refunded',
  'expired',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** How an order was paid: what the provider's payment entity says, or cod. `other` is a method the shop does not name. */
export const PAYMENT_METHODS = ['upi', 'card', 'netbanking', 'wallet', 'cod', 'other'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** Why the shop itself cancelled a paid order. */
export const CancelReasonSchema = z.enum(['sold_out_while_pending']);

/** An order as its owner (and the admin) sees it; lines are the snapshot taken at checkout. */
export const OrderSchema = z.object({
  id: z.uuid(),
  /** "KH-10234", given when the order is placed; null for a checkout never paid. */
  number: z.string().nullable(),
  status: OrderStatusSchema,
  createdAt: z.iso.datetime({ offset: true }),
  /** When the order was placed: paid, payment submitted (pending), or cash on delivery confirmed. */
  placedAt: z.iso.datetime({ offset: true }).nullable(),
  /** When the money arrived (for cash on delivery, when the cash was collected). */
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  paymentMethod: PaymentMethodSchema.nullable(),
  /** The method's reference: UPI id, card's last four digits, bank or wallet. */
  paymentReference: z.string().nullable(),
  cancelReason: CancelReasonSchema.nullable(),
  email: z.string(),
  paymentId: z.string().nullable(),
  trackingNote: z.string().nullable(),
  /** True while the shopper may still cancel (paid or packed, within 24 hours of purchase). */
  cancellable: z.boolean(),
  /** True when the bank refused the order's payment: the shopper may pay the same order again (POST /api/orders/:id/pay). */
  retryable: z.boolean(),
  address: OrderAddressSchema,
  /**
   * The delivery dates promised for this order: the promise in force at
   * checkout (processing plus the zone's transit days), counted from when the
   * order was placed. Null before it is placed, and for orders from before
   * the shop kept its promise on the order.
   */
  deliveryWindow: DeliveryWindowSchema.nullable(),
  // productId is null once the product was deleted; the snapshot stays.
  lines: z.array(PricedLineSchema.extend({ productId: z.string().nullable(), /** The Tamil title when it was bought (null: none). */ titleTa: z.string().nullable() })),
  totals: TotalsSchema,
  /** The GST invoice (or bill of supply) once issued, and the credit note of a cancelled one. */
  taxDocuments: OrderTaxDocumentsSchema,
});
export type Order = z.infer<typeof OrderSchema>;

export const ORDERS_PAGE_SIZE = 20;

/** GET /api/orders: newest first, a page at a time; `cursor` is the previous page's nextCursor. */
export const OrderListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ORDERS_PAGE_SIZE).default(ORDERS_PAGE_SIZE),
});

export const OrderListSchema = z.object({
  orders: z.array(OrderSchema),
  /** The next page's cursor; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type OrderList = z.infer<typeof OrderListSchema>;

export const CANCEL_WINDOW_HOURS = 24;

/** Why a shopper cannot cancel an order (order-status.ts shopperCancelRefusal). */
export const cancelMessages = {
  tooLate: `Orders can be cancelled only within ${CANCEL_WINDOW_HOURS} hours of purchase.`,
  shipped: 'This order has already been shipped, so it can no longer be cancelled.',
  alreadyCancelled: 'This order is already cancelled.',
  awaitingBank: 'This order is waiting for your bank to confirm the payment; it can be cancelled once it is paid.',
  neverPlaced: 'This order was never placed, so there is nothing to cancel.',
  paidElsewhere: 'This order was paid in our earlier shop, so it cannot be cancelled here. Please contact us to cancel it.',
  /** It moved on (shipped, expired) while the cancellation waited for its row. */
  noLongerCancellable: 'This order can no longer be cancelled.',
} as const;
