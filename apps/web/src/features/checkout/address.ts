import type { DeliveryAddress, FieldErrors, SavedAddress } from '@handloom/shared';

export type AddressField = keyof DeliveryAddress;
/** In the order the form asks for them: who, where (the pincode fills city and state), then the street. */
export const addressFields: readonly AddressField[] = ['name', 'phoneNumber', 'pincode', 'city', 'state', 'address', 'locality', 'landmark'];

export type AddressValues = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const emptyAddress: AddressValues = { name: '', phoneNumber: '', pincode: '', city: '', state: '', address: '', locality: '', landmark: '' };

/** A saved address as the form's values. */
export function addressValues(saved: SavedAddress): AddressValues {
  return {
    name: saved.name,
    phoneNumber: saved.phoneNumber,
    pincode: saved.pincode,
    city: saved.city,
    state: saved.state,
    address: saved.address,
    locality: saved.locality,
    landmark: saved.landmark,
  };
}

/**
 * The server's field errors (`address.pincode`, `items.0.quantity`, ...):
 * the address ones go on their fields, the rest are shown above the form.
 */
export function splitServerErrors(fields: FieldErrors): { fieldErrors: AddressErrors; others: string[] } {
  const fieldErrors: AddressErrors = {};
  const others: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    const field = key.startsWith('address.') ? key.slice('address.'.length) : '';
    if ((addressFields as readonly string[]).includes(field)) fieldErrors[field as AddressField] = message;
    else if (!others.includes(message)) others.push(message);
  }
  return { fieldErrors, others };
}
