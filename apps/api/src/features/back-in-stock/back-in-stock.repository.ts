import type { ShopLocale } from '@handloom/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { backInStockRequests } from '../../db/schema.ts';

/** locale: the language of the page the shopper asked from (for older requests, of their latest order; English if none), which the email is written in. */
export type WaitingShopper = { email: string; name: string; locale: ShopLocale };

export function backInStockRepository(db: Database) {
  return {
    /** Records the request in the language of the page; asking again while one waits only changes that language. */
    async add(productId: string, userId: string, locale: ShopLocale): Promise<void> {
      await db
        .insert(backInStockRequests)
        .values({ productId, userId, locale })
        .onConflictDoUpdate({
          target: [backInStockRequests.productId, backInStockRequests.userId],
          targetWhere: sql`${backInStockRequests.notifiedAt} is null`,
          set: { locale },
        });
    },

    /**
     * The shoppers waiting for a product, each marked notified in the same
     * statement, so two instances (or two saves) never email one request twice.
     * The email is in the language of the page the request came from; a
     * request from before the shop kept it (decision 028) goes by the
     * shopper's latest order.
     */
    async claimWaiting(productId: string): Promise<WaitingShopper[]> {
      const result = await db.execute<WaitingShopper>(sql`
        update back_in_stock_requests r set notified_at = now()
        from users u
        where r.product_id = ${productId} and r.notified_at is null and u.id = r.user_id
        returning u.email, u.name,
          coalesce(r.locale, (select o.locale from orders o where o.user_id = u.id order by o.created_at desc limit 1), 'en') as locale`);
      return result.rows;
    },
  };
}
export type BackInStockRepository = ReturnType<typeof backInStockRepository>;
