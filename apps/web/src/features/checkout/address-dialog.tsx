import type { DeliveryAddress } from '@handloom/shared';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { fieldProblem } from '../../lib/form-problems.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import { addressFields, type AddressField } from './address.ts';

const m = shopMessages.checkout;

/** What the shopper types; the schema's output is the trimmed DeliveryAddress. */
export type AddressForm = UseFormReturn<Record<AddressField, string>, unknown, DeliveryAddress>;

interface AddressDialogProps {
  form: AddressForm;
  /** A message about the whole form ("All fields are required", a stock problem). */
  formError: string | null;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

const fieldSetup: Record<AddressField, { label: string; autoComplete: string; inputMode?: 'numeric' | 'tel'; type?: string; hint?: string }> = {
  name: { label: m.name, autoComplete: 'name' },
  address: { label: m.address, autoComplete: 'street-address' },
  pincode: { label: m.pincode, autoComplete: 'postal-code', inputMode: 'numeric', hint: m.pincodeHint },
  phoneNumber: { label: m.phoneNumber, autoComplete: 'tel', inputMode: 'tel', type: 'tel', hint: m.phoneHint },
};

/** The Buy Now popup: delivery name, address, pincode and phone number, all required. */
export function AddressDialog({ form, formError, busy, onSubmit, onClose }: AddressDialogProps) {
  return (
    <ModalDialog title={m.deliveryHeading} onClose={onClose} closeLabel={m.closeDelivery} busy={busy}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onSubmit();
        }}
        className="space-y-4"
      >
        <p className="text-sm text-stone-700 dark:text-stone-300">{m.requiredNote}</p>
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        {addressFields.map((field) => (
          <AddressInput key={field} field={field} form={form} error={form.formState.errors[field]} disabled={busy} />
        ))}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {m.cancel}
          </Button>
          <Button type="submit" aria-disabled={busy}>
            {busy ? m.working : m.continueToPayment}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

interface AddressInputProps {
  field: AddressField;
  form: AddressForm;
  error: FieldError | undefined;
  disabled: boolean;
}

function AddressInput({ field, form, error, disabled }: AddressInputProps) {
  const id = useId();
  const setup = fieldSetup[field];
  // "All fields are required" is said once, above the fields; a field says only what is its own.
  const problem = fieldProblem(error);
  const describedBy = [setup.hint ? `${id}-hint` : null, problem.error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    ...form.register(field),
    readOnly: disabled,
    autoComplete: setup.autoComplete,
    'aria-required': true,
    'aria-invalid': problem.invalid ? true : undefined,
    'aria-describedby': describedBy,
    className:
      'block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-ink-900 shadow-sm focus-visible:border-maroon-700 aria-invalid:border-red-700 dark:border-stone-500 dark:bg-ink-900 dark:text-cream-100',
  } as const;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {setup.label}
        <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-300">
          *
        </span>
      </label>
      {field === 'address' ? <textarea {...common} rows={3} /> : <input {...common} type={setup.type ?? 'text'} inputMode={setup.inputMode} />}
      {setup.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600 dark:text-stone-300">
          {setup.hint}
        </p>
      ) : null}
      {problem.error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {problem.error}
        </p>
      ) : null}
    </div>
  );
}
