import { paymentsApi } from '@handloom/shared';
import { formatDeliveryWindow } from '../lib/format.ts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { PayAgain } from '../features/checkout/pay-again.tsx';
import { OrderCard } from '../features/orders/order-card.tsx';
import { onTheWay } from '../features/orders/order-format.ts';
import { placedOrderQuery } from '../features/orders/orders-api.ts';
import { placedOrderText } from '../features/orders/placed-order-text.ts';
import { ApiError, call } from '../lib/api-client.ts';
import { settings } from '../lib/settings.ts';
import { paths } from '../lib/paths.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { messages } from '../messages/messages.ts';
import { shopMessages } from '../messages/shop-messages.ts';

const m = shopMessages.orders;

/** /order/KH-10234: where the shopper lands once an order is placed, and the order's own page after. */
export default function PlacedOrderPage() {
  const { number = '' } = useParams();
  // While the bank decides a pending payment, the page asks again every few seconds and updates by itself.
  const order = useQuery({ ...placedOrderQuery(number), refetchInterval: (query) => (query.state.data?.status === 'payment_pending' ? 3_000 : false) });
  const notFound = order.error instanceof ApiError && order.error.status === 404;
  const text = order.data ? placedOrderText(order.data) : null;
  const heading = text?.heading ?? (notFound ? m.placed.notFoundTitle : m.placed.orderTitle(number));
  useDocumentTitle(heading);
  return (
    <div className="space-y-6">
      {/* The order's own dates, when it has them, are the promise: the general "1 to 7 days" would contradict a far pincode's. */}
      <PageHeading subtitle={order.data && onTheWay(order.data) && !order.data.deliveryWindow ? m.delivery : undefined}>{heading}</PageHeading>
      {order.isPending ? (
        <Spinner label={m.placed.loading} />
      ) : notFound ? (
        <p className="font-semibold">{m.placed.notFound}</p>
      ) : order.isError ? (
        <div role="alert" className="mx-auto max-w-xl py-6 text-center">
          <p className="mb-4 font-semibold">{order.error.message}</p>
          <Button onClick={() => void order.refetch()}>{messages.common.retry}</Button>
        </div>
      ) : (
        <>
          {text?.lead ? <p className="text-lg font-semibold">{text.lead}</p> : null}
          {order.data.deliveryWindow && onTheWay(order.data) ? <p>{m.placed.deliveryWindow(formatDeliveryWindow(order.data.deliveryWindow))}</p> : null}
          {order.data.status === 'payment_pending' ? (
            <div className="space-y-3">
              <p role="status" className="rounded-md border border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-400 dark:bg-ink-800 dark:text-amber-100">
                {m.placed.pendingNote}
              </p>
              {settings.paymentSandbox ? <SandboxBank number={order.data.number ?? number} onDone={() => void order.refetch()} /> : null}
            </div>
          ) : null}
          {order.data.retryable ? <PayAgain order={order.data} onDone={() => void order.refetch()} /> : null}
          <OrderCard order={order.data} showDeliveryWindow={false} />
          {text?.next.length ? (
            <section aria-labelledby="placed-next" className="rounded-lg border border-zari-400 bg-cream-100 p-4 sm:p-5 dark:border-zari-700 dark:bg-ink-800">
              <h2 id="placed-next" className="font-serif text-xl font-semibold text-maroon-800 dark:text-zari-300">
                {m.placed.nextHeading}
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {text.next.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
      <p>
        <TextLink to={paths.order()}>{m.placed.allOrders}</TextLink>
      </p>
    </div>
  );
}

/** Sandbox only: the bank's answer to a pending UPI payment, sent to the shop as its signed webhook. */
function SandboxBank({ number, onDone }: { number: string; onDone: () => void }) {
  const resolve = useMutation({
    mutationFn: (outcome: 'captured' | 'failed') => call(paymentsApi.sandboxResolve, { body: { orderNumber: number, outcome } }),
    onSettled: onDone,
  });
  return (
    <div className="rounded-md border border-dashed border-stone-400 p-3 text-sm dark:border-stone-500">
      <p className="mb-2 font-semibold">{m.placed.sandboxBank}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={resolve.isPending} onClick={() => resolve.mutate('captured')}>
          {m.placed.sandboxCapture}
        </Button>
        <Button variant="secondary" disabled={resolve.isPending} onClick={() => resolve.mutate('failed')}>
          {m.placed.sandboxFail}
        </Button>
      </div>
      {resolve.error ? <p className="mt-2 text-red-700 dark:text-red-300">{resolve.error.message}</p> : null}
    </div>
  );
}
