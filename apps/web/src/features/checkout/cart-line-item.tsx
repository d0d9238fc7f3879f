import { maxQuantity, type CartLine } from '@handloom/shared';
import { formatRupees } from '../../lib/format.ts';
import { CircleAlert, Minus, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { ProductText, shownTitle } from '../../lib/product-text.tsx';
import { Price } from '../../components/ui/price.tsx';
import { TextLink } from '../../components/ui/text-link.tsx';
import { ProductImage } from '../../components/ui/product-image.tsx';
import { shopMessages } from '../../messages/shop-messages.ts';
import type { LineFlag } from './cart-check.ts';

const m = shopMessages.cart;

interface CartLineItemProps {
  line: CartLine;
  flags: readonly LineFlag[];
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

const stepButton =
  'inline-flex size-10 items-center sm:size-11 justify-center text-ink-900 hover:bg-maroon-50 focus-visible:outline-maroon-700 aria-disabled:cursor-not-allowed aria-disabled:text-stone-400 aria-disabled:hover:bg-transparent dark:text-cream-100 dark:hover:bg-ink-700 dark:focus-visible:outline-zari-400 dark:aria-disabled:text-stone-500';

/** One cart line: photograph, title, sale price, what changed since it was added, quantity and remove. */
export function CartLineItem({ line, flags, onQuantityChange, onRemove }: CartLineItemProps) {
  const titleId = useId();
  const quantityId = useId();
  const to = paths.productInfo(line.productId);
  const max = maxQuantity(line.stock);
  const atMin = line.quantity <= 1;
  const atMax = line.quantity >= max;
  const title = shownTitle(line);
  return (
    <article aria-labelledby={titleId} className="flex gap-3 rounded-lg border border-maroon-100 bg-white p-3 shadow-sm sm:gap-4 sm:p-4 dark:border-ink-700 dark:bg-ink-800">
      <Link to={to} tabIndex={-1} aria-hidden="true" className="block w-16 shrink-0 self-start overflow-hidden rounded-md sm:w-28">
        <ProductImage url={line.imageUrl} alt="" sizes="(min-width: 640px) 112px, 64px" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 id={titleId} className="text-sm leading-snug font-medium sm:text-base">
          <TextLink to={to} look="title">
            <ProductText shown={title} />
          </TextLink>
        </h3>
        <Price prices={line} labels={{ sale: m.price, original: m.originalPrice }} />
        <div aria-live="polite">
          {flags.length > 0 ? (
            <ul className="space-y-1 text-sm font-medium">
              {flags.map((flag) => (
                <FlagNote key={flag.kind} flag={flag} />
              ))}
            </ul>
          ) : null}
        </div>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1">
          <div className="flex w-full items-center justify-between gap-3 sm:w-auto sm:flex-1">
            <div role="group" aria-labelledby={quantityId} className="flex items-center gap-2">
              <span id={quantityId} className="sr-only">
                {m.quantityOf(title.text)}
              </span>
              <div className="inline-flex items-center overflow-hidden rounded-md border-2 border-stone-400 dark:border-stone-500">
                <button
                  type="button"
                  aria-label={m.decrease(title.text)}
                  aria-disabled={atMin}
                  className={stepButton}
                  onClick={() => !atMin && onQuantityChange(line.quantity - 1)}
                >
                  <Minus aria-hidden="true" className="size-4" />
                </button>
                <output aria-live="polite" aria-label={m.quantity} className="w-10 text-center font-semibold tabular-nums">
                  {line.quantity}
                </output>
                <button
                  type="button"
                  aria-label={m.increase(title.text)}
                  aria-disabled={atMax}
                  className={stepButton}
                  onClick={() => !atMax && onQuantityChange(line.quantity + 1)}
                >
                  <Plus aria-hidden="true" className="size-4" />
                </button>
              </div>
            </div>
            <p className="font-semibold tabular-nums">
              <span className="sr-only">{m.lineTotal} </span>
              {Number.isSafeInteger(line.salePricePaise * line.quantity) ? formatRupees(line.salePricePaise * line.quantity) : null}
            </p>
          </div>
          <button
            type="button"
            aria-label={m.removeLabel(title.text)}
            onClick={onRemove}
            className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm sm:ml-0 font-medium text-red-700 underline-offset-4 hover:bg-red-50 hover:underline focus-visible:outline-maroon-700 dark:text-red-300 dark:hover:bg-ink-700 dark:focus-visible:outline-zari-400"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {m.remove}
          </button>
        </div>
      </div>
    </article>
  );
}

function FlagNote({ flag }: { flag: LineFlag }) {
  const blocking = flag.kind === 'unavailable' || flag.kind === 'soldOut';
  const Icon = blocking ? CircleAlert : TriangleAlert;
  return (
    <li className={`flex items-start gap-1.5 ${blocking ? 'text-red-700 dark:text-red-300' : 'text-amber-800 dark:text-amber-300'}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {flagText(flag)}
    </li>
  );
}

function flagText(flag: LineFlag): string {
  switch (flag.kind) {
    case 'unavailable':
      return m.unavailable;
    case 'soldOut':
      return m.soldOut;
    case 'onlyLeft':
      return m.onlyLeft(flag.stock);
    case 'priceChanged':
      return m.priceChanged(formatRupees(flag.fromPaise), formatRupees(flag.toPaise));
  }
}
