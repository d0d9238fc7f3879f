import { describe, expect, it } from 'vitest';
import { shopMessages } from '../../messages/shop-messages.ts';
import { cardDigits, checkCard } from './card.ts';

const m = shopMessages.checkout;
const now = new Date('2026-05-15T10:00:00Z');

describe('sandbox card checks', () => {
  it('accepts a test card typed with spaces', () => {
    expect(checkCard({ cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' }, now)).toEqual({});
    expect(cardDigits('4000-0000 0000-0002')).toBe('4000000000000002');
  });

  it('says which field is wrong', () => {
    expect(checkCard({ cardNumber: '4111', expiry: '13/30', cvv: '12' }, now)).toEqual({
      cardNumber: m.cardNumberInvalid,
      expiry: m.expiryInvalid,
      cvv: m.cvvInvalid,
    });
  });

  it('takes a card as good to the end of its expiry month', () => {
    expect(checkCard({ cardNumber: '4111111111111111', expiry: '05/26', cvv: '123' }, now)).toEqual({});
    expect(checkCard({ cardNumber: '4111111111111111', expiry: '04/26', cvv: '123' }, now)).toEqual({ expiry: m.cardExpired });
  });
});
