import {
  AddressIdParamsSchema,
  PincodeParamsSchema,
  PincodePlaceSchema,
  SavedAddressInputSchema,
  SavedAddressListSchema,
  SavedAddressSchema,
} from '../schemas/address.ts';
import { endpointGroup } from './endpoint.ts';

const pincodeEndpoint = endpointGroup({ tags: ['addresses'], errors: [400, 404] });
const addressEndpoint = endpointGroup({ tags: ['addresses'], errors: [401] });

export const pincode = pincodeEndpoint(
  'GET /api/pincodes/:pincode',
  "Where a pincode is: district, state (GST name and code) and post offices, from India Post's directory shipped with the shop",
  { 200: PincodePlaceSchema },
  { params: PincodeParamsSchema },
);

export const listAddresses = addressEndpoint('GET /api/addresses', "The logged-in shopper's saved addresses, the last used first", { 200: SavedAddressListSchema });

export const addAddress = addressEndpoint(
  'POST /api/addresses',
  'Save an address (the state is set from the pincode); at most 20',
  { 201: SavedAddressSchema },
  { body: SavedAddressInputSchema, errors: [400, 409] },
);

// Any text: a malformed id, or another shopper's address, is one that does not exist (404).
export const updateAddress = addressEndpoint('PUT /api/addresses/:id', 'Change one of your saved addresses', { 200: SavedAddressSchema }, {
  params: AddressIdParamsSchema,
  body: SavedAddressInputSchema,
  errors: [400, 404],
});

export const deleteAddress = addressEndpoint('DELETE /api/addresses/:id', 'Delete one of your saved addresses', { 204: null }, {
  params: AddressIdParamsSchema,
  errors: [404],
});
