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

/** The lock of one shopper's address book, held to the end of the transaction: its size is checked and changed under it. */
const lockAddressBook = (userId: string) => sql`select pg_advisory_xact_lock(hashtext('address-book'), hashtext(${userId}))`;

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

    /**
     * Adds the address while the shopper has fewer than `max`; 'full' when not.
     * Counted and added under a lock of the shopper's address book, so requests
     * at the same moment cannot all see room for one more.
     */
    async addWithin(userId: string, address: DeliveryAddress, max: number): Promise<AddressRecord | 'full'> {
      return db.transaction(async (tx) => {
        await tx.execute(lockAddressBook(userId));
        const [held] = await tx.select({ count: count() }).from(addresses).where(eq(addresses.userId, userId));
        if ((held?.count ?? 0) >= max) return 'full';
        const [row] = await tx.insert(addresses).values({ userId, ...fields(address), lastUsedAt: null }).returning();
        if (!row) throw new Error('address insert returned no row');
        return row;
      });
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

    /**
     * In one statement: the saved address `savedId` takes these fields, or
     * else the one with exactly these fields is marked used, or else (while
     * the shopper has fewer than `max`) the address is added as used.
     */
    async rememberUsed(userId: string, address: DeliveryAddress, savedId: string | null, max: number): Promise<void> {
      const a = fields(address);
      const match = savedId
        ? sql`${addresses.id} = ${savedId}::uuid`
        : sql`(${addresses.name}, ${addresses.phoneNumber}, ${addresses.pincode}, ${addresses.address}, ${addresses.locality}, ${addresses.city}, ${addresses.state}, ${addresses.landmark})
            = (${a.name}, ${a.phoneNumber}, ${a.pincode}, ${a.address}, ${a.locality}, ${a.city}, ${a.state}, ${a.landmark})`;
      // An asynchronous commit: the checkout that called this does not wait for the disk a second
      // time. A crash in the next fraction of a second may forget this address-book entry; the order,
      // which carries the whole address, was committed durably before.
      // Not under the address book's lock (addWithin): that is three more round trips on every checkout
      // (checkout-statements.test.ts), against two checkouts of one shopper at the same instant adding one
      // address past the 20.
      await db.execute(sql`
        with async_commit as (select set_config('synchronous_commit', 'off', true) as setting),
        touched as (
          update addresses
          set name = ${a.name}, phone_number = ${a.phoneNumber}, pincode = ${a.pincode}, address = ${a.address}, locality = ${a.locality},
              city = ${a.city}, state = ${a.state}, landmark = ${a.landmark}, last_used_at = now(), updated_at = now()
          where ${addresses.userId} = ${userId} and ${match}
          returning id
        ),
        added as (
          insert into addresses (user_id, name, phone_number, pincode, address, locality, city, state, landmark, last_used_at)
          select ${userId}, ${a.name}, ${a.phoneNumber}, ${a.pincode}, ${a.address}, ${a.locality}, ${a.city}, ${a.state}, ${a.landmark}, now()
          where not exists (select 1 from touched) and (select count(*) from addresses where user_id = ${userId}) < ${max}
        )
        -- The setting is this statement's answer, so it is always evaluated (the writes above always run).
        select setting from async_commit`);
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
