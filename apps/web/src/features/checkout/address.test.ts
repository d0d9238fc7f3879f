import { checkoutMessages } from '@handloom/shared';
import { describe, expect, it } from 'vitest';
import { shopMessages } from '../../messages/shop-messages.ts';
import { checkAddress, splitServerErrors, type AddressValues } from './address.ts';

const good: AddressValues = { name: 'Meena', address: '12 Car Street, Arani', pincode: '632301', phoneNumber: '9876543210' };

describe('delivery details', () => {
  it('stops at any empty field, as the spec says', () => {
    expect(checkAddress({ ...good, address: '  ' })).toEqual({ kind: 'missing', fields: ['address'] });
    expect(checkAddress({ name: '', address: '', pincode: '', phoneNumber: '' })).toEqual({
      kind: 'missing',
      fields: ['name', 'address', 'pincode', 'phoneNumber'],
    });
  });

  it('wants a 6-digit pincode and a 10-digit Indian mobile number', () => {
    expect(checkAddress({ ...good, pincode: '6323' })).toEqual({ kind: 'invalid', errors: { pincode: shopMessages.checkout.pincodeInvalid } });
    expect(checkAddress({ ...good, phoneNumber: '12345' })).toEqual({ kind: 'invalid', errors: { phoneNumber: shopMessages.checkout.phoneInvalid } });
    expect(checkAddress({ ...good, pincode: 'abcdef', phoneNumber: '5876543210' })).toEqual({
      kind: 'invalid',
      errors: { pincode: shopMessages.checkout.pincodeInvalid, phoneNumber: shopMessages.checkout.phoneInvalid },
    });
  });

  it('accepts +91 in front of the mobile number and trims what was typed', () => {
    const result = checkAddress({ ...good, name: ' Meena ', phoneNumber: '+91 9876543210' });
    expect(result).toEqual({ kind: 'ok', address: { ...good, phoneNumber: '+91 9876543210' } });
  });

  it('puts the server’s address errors on their fields and keeps the rest for the form', () => {
    expect(
      splitServerErrors({
        'address.pincode': 'Pincode must be 6 digits',
        'items.0.quantity': 'Only 2 left of Arani Silk Saree',
        donation: 'Donation cannot be negative',
        'address.unknown': 'Odd',
      }),
    ).toEqual({
      fieldErrors: { pincode: 'Pincode must be 6 digits' },
      others: ['Only 2 left of Arani Silk Saree', 'Donation cannot be negative', 'Odd'],
    });
  });

  it('uses the spec’s words, the same the server sends', () => {
    expect(shopMessages.checkout.allFieldsRequired).toBe(checkoutMessages.allFieldsRequired);
    expect(shopMessages.checkout.pincodeInvalid).toBe(checkoutMessages.pincodeInvalid);
    expect(shopMessages.checkout.phoneInvalid).toBe(checkoutMessages.phoneInvalid);
    expect(shopMessages.checkout.cardDeclined).toBe(checkoutMessages.cardDeclined);
    expect(shopMessages.checkout.paymentSuccessful).toBe(checkoutMessages.paymentSuccessful);
    expect(shopMessages.cart.empty).toBe(checkoutMessages.cartEmpty);
  });
});
