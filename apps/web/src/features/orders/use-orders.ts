import { useQuery } from '@tanstack/react-query';
import { newestFirst } from './order-format.ts';
import { fetchOrders, ordersQueryKey } from './orders-api.ts';

export function useOrders() {
  return useQuery({ queryKey: ordersQueryKey, queryFn: fetchOrders, select: newestFirst, staleTime: 0 });
}
