import { reviewsApi, type ReviewInput } from '@handloom/shared';
import { queryOptions } from '@tanstack/react-query';
import { call, groupKey, queryKey } from '../../lib/api-client.ts';

/** The approved reviews and their average (the same for everyone; the server renders them). */
export function productReviewsQuery(productId: string) {
  return queryOptions({ queryKey: queryKey(reviewsApi.productReviews, { id: productId }), queryFn: () => call(reviewsApi.productReviews, { params: { id: productId } }) });
}

/** Whether the logged-in shopper may review the product, and their own review. */
export function myReviewQuery(productId: string) {
  return queryOptions({ queryKey: queryKey(reviewsApi.myReview, { id: productId }), queryFn: () => call(reviewsApi.myReview, { params: { id: productId } }) });
}

/** Every reviews query (the list, the shopper's own), refreshed after a change. */
export const reviewsQueryGroup = groupKey(reviewsApi.productReviews);

export const createReview = (productId: string, body: ReviewInput) => call(reviewsApi.createReview, { params: { id: productId }, body });
export const updateReview = (reviewId: string, body: ReviewInput) => call(reviewsApi.updateReview, { params: { id: reviewId }, body });
export const deleteReview = (reviewId: string) => call(reviewsApi.deleteReview, { params: { id: reviewId } });
