import { MAX_CART_LINES } from './quantity.ts';
import type { Widen } from './widen.ts';

// What the checkout says when something is wrong, and the pincode's rule,
// apart from the schemas that use them (schemas/checkout.ts): the product
// page's delivery check says them too, and loads no zod.

/** An Indian pincode: six digits, the first not 0 (India Post's PIN code). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
/** What "6 digits" means, before the first digit is looked at. */
export const SIX_DIGITS = /^\d{6}$/;

/** The longest name, locality, city or landmark of a delivery address. */
export const MAX_ADDRESS_LINE_LENGTH = 100;
/** The longest house and street of a delivery address. */
export const MAX_STREET_ADDRESS_LENGTH = 300;

export const checkoutMessages = {
  allFieldsRequired: 'All fields are required',
  pincodeInvalid: 'Pincode must be 6 digits',
  /** Six digits, but India Post's pincodes begin with 1 to 9: "must be 6 digits" would puzzle. */
  pincodeStartsWithZero: 'No Indian pincode begins with 0: please check it.',
  phoneInvalid: 'Phone number must be a 10-digit Indian mobile number',
  pincodeUnknown: (pincode: string) => `We cannot find pincode ${pincode}: please check it.`,
  stateUnknown: 'Choose a state of India',
  stateMismatch: (pincode: string, state: string) => `Pincode ${pincode} is in ${state}: please check the pincode and the state.`,
  cardDeclined: 'Your card was declined.',
  paymentSuccessful: 'Payment Successful',
  cartEmpty: 'Your cart is empty!',
  cartFull: `A cart holds up to ${MAX_CART_LINES} different products. Please place an order for these first, or remove one.`,
  donationInvalid: 'Enter the donation in rupees, like 50 or 50.50.',
  donationNegative: 'A donation cannot be negative.',
  donationTooLarge: (max: string) => `A donation can be at most ${max}.`,
  lineTooLong: `At most ${MAX_ADDRESS_LINE_LENGTH} characters`,
  streetTooLong: `At most ${MAX_STREET_ADDRESS_LENGTH} characters`,
} as const;

/** The pincode's texts, in either language (checkout-messages-ta.ts has the Tamil). */
export type PincodeMessages = Pick<Widen<typeof checkoutMessages>, 'allFieldsRequired' | 'pincodeInvalid' | 'pincodeStartsWithZero'>;

/**
 * A typed pincode without its spaces: India Post prints pincodes as "632 301"
 * and shoppers copy them so.
 */
export function normalPincode(typed: string): string {
  return typed.replace(/\s+/g, '');
}

/** What is wrong with a typed pincode, as PincodeSchema says it; null when it is one (then `normalPincode(pincode)` is it). */
export function pincodeProblem(pincode: string, messages: PincodeMessages = checkoutMessages): string | null {
  const normal = normalPincode(pincode);
  if (normal === '') return messages.allFieldsRequired;
  if (!SIX_DIGITS.test(normal)) return messages.pincodeInvalid;
  return PINCODE_PATTERN.test(normal) ? null : messages.pincodeStartsWithZero;
}
