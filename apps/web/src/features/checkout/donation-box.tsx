import { HandHeart } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { paths } from '../../lib/paths.ts';
import { FormField } from '../../components/ui/form-field.tsx';
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
  const headingId = useId();
  const helpId = useId();
  return (
    <section aria-labelledby={headingId} aria-describedby={helpId} className="rounded-lg border border-zari-400 bg-cream-100 p-4 sm:p-5 dark:border-zari-700 dark:bg-ink-800">
      <h2 id={headingId} className="flex items-center gap-2 font-serif text-xl font-semibold text-maroon-800 dark:text-zari-300">
        <HandHeart aria-hidden="true" className="size-6 shrink-0" />
        {m.donationHeading}
      </h2>
      <p id={helpId} className="mt-2 text-sm">
        {m.donationText}
      </p>
      <p className="mt-2 text-sm">
        <TextLink to={paths.weavers()}>{m.donationLink}</TextLink> · <TextLink to={paths.donations()}>{m.ledgerLink}</TextLink>
      </p>
      <label className="mt-4 flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-maroon-700 dark:accent-zari-400" {...optIn} />
        {m.donationOptIn}
      </label>
      {give ? (
        <FormField className="mt-3 max-w-48" label={m.donationLabel} type="text" inputMode="decimal" autoComplete="off" {...field} error={error ?? undefined} />
      ) : null}
    </section>
  );
}
