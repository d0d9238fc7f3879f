import type { Product } from '@handloom/shared';
import { useEffect, useRef } from 'react';
import { TextLink } from '../../components/ui/text-link.tsx';
import { paths } from '../../lib/paths.ts';
import { ProductText, shownCategory } from '../../lib/product-text.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { messages } from '../../messages/messages.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import type { ProductFilters } from './catalog-queries.ts';
import { ProductGrid } from './product-grid.tsx';
import { useCatalogFacets } from './use-catalog-facets.ts';
import { useProducts } from './use-products.ts';

const m = shopMessages.catalog.list;

interface ProductListProps {
  filters: ProductFilters;
  /** What to say when nothing matches. */
  emptyText: string;
  emptyHint?: string;
}

/**
 * Scrolling near the end loads the second page by itself; after that, only "Load more" does.
 * A list that kept growing under the shopper would keep the footer (About, Contact, the
 * policies) out of reach, for a finger, a keyboard and a screen reader alike.
 */
export const PAGES_LOADED_BY_SCROLLING = 2;

const button =
  'rounded-md border-2 border-maroon-700 px-6 py-2.5 font-semibold text-maroon-700 hover:bg-maroon-50 focus-visible:outline-maroon-700 disabled:opacity-60 dark:border-zari-400 dark:text-zari-300 dark:hover:bg-ink-800 dark:focus-visible:outline-zari-400';

/** The filtered products, 24 at a time; the next 24 arrive as the shopper scrolls, then with "Load more". */
export function ProductList({ filters, emptyText, emptyHint }: ProductListProps) {
  const query = useProducts(filters);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError;
  const pageCount = query.data?.pages.length ?? 0;
  const loadsByScrolling = canLoadMore && pageCount < PAGES_LOADED_BY_SCROLLING;
  const sentinelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!loadsByScrolling || !sentinel || typeof IntersectionObserver === 'undefined') return;
    // A new observer after every page reports at once whether the end is still in view.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [loadsByScrolling, fetchNextPage, pageCount]);

  if (query.isPending) return <Spinner />;
  if (query.isError && !query.data) {
    return (
      <div className="py-12 text-center" role="alert">
        <p className="mb-4">{m.failed}</p>
        <button type="button" className={button} onClick={() => void query.refetch()}>
          {messages.common.retry}
        </button>
      </div>
    );
  }

  const products = distinctProducts(query.data.pages.flatMap((page) => page.items));
  return (
    <div aria-busy={query.isPlaceholderData || isFetchingNextPage}>
      <p role="status" className="sr-only">
        {query.isPlaceholderData ? m.updating : ''}
      </p>
      {products.length === 0 ? (
        <div className="rounded-lg border border-dashed border-maroon-100 px-4 py-12 text-center dark:border-ink-700">
          <p className="font-serif text-xl font-semibold text-maroon-800 dark:text-zari-300">{emptyText}</p>
          {emptyHint ? <p className="mt-2 text-stone-600 dark:text-stone-300">{emptyHint}</p> : null}
          {filters.search ? <CategorySuggestions exclude={filters.category} /> : null}
        </div>
      ) : (
        <ProductGrid products={products} headingLevel={2} aboveTheFold={4} />
      )}
      <div ref={sentinelRef} className="mt-8 flex flex-col items-center gap-3">
        {isFetchingNextPage ? <Spinner label={m.loadingMore} /> : null}
        {query.isFetchNextPageError ? <p role="alert">{m.failed}</p> : null}
        {hasNextPage && !isFetchingNextPage ? (
          <button type="button" className={button} onClick={() => void fetchNextPage()}>
            {m.loadMore}
          </button>
        ) : null}
        {!hasNextPage && products.length > 0 && pageCount > 1 ? <p className="text-sm text-stone-600 dark:text-stone-300">{m.allShown}</p> : null}
      </div>
    </div>
  );
}

// A product added while the shopper scrolls shifts the pages by one: show each product once.
function distinctProducts(products: Product[]): Product[] {
  const seen = new Set<string>();
  return products.filter((product) => !seen.has(product.id) && seen.add(product.id));
}

/** A search that found nothing offers the categories instead. */
function CategorySuggestions({ exclude }: { exclude: string }) {
  const facets = useCatalogFacets();
  const categories = (facets.data?.categories ?? []).filter((category) => category.category !== exclude);
  if (categories.length === 0) return null;
  return (
    <nav aria-label={m.emptyCategories} className="mt-4">
      <p className="mb-2 text-stone-700 dark:text-stone-200">{m.emptyCategories}</p>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2">
        {categories.map((category) => (
          <li key={category.category}>
            <TextLink to={paths.category(category.category)}>
              <ProductText shown={shownCategory(category)} />
            </TextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
