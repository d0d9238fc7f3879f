import { addressesApi, PINCODE_PATTERN, type DeliveryAddress } from '@handloom/shared';
import { queryOptions } from '@tanstack/react-query';
import { call, queryKey } from '../../lib/api-client.ts';

/** Where a pincode is (404 when India Post has no such pincode); it never changes while the shop runs. */
export function pincodeQuery(pincode: string) {
  return queryOptions({
    queryKey: queryKey(addressesApi.pincode, pincode),
    queryFn: () => call(addressesApi.pincode, { params: { pincode } }),
    enabled: PINCODE_PATTERN.test(pincode),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export const savedAddressesQuery = queryOptions({
  queryKey: queryKey(addressesApi.listAddresses),
  queryFn: async () => (await call(addressesApi.listAddresses)).addresses,
  retry: false,
});

export const addAddress = (address: DeliveryAddress) => call(addressesApi.addAddress, { body: address });

export const updateAddress = (id: string, address: DeliveryAddress) => call(addressesApi.updateAddress, { params: { id }, body: address });

export const deleteAddress = (id: string) => call(addressesApi.deleteAddress, { params: { id } });
