import type { ShopLocale } from '@handloom/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { backInStockRequests } from '../../db/schema.ts';

/** locale: the language of the page the shopper asked from (for older requests, of their latest order; English if none), which the email is written in. */
export type WaitingShopper = { email: string; name: string; locale: ShopLocale };

/** A request whose product has stock again, with the product as it is now. tries: this one included. */
export type DueRequest = {
  id: string;
  tries: number;
  shopper: WaitingShopper;
  product: { id: string; title: string; titleTa: string | null };
};

/** What became of one try: sent (the mail server accepted it), or refused, to be tried again after retryInMs (null: given up). */
export type SendOutcome = 'sent' | { retryInMs: number | null };

/** A claimed request is tried again after this if its outcome was never recorded (the process stopped mid-send). */
const CLAIM_LEASE = '10 minutes';

type DueRow = WaitingShopper & { id: string; tries: number; productId: string; title: string; titleTa: string | null };

export function backInStockRepository(db: Database) {
  return {
    /**
     * Records the request in the language of the page; asking again while one
     * waits only changes that language (and opens afresh one given up).
     */
    async add(productId: string, userId: string, locale: ShopLocale): Promise<void> {
      await db
        .insert(backInStockRequests)
        .values({ productId, userId, locale })
        .onConflictDoUpdate({
          target: [backInStockRequests.productId, backInStockRequests.userId],
          targetWhere: sql`${backInStockRequests.notifiedAt} is null`,
          // Only a request given up starts afresh: one being sent keeps its claim.
          set: {
            locale,
            givenUpAt: null,
            tries: sql`case when ${backInStockRequests.givenUpAt} is null then ${backInStockRequests.tries} else 0 end`,
            nextTryAt: sql`case when ${backInStockRequests.givenUpAt} is null then ${backInStockRequests.nextTryAt} else now() end`,
          },
        });
    },

    /**
     * Claims the oldest open request whose product is live with stock > 0 and
     * whose next try is due (none of `skip`): its try is counted and it is put
     * out of reach for CLAIM_LEASE, in a short transaction (the row lock skips
     * what another instance is claiming), so no connection or lock is held
     * while its email is sent, and a process that stops mid-send leaves it to
     * be tried again when the lease ends. The email is in the language of the
     * page the request came from; a request from before the shop kept it
     * (decision 028) goes by the shopper's latest order. Null when none is due.
     */
    async claimNextDue(skip: readonly string[]): Promise<DueRequest | null> {
      const { rows } = await db.execute<DueRow>(sql`
        with due as (
          select r.id from back_in_stock_requests r
          join products p on p.id = r.product_id
          where r.notified_at is null and r.given_up_at is null and r.next_try_at <= now()
            and p.stock > 0 and p.deleted_at is null
            and r.id <> all(${`{${skip.join(',')}}`}::uuid[])
          order by r.created_at, r.id
          limit 1
          for update of r skip locked
        ),
        claimed as (
          update back_in_stock_requests r set tries = r.tries + 1, next_try_at = now() + ${CLAIM_LEASE}::interval
          from due where r.id = due.id
          returning r.id, r.tries, r.product_id, r.user_id, r.locale
        )
        select c.id, c.tries, c.product_id as "productId", p.title, p.title_ta as "titleTa", u.email, u.name,
          coalesce(c.locale, (select o.locale from orders o where o.user_id = u.id order by o.created_at desc limit 1), 'en') as locale
        from claimed c
        join products p on p.id = c.product_id
        join users u on u.id = c.user_id`);
      const [row] = rows;
      if (!row) return null;
      return {
        id: row.id,
        tries: row.tries,
        shopper: { email: row.email, name: row.name, locale: row.locale },
        product: { id: row.productId, title: row.title, titleTa: row.titleTa },
      };
    },

    /** What became of a claimed request's email: sent (the mail server accepted it), or to be tried again after retryInMs (null: given up). */
    async recordOutcome(id: string, outcome: SendOutcome): Promise<void> {
      const values =
        outcome === 'sent'
          ? { notifiedAt: sql`now()` }
          : outcome.retryInMs === null
            ? { givenUpAt: sql`now()` }
            : { nextTryAt: sql`now() + ${outcome.retryInMs} * interval '1 millisecond'` };
      await db.update(backInStockRequests).set(values).where(eq(backInStockRequests.id, id));
    },
  };
}
export type BackInStockRepository = ReturnType<typeof backInStockRepository>;
