import { stateNameIn } from './india-states.ts';
import type { OrderAddress } from './schemas/address.ts';

// An address as printed lines (pages, emails, invoices), apart from its
// schemas (schemas/address.ts) so that a page can print one without loading zod.

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
