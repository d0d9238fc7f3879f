import type { Order, OrderList } from '@handloom/shared';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { fetchOrdersPage, ordersQueryKey } from './orders-api.ts';

/** Your Orders, a page of 20 at a time (newest first); `fetchNextPage` loads the next. */
export function useOrders() {
  return useInfiniteQuery({
    queryKey: ordersQueryKey,
    queryFn: ({ pageParam }) => fetchOrdersPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.orders),
    staleTime: 0,
  });
}

/** Puts one order's new state into the loaded pages of Your Orders. */
export function withOrder(data: InfiniteData<OrderList, string | null> | undefined, order: Order) {
  return data && { ...data, pages: data.pages.map((page) => ({ ...page, orders: page.orders.map((o) => (o.id === order.id ? order : o)) })) };
}
