import { useId } from 'react';
import { useWatch, type FieldError } from 'react-hook-form';
import { stateName } from '../../lib/format.ts';
import { fieldProblem } from '../../lib/form-problems.ts';
import { locale } from '../../lib/locale.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import { addressFields, type AddressField } from './address.ts';
import type { AddressForm } from './use-address-form.ts';

const m = shopMessages.checkout;

interface FieldSetup {
  label: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel';
  type?: string;
  hint?: string;
  optional?: boolean;
}

const fieldSetup: Record<AddressField, FieldSetup> = {
  name: { label: m.name, autoComplete: 'name' },
  phoneNumber: { label: m.phoneNumber, autoComplete: 'tel', inputMode: 'tel', type: 'tel', hint: m.phoneHint },
  pincode: { label: m.pincode, autoComplete: 'postal-code', inputMode: 'numeric', hint: m.pincodeHint },
  city: { label: m.city, autoComplete: 'address-level2' },
  state: { label: m.state, autoComplete: 'address-level1', hint: m.stateHint },
  address: { label: m.address, autoComplete: 'address-line1' },
  locality: { label: m.locality, autoComplete: 'address-line2' },
  landmark: { label: m.landmark, autoComplete: 'off', optional: true },
};

const inputClass =
  'block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-ink-900 shadow-sm read-only:bg-stone-100 focus-visible:border-maroon-700 aria-invalid:border-red-700 dark:border-stone-500 dark:bg-ink-900 dark:text-cream-100 dark:read-only:bg-ink-800';

/** The Indian address's fields: the pincode fills city and state (state read-only), the post offices suggest the locality. */
export function AddressFields({ address, disabled }: { address: AddressForm; disabled: boolean }) {
  const localities = useId();
  return (
    <>
      {addressFields.map((field) => (
        <AddressInput key={field} field={field} address={address} disabled={disabled} localities={localities} />
      ))}
      <datalist id={localities}>
        {address.place?.postOffices.map((office) => (
          <option key={office} value={office} />
        ))}
      </datalist>
    </>
  );
}

interface AddressInputProps {
  field: AddressField;
  address: AddressForm;
  disabled: boolean;
  localities: string;
}

function AddressInput({ field, address, disabled, localities }: AddressInputProps) {
  const id = useId();
  const setup = fieldSetup[field];
  const { form, unknownPincode, uncheckedPincode, looking } = address;
  const formError: FieldError | undefined = form.formState.errors[field];
  // A pincode India Post does not have is said as soon as it is typed.
  const error = formError ?? (field === 'pincode' && unknownPincode ? { type: 'lookup', message: unknownPincode } : undefined);
  // "All fields are required" is said once, above the fields; a field says only what is its own.
  const problem = fieldProblem(error);
  // A lookup that failed is not the shopper's mistake: said in place of the hint (and as the pincode's error only once a submit stops at it).
  const unchecked = field === 'pincode' && !looking && !error ? uncheckedPincode : null;
  const hint = field === 'pincode' && looking ? m.pincodeLooking : (unchecked ?? setup.hint);
  const describedBy = [hint ? `${id}-hint` : null, problem.error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  // On a Tamil page the state box shows the state's Tamil name; the form keeps (and sends) its GST name in a hidden input.
  const tamilState = field === 'state' && locale === 'ta';
  const state = useWatch({ control: form.control, name: 'state', disabled: !tamilState });
  const registered = form.register(field);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {setup.label}
        {setup.optional ? null : (
          <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-300">
            *
          </span>
        )}
      </label>
      {tamilState ? <input type="hidden" {...registered} /> : null}
      <input
        id={id}
        {...(tamilState ? { value: stateName(state) } : registered)}
        type={setup.type ?? 'text'}
        inputMode={setup.inputMode}
        // The state is the pincode's: it fills in and cannot be typed.
        readOnly={disabled || field === 'state'}
        autoComplete={setup.autoComplete}
        list={field === 'locality' ? localities : undefined}
        aria-required={setup.optional ? undefined : true}
        aria-invalid={problem.invalid ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
      />
      {hint ? (
        <p id={`${id}-hint`} className={unchecked ? 'mt-1 text-sm text-amber-800 dark:text-amber-300' : 'mt-1 text-xs text-stone-600 dark:text-stone-300'}>
          {hint}
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
