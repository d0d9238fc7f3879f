import { and, count, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categoryNames, products, weavers } from '../../db/schema.ts';
import { escapeLike } from '../../db/like.ts';

// Products as the admin manages them. Only live products are listed or
// changed; a delete only marks the row, so past orders keep pointing at it.

const { titleSearch: _titleSearch, ...productColumns } = getTableColumns(products);

export interface AdminProductFilter {
  titleContains?: string;
  category?: string;
  limit: number;
  offset: number;
}

import type { ProductValues } from '../../db/schema/products.ts';

export function adminProductsRepository(db: Database) {
  return {
    async list(filter: AdminProductFilter) {
      const where = and(...conditions(filter));
      const [rows, [total]] = await Promise.all([
        db
          .select(productColumns)
          .from(products)
          .where(where)
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ count: count() }).from(products).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    async insert(values: ProductValues) {
      const [row] = await db.insert(products).values(values).returning(productColumns);
      if (!row) throw new Error('insert into products returned no row');
      return row;
    },

    /**
     * The updated product, or null when there is no live product with this id.
     * `stock`: 'keep' leaves the stock as the shop has it now; `{ set, was }`
     * stores `set` only while the stock is still `was` ('stock-changed' if not).
     */
    async update(id: string, values: Omit<ProductValues, 'stock'>, stock: 'keep' | { set: number; was: number | null }) {
      const [row] = await db
        .update(products)
        .set({ ...values, ...(stock === 'keep' ? {} : { stock: stock.set }), updatedAt: sql`now()` })
        .where(and(eq(products.id, id), isNull(products.deletedAt), stock === 'keep' || stock.was === null ? undefined : eq(products.stock, stock.was)))
        .returning(productColumns);
      if (row) return row;
      if (stock === 'keep' || stock.was === null) return null;
      const [live] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, id), isNull(products.deletedAt)));
      return live ? ('stock-changed' as const) : null;
    },

    /** The product's HSN code (null: its category's default) and its provenance fields as stored. */
    async adminFieldsOf(id: string) {
      const [row] = await db
        .select({
          hsn: products.hsn,
          weaverId: products.weaverId,
          clusterName: products.clusterName,
          loomDays: products.loomDays,
          yarn: products.yarn,
          handloomMark: products.handloomMark,
          indiaHandloomBrand: products.indiaHandloomBrand,
          silkMarkLabel: products.silkMarkLabel,
          giName: products.giName,
          clusterNameTa: products.clusterNameTa,
          yarnTa: products.yarnTa,
          giNameTa: products.giNameTa,
        })
        .from(products)
        .where(eq(products.id, id));
      return row ?? null;
    },

    async weaverExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: weavers.id }).from(weavers).where(eq(weavers.id, id));
      return row !== undefined;
    },

    /** Takes the product out of the shop; false when there was no live product with this id. */
    async softDelete(id: string): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(products.id, id), isNull(products.deletedAt)))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    async categories(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ category: products.category })
        .from(products)
        .where(isNull(products.deletedAt))
        .orderBy(products.category);
      return rows.map((row) => row.category);
    },

    /** Each category of live products with its Tamil name, if set. */
    async categoryNames(): Promise<{ category: string; nameTa: string | null }[]> {
      const rows = await db.execute<{ category: string; name_ta: string | null }>(sql`
        select live.category, ${categoryNames.nameTa} as name_ta
        from (select distinct ${products.category} as category from ${products} where ${products.deletedAt} is null) live
        left join ${categoryNames} on ${categoryNames.category} = live.category
        order by live.category`);
      return rows.rows.map((row) => ({ category: row.category, nameTa: row.name_ta }));
    },

    async hasLiveProductIn(category: string): Promise<boolean> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.category, category), isNull(products.deletedAt)))
        .limit(1);
      return rows.length > 0;
    },

    async setCategoryName(category: string, nameTa: string): Promise<void> {
      await db.insert(categoryNames).values({ category, nameTa }).onConflictDoUpdate({ target: categoryNames.category, set: { nameTa } });
    },

    async clearCategoryName(category: string): Promise<void> {
      await db.delete(categoryNames).where(eq(categoryNames.category, category));
    },
  };
}
export type AdminProductsRepository = ReturnType<typeof adminProductsRepository>;

function conditions(filter: AdminProductFilter): SQL[] {
  const list: SQL[] = [isNull(products.deletedAt)];
  if (filter.titleContains) {
    // The same literal, case-insensitive match as the shop's search (trigram-indexed title_search).
    list.push(sql`${products.titleSearch} like lower(${`%${escapeLike(filter.titleContains)}%`}::text)`);
  }
  if (filter.category) list.push(eq(products.category, filter.category));
  return list;
}
