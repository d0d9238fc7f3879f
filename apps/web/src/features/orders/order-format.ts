import type { Order, OrderStatus } from '@handloom/shared';
import { shopMessages } from '../../messages/shop-messages.ts';

const m = shopMessages.orders;

// Dates are stored in UTC and shown in India's time, where the shop sells.
const orderDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function formatOrderDate(iso: string): string {
  return orderDate.format(new Date(iso));
}

export function statusLabel(status: OrderStatus): string {
  return m.statuses[status];
}

/** The server sends newest first; the page keeps that order whatever arrives. */
export function newestFirst(orders: Order[]): Order[] {
  return orders.toSorted((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
