import type { Product } from '@handloom/shared';
import { Heart, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { paths } from '../lib/paths.ts';
import { shownTitle } from '../lib/product-text.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { ProductGrid } from '../features/catalog/product-grid.tsx';
import { useFavouritesStore } from '../features/favourites/favourites-store.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { shopMessages } from '../messages/shop-messages.ts';

const m = shopMessages.catalog.favourites;

// Both /favorites and /favourites show this page.
export default function FavouritesPage() {
  const products = useFavouritesStore((state) => state.products);
  const toggle = useFavouritesStore((state) => state.toggle);
  const page = useRef<HTMLDivElement>(null);
  // After a removal, focus goes to the next card's Remove (the one before at the end), or to the
  // "Browse all products" link when none is left, never back to the top of the page.
  const focusAfterRemoval = useRef<string | null>(null);
  useDocumentTitle(m.title);

  useEffect(() => {
    const next = focusAfterRemoval.current;
    if (next === null) return;
    focusAfterRemoval.current = null;
    page.current?.querySelector<HTMLElement>(next === '' ? '[data-favourites-browse] a' : `[data-remove-favourite="${next}"]`)?.focus();
  }, [products]);

  const remove = (product: Product) => {
    const index = products.findIndex((kept) => kept.id === product.id);
    const neighbour = products[index + 1] ?? products[index - 1];
    focusAfterRemoval.current = neighbour?.id ?? '';
    toggle(product);
  };

  return (
    <div ref={page}>
      <PageHeading>{m.title}</PageHeading>
      {products.length === 0 ? (
        <div className="rounded-lg border border-dashed border-maroon-100 px-4 py-12 text-center dark:border-ink-700">
          <Heart aria-hidden="true" className="mx-auto mb-3 size-10 text-maroon-700 dark:text-zari-300" />
          <p className="font-serif text-xl font-semibold text-maroon-800 dark:text-zari-300">{m.empty}</p>
          <p className="mt-2 text-stone-600 dark:text-stone-300">{m.emptyHint}</p>
          <p className="mt-4" data-favourites-browse="">
            <TextLink to={paths.allProducts()}>{m.browse}</TextLink>
          </p>
        </div>
      ) : (
        <ProductGrid
          products={products}
          headingLevel={2}
          aboveTheFold={4}
          action={(product) => (
            <button
              type="button"
              data-remove-favourite={product.id}
              aria-label={m.removeLabel(shownTitle(product).text)}
              onClick={() => remove(product)}
              className="mt-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-maroon-700 underline-offset-4 hover:underline dark:text-zari-300"
            >
              <X aria-hidden="true" className="size-4" />
              {m.remove}
            </button>
          )}
        />
      )}
    </div>
  );
}
