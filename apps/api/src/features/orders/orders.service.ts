import { AppError, ErrorCode, formatOrderNumber, isUuid, parseOrderNumber, PLACED_ORDER_STATUSES, shopperCancelRefusal, type Order } from '@handloom/shared';
import type { Mailer } from '../email/mailer.ts';
import { PaymentProviderError, type PaymentProvider } from '../payments/payment-provider.ts';
import { orderConfirmationMail } from './orders.emails.ts';
import type { NewPendingOrder, OrderRecord, OrdersRepository, OrderWithLines, PlaceResult } from './orders.repository.ts';

// Another feature reaches orders through this service, never through its repository.
export type { NewOrderLine } from './orders.repository.ts';
import type { Logger } from '../../logger.ts';


export interface OrdersServiceOptions {
  repository: OrdersRepository;
  provider: PaymentProvider;
  mailer: Mailer;
  shopName: string;
  /** Where Your Orders is, for the confirmation email. */
  ordersUrl: string;
  log: Logger;
}

export type SettleResult =
  | { kind: 'paid' | 'already-settled' | 'refund-owed' | 'unpayable'; order: OrderWithLines }
  | { kind: 'payment-used' | 'not-found' };

export const orderMessages = {
  notFound: 'We could not find this order.',
} as const;

const EXPIRY_BATCH = 200;

