import type { ReactNode } from 'react';
import { formatRupees } from '../../lib/format.ts';

const sizes = {
  card: { row: 'gap-x-2', sale: 'font-semibold text-ink-900 dark:text-cream-50', original: 'text-sm' },
  page: { row: 'gap-x-3 gap-y-1', sale: 'text-3xl font-bold text-maroon-800 dark:text-zari-300', original: 'text-lg' },
} as const;

interface PriceProps {
  /** A product or a cart line: what is paid, and the list price. */
  prices: { salePricePaise: number; pricePaise: number };
  /** Read by screen readers before each amount ("Sale price", "Original price"). */
  labels: { sale: string; original: string };
  size?: keyof typeof sizes;
  format?: (paise: number) => string;
  /** Shown after the struck-out price, only when there is a discount (e.g. "10% Off"). */
  discountBadge?: ReactNode;
  className?: string;
}

/** The price a shopper pays, with the original struck out beside it when discounted. */
export function Price({ prices, labels, size = 'card', format = formatRupees, discountBadge, className = '' }: PriceProps) {
  const style = sizes[size];
  const { salePricePaise, pricePaise } = prices;
  return (
    <p className={`flex flex-wrap items-baseline ${style.row} ${className}`}>
      <span className="sr-only">{labels.sale}</span>
      <span className={style.sale}>{format(salePricePaise)}</span>
      {salePricePaise < pricePaise ? (
        <>
          <span className="sr-only">{labels.original}</span>
          <s className={`${style.original} text-stone-600 dark:text-stone-300`}>{format(pricePaise)}</s>
          {discountBadge}
        </>
      ) : null}
    </p>
  );
}
