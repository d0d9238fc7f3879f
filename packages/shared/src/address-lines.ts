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

// A landmark that already says where it is stays as typed, in either
// language: "Opp. bus stand" is no "Near Opp. bus stand", and "கோயில்
// அருகில்" (near the temple, as a Tamil landmark is written) no "கோயில்
// அருகில் அருகில்" (an exploratory test). The words are those Indian
// addresses put before (English) or after (Tamil) the place they name.
const ENGLISH_POSITION = /^(near|nr|opp|opposite|behind|beside|next to|in front of|adjacent|facing|close to|off|inside|above|below|after|before)\b/i;
const TAMIL_POSITION = /(?:^|\s)(அருகில்|அருகே|அருகாமையில்|பக்கத்தில்|பக்கம்|எதிரில்|எதிரே|எதிர்புறம்|எதிர்ப்புறம்|பின்புறம்|பின்னால்|பின்பக்கம்|முன்புறம்|முன்னால்|உள்ளே|மேலே|கீழே|அடுத்து|தாண்டி)\.?$/u;

/** The landmark as the address prints it: as typed when it says where it is, else as the language says "near". */
function landmarkLine(landmark: string, wording: AddressWording): string {
  const typed = landmark.trim();
  return ENGLISH_POSITION.test(typed) || TAMIL_POSITION.test(typed) ? typed : wording.near(typed);
}

/**
 * The address as lines to print, without the name and phone: house and
 * street, locality, landmark, "City - 632301", state.
 */
export function addressLines(address: Omit<OrderAddress, 'name' | 'phoneNumber'>, wording: AddressWording = ENGLISH_WORDING): string[] {
  const street = address.address.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  const landmark = address.landmark ? landmarkLine(address.landmark, wording) : null;
  const cityLine = address.city ? `${address.city} - ${address.pincode}` : address.pincode;
  const state = address.state ? wording.state(address.state) : null;
  return [...street, address.locality, landmark, cityLine, state].filter((line): line is string => Boolean(line));
}
