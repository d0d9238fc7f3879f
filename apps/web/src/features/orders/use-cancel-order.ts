import type { Order } from '@handloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrder, ordersQueryKey } from './orders-api.ts';

/** Cancels an order and puts the server's answer (its new status) into Your Orders. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData<Order[]>(ordersQueryKey, (orders) => orders?.map((o) => (o.id === order.id ? order : o)));
    },
    // Refused (the 24 hours passed, the order shipped meanwhile): show what is true now.
    onError: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
