import { Spinner } from '../../components/ui/spinner.tsx';
import { messages } from '../../messages/messages.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import { ProductGrid } from './product-grid.tsx';
import { useLatestProducts } from './use-latest-products.ts';

const m = shopMessages.catalog;

/** The 4 newest products; a spinner stands in while they load. */
export function LatestCollection() {
  const latest = useLatestProducts();
  if (latest.isPending) return <Spinner />;
  // Only when nothing was loaded: a failed refresh (every minute, decision 007) keeps the products on screen.
  if (latest.data === undefined) {
    return (
      <div role="alert" className="py-8 text-center">
        <p className="mb-3">{m.list.failed}</p>
        <button
          type="button"
          className="rounded-md border-2 border-maroon-700 px-4 py-2 font-semibold text-maroon-700 dark:border-zari-400 dark:text-zari-300"
          onClick={() => void latest.refetch()}
        >
          {messages.common.retry}
        </button>
      </div>
    );
  }
  if (latest.data.items.length === 0) return <p className="text-stone-600 dark:text-stone-300">{m.home.latestEmpty}</p>;
  return <ProductGrid products={latest.data.items} headingLevel={3} />;
}
