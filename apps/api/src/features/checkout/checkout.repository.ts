import { REPLACEABLE_STATUSES } from '@handloom/shared';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderLines, orders, products } from '../../db/schema.ts';

export interface PricingProduct {
  id: string;
  title: string;
  titleTa: string | null;
  category: string;
  imageUrl: string;
  pricePaise: number;
  discountPercent: number;
  stock: number;
  /** Deleted products are returned too, so the cart can name what is no longer sold. */
  deleted: boolean;
}

export function checkoutRepository(db: Database) {
  // Every quote and checkout runs these two: prepared once (drizzle builds the SQL once, and
  // PostgreSQL parses it once per connection) instead of built for every request.
  const pricing = db
    .select({
      id: products.id,
      title: products.title,
      titleTa: products.titleTa,
      category: products.category,
      images: products.images,
      pricePaise: products.pricePaise,
      discountPercent: products.discountPercent,
      stock: products.stock,
      deletedAt: products.deletedAt,
    })
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')})`)
    .prepare('checkout_products_for_pricing');
  const held = db
    .select({ productId: orderLines.productId, quantity: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, sql.placeholder('userId')), inArray(orders.status, [...REPLACEABLE_STATUSES]), isNotNull(orderLines.productId)))
    .groupBy(orderLines.productId)
    .prepare('checkout_units_held_by');

  return {
    /** The current price and stock of these products (the ids must be well-formed UUIDs). */
    async productsForPricing(ids: string[]): Promise<PricingProduct[]> {
      if (ids.length === 0) return [];
      const rows = await pricing.execute({ ids });
      return rows.map(({ images, deletedAt, ...row }) => ({ ...row, imageUrl: images[0] ?? '', deleted: deletedAt !== null }));
    },

    /** Units of each product the user holds in unpaid checkouts (a new checkout releases them first). */
    async unitsHeldBy(userId: string): Promise<Map<string, number>> {
      const rows = await held.execute({ userId });
      return new Map(rows.flatMap((row) => (row.productId ? [[row.productId, row.quantity] as const] : [])));
    },
  };
}
export type CheckoutRepository = ReturnType<typeof checkoutRepository>;
