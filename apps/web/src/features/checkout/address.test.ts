import { checkoutMessages } from '@handloom/shared';
import { describe, expect, it } from 'vitest';
import { shopMessages } from '../../messages/shop-messages.ts';
import { splitServerErrors } from './address.ts';

describe('delivery details', () => {
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
