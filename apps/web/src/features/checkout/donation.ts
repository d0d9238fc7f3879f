import { DonationFormSchema, DonationTextSchema, PAISE_PER_RUPEE } from '@handloom/shared';
import { useForm, useWatch } from 'react-hook-form';
import { schemaResolver } from '../../lib/schema-resolver.ts';

/**
 * The donation box: nothing is given until the shopper ticks "Add a
 * donation"; the amount then starts at `initialRupees` and is checked by the
 * shared schema as they type. The amount in paise (0 when not giving), or null
 * while the box holds something that is not an amount.
 */
export function useDonationBox(initialRupees: number) {
  const form = useForm({ resolver: schemaResolver(DonationFormSchema), mode: 'onChange', defaultValues: { give: false, donation: String(initialRupees) } });
  const [give, text] = useWatch({ control: form.control, name: ['give', 'donation'] });
  const parsed = DonationTextSchema.safeParse(text);
  return {
    give,
    optIn: form.register('give'),
    field: form.register('donation'),
    error: give ? (form.formState.errors.donation?.message ?? null) : null,
    paise: !give ? 0 : parsed.success ? parsed.data : null,
  };
}

/** The server takes the donation in rupees; paise / 100 is exact to two decimals. */
export function donationRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}
