import {
  addressTexts,
  AppError,
  checkoutMessages,
  checkoutTexts,
  ErrorCode,
  stateNameIn,
  taCheckoutMessages,
  MAX_SAVED_ADDRESSES,
  type DeliveryAddress,
  type PincodePlace,
  type SavedAddress,
} from '@handloom/shared';
import { z } from 'zod';
import type { AddressesRepository, AddressRecord } from './addresses.repository.ts';
import type { PincodeDirectory } from './pincode-directory.ts';

const isUuid = (id: string) => z.uuid().safeParse(id).success;

export function addressesService(repository: AddressesRepository, directory: PincodeDirectory) {
  const notFound = () => new AppError(ErrorCode.notFound, addressTexts.notFound);

  function pincode(code: string): PincodePlace {
    const place = directory.lookup(code);
    if (!place) throw new AppError(ErrorCode.notFound, checkoutTexts.pincodeUnknown(code));
    return place;
  }

  /**
   * The address as the shop keeps it: its pincode must be in India Post's
   * directory and its state must be the pincode's (the browser fills the
   * state from the pincode; a different one means a mistyped pincode or a
   * tampered request). `prefix` names the fields in the error (`address.`).
   */
  function checkAddress(address: DeliveryAddress, prefix = ''): DeliveryAddress {
    const place = directory.lookup(address.pincode);
    if (!place) {
      const message = checkoutTexts.pincodeUnknown(address.pincode);
      throw new AppError(ErrorCode.validation, message, { [`${prefix}pincode`]: message });
    }
    if (address.state !== place.state) {
      // The Tamil names the state as Tamil pages do.
      const message = { en: checkoutMessages.stateMismatch(address.pincode, place.state), ta: taCheckoutMessages.stateMismatch(address.pincode, stateNameIn(place.state, 'ta')) };
      throw new AppError(ErrorCode.validation, message, { [`${prefix}state`]: message });
    }
    return { ...address, state: place.state };
  }

  return {
    pincode,
    checkAddress,

    async list(userId: string): Promise<SavedAddress[]> {
      return (await repository.list(userId)).map(toSavedAddress);
    },

    async add(userId: string, input: DeliveryAddress): Promise<SavedAddress> {
      const address = checkAddress(input);
      const row = await repository.addWithin(userId, address, MAX_SAVED_ADDRESSES);
      if (row === 'full') throw new AppError(ErrorCode.conflict, addressTexts.tooMany(MAX_SAVED_ADDRESSES));
      return toSavedAddress(row);
    },

    async update(userId: string, id: string, input: DeliveryAddress): Promise<SavedAddress> {
      if (!isUuid(id)) throw notFound();
      const address = checkAddress(input);
      const row = await repository.update(userId, id, address, false);
      if (!row) throw notFound();
      return toSavedAddress(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await repository.remove(userId, id))) throw notFound();
    },

    /**
     * After a checkout: the address used becomes the last used one. The saved
     * address it came from is updated with what was typed; an address never
     * saved is added (while the shopper has room for it).
     */
    async rememberUsed(userId: string, address: DeliveryAddress, savedId: string | undefined): Promise<void> {
      await repository.rememberUsed(userId, address, savedId && isUuid(savedId) ? savedId : null, MAX_SAVED_ADDRESSES);
    },
  };
}
export type AddressesService = ReturnType<typeof addressesService>;

function toSavedAddress(row: AddressRecord): SavedAddress {
  return {
    id: row.id,
    name: row.name,
    phoneNumber: row.phoneNumber,
    pincode: row.pincode,
    address: row.address,
    locality: row.locality,
    city: row.city,
    state: row.state,
    landmark: row.landmark,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
