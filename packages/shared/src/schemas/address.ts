import { z } from 'zod';
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

