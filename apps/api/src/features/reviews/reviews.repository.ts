import type { ReviewInput, ReviewStatus } from '@handloom/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, reviews, users, type ReviewRow } from '../../db/schema.ts';

export interface ApprovedReviewRow {
  id: string;
  stars: number;
  text: string;
  reviewerName: string;
  createdAt: Date;
}

export type AdminReviewRow = ReviewRow & { productTitle: string; productTitleTa: string | null; reviewerName: string; reviewerEmail: string };

/** A changed review and the status it had before, which says whether the shown reviews changed. */
export interface ChangedReview {
  row: ReviewRow;
  statusBefore: ReviewStatus;
}

export function reviewsRepository(db: Database) {
  return {
    /**
     * Whether the account received this product: an order of it that is
     * delivered (for cash on delivery, delivered means the cash was collected).
     */
    async hasDeliveredOrder(userId: string, productId: string): Promise<boolean> {
      const result = await db.execute(sql`
        select 1 from orders o
        join order_lines l on l.order_id = o.id
        where o.user_id = ${userId} and o.status = 'delivered' and l.product_id = ${productId}
        limit 1`);
      return result.rows.length > 0;
    },

    /** The new review, or 'already-reviewed' when this account has one of the product (the unique index decides). */
    async insert(productId: string, userId: string, input: ReviewInput): Promise<ReviewRow | 'already-reviewed'> {
      const [row] = await db.insert(reviews).values({ productId, userId, stars: input.stars, text: input.text }).onConflictDoNothing().returning();
      return row ?? 'already-reviewed';
    },

    async findOwn(productId: string, userId: string): Promise<ReviewRow | null> {
      const [row] = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
      return row ?? null;
    },

    /** Changes the account's own review; it waits for the admin again. Null when it is not theirs. */
    async update(id: string, userId: string, input: ReviewInput): Promise<ChangedReview | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: reviews.status })
          .from(reviews)
          .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
          .for('update');
        if (!before) return null;
        const [row] = await tx
          .update(reviews)
          .set({ stars: input.stars, text: input.text, status: 'pending', updatedAt: sql`now()` })
          .where(eq(reviews.id, id))
          .returning();
        return row ? { row, statusBefore: before.status } : null;
      });
    },

    /** Deletes the account's own review; the status it had, or null when it is not theirs. */
    async remove(id: string, userId: string): Promise<ReviewStatus | null> {
      const [row] = await db
        .delete(reviews)
        .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
        .returning({ status: reviews.status });
      return row?.status ?? null;
    },

    /** The newest approved reviews of a product, with the reviewer's name as they gave it. */
    async approved(productId: string, limit: number): Promise<ApprovedReviewRow[]> {
      return db
        .select({ id: reviews.id, stars: reviews.stars, text: reviews.text, reviewerName: users.name, createdAt: reviews.createdAt })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    async adminList(status: ReviewStatus | undefined): Promise<AdminReviewRow[]> {
      return db
        .select({ ...adminColumns })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(status ? eq(reviews.status, status) : undefined)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(500);
    },

    /** Approves or hides a review; null for an unknown id. */
    async setStatus(id: string, status: 'approved' | 'hidden'): Promise<(ChangedReview & { admin: AdminReviewRow }) | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, id)).for('update');
        if (!before) return null;
        await tx.update(reviews).set({ status }).where(eq(reviews.id, id));
        const [admin] = await tx
          .select({ ...adminColumns })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .innerJoin(products, eq(products.id, reviews.productId))
          .where(eq(reviews.id, id));
        return admin ? { row: admin, statusBefore: before.status, admin } : null;
      });
    },
  };
}
export type ReviewsRepository = ReturnType<typeof reviewsRepository>;

const adminColumns = {
  id: reviews.id,
  productId: reviews.productId,
  userId: reviews.userId,
  stars: reviews.stars,
  text: reviews.text,
  status: reviews.status,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  productTitle: products.title,
  productTitleTa: products.titleTa,
  reviewerName: users.name,
  reviewerEmail: users.email,
};
