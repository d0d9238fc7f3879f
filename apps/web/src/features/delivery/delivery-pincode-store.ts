import { create } from 'zustand';
import { readStored, restoreInBrowser, storageKeys, writeStored } from '../../lib/storage.ts';

interface DeliveryPincodeState {
  /** The pincode the shopper last checked, kept for their next visit ('' when none). */
  pincode: string;
  setPincode: (pincode: string) => void;
}

export const useDeliveryPincode = create<DeliveryPincodeState>((set) => ({
  pincode: '',
  setPincode: (pincode) => {
    writeStored(storageKeys.deliveryPincode, pincode);
    set({ pincode });
  },
}));

restoreInBrowser(() => useDeliveryPincode.setState({ pincode: readStored<string>(storageKeys.deliveryPincode, '') }));
