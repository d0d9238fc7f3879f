import { FavouriteProductSchema, type Product } from '@handloom/shared';

/**
 * What browser storage holds under `favorites`, as products: once per id,
 * and only what is a product. Its own module, loaded only by a shopper who has
 * favourites: the check brings zod and the product schema, which no page's
 * first load carries (apps/web/vite.config.ts).
 */
export function storedFavourites(stored: unknown): Product[] {
  if (!Array.isArray(stored)) return [];
  const seen = new Set<string>();
  return stored.flatMap((value) => {
    const product = FavouriteProductSchema.safeParse(value);
    if (!product.success || seen.has(product.data.id)) return [];
    seen.add(product.data.id);
    return [product.data];
  });
}
