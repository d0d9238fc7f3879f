import type { Order } from '@handloom/shared';
import { shopMessages } from '../messages/shop-messages.ts';

/** "UPI (meena@okaxis)", "Cash on delivery", or null before the method is known: Your Orders and the admin alike. */
export function paymentMethodLabel(order: Pick<Order, 'paymentMethod' | 'paymentReference'>): string | null {
  if (!order.paymentMethod) return null;
  const method = shopMessages.orders.methods[order.paymentMethod];
  return order.paymentReference && order.paymentMethod !== 'cod' ? `${method} (${order.paymentReference})` : method;
}
