import { DeliveryAddressSchema, normalPincode, type DeliveryAddress, type PincodePlace } from '@handloom/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';
import type { AddressValues } from './address.ts';
import { pincodeQuery } from './addresses-api.ts';
import { schemaResolver } from '../../lib/schema-resolver.ts';

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
  /** handleSubmit that also stops at a pincode India Post does not have. */
  submit: (valid: (address: DeliveryAddress) => void, invalid: (errors: FieldErrors<AddressValues>) => void) => () => Promise<void>;
}

// The form always has a landmark box (possibly empty), where the schema lets an API client leave it out.
const addressResolver = schemaResolver(DeliveryAddressSchema) as unknown as Resolver<AddressValues, unknown, DeliveryAddress>;

/**
 * An address form on the shared schema, whose city or district and state
 * fill in from the pincode as it is typed (the state is the pincode's; the
 * city is filled while the shopper has not typed one of their own).
 */
export function useAddressForm(defaultValues: AddressValues): AddressForm {
  const form = useForm<AddressValues, unknown, DeliveryAddress>({ resolver: addressResolver, defaultValues });
  const pincode = normalPincode(useWatch({ control: form.control, name: 'pincode' }));
  const lookup = useQuery(pincodeQuery(pincode));
  const place = lookup.data;
  const unknownPincode = lookup.error instanceof ApiError && lookup.error.status === 404 ? lookup.error.message : null;
  // The district last filled in, so a city the shopper typed is never overwritten.
  const filledCity = useRef(defaultValues.city);

  useEffect(() => {
    const { setValue, getValues, formState } = form;
    const validate = { shouldValidate: formState.isSubmitted, shouldDirty: true };
    if (place) {
      setValue('state', place.state, validate);
      const city = getValues('city').trim();
      if (city === '' || city === filledCity.current) {
        setValue('city', place.district, validate);
        filledCity.current = place.district;
      }
    } else if (unknownPincode) {
      setValue('state', '', validate);
    }
  }, [form, place, unknownPincode]);

  const submit: AddressForm['submit'] = (valid, invalid) =>
    form.handleSubmit(
      (address) => {
        if (unknownPincode) {
          form.setError('pincode', { type: 'lookup', message: unknownPincode }, { shouldFocus: true });
          invalid({});
          return;
        }
        valid(address);
      },
      (errors) => {
        if (unknownPincode) form.setError('pincode', { type: 'lookup', message: unknownPincode });
        if (!errors.state || !(errors.pincode || unknownPincode)) return invalid(errors);
        // The state is empty because the pincode is wrong: say what is wrong with the pincode, not "All fields are required" for a box the shopper cannot fill.
        form.clearErrors('state');
        const { state: _state, ...others } = errors;
        invalid(others);
      },
    );

  return { form, place, looking: lookup.isFetching, unknownPincode, submit };
}
