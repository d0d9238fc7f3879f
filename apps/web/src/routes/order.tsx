import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { Button } from '../components/ui/button.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { OrderCard } from '../features/orders/order-card.tsx';
import { useOrders } from '../features/orders/use-orders.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { messages } from '../messages/messages.ts';
import { shopMessages } from '../messages/shop-messages.ts';

const m = shopMessages.orders;

export default function OrderPage() {
  useDocumentTitle(m.title);
  const orders = useOrders();
  return (
    <div>
      <PageHeading subtitle={m.delivery}>{m.title}</PageHeading>
      {orders.isPending ? (
        <Spinner label={m.loading} />
      ) : orders.data === undefined ? (
        // Only when nothing was loaded: a failed "Load more" or refresh keeps the orders on screen.
        <div role="alert" className="mx-auto max-w-xl py-10 text-center">
          <p className="mb-1 font-semibold">{m.loadFailed}</p>
          <p className="mb-4 text-sm text-stone-600 dark:text-stone-300">{orders.error?.message}</p>
          <Button onClick={() => void orders.refetch()}>{messages.common.retry}</Button>
        </div>
      ) : orders.data.length === 0 ? (
        <div className="mx-auto max-w-xl py-10 text-center">
          <p className="text-xl font-semibold">{m.empty}</p>
          <p className="mt-2 text-stone-600 dark:text-stone-300">{m.emptyHint}</p>
          <Link
            to={paths.allProducts()}
            className="mt-6 inline-flex items-center justify-center rounded-md bg-maroon-700 px-5 py-2.5 font-semibold text-white hover:bg-maroon-800 dark:bg-zari-400 dark:text-ink-900 dark:hover:bg-zari-300"
          >
            {m.browse}
          </Link>
        </div>
      ) : (
        <>
          <ol aria-label={m.title} className="space-y-6">
            {orders.data.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ol>
          {orders.hasNextPage ? (
            <div className="mt-6 text-center">
              <Button variant="secondary" disabled={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
                {orders.isFetchingNextPage ? m.loadingMore : m.loadMore}
              </Button>
            </div>
          ) : null}
          {orders.isFetchNextPageError ? <p role="alert" className="mt-2 text-center text-sm text-red-700 dark:text-red-300">{m.loadFailed}</p> : null}
        </>
      )}
    </div>
  );
}
