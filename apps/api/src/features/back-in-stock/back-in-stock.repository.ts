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
          set: { locale, givenUpAt: null, tries: 0, nextTryAt: sql`now()` },
        });
    },

    /**
     * The oldest open request whose product is live with stock > 0 and whose
     * next try is due (none of `skip`), handed to `send` under its row lock,
     * which other instances skip; what `send` answers is written in the same
     * transaction, so a request is marked notified only once its email was
     * accepted. The email is in the language of the page the request came
     * from; a request from before the shop kept it (decision 028) goes by the
     * shopper's latest order. Null when none is due.
     */
    async sendNextDue(skip: readonly string[], send: (request: DueRequest) => Promise<SendOutcome>): Promise<string | null> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.execute<DueRow>(sql`
          select r.id, r.tries, r.product_id as "productId", p.title, p.title_ta as "titleTa", u.email, u.name,
            coalesce(r.locale, (select o.locale from orders o where o.user_id = u.id order by o.created_at desc limit 1), 'en') as locale
          from back_in_stock_requests r
          join products p on p.id = r.product_id
          join users u on u.id = r.user_id
          where r.notified_at is null and r.given_up_at is null and r.next_try_at <= now()
            and p.stock > 0 and p.deleted_at is null
            and r.id <> all(${`{${skip.join(',')}}`}::uuid[])
          order by r.created_at, r.id
          limit 1
          for update of r skip locked`);
        const [row] = rows;
        if (!row) return null;
        const tries = row.tries + 1;
        const outcome = await send({
          id: row.id,
          tries,
          shopper: { email: row.email, name: row.name, locale: row.locale },
          product: { id: row.productId, title: row.title, titleTa: row.titleTa },
        });
        const values =
          outcome === 'sent'
            ? { tries, notifiedAt: sql`now()` }
            : outcome.retryInMs === null
              ? { tries, givenUpAt: sql`now()` }
              : { tries, nextTryAt: sql`now() + ${outcome.retryInMs} * interval '1 millisecond'` };
        await tx.update(backInStockRequests).set(values).where(eq(backInStockRequests.id, row.id));
        return row.id;
      });
    },
  };
}
export type BackInStockRepository = ReturnType<typeof backInStockRepository>;
