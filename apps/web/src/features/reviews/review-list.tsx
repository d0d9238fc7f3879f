import { type ProductReviews } from '@handloom/shared';
import { withTypedText } from '../../lib/owner-text.tsx';
import { formatShopDate } from '../../lib/format.ts';
import { RatingSummary } from '../../components/ui/rating-summary.tsx';
import { StarRow } from '../../components/ui/star-row.tsx';
import { shopMessages } from '../../messages/shop-messages.ts';

const m = shopMessages.reviews;

/** The average and the approved reviews, newest first; each text is shown as the plain text it is. */
export function ReviewList({ reviews }: { reviews: ProductReviews }) {
  if (!reviews.rating || reviews.items.length === 0) return <p className="text-stone-700 dark:text-stone-300">{m.none}</p>;
  return (
    <div className="space-y-4">
      <RatingSummary rating={reviews.rating} label={m.summary} className="text-base" />
      <ul className="space-y-4">
        {reviews.items.map((review) => (
          <li key={review.id} className="rounded-lg border border-maroon-100 bg-white p-4 dark:border-ink-700 dark:bg-ink-800">
            <StarRow stars={review.stars} label={m.starsOutOfFive(review.stars)} />
            <p translate="no" className="mt-2 leading-relaxed break-words whitespace-pre-line">
              {review.text}
            </p>
            <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{withTypedText((name: string) => m.byline(name, formatShopDate(review.createdAt)), review.reviewerName)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