export function ordersService({ repository, provider, mailer, shopName, ordersUrl, log }: OrdersServiceOptions) {
  // Confirmation emails go out after the payment is answered; close() waits for them.
  const sending = new Set<Promise<void>>();

  function sendConfirmation(order: OrderWithLines): void {
    const sent: Promise<void> = mailer
      .send(orderConfirmationMail(shopName, ordersUrl, order))
      // The payment stands whatever the mail server does; the shopper still sees the order on Your Orders.
      .catch((error: unknown) => log.error({ err: error, orderId: order.id }, 'order confirmation email failed'))
      .finally(() => sending.delete(sent));
    sending.add(sent);
  }

  /** Refunds a cancelled order's payment once: the claim in the database, not this process, decides who asks the provider. */
  async function refundCancelled(orderId: string): Promise<void> {
    const claim = await repository.claimRefund(orderId);
    if (!claim) return;
    let refundId: string;
    try {
      ({ refundId } = await provider.refund(claim.paymentId, claim.amountPaise));
    } catch (error) {
      const detail = error instanceof PaymentProviderError ? error.detail : undefined;
      log.error({ err: error, detail, orderId }, 'refund failed; the order stays cancelled and the refund will be tried again');
      await repository.releaseRefundClaim(orderId);
      return;
    }
    await repository.completeRefund(orderId, refundId);
    log.info({ orderId, refundId }, 'order refunded');
  }

  async function mustFind(orderId: string): Promise<OrderWithLines> {
    const order = await repository.findOrder(orderId);
    if (!order) throw new Error(`order ${orderId} vanished`);
    return order;
  }

  return {
    placePendingOrder(input: NewPendingOrder & { replacePending: boolean }): Promise<PlaceResult> {
      return repository.insertPendingOrder(input);
    },

    attachProviderOrder(orderId: string, providerOrderId: string): Promise<void> {
      return repository.setProviderOrderId(orderId, providerOrderId);
    },

    discardPendingOrder(orderId: string): Promise<void> {
      return repository.discardPendingOrder(orderId);
    },

    /** The user's own order in any state, or null (someone else's order is as good as unknown). */
    async orderOfUser(orderId: string, userId: string): Promise<OrderWithLines | null> {
      return isUuid(orderId) ? repository.findOrderOfUser(orderId, userId) : null;
    },

    orderByProviderOrderId(providerOrderId: string): Promise<OrderRecord | null> {
      return repository.findByProviderOrderId(providerOrderId);
    },

    /** One of the shopper's placed orders by its number ("KH-10234"); someone else's is as good as unknown (404). */
    async placedOrder(numberText: string, userId: string): Promise<Order> {
      const number = parseOrderNumber(numberText);
      const order = number === null ? null : await repository.findNumberedOrderOfUser(number, userId);
      if (!order) throw new AppError(ErrorCode.notFound, orderMessages.notFound);
      return toOrder(order, new Date());
    },

    /** Your Orders: placed orders only (unpaid checkouts are not orders), newest first. */
    async listPlacedOrders(userId: string): Promise<Order[]> {
      const now = new Date();
      return (await repository.listOrdersOfUser(userId, PLACED_ORDER_STATUSES)).map((order) => toOrder(order, now));
    },

    /**
     * Records a verified payment (from the browser or a webhook, in any order,
     * any number of times). The confirmation email goes out on the one call
     * that made the order paid; a late payment for stock sold meanwhile is refunded.
     */
    async settlePayment(orderId: string, paymentId: string): Promise<SettleResult> {
      const outcome = await repository.settlePayment(orderId, paymentId);
      switch (outcome.kind) {
        case 'payment-used':
        case 'not-found':
          return outcome;
        case 'paid': {
          const order = await mustFind(orderId);
          log.info({ orderId, paymentId }, 'order paid');
          sendConfirmation(order);
          return { kind: 'paid', order };
        }
        case 'refund-owed':
          log.warn({ orderId, paymentId }, 'payment arrived after the reservation lapsed and the stock was sold; refunding');
          await refundCancelled(orderId);
          return { kind: 'refund-owed', order: await mustFind(orderId) };
        case 'already-settled':
        case 'unpayable':
          return { kind: outcome.kind, order: await mustFind(orderId) };
      }
    },

    /** The provider reported a failed payment: the reservation goes back to the shop at once. */
    async releaseReservation(orderId: string): Promise<boolean> {
      return repository.releaseReservation(orderId);
    },

    /** Expires every lapsed reservation (in batches); returns how many. */
    async expireLapsedReservations(): Promise<number> {
      let total = 0;
      for (;;) {
        const expired = await repository.expireLapsedReservations(EXPIRY_BATCH);
        total += expired.length;
        if (expired.length < EXPIRY_BATCH) return total;
      }
    },

    /** Tries again the refunds that failed earlier. */
    async retryFailedRefunds(): Promise<void> {
      for (const orderId of await repository.ordersAwaitingRefund(50)) await refundCancelled(orderId);
    },

    /** The shopper's cancellation (return policy): stock back, then the refund; answers the order as it ends up. */
    async cancelByShopper(orderId: string, userId: string): Promise<Order> {
      if (!isUuid(orderId)) throw new AppError(ErrorCode.notFound, orderMessages.notFound);
      const result = await repository.cancelOrder(orderId, userId, shopperCancelRefusal);
      if (result.kind === 'not-found') throw new AppError(ErrorCode.notFound, orderMessages.notFound);
      if (result.kind === 'refused') throw new AppError(ErrorCode.conflict, result.reason);
      log.info({ orderId }, 'order cancelled by the shopper');
      await refundCancelled(orderId);
      return toOrder(await mustFind(orderId), new Date());
    },

    /** The admin's packed / shipped (with an optional tracking note) / delivered step; false when the order cannot move there. */
    advanceByAdmin(orderId: string, to: 'packed' | 'shipped' | 'delivered', trackingNote: string | null): Promise<boolean> {
      return repository.advance(orderId, to, trackingNote);
    },

    /** The admin's cancellation: any paid or packed order, whenever; stock back, then the refund (once). */
    async cancelByAdmin(orderId: string): Promise<boolean> {
      const result = await repository.cancelOrder(orderId, null, adminCancelRefusal);
      if (result.kind !== 'cancelled') return false;
      log.info({ orderId }, 'order cancelled by the admin');
      await refundCancelled(orderId);
      return true;
    },

    /** Waits for confirmation emails still being sent. */
    async close(): Promise<void> {
      await Promise.allSettled([...sending]);
    },
  };
}
export type OrdersService = ReturnType<typeof ordersService>;

function adminCancelRefusal(order: OrderRecord): string | null {
  return order.status === 'paid' || order.status === 'packed' ? null : `An order that is ${order.status} cannot be cancelled.`;
}

/** The one mapping from a stored order to what its owner sees. */
export function toOrder(order: OrderWithLines, now: Date): Order {
  return {
    id: order.id,
    number: order.number === null ? null : formatOrderNumber(order.number),
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    email: order.email,
    paymentId: order.paymentId,
    trackingNote: order.trackingNote,
    cancellable: shopperCancelRefusal(order, now) === null,
    address: { name: order.addressName, address: order.address, pincode: order.pincode, phoneNumber: order.phoneNumber },
    lines: order.lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      imageUrl: line.imageUrl,
      pricePaise: line.pricePaise,
      discountPercent: line.discountPercent,
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
    })),
    totals: {
      subtotalPaise: order.subtotalPaise,
      shippingPaise: order.shippingPaise,
      donationPaise: order.donationPaise,
      totalPaise: order.totalPaise,
    },
  };
}
