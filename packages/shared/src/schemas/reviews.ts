import { z } from 'zod';
import { formatCount } from '../india-format.ts';

// Reviews by verified buyers (issue 16): 1-5 stars and plain text, from an
// account with a delivered order of the product, one per account and product,
// shown once the admin approves them.

export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const MIN_REVIEW_LENGTH = 10;
export const MAX_REVIEW_LENGTH = 2000;
/** At most this many approved reviews are listed on a product page (newest first); the average counts them all. */
export const REVIEWS_SHOWN = 50;

export const reviewMessages = {
  starsInvalid: 'Choose from 1 to 5 stars',
  textTooShort: `Please write at least ${MIN_REVIEW_LENGTH} characters`,
  textTooLong: `A review can be at most ${formatCount(MAX_REVIEW_LENGTH)} characters`,
  notABuyer: 'Only shoppers who have received this product can review it. You can write a review once an order with it is delivered.',
  alreadyReviewed: 'You have already reviewed this product. Edit or delete your review instead.',
  reviewNotFound: 'This review does not exist, or it is not yours.',
  productNotFound: 'This product does not exist or is no longer sold.',
} as const;

/** Typed text: line endings made \n, trimmed, NFC. Kept as text: it is never read as HTML. */
const reviewText = z
  .string(reviewMessages.textTooShort)
  .transform((value) => value.replace(/\r\n?/g, '\n').trim().normalize('NFC'))
  .pipe(z.string().min(MIN_REVIEW_LENGTH, reviewMessages.textTooShort).max(MAX_REVIEW_LENGTH, reviewMessages.textTooLong));

/** POST /api/products/:id/reviews and PUT /api/reviews/:id. */
export const ReviewInputSchema = z.object({
  // The form sends the chosen radio's value ("4"), an API client may send 4; nothing else counts stars ([4], true, "").
  // Each option carries the message too: a form's resolver reports a union's first option's problem (no star chosen is null).
  stars: z
    .union([z.number(reviewMessages.starsInvalid), z.string(reviewMessages.starsInvalid).regex(/^\s*\d{1,2}\s*$/, reviewMessages.starsInvalid).transform(Number)], reviewMessages.starsInvalid)
    .pipe(z.number().int(reviewMessages.starsInvalid).min(1, reviewMessages.starsInvalid).max(5, reviewMessages.starsInvalid)),
  text: reviewText,
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;
export type ReviewForm = z.input<typeof ReviewInputSchema>;

/** The average of the approved reviews (to one decimal) and how many there are. */
export const ProductRatingSchema = z.object({
  average: z.number(),
  count: z.number().int(),
});
export type ProductRating = z.infer<typeof ProductRatingSchema>;

/** An approved review as anyone sees it: the reviewer by first name only. */
export const PublicReviewSchema = z.object({
  id: z.uuid(),
  stars: z.number().int(),
  text: z.string(),
  reviewerName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

/** GET /api/products/:id/reviews: null rating while nothing is approved. */
export const ProductReviewsSchema = z.object({
  rating: ProductRatingSchema.nullable(),
  items: z.array(PublicReviewSchema),
});
export type ProductReviews = z.infer<typeof ProductReviewsSchema>;

/** The signed-in shopper's own review, whatever its status. */
export const OwnReviewSchema = z.object({
  id: z.uuid(),
  stars: z.number().int(),
  text: z.string(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type OwnReview = z.infer<typeof OwnReviewSchema>;

/** GET /api/products/:id/my-review: may this shopper review it, and their review if they wrote one. */
export const MyReviewSchema = z.object({
  /** A delivered order of this product (cash on delivery counts once delivered). */
  canReview: z.boolean(),
  review: OwnReviewSchema.nullable(),
});
export type MyReview = z.infer<typeof MyReviewSchema>;

/** A review on the admin's Reviews tab. */
export const AdminReviewSchema = OwnReviewSchema.extend({
  productId: z.uuid(),
  productTitle: z.string(),
  /** The product's Tamil title, which the Tamil dashboard shows; null where the admin gave none. */
  productTitleTa: z.string().nullable(),
  reviewerName: z.string(),
  reviewerEmail: z.string(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewListQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES, 'Choose pending, approved or hidden.').optional(),
});

export const AdminReviewListSchema = z.object({ items: z.array(AdminReviewSchema) });

/** The admin approves or hides a review. */
export const AdminReviewStatusInputSchema = z.object({
  status: z.enum(['approved', 'hidden'], 'Choose approved or hidden.'),
});
export type AdminReviewStatusInput = z.infer<typeof AdminReviewStatusInputSchema>;
