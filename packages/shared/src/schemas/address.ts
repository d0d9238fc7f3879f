import { z } from 'zod';
import { stateNameIn } from '../india-states.ts';
import { DeliveryAddressSchema, PincodeSchema } from './checkout.ts';

// The Indian address: the pincode directory's answer, the shopper's saved
// addresses, and the one way an address is written out (order cards, email, CSV).

export const addressMessages = {
  notFound: 'We could not find that address.',
  tooMany: (max: number) => `You can keep up to ${max} addresses: please delete one first.`,
} as const;

export const MAX_SAVED_ADDRESSES = 20;

export const PincodeParamsSchema = z.object({ pincode: PincodeSchema });

/** GET /api/pincodes/:pincode: where a pincode is, from India Post's directory. */
export const PincodePlaceSchema = z.object({
  pincode: z.string(),
  district: z.string(),
  /** The state's GST name (india-states.ts). */
  state: z.string(),
  stateCode: z.string(),
  /** Post offices of the pincode, A to Z: the localities it covers. */
  postOffices: z.array(z.string()),
});
export type PincodePlace = z.infer<typeof PincodePlaceSchema>;

/** An address the shopper keeps on Profile; the last used one is preselected at Buy Now. */
export const SavedAddressSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phoneNumber: z.string(),
  pincode: z.string(),
  address: z.string(),
  locality: z.string(),
  city: z.string(),
  state: z.string(),
  landmark: z.string(),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

export const SavedAddressListSchema = z.object({ addresses: z.array(SavedAddressSchema) });
export type SavedAddressList = z.infer<typeof SavedAddressListSchema>;

export const SavedAddressInputSchema = DeliveryAddressSchema;
export const AddressIdParamsSchema = z.object({ id: z.string().max(100) });

/** An order's delivery address; orders placed before the Indian address have no locality, city, state or landmark. */
export const OrderAddressSchema = z.object({
  name: z.string(),
  address: z.string(),
  pincode: z.string(),
  phoneNumber: z.string(),
  locality: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  landmark: z.string().nullable(),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

/** How an address says its state and landmark in a language (addressLines). */
export interface AddressWording {
  state(gstName: string): string;
  near(landmark: string): string;
}

const ENGLISH_WORDING: AddressWording = { state: (gstName) => gstName, near: (landmark) => `Near ${landmark}` };

/** Tamil: the state's Tamil name, "... அருகில்" (what the shopper typed stays as typed). */
export const TAMIL_ADDRESS_WORDING: AddressWording = { state: (gstName) => stateNameIn(gstName, 'ta'), near: (landmark) => `${landmark} அருகில்` };

/**
 * The address as lines to print, without the name and phone: house and
 * street, locality, landmark, "City - 632301", state.
 */
export function addressLines(address: Omit<OrderAddress, 'name' | 'phoneNumber'>, wording: AddressWording = ENGLISH_WORDING): string[] {
  const street = address.address.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  const landmark = address.landmark ? wording.near(address.landmark) : null;
  const cityLine = address.city ? `${address.city} - ${address.pincode}` : address.pincode;
  const state = address.state ? wording.state(address.state) : null;
  return [...street, address.locality, landmark, cityLine, state].filter((line): line is string => Boolean(line));
}
