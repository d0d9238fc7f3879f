import type { Order } from '@handloom/shared';
import { api } from '../../lib/api-client.ts';

/** Your Orders; the checkout invalidates it once a payment is verified. */
export const ordersQueryKey = ['orders'] as const;

/** The logged-in shopper's orders (the server decides whose from the session). */
export const fetchOrders = async () => (await api<{ orders: Order[] }>('/api/orders')).orders;

export const cancelOrder = (orderId: string) => api<Order>(`/api/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST' });
