import type { DeliveryAddress, FieldErrors } from '@handloom/shared';

export type AddressField = keyof DeliveryAddress;
export const addressFields: readonly AddressField[] = ['name', 'address', 'pincode', 'phoneNumber'];

export type AddressErrors = Partial<Record<AddressField, string>>;

export const emptyAddress: Record<AddressField, string> = { name: '', address: '', pincode: '', phoneNumber: '' };

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
