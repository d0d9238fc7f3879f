import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { backInStockRequests } from '../../db/schema.ts';

export type WaitingShopper = { email: string; name: string };

export function backInStockRepository(db: Database) {
  return {
    /** Records the request; asking again while one waits changes nothing. */
    async add(productId: string, userId: string): Promise<void> {
      await db.insert(backInStockRequests).values({ productId, userId }).onConflictDoNothing();
    },

    /**
     * The shoppers waiting for a product, each marked notified in the same
     * statement, so two instances (or two saves) never email one request twice.
     */
    async claimWaiting(productId: string): Promise<WaitingShopper[]> {
      const result = await db.execute<WaitingShopper>(sql`
        update back_in_stock_requests r set notified_at = now()
        from users u
        where r.product_id = ${productId} and r.notified_at is null and u.id = r.user_id
        returning u.email, u.name`);
      return result.rows;
    },
  };
}
export type BackInStockRepository = ReturnType<typeof backInStockRepository>;
