import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export interface CategoryRow {
  category: string;
  imageUrl: string;
  productCount: number;
}

export function catalogRepository(db: Database) {
  return {
    /** Each category with the first image of its first (oldest) product. */
    async categories(): Promise<CategoryRow[]> {
      const result = await db.execute<{ category: string; image_url: string; product_count: string }>(sql`
        select distinct on (category) category, images[1] as image_url,
               count(*) over (partition by category) as product_count
        from products
        where deleted_at is null
        order by category, created_at asc, id asc`);
      return result.rows.map((row) => ({
        category: row.category,
        imageUrl: row.image_url,
        productCount: Number(row.product_count),
      }));
    },

    async distinctPrices(): Promise<number[]> {
      const result = await db.execute<{ price_paise: number }>(sql`
        select distinct price_paise from products where deleted_at is null order by price_paise`);
      return result.rows.map((row) => row.price_paise);
    },
  };
}
export type CatalogRepository = ReturnType<typeof catalogRepository>;
