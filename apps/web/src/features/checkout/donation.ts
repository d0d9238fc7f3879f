import { zodResolver } from '@hookform/resolvers/zod';
import { DonationFormSchema, DonationTextSchema, PAISE_PER_RUPEE } from '@handloom/shared';
import { useForm, useWatch } from 'react-hook-form';

/**
 * The donation box: checked by the shared schema as the shopper types; the
 * amount in paise, or null while the box holds something that is not one.
 */
export function useDonationBox(initialRupees: number) {
  const form = useForm({ resolver: zodResolver(DonationFormSchema), mode: 'onChange', defaultValues: { donation: String(initialRupees) } });
  const text = useWatch({ control: form.control, name: 'donation' });
  const parsed = DonationTextSchema.safeParse(text);
  return {
    field: form.register('donation'),
    error: form.formState.errors.donation?.message ?? null,
    paise: parsed.success ? parsed.data : null,
  };
}

/** The server takes the donation in rupees; paise / 100 is exact to two decimals. */
export function donationRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}
