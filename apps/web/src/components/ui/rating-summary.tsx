import type { ProductRating } from '@handloom/shared';

interface RatingSummaryProps {
  rating: ProductRating;
  /** What a screen reader hears instead of the stars: "Rated 4.5 out of 5 from 12 reviews". */
  label: (average: string, count: number) => string;
  className?: string;
}

/** "★ 4.5 (12)": the average of the approved reviews, on a card or above a product's reviews. */
export function RatingSummary({ rating, label, className = '' }: RatingSummaryProps) {
  const average = rating.average.toFixed(1);
  return (
    <p className={`text-sm text-stone-700 dark:text-stone-200 ${className}`}>
      <span aria-hidden="true">
        <span className="text-amber-700 dark:text-zari-300">★</span> {average} ({rating.count})
      </span>
      <span className="sr-only">{label(average, rating.count)}</span>
    </p>
  );
}
