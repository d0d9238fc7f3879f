import { gstApi, ordersApi } from '@handloom/shared';
import { queryOptions } from '@tanstack/react-query';
import { call, queryKey, urlOf } from '../../lib/api-client.ts';

/** Your Orders; the checkout invalidates it once a payment is verified. */
export const ordersQueryKey = queryKey(ordersApi.listOrders);

/** A page of the logged-in shopper's orders (the server decides whose from the session), newest first. */
export const fetchOrdersPage = (cursor: string | null) => call(ordersApi.listOrders, { query: cursor ? { cursor } : {} });

export const cancelOrder = (orderId: string) => call(ordersApi.cancelOrder, { params: { id: orderId } });

/** One placed order by its number ("KH-10234"): the thank-you page. */
export function placedOrderQuery(number: string) {
  return queryOptions({ queryKey: queryKey(ordersApi.placedOrder, { number }), queryFn: () => call(ordersApi.placedOrder, { params: { number } }) });
}

/** The order's tax invoice (or bill of supply) PDF: a plain link, downloaded with the session cookie. */
export const invoiceUrl = (orderNumber: string) => urlOf(gstApi.invoicePdf, { params: { number: orderNumber } });

export const creditNoteUrl = (orderNumber: string) => urlOf(gstApi.creditNotePdf, { params: { number: orderNumber } });
