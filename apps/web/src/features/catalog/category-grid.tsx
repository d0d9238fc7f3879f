import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { ProductText, shownCategory } from '../../lib/product-text.tsx';
import { ProductImage } from '../../components/ui/product-image.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { messages } from '../../messages/messages.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import { useCatalogFacets } from './use-catalog-facets.ts';

const m = shopMessages.catalog.home;

const tileSizes = '(min-width: 1280px) 200px, (min-width: 1024px) calc((100vw - 128px) / 6), (min-width: 640px) calc((100vw - 80px) / 3), calc((100vw - 44px) / 2)';

/** One tile per category: its label and the picture of its first product, linking to its page. */
export function CategoryGrid() {
  const facets = useCatalogFacets();
  if (facets.isPending) return <Spinner />;
  // Only when none were loaded: a failed refresh keeps the tiles on screen.
  if (facets.data === undefined) return <p role="alert">{messages.header.categoriesFailed}</p>;
  const categories = facets.data.categories;
  if (categories.length === 0) return <p className="text-stone-600 dark:text-stone-300">{m.categoriesEmpty}</p>;
  return (
    <ul role="list" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-6">
      {categories.map((category) => (
        <li key={category.category}>
          <Link
            to={paths.category(category.category)}
            className="group block overflow-hidden rounded-lg border border-maroon-100 bg-white shadow-sm hover:shadow-md focus-visible:outline-maroon-700 dark:border-ink-700 dark:bg-ink-800 dark:focus-visible:outline-zari-400"
          >
            <span className="block overflow-hidden">
              <ProductImage
                url={category.imageUrl}
                alt=""
                sizes={tileSizes}
                className="transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
              />
            </span>
            <span className="block px-3 py-2.5">
              <span className="block font-serif text-base font-semibold text-maroon-800 group-hover:underline dark:text-zari-300">
                <ProductText shown={shownCategory(category)} />
              </span>
              <span className="block text-sm text-stone-600 dark:text-stone-300">{m.categoryCount(category.productCount)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
