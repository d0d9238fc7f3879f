import { z } from 'zod';
import type { Product } from './product.ts';

/**
 * A cart line as the browser keeps it (the `cart` storage key, the original
 * shop's shape). A convenience for the shopper: at checkout the server prices
 * the cart from its own records. A line from an older visit that lacks the
 * picture, the discount or the stock still loads.
 */
export const CartLineSchema = z.object({
  productId: z.string(),
  title: z.string(),
  /** The Tamil title (null: none, or a line kept before it existed). */
  titleTa: z.string().nullable().catch(null),
  imageUrl: z.string().catch(''),
  pricePaise: z.number(),
  discountPercent: z.number().catch(0),
  salePricePaise: z.number(),
  /** Stock when the line was last seen; the quantity never goes above it. */
  stock: z.number().nullable().catch(null),
  quantity: z.number(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** The cart line of a product at the chosen quantity, priced as the product page shows it. */
export function cartLineFromProduct(product: Pick<Product, 'id' | 'title' | 'titleTa' | 'images' | 'pricePaise' | 'discountPercent' | 'salePricePaise' | 'stock'>, quantity: number): CartLine {
  return {
    productId: product.id,
    title: product.title,
    titleTa: product.titleTa ?? null,
    imageUrl: product.images[0] ?? '',
    pricePaise: product.pricePaise,
    discountPercent: product.discountPercent,
    salePricePaise: product.salePricePaise,
    stock: product.stock,
    quantity,
  };
}
