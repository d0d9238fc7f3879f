import { Heart } from 'lucide-react';
import { paths } from '../lib/paths.ts';
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
  useDocumentTitle(m.title);
  return (
    <>
      <PageHeading>{m.title}</PageHeading>
      {products.length === 0 ? (
        <div className="rounded-lg border border-dashed border-maroon-100 px-4 py-12 text-center dark:border-ink-700">
          <Heart aria-hidden="true" className="mx-auto mb-3 size-10 text-maroon-700 dark:text-zari-300" />
          <p className="font-serif text-xl font-semibold text-maroon-800 dark:text-zari-300">{m.empty}</p>
          <p className="mt-2 text-stone-600 dark:text-stone-300">{m.emptyHint}</p>
          <p className="mt-4">
            <TextLink to={paths.allProducts()}>{m.browse}</TextLink>
          </p>
        </div>
      ) : (
        <ProductGrid products={products} headingLevel={2} aboveTheFold={4} />
      )}
    </>
  );
}
