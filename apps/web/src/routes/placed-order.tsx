import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { OrderCard } from '../features/orders/order-card.tsx';
import { placedOrderQuery } from '../features/orders/orders-api.ts';
import { ApiError } from '../lib/api-client.ts';
import { paths } from '../lib/paths.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { messages } from '../messages/messages.ts';
import { shopMessages } from '../messages/shop-messages.ts';

const m = shopMessages.orders;

/** /order/KH-10234: where the shopper lands once an order is placed, and the order's own page after. */
export default function PlacedOrderPage() {
  const { number = '' } = useParams();
  useDocumentTitle(m.placed.title);
  const order = useQuery(placedOrderQuery(number));
  return (
    <div className="space-y-6">
      <PageHeading subtitle={m.delivery}>{m.placed.title}</PageHeading>
      {order.isPending ? (
        <Spinner label={m.placed.loading} />
      ) : order.isError ? (
        <div role="alert" className="mx-auto max-w-xl py-6 text-center">
          <p className="mb-4 font-semibold">{order.error instanceof ApiError && order.error.status === 404 ? m.placed.notFound : order.error.message}</p>
          <Button onClick={() => void order.refetch()}>{messages.common.retry}</Button>
        </div>
      ) : (
        <>
          <p className="text-lg font-semibold">{m.placed.intro(order.data.number ?? number)}</p>
          <OrderCard order={order.data} />
          <section aria-labelledby="placed-next" className="rounded-lg border border-zari-400 bg-cream-100 p-4 sm:p-5 dark:border-zari-700 dark:bg-ink-800">
            <h2 id="placed-next" className="font-serif text-xl font-semibold text-maroon-800 dark:text-zari-300">
              {m.placed.nextHeading}
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {m.placed.next(order.data.email).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </section>
        </>
      )}
      <p>
        <TextLink to={paths.order()}>{m.placed.allOrders}</TextLink>
      </p>
    </div>
  );
}
