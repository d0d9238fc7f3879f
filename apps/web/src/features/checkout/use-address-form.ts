import { DeliveryAddressSchema, normalPincode, PINCODE_PATTERN, type DeliveryAddress, type PincodePlace } from '@handloom/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import type { AddressValues } from './address.ts';
import { pincodeQuery } from './addresses-api.ts';
import { schemaResolver } from '../../lib/schema-resolver.ts';

const m = shopMessages.checkout;

/** What the shopper types; the shared schema's output is the trimmed DeliveryAddress. */
export type AddressFormApi = UseFormReturn<AddressValues, unknown, DeliveryAddress>;

export interface AddressForm {
  form: AddressFormApi;
  /** Where the typed pincode is, once known. */
  place: PincodePlace | undefined;
  /** The pincode is being looked up. */
  looking: boolean;
  /** "We cannot find pincode ...", while the typed pincode is not India Post's. */
  unknownPincode: string | null;
  /** "The pincode could not be checked just now ...", while its lookup failed (the shop was not reached, or did not answer): it is tried again at submit. */
  uncheckedPincode: string | null;
  /** handleSubmit that first looks a pincode up again when its lookup failed, and stops at a pincode India Post does not have; it ends when `valid` has. */
  submit: (valid: (address: DeliveryAddress) => void | Promise<void>, invalid: (errors: FieldErrors<AddressValues>) => void) => () => Promise<void>;
}

// The form always has a landmark box (possibly empty), where the schema lets an API client leave it out.
const addressResolver = schemaResolver(DeliveryAddressSchema) as unknown as Resolver<AddressValues, unknown, DeliveryAddress>;

// A 404 is the directory's answer (no such pincode); anything else means it was not asked.
const unknownPincodeOf = (error: unknown) => (error instanceof ApiError && error.status === 404 ? error.message : null);

/** The pincode's state, and its district unless the shopper typed a city of their own (one that is not a district the form filled in). */
function fillFromPlace(form: AddressFormApi, filledCity: { current: string }, found: PincodePlace) {
  const { setValue, getValues, getFieldState, clearErrors, formState } = form;
  const validate = { shouldValidate: formState.isSubmitted, shouldDirty: true };
  setValue('state', found.state, validate);
  const city = getValues('city').trim();
  // A city that is this pincode's district (a saved address's, filled in by this form before) is the
  // pincode's, not the shopper's own: it follows the pincode when that changes.
  if (city === '' || city === filledCity.current || city.toLowerCase() === found.district.toLowerCase()) {
    setValue('city', found.district, validate);
    filledCity.current = found.district;
  }
  // The pincode is checked now: "could not be checked" no longer holds.
  if (getFieldState('pincode').error?.type === 'lookup') clearErrors('pincode');
}

/**
 * An address form on the shared schema, whose city or district and state
 * fill in from the pincode as it is typed (the state is the pincode's; the
 * city is filled while the shopper has not typed one of their own).
 */
export function useAddressForm(defaultValues: AddressValues): AddressForm {
  const form = useForm<AddressValues, unknown, DeliveryAddress>({ resolver: addressResolver, defaultValues });
  const queryClient = useQueryClient();
  const pincode = normalPincode(useWatch({ control: form.control, name: 'pincode' }));
  const lookup = useQuery(pincodeQuery(pincode));
  const place = lookup.data;
  const unknownPincode = unknownPincodeOf(lookup.error);
  const uncheckedPincode = lookup.isError && !unknownPincode ? m.pincodeUnchecked : null;
  // The district this form last filled in, so a city the shopper typed is never overwritten.
  // The form has filled none yet: a city it opens with is the shopper's (a saved address's), and stays.
  const filledCity = useRef('');

  useEffect(() => {
    if (place) fillFromPlace(form, filledCity, place);
    else if (unknownPincode) form.setValue('state', '', { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
  }, [form, place, unknownPincode]);

  const submit: AddressForm['submit'] = (valid, invalid) => async () => {
    let unknown = unknownPincode;
    let unchecked = uncheckedPincode;
    // Typed while the shop could not be reached (or still on its way): the state waits for this answer, so ask again now.
    if (PINCODE_PATTERN.test(pincode) && !place && !unknown) {
      try {
        fillFromPlace(form, filledCity, await queryClient.fetchQuery(pincodeQuery(pincode)));
        unchecked = null;
      } catch (error) {
        unknown = unknownPincodeOf(error);
        unchecked = unknown ? null : m.pincodeUnchecked;
      }
    }
    // Without an answer the state cannot be filled: the pincode says why the form stops.
    const pincodeProblem = unknown ?? (unchecked && form.getValues('state').trim() === '' ? unchecked : null);
    await form.handleSubmit(
      (address) => {
        if (unknown) {
          form.setError('pincode', { type: 'lookup', message: unknown }, { shouldFocus: true });
          invalid({});
          return;
        }
        return valid(address);
      },
      (errors) => {
        if (pincodeProblem && !errors.pincode) form.setError('pincode', { type: 'lookup', message: pincodeProblem });
        if (!errors.state || !(errors.pincode || pincodeProblem)) return invalid(errors);
        // The state is empty because of the pincode: say what is wrong with the pincode, not "All fields are required" for a box the shopper cannot fill.
        form.clearErrors('state');
        const { state: _state, ...others } = errors;
        invalid(others);
      },
    )();
  };

  return { form, place, looking: lookup.isFetching, unknownPincode, uncheckedPincode, submit };
}
