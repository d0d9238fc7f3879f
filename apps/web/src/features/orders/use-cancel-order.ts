import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrder, ordersQueryKey } from './orders-api.ts';
import { withOrder } from './use-orders.ts';

/** Cancels an order and puts the server's answer (its new status) into Your Orders. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(ordersQueryKey, (data: Parameters<typeof withOrder>[0]) => withOrder(data, order));
    },
    // Refused (the 24 hours passed, the order shipped meanwhile): show what is true now.
    onError: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
