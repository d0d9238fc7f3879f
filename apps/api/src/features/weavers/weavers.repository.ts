import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { disbursements, products, weavers, type DisbursementRow, type WeaverRow } from '../../db/schema.ts';

// Weaver profiles and the donation ledger's disbursements.

export type WeaverValues = Omit<WeaverRow, 'id' | 'createdAt' | 'updatedAt' | 'illustrative'> & { illustrative?: boolean };
export type DisbursementValues = Omit<DisbursementRow, 'id' | 'createdAt' | 'withdrawnAt' | 'withdrawnReason'>;

/** A PostgreSQL error of this code (and constraint), wherever drizzle wrapped it. */
function isViolation(error: unknown, code: string, constraint: string): boolean {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code: found, constraint: name } = current as { code?: string; constraint?: string };
    if (found === code && name === constraint) return true;
  }
  return false;
}

const SLUG_TAKEN = 'weavers_slug_idx';
// The transaction lock every disbursement takes (the migration and seed locks are 7_263_001 and 7_263_002).
const DISBURSEMENT_LOCK_ID = 7_263_003;
const NAMED_BY_PRODUCTS = 'products_weaver_id_weavers_id_fk';

export function weaversRepository(db: Database) {
  return {
    list(): Promise<WeaverRow[]> {
      return db.select().from(weavers).orderBy(asc(weavers.nameEn), asc(weavers.id));
    },

    /** Consented and published profiles, by name. */
    listShown(): Promise<WeaverRow[]> {
      return db
        .select()
        .from(weavers)
        .where(and(eq(weavers.consent, true), eq(weavers.published, true)))
        .orderBy(asc(weavers.nameEn), asc(weavers.id));
    },

    async findShownBySlug(slug: string): Promise<WeaverRow | null> {
      const [row] = await db
        .select()
        .from(weavers)
        .where(and(eq(weavers.slug, slug), eq(weavers.consent, true), eq(weavers.published, true)));
      return row ?? null;
    },

    /** The new profile, or 'slug-taken'. */
    async insert(values: WeaverValues): Promise<WeaverRow | 'slug-taken'> {
      try {
        const [row] = await db.insert(weavers).values(values).returning();
        if (!row) throw new Error('insert into weavers returned no row');
        return row;
      } catch (error) {
        if (isViolation(error, '23505', SLUG_TAKEN)) return 'slug-taken';
        throw error;
      }
    },

    /** The changed profile, null when there is none with this id, or 'slug-taken'. */
    async update(id: string, values: WeaverValues): Promise<WeaverRow | null | 'slug-taken'> {
      try {
        const [row] = await db
          .update(weavers)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(weavers.id, id))
          .returning();
        return row ?? null;
      } catch (error) {
        if (isViolation(error, '23505', SLUG_TAKEN)) return 'slug-taken';
        throw error;
      }
    },

    /**
     * 'deleted', 'not-found', or 'named-by-products' (a live product still
     * names the weaver). Deleted products, which the admin can neither list
     * nor change, let go of the weaver in the same transaction.
     */
    async remove(id: string): Promise<'deleted' | 'not-found' | 'named-by-products'> {
      try {
        return await db.transaction(async (tx) => {
          await tx
            .update(products)
            .set({ weaverId: null })
            .where(and(eq(products.weaverId, id), isNotNull(products.deletedAt)));
          const rows = await tx.delete(weavers).where(eq(weavers.id, id)).returning({ id: weavers.id });
          return rows.length > 0 ? 'deleted' : 'not-found';
        });
      } catch (error) {
        if (isViolation(error, '23503', NAMED_BY_PRODUCTS)) return 'named-by-products';
        throw error;
      }
    },

    listDisbursements(): Promise<DisbursementRow[]> {
      return db.select().from(disbursements).orderBy(desc(disbursements.givenOn), desc(disbursements.createdAt));
    },

    async givenTotalPaise(): Promise<number> {
      const [row] = await db
        .select({ sum: sql<string>`coalesce(sum(${disbursements.amountPaise}), 0)::text` })
        .from(disbursements)
        .where(isNull(disbursements.withdrawnAt));
      return Number(row?.sum ?? 0);
    },

    /**
     * Records a disbursement only while the ledger still holds its amount:
     * raised (read by the caller) less what is given counts it, in one
     * transaction under a lock that every disbursement takes, so two at the
     * same time cannot both spend the same rupees (under read committed each
     * would otherwise sum the ledger without the other). The new entry, or
     * what was left when it did not fit (nothing written; negative when a
     * donation was refunded after its rupees were given).
     */
    async insertDisbursementWithin(values: DisbursementValues, raisedPaise: number): Promise<DisbursementRow | { leftPaise: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${DISBURSEMENT_LOCK_ID})`);
        const [given] = await tx
          .select({ sum: sql<string>`coalesce(sum(${disbursements.amountPaise}), 0)::text` })
          .from(disbursements)
          .where(isNull(disbursements.withdrawnAt));
        const leftPaise = raisedPaise - Number(given?.sum ?? 0);
        if (values.amountPaise > leftPaise) return { leftPaise };
        const [row] = await tx.insert(disbursements).values(values).returning();
        if (!row) throw new Error('insert into disbursements returned no row');
        return row;
      });
    },

    /** Marks an entry withdrawn with its reason; the entry as it now stands, or why not. */
    async withdrawDisbursement(id: string, reason: string): Promise<DisbursementRow | 'not-found' | 'already-withdrawn'> {
      const [row] = await db
        .update(disbursements)
        .set({ withdrawnAt: sql`now()`, withdrawnReason: reason })
        .where(and(eq(disbursements.id, id), isNull(disbursements.withdrawnAt)))
        .returning();
      if (row) return row;
      const [existing] = await db.select({ id: disbursements.id }).from(disbursements).where(eq(disbursements.id, id));
      return existing ? 'already-withdrawn' : 'not-found';
    },
  };
}
export type WeaversRepository = ReturnType<typeof weaversRepository>;
