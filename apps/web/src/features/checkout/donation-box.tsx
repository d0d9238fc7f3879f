import { HandHeart } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { paths } from '../../lib/paths.ts';
import { TextLink } from '../../components/ui/text-link.tsx';
import { shopMessages } from '../../messages/shop-messages.ts';

const m = shopMessages.cart;

interface DonationBoxProps {
  /** The shopper chose to give (see useDonationBox). */
  give: boolean;
  optIn: UseFormRegisterReturn;
  field: UseFormRegisterReturn;
  error: string | null;
}

/** "Help Our Weavers": a donation added to the total only when the shopper ticks it (then 50 to start, an empty box is 0). */
export function DonationBox({ give, optIn, field, error }: DonationBoxProps) {
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  return (
    <section aria-labelledby={`${inputId}-heading`} className="rounded-lg border border-zari-400 bg-cream-100 p-4 sm:p-5 dark:border-zari-700 dark:bg-ink-800">
      <h2 id={`${inputId}-heading`} className="flex items-center gap-2 font-serif text-xl font-semibold text-maroon-800 dark:text-zari-300">
        <HandHeart aria-hidden="true" className="size-6 shrink-0" />
        {m.donationHeading}
      </h2>
      <p id={helpId} className="mt-2 text-sm">
        {m.donationText}
      </p>
      <p className="mt-2 text-sm">
        <TextLink to={paths.weavers()}>{m.donationLink}</TextLink>
      </p>
      <label className="mt-4 flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-maroon-700 dark:accent-zari-400" {...optIn} />
        {m.donationOptIn}
      </label>
      {give ? (
        <div className="mt-3">
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
            {m.donationLabel}
          </label>
          <input
            id={inputId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            {...field}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${helpId} ${errorId}` : helpId}
            className="block w-full max-w-48 rounded-md border border-stone-400 bg-white px-3 py-2 text-ink-900 shadow-sm focus-visible:border-maroon-700 aria-invalid:border-red-700 dark:border-stone-500 dark:bg-ink-900 dark:text-cream-100"
          />
          {error ? (
            <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
