import { describe, expect, it } from 'vitest';
import { cardDigits, cardProblems, sandboxCardMessages as m, typedExpiry } from './sandbox-card.ts';

const now = new Date('2026-05-15T10:00:00Z');
const good = { cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' };

describe('sandbox card checks', () => {
  it('accepts a test card typed with spaces or dashes', () => {
    expect(cardProblems(good, now)).toEqual({});
    expect(cardDigits('4000-0000 0000-0002')).toBe('4000000000000002');
  });

  it('says which field is wrong', () => {
    expect(cardProblems({ cardNumber: '4111', expiry: '13/30', cvv: '12' }, now)).toEqual({
      cardNumber: m.cardNumber,
      expiry: m.expiryFormat,
      cvv: m.cvv,
    });
    expect(cardProblems({ ...good, expiry: '1230' }, now)).toEqual({ expiry: m.expiryFormat });
  });

  it('takes a card as good to the end of its expiry month', () => {
    expect(cardProblems({ ...good, expiry: '05/26' }, now)).toEqual({});
    expect(cardProblems({ ...good, expiry: '04/26' }, now)).toEqual({ expiry: m.expired });
  });

  it("turns the month over at midnight in India, whatever the browser's or server's clock zone", () => {
    // 30 Nov 2026 19:00 UTC is 1 Dec 00:30 in India: a card expiring 11/26 has expired there.
    const indiaDecember = new Date('2026-11-30T19:00:00Z');
    expect(cardProblems({ ...good, expiry: '11/26' }, indiaDecember)).toEqual({ expiry: m.expired });
    expect(cardProblems({ ...good, expiry: '11/26' }, new Date('2026-11-30T18:00:00Z'))).toEqual({});
  });
});

describe('the expiry as it is typed', () => {
  it('puts the slash in after the month, for number pads without one, and keeps a typed one', () => {
    const typing = (keys: string) => [...keys].reduce((shown, key) => typedExpiry(shown + key), '');
    expect(typing('1230')).toBe('12/30');
    expect(typing('12/30')).toBe('12/30');
    expect(typing('1/30')).toBe('01/30');
    expect(typing('123045')).toBe('12/30');
    expect(typedExpiry('12 / 30')).toBe('12/30');
    expect(cardProblems({ ...good, expiry: typing('0530') }, now)).toEqual({});
  });

  it('lets the shopper delete back over the slash', () => {
    expect(typedExpiry('12/')).toBe('12/');
    expect(typedExpiry('12')).toBe('12');
    expect(typedExpiry('1')).toBe('1');
    expect(typedExpiry('')).toBe('');
  });
});
