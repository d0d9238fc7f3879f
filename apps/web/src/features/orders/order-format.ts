import type { OrderStatus } from '@handloom/shared';
import { shopMessages } from '../../messages/shop-messages.ts';

const m = shopMessages.orders;

export function statusLabel(status: OrderStatus): string {
  return m.statuses[status];
}

/** Placed and not yet delivered (or ended): the order's promised delivery dates still mean something. */
export function onTheWay(order: { status: OrderStatus }): boolean {
  return ON_THE_WAY.has(order.status);
}

const ON_THE_WAY: ReadonlySet<OrderStatus> = new Set(['payment_pending', 'paid', 'placed', 'packed', 'shipped']);
