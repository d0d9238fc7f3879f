import type { OrderStatus } from '@handloom/shared';
import { shopMessages } from '../../messages/shop-messages.ts';

const m = shopMessages.orders;

export function statusLabel(status: OrderStatus): string {
  return m.statuses[status];
}
