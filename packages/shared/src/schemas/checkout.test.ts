import { describe, expect, it } from 'vitest';
import { checkoutMessages, pincodeProblem } from '../checkout-messages.ts';
import { DeliveryAddressSchema, DonationTextSchema, PincodeSchema } from './checkout.ts';

// The Buy Now form checks with this schema in the browser (react-hook-form's
// zod resolver) and the server checks with it again.

const good = { name: 'Meena', phoneNumber: '9876543210', pincode: '632301', address: '12 Car Street', locality: 'Arni Fort', city: 'Tiruvannamalai', state: 'Tamil Nadu', landmark: '' };

function problems(values: Record<string, string>): Record<string, string> {
  const result = DeliveryAddressSchema.safeParse(values);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('delivery details', () => {
  it('stops at any empty field with "All fields are required", as the spec says', () => {
    expect(problems({ ...good, address: '  ' })).toEqual({ address: checkoutMessages.allFieldsRequired });
    expect(problems({ name: '', phoneNumber: '', pincode: '', address: '', locality: '', city: '', state: '', landmark: '' })).toEqual({
      name: checkoutMessages.allFieldsRequired,
      address: checkoutMessages.allFieldsRequired,
      pincode: checkoutMessages.allFieldsRequired,
      phoneNumber: checkoutMessages.allFieldsRequired,
      locality: checkoutMessages.allFieldsRequired,
      city: checkoutMessages.allFieldsRequired,
      state: checkoutMessages.allFieldsRequired,
    });
  });

  it('wants a 6-digit pincode and a 10-digit Indian mobile number', () => {
    expect(problems({ ...good, pincode: '6323' })).toEqual({ pincode: checkoutMessages.pincodeInvalid });
    // Six digits, so "must be 6 digits" would puzzle: no Indian pincode begins with 0.
    expect(problems({ ...good, pincode: '032301' })).toEqual({ pincode: checkoutMessages.pincodeStartsWithZero });
    expect(problems({ ...good, pincode: '000000' })).toEqual({ pincode: checkoutMessages.pincodeStartsWithZero });
    expect(PincodeSchema.safeParse('6323').error?.issues.map((issue) => issue.message)).toEqual([checkoutMessages.pincodeInvalid]);
    expect(problems({ ...good, phoneNumber: '12345' })).toEqual({ phoneNumber: checkoutMessages.phoneInvalid });
    expect(problems({ ...good, pincode: 'abcdef', phoneNumber: '5876543210' })).toEqual({
      pincode: checkoutMessages.pincodeInvalid,
      phoneNumber: checkoutMessages.phoneInvalid,
    });
  });

  it('takes a pincode written as India Post prints it, "632 301", as its six digits', () => {
    for (const typed of ['632 301', ' 632301 ', '6 3 2 3 0 1', '632\u00a0301']) {
      expect(DeliveryAddressSchema.parse({ ...good, pincode: typed })).toEqual(good);
    }
    expect(problems({ ...good, pincode: '632 30' })).toEqual({ pincode: checkoutMessages.pincodeInvalid });
  });

  it('keeps the mobile number as its 10 digits, with or without +91 or a leading 0, and trims what was typed', () => {
    for (const typed of ['+91 9876543210', '+91-98765-43210', '919876543210', '09876543210', ' 98765 43210 ']) {
      expect(DeliveryAddressSchema.parse({ ...good, name: ' Meena ', phoneNumber: typed })).toEqual(good);
    }
  });

  it('leaves the landmark optional, and wants a state of India', () => {
    const { landmark: _landmark, ...withoutLandmark } = good;
    expect(DeliveryAddressSchema.parse(withoutLandmark)).toEqual(good);
    expect(problems({ ...good, state: 'Ceylon' })).toEqual({ state: checkoutMessages.stateUnknown });
  });
});

describe('donation box', () => {
  const parse = (text: string) => {
    const result = DonationTextSchema.safeParse(text);
    return result.success ? { ok: true, paise: result.data } : { ok: false, error: result.error.issues[0]?.message };
  };

  it('reads rupees with up to two decimals as paise', () => {
    expect(parse('50')).toEqual({ ok: true, paise: 5_000 });
    expect(parse(' 50.5 ')).toEqual({ ok: true, paise: 5_050 });
    expect(parse('1,000.25')).toEqual({ ok: true, paise: 100_025 });
    expect(parse('0')).toEqual({ ok: true, paise: 0 });
  });

  it('treats an empty box as no donation (spec 5)', () => {
    expect(parse('')).toEqual({ ok: true, paise: 0 });
    expect(parse('   ')).toEqual({ ok: true, paise: 0 });
  });

  it('explains what is wrong with anything else', () => {
    expect(parse('-5')).toEqual({ ok: false, error: checkoutMessages.donationNegative });
    expect(parse('abc')).toEqual({ ok: false, error: checkoutMessages.donationInvalid });
    expect(parse('1.234')).toEqual({ ok: false, error: checkoutMessages.donationInvalid });
    expect(parse('1e3')).toEqual({ ok: false, error: checkoutMessages.donationInvalid });
    expect(parse('100001')).toEqual({ ok: false, error: checkoutMessages.donationTooLarge('₹1,00,000') });
    expect(parse('100000')).toEqual({ ok: true, paise: 10_000_000 });
  });
});

// The product page's delivery check says what PincodeSchema says, without zod.
describe('pincodeProblem', () => {
  it('agrees with PincodeSchema on every kind of typed pincode', () => {
    for (const typed of ['632301', ' 632301 ', '', '   ', '032301', '000000', '0', '63230', '6323011', '63 2301', '६३२३०१', 'abcdef', '110001\n']) {
      const parsed = PincodeSchema.safeParse(typed);
      expect(pincodeProblem(typed), JSON.stringify(typed)).toBe(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'a problem'));
    }
    expect(pincodeProblem('')).toBe(checkoutMessages.allFieldsRequired);
    expect(pincodeProblem('12345')).toBe(checkoutMessages.pincodeInvalid);
    expect(pincodeProblem('000 000')).toBe(checkoutMessages.pincodeStartsWithZero);
    expect(pincodeProblem('632 301')).toBeNull();
  });
});
