import type { OrderStatus } from '@handloom/shared';
import type { HTMLAttributes, Ref } from 'react';
import { shopMessages } from '../../messages/shop-messages.ts';

export type StatusTone = 'progress' | 'done' | 'stopped';

/** How an order's badge is coloured: on its way, delivered, or stopped. */
export function statusTone(status: OrderStatus): StatusTone {
  switch (status) {
    case 'delivered':
      return 'done';
    case 'cancelled':
    case 'refunded':
    case 'expired':
    case 'returned':
      return 'stopped';
    default:
      return 'progress';
  }
}

// The one colour map for order statuses, on Your Orders and in the admin alike.
// Each pair of text and background passes WCAG AA in both themes.
const toneClass: Record<StatusTone, string> = {
  progress: 'border-sky-800 bg-sky-50 text-sky-900 dark:border-sky-300 dark:bg-sky-950 dark:text-sky-100',
  done: 'border-emerald-700 bg-emerald-50 text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100',
  stopped: 'border-stone-500 bg-stone-100 text-stone-800 dark:border-stone-400 dark:bg-ink-700 dark:text-stone-100',
};

interface StatusBadgeProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'children'> {
  status: OrderStatus;
  /** Read before the status by screen readers only, e.g. "Status". */
  srLabel?: string;
  ref?: Ref<HTMLParagraphElement>;
}

/** An order's status in the shopper's words, coloured by how far the order has got. */
export function StatusBadge({ status, srLabel, className = '', ...props }: StatusBadgeProps) {
  return (
    <p
      data-tone={statusTone(status)}
      className={`rounded-full border px-3 py-0.5 text-sm font-semibold ${toneClass[statusTone(status)]} ${className}`}
      {...props}
    >
      {srLabel ? <span className="sr-only">{srLabel}: </span> : null}
      {shopMessages.orders.statuses[status]}
    </p>
  );
}
