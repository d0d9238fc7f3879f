import { ordersApi } from '@handloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupKey } from '../../lib/api-client.ts';
import { cancelOrder, ordersQueryKey, placedOrderQuery } from './orders-api.ts';
import { withOrder } from './use-orders.ts';

/**
 * Cancels an order and puts the server's answer (its new status) wherever the
 * order is shown: Your Orders, and the order's own page.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(ordersQueryKey, (data: Parameters<typeof withOrder>[0]) => withOrder(data, order));
      if (order.number) queryClient.setQueryData(placedOrderQuery(order.number).queryKey, order);
    },
    // Refused (the 24 hours passed, the order shipped meanwhile): show what is true now, on both.
    onError: () => queryClient.invalidateQueries({ queryKey: groupKey(ordersApi.listOrders) }),
  });
}
