import { PAISE_PER_RUPEE, type Totals } from '@handloom/shared';
import { formatRupees } from '../../lib/format.ts';
import { useId, type ReactNode } from 'react';
import { settings } from '../../lib/settings.ts';
import { messages } from '../../messages/messages.ts';
import { shopMessages } from '../../messages/shop-messages.ts';

const m = shopMessages.cart;

interface CartSummaryProps {
  totals: Totals | null;
  /** The units shipping is charged for. */
  totalQuantity: number;
  checking: boolean;
  failed: boolean;
  /** Why the shop refuses the cart as it is (asking again will not help), else null. */
  refused?: string | null;
  onRecheck: () => void;
  /** The Buy Now button and what goes with it. */
  children: ReactNode;
}

const rowClass = 'flex items-baseline justify-between gap-4 py-1.5';

/** Subtotal, shipping per unit, the COD fee when chosen, donation and total (spec 9), as the server priced them. */
export function CartSummary({ totals, totalQuantity, checking, failed, refused = null, onRecheck, children }: CartSummaryProps) {
  const headingId = useId();
  const money = (paise: number | undefined) => (paise === undefined ? '—' : formatRupees(paise));
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-maroon-100 bg-white p-4 shadow-sm sm:p-5 dark:border-ink-700 dark:bg-ink-800">
      <h2 id={headingId} className="font-serif text-xl font-semibold text-maroon-800 dark:text-zari-300">
        {m.summary}
      </h2>
      <dl className="mt-3 tabular-nums" aria-busy={checking}>
        <div className={rowClass}>
          <dt>{m.subtotal}</dt>
          <dd>{money(totals?.subtotalPaise)}</dd>
        </div>
        {/* Nothing left to ship (every line is a product no longer sold): no shipping line. */}
        {totalQuantity > 0 ? (
          <div className={rowClass}>
            <dt>
              {m.shipping}
              <span className="block text-xs text-stone-600 dark:text-stone-300">
                {m.shippingDetail(totalQuantity, formatRupees(settings.shippingPerUnitRupees * PAISE_PER_RUPEE))}
              </span>
            </dt>
            <dd>{money(totals?.shippingPaise)}</dd>
          </div>
        ) : null}
        {totals && totals.codFeePaise > 0 ? (
          <div className={rowClass}>
            <dt>{m.codFee}</dt>
            <dd>{money(totals.codFeePaise)}</dd>
          </div>
        ) : null}
        <div className={rowClass}>
          <dt>{m.donation}</dt>
          <dd>{money(totals?.donationPaise)}</dd>
        </div>
        <div className={`${rowClass} mt-2 border-t border-maroon-100 pt-3 text-lg font-semibold dark:border-ink-700`}>
          <dt>{m.total}</dt>
          <dd>{money(totals?.totalPaise)}</dd>
        </div>
      </dl>
      <p className="mt-1 min-h-5 text-xs text-stone-600 dark:text-stone-300">{checking ? m.checking : null}</p>
      {refused && !checking ? (
        <p role="alert" className="mt-2 text-sm text-amber-800 dark:text-amber-300">
          {refused}
        </p>
      ) : failed && !checking ? (
        <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">
          {m.quoteFailed}{' '}
          <button type="button" onClick={onRecheck} className="font-semibold underline underline-offset-4">
            {messages.common.retry}
          </button>
        </p>
      ) : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
