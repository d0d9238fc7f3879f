import { z } from 'zod';
import {
  AdminReviewListQuerySchema,
  AdminReviewListSchema,
  AdminReviewSchema,
  AdminReviewStatusInputSchema,
  MyReviewSchema,
  OwnReviewSchema,
  ProductReviewsSchema,
  ReviewInputSchema,
} from '../schemas/reviews.ts';
import { endpointGroup } from './endpoint.ts';

// Reviews by verified buyers (issue 16).
const reviewsEndpoint = endpointGroup({ tags: ['reviews'] });
// The admin's side: 401 without a session, 403 for anyone else.
const adminEndpoint = endpointGroup({ tags: ['admin'], errors: [401, 403] });
const productParams = z.object({ id: z.string().max(100) });
const reviewParams = z.object({ id: z.string().max(100) });

export const productReviews = reviewsEndpoint(
  'GET /api/products/:id/reviews',
  'The average of the approved reviews and the newest of them, reviewers by first name',
  { 200: ProductReviewsSchema },
  { params: productParams, errors: [404] },
);

export const myReview = reviewsEndpoint(
  'GET /api/products/:id/my-review',
  "Whether the logged-in shopper may review this product (a delivered order of it), and their own review in any status",
  { 200: MyReviewSchema },
  { params: productParams, errors: [401, 404] },
);

export const createReview = reviewsEndpoint(
  'POST /api/products/:id/reviews',
  'Review a product the shopper received: it waits for the admin. 403 without a delivered order of it; 409 when they reviewed it already',
  { 201: OwnReviewSchema },
  { params: productParams, body: ReviewInputSchema, errors: [400, 401, 403, 404, 409] },
);

export const updateReview = reviewsEndpoint(
  'PUT /api/reviews/:id',
  'Change your own review: it waits for the admin again',
  { 200: OwnReviewSchema },
  { params: reviewParams, body: ReviewInputSchema, errors: [400, 401, 404] },
);

export const deleteReview = reviewsEndpoint('DELETE /api/reviews/:id', 'Delete your own review', { 204: null }, { params: reviewParams, errors: [401, 404] });

export const adminReviews = adminEndpoint('GET /api/admin/reviews', 'Every review, newest first, optionally of one status', { 200: AdminReviewListSchema }, {
  query: AdminReviewListQuerySchema,
  errors: [400],
});

export const setReviewStatus = adminEndpoint('PUT /api/admin/reviews/:id/status', 'Approve or hide a review', { 200: AdminReviewSchema }, {
  params: reviewParams,
  body: AdminReviewStatusInputSchema,
  errors: [400, 404],
});
