import { DeliveryAddressSchema, type DeliveryAddress, type FieldErrors } from '@handloom/shared';
import { shopMessages } from '../../messages/shop-messages.ts';

const m = shopMessages.checkout;

export type AddressField = keyof DeliveryAddress;
export const addressFields: readonly AddressField[] = ['name', 'address', 'pincode', 'phoneNumber'];

export type AddressValues = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const emptyAddress: AddressValues = { name: '', address: '', pincode: '', phoneNumber: '' };

export type AddressCheck =
  | { kind: 'missing'; fields: AddressField[] }
  | { kind: 'invalid'; errors: AddressErrors }
  | { kind: 'ok'; address: DeliveryAddress };

const fieldMessages: Partial<Record<AddressField, string>> = {
  pincode: m.pincodeInvalid,
  phoneNumber: m.phoneInvalid,
};

/**
 * The Buy Now popup's checks, by the same schema the server applies: any
 * empty field stops with "All fields are required" (spec 5), then the pincode
 * and phone formats get a message each.
 */
export function checkAddress(values: AddressValues): AddressCheck {
  const missing = addressFields.filter((field) => values[field].trim() === '');
  if (missing.length > 0) return { kind: 'missing', fields: missing };
  const parsed = DeliveryAddressSchema.safeParse(values);
  if (parsed.success) return { kind: 'ok', address: parsed.data };
  const errors: AddressErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as AddressField;
    errors[field] ??= fieldMessages[field] ?? issue.message;
  }
  return { kind: 'invalid', errors };
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
