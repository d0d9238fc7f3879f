import { sql, type SQL } from 'drizzle-orm';
import { orders } from './schema.ts';

/**
 * Orders after `id` in newest-first order, compared in the database at its
 * own (microsecond) precision: a cursor carried as a JavaScript Date would
 * lose the microseconds and skip or repeat orders made within a millisecond.
 */
export function olderThan(id: string): SQL {
  return sql`(${orders.createdAt}, ${orders.id}) < (select o.created_at, o.id from orders o where o.id = ${id})`;
}
