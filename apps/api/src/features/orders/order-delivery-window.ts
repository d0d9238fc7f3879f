import { windowFromDays, type DeliveryWindow } from '@handloom/shared';
import type { OrderRecord } from './orders.repository.ts';

/** The dates promised for a placed order: the days kept at checkout, from the day it was placed (India's calendar). */
export function orderDeliveryWindow(order: Pick<OrderRecord, 'placedAt' | 'deliveryMinDays' | 'deliveryMaxDays'>): DeliveryWindow | null {
  if (!order.placedAt || order.deliveryMinDays === null || order.deliveryMaxDays === null) return null;
  return windowFromDays(order.placedAt, { minDays: order.deliveryMinDays, maxDays: order.deliveryMaxDays });
}
