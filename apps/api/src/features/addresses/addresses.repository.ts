import type { DeliveryAddress } from '@handloom/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addresses } from '../../db/schema.ts';

export type AddressRecord = typeof addresses.$inferSelect;

const fields = (address: DeliveryAddress) => ({
  name: address.name,
  phoneNumber: address.phoneNumber,
  pincode: address.pincode,
  address: address.address,
  locality: address.locality,
  city: address.city,
  state: address.state,
  landmark: address.landmark,
});

export function addressesRepository(db: Database) {
  return {
    /** The shopper's addresses, the last used first (never used ones after, newest first). */
    async list(userId: string): Promise<AddressRecord[]> {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(sql`${addresses.lastUsedAt} desc nulls last`, desc(addresses.createdAt));
    },

    async count(userId: string): Promise<number> {
      const [row] = await db.select({ count: count() }).from(addresses).where(eq(addresses.userId, userId));
      return row?.count ?? 0;
    },

    async add(userId: string, address: DeliveryAddress, used: boolean): Promise<AddressRecord> {
      const [row] = await db
        .insert(addresses)
        .values({ userId, ...fields(address), lastUsedAt: used ? sql`now()` : null })
        .returning();
      if (!row) throw new Error('address insert returned no row');
      return row;
    },

    /** The shopper's own address changed, or undefined when they have none by that id. */
    async update(userId: string, id: string, address: DeliveryAddress, used: boolean): Promise<AddressRecord | undefined> {
      const [row] = await db
        .update(addresses)
        .set({ ...fields(address), ...(used ? { lastUsedAt: sql`now()` } : {}), updatedAt: sql`now()` })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning();
      return row;
    },

    /** Marks as just used the shopper's address with exactly these fields; false when there is none. */
    async touchSame(userId: string, address: DeliveryAddress): Promise<boolean> {
      const same = Object.entries(fields(address)).map(([column, value]) => eq(addresses[column as keyof ReturnType<typeof fields>], value));
      const rows = await db
        .update(addresses)
        .set({ lastUsedAt: sql`now()` })
        .where(and(eq(addresses.userId, userId), ...same))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },
  };
}
export type AddressesRepository = ReturnType<typeof addressesRepository>;
