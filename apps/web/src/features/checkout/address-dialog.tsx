import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { shopMessages } from '../../messages/shop-messages.ts';
import { addressFields, type AddressErrors, type AddressField, type AddressValues } from './address.ts';

const m = shopMessages.checkout;

interface AddressDialogProps {
  values: AddressValues;
  errors: AddressErrors;
  /** A message about the whole form ("All fields are required", a stock problem). */
  formError: string | null;
  busy: boolean;
  onChange: (field: AddressField, value: string) => void;
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
export function AddressDialog({ values, errors, formError, busy, onChange, onSubmit, onClose }: AddressDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);

  // After a check or the server finds a problem, the focus goes to the first field at fault.
  useEffect(() => {
    const first = addressFields.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <ModalDialog title={m.deliveryHeading} onClose={onClose} closeLabel={m.closeDelivery} busy={busy}>
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-stone-700 dark:text-stone-300">
          {m.requiredNote}
        </p>
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        {addressFields.map((field) => (
          <AddressInput key={field} field={field} value={values[field]} error={errors[field]} disabled={busy} onChange={onChange} />
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
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (field: AddressField, value: string) => void;
}

function AddressInput({ field, value, error, disabled, onChange }: AddressInputProps) {
  const id = useId();
  const setup = fieldSetup[field];
  const describedBy = [setup.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field,
    value,
    readOnly: disabled,
    autoComplete: setup.autoComplete,
    'aria-required': true,
    'aria-invalid': error ? true : undefined,
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
      {field === 'address' ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(field, event.target.value)} />
      ) : (
        <input {...common} type={setup.type ?? 'text'} inputMode={setup.inputMode} onChange={(event) => onChange(field, event.target.value)} />
      )}
      {setup.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600 dark:text-stone-300">
          {setup.hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
