import {
  AppError,
  ErrorCode,
  isUuid,
  REVIEWS_SHOWN,
  reviewMessages,
  type AdminReview,
  type AdminReviewStatusInput,
  type MyReview,
  type OwnReview,
  type ProductReviews,
  type ReviewInput,
  type ReviewStatus,
} from '@handloom/shared';
import type { ReviewRow } from '../../db/schema.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { AdminReviewRow, ReviewsRepository } from './reviews.repository.ts';

// Reviews by verified buyers (issue 16, decision 024). Only approved reviews
// are public; whenever a review enters or leaves the approved ones, the
// catalogue's cached lists and rendered pages are dropped (their averages and
// JSON-LD change).
export function reviewsService(repository: ReviewsRepository, catalog: CatalogService) {
  async function liveProductId(id: string): Promise<string> {
    const product = await catalog.product(id);
    if (!product) throw new AppError(ErrorCode.notFound, reviewMessages.productNotFound);
    return product.id;
  }

  function shownChanged(before: ReviewStatus, after: ReviewStatus | null): void {
    if (before !== after && (before === 'approved' || after === 'approved')) catalog.invalidate();
  }

  function notYours(): AppError {
    return new AppError(ErrorCode.notFound, reviewMessages.reviewNotFound);
  }

  return {
    /** The average and the newest approved reviews; null for an unknown product. */
    async productReviews(productId: string): Promise<ProductReviews | null> {
      const product = await catalog.product(productId);
      if (!product) return null;
      const rows = await repository.approved(product.id, REVIEWS_SHOWN);
      return {
        rating: product.rating ?? null,
        items: rows.map((row) => ({ id: row.id, stars: row.stars, text: row.text, reviewerName: firstName(row.reviewerName), createdAt: row.createdAt.toISOString() })),
      };
    },

    async myReview(productId: string, userId: string): Promise<MyReview> {
      const id = await liveProductId(productId);
      const [canReview, review] = await Promise.all([repository.hasDeliveredOrder(userId, id), repository.findOwn(id, userId)]);
      return { canReview, review: review && toOwnReview(review) };
    },

    /** A second review of the same product is refused (409): the shopper edits the one they wrote. */
    async create(productId: string, userId: string, input: ReviewInput): Promise<OwnReview> {
      const id = await liveProductId(productId);
      if (!(await repository.hasDeliveredOrder(userId, id))) throw new AppError(ErrorCode.forbidden, reviewMessages.notABuyer);
      const row = await repository.insert(id, userId, input);
      if (row === 'already-reviewed') throw new AppError(ErrorCode.conflict, reviewMessages.alreadyReviewed);
      return toOwnReview(row);
    },

    /** The shopper's own review, changed: it waits for the admin again (an approved one leaves the page until then). */
    async update(reviewId: string, userId: string, input: ReviewInput): Promise<OwnReview> {
      if (!isUuid(reviewId)) throw notYours();
      const changed = await repository.update(reviewId, userId, input);
      if (!changed) throw notYours();
      shownChanged(changed.statusBefore, changed.row.status);
      return toOwnReview(changed.row);
    },

    async remove(reviewId: string, userId: string): Promise<void> {
      if (!isUuid(reviewId)) throw notYours();
      const statusBefore = await repository.remove(reviewId, userId);
      if (!statusBefore) throw notYours();
      shownChanged(statusBefore, null);
    },

    async adminList(status: ReviewStatus | undefined): Promise<AdminReview[]> {
      return (await repository.adminList(status)).map(toAdminReview);
    },

    async setStatus(reviewId: string, input: AdminReviewStatusInput): Promise<AdminReview> {
      const notFound = new AppError(ErrorCode.notFound, reviewMessages.reviewNotFound);
      if (!isUuid(reviewId)) throw notFound;
      const changed = await repository.setStatus(reviewId, input.status);
      if (!changed) throw notFound;
      shownChanged(changed.statusBefore, input.status);
      return toAdminReview(changed.admin);
    },
  };
}
export type ReviewsService = ReturnType<typeof reviewsService>;

/** Reviewers are shown by first name only. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? '';
}

function toOwnReview(row: ReviewRow): OwnReview {
  return { id: row.id, stars: row.stars, text: row.text, status: row.status, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function toAdminReview(row: AdminReviewRow): AdminReview {
  return { ...toOwnReview(row), productId: row.productId, productTitle: row.productTitle, productTitleTa: row.productTitleTa, reviewerName: row.reviewerName, reviewerEmail: row.reviewerEmail };
}
