import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export function adminRepository(db: Database) {
  return {
    async stats() {
      const result = await db.execute<{ total_products: number; total_orders: number; total_users: number }>(sql`
        select
          (select count(*)::int from products where deleted_at is null) as total_products,
          (select count(*)::int from orders where status <> 'pending' and status <> 'expired') as total_orders,
          (select count(*)::int from users) as total_users`);
      const row = result.rows[0];
      return { totalProducts: row?.total_products ?? 0, totalOrders: row?.total_orders ?? 0, totalUsers: row?.total_users ?? 0 };
    },
  };
}
export type AdminRepository = ReturnType<typeof adminRepository>;
