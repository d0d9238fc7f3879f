import type { Order, OrderStatus } from '@handloom/shared';
import { shopMessages } from '../../messages/shop-messages.ts';

const m = shopMessages.orders;

export function statusLabel(status: OrderStatus): string {
  return m.statuses[status];
}

/** The server sends newest first; the page keeps that order whatever arrives. */
export function newestFirst(orders: Order[]): Order[] {
  return orders.toSorted((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
