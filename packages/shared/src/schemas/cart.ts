import type { Product } from './product.ts';

/**
 * A cart line as the browser keeps it (the `cart` storage key, the original
 * shop's shape). A convenience for the shopper: at checkout the server prices
 * the cart from its own records.
 */
export interface CartLine {
  productId: string;
  title: string;
  /** The Tamil title (null: none, or a line kept before it existed). */
  titleTa: string | null;
  imageUrl: string;
  pricePaise: number;
  discountPercent: number;
  salePricePaise: number;
  /** Stock when the line was last seen; the quantity never goes above it. */
  stock: number | null;
  quantity: number;
}

/**
 * A stored value as a cart line, or null when it is not one. A line from an
 * older visit that lacks the picture, the Tamil title, the discount or the
 * stock still loads, with those left empty. Checked by hand rather than with a
 * zod schema: every page reads the cart on its first load, and zod is not part
 * of that load (apps/web/vite.config.ts, contractWithoutSchemas).
 */
export function cartLineFrom(value: unknown): CartLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const line = value as Record<string, unknown>;
  const text = (field: unknown): field is string => typeof field === 'string';
  const amount = (field: unknown): field is number => typeof field === 'number' && Number.isFinite(field);
  const { productId, title, pricePaise, salePricePaise, quantity } = line;
  if (!text(productId) || !text(title) || !amount(pricePaise) || !amount(salePricePaise) || !amount(quantity)) return null;
  return {
    productId,
    title,
    titleTa: text(line.titleTa) ? line.titleTa : null,
    imageUrl: text(line.imageUrl) ? line.imageUrl : '',
    pricePaise,
    discountPercent: amount(line.discountPercent) ? line.discountPercent : 0,
    salePricePaise,
    stock: amount(line.stock) ? line.stock : null,
    quantity,
  };
}

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
