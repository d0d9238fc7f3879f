import type { ShopLocale } from '@handloom/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { backInStockRequests } from '../../db/schema.ts';

/** locale: the language of the shopper's latest order (English if none), which the email is written in. */
export type WaitingShopper = { email: string; name: string; locale: ShopLocale };

export function backInStockRepository(db: Database) {
  return {
    /** Records the request; asking again while one waits changes nothing. */
    async add(productId: string, userId: string): Promise<void> {
      await db.insert(backInStockRequests).values({ productId, userId }).onConflictDoNothing();
    },

    /**
     * The shoppers waiting for a product, each marked notified in the same
     * statement, so two instances (or two saves) never email one request twice.
     * The request keeps no language of its own (decision 028): the shopper's
     * latest order says which language they shop in.
     */
    async claimWaiting(productId: string): Promise<WaitingShopper[]> {
      const result = await db.execute<WaitingShopper>(sql`
        update back_in_stock_requests r set notified_at = now()
        from users u
        where r.product_id = ${productId} and r.notified_at is null and u.id = r.user_id
        returning u.email, u.name,
          coalesce((select o.locale from orders o where o.user_id = u.id order by o.created_at desc limit 1), 'en') as locale`);
      return result.rows;
    },
  };
}
export type BackInStockRepository = ReturnType<typeof backInStockRepository>;
