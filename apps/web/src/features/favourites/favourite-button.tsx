import type { Product } from '@handloom/shared';
import { Heart } from 'lucide-react';
import { shopMessages } from '../../messages/shop-messages.ts';
import { useFavouritesStore, useIsFavourite } from './favourites-store.ts';

/** The heart: pressed (and red) when the product is a favourite. */
export function FavouriteButton({ product }: { product: Product }) {
  const favourite = useIsFavourite(product.id);
  const toggle = useFavouritesStore((state) => state.toggle);
  return (
    <button
      type="button"
      aria-pressed={favourite}
      aria-label={shopMessages.catalog.detail.favourite}
      title={shopMessages.catalog.detail.favourite}
      onClick={() => toggle(product)}
      className="inline-flex size-12 shrink-0 items-center justify-center rounded-full border-2 border-stone-400 bg-white text-stone-700 hover:border-red-600 hover:text-red-600 focus-visible:outline-maroon-700 aria-pressed:border-red-600 aria-pressed:text-red-600 dark:border-stone-500 dark:bg-ink-800 dark:text-stone-200 dark:hover:border-red-400 dark:hover:text-red-400 dark:focus-visible:outline-zari-400 dark:aria-pressed:border-red-400 dark:aria-pressed:text-red-400"
    >
      <Heart aria-hidden="true" className={`size-6 ${favourite ? 'fill-current' : 'fill-none'}`} />
    </button>
  );
}
