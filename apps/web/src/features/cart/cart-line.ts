import type { Product } from '@handloom/shared';
import type { CartLine } from './cart-store.ts';

/** The cart line of a product at the chosen quantity, priced as the product page shows it. */
export function cartLineFromProduct(product: Product, quantity: number): CartLine {
  return {
    productId: product.id,
    title: product.title,
    imageUrl: product.images[0] ?? '',
    pricePaise: product.pricePaise,
    discountPercent: product.discountPercent,
    salePricePaise: product.salePricePaise,
    stock: product.stock,
    quantity,
  };
}
