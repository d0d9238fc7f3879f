import { describe, expect, it } from 'vitest';
import { shopMessages } from '../../messages/shop-messages.ts';
import { donationRupees, parseDonation } from './donation.ts';

const m = shopMessages.cart;

describe('donation box', () => {
  it('reads rupees with up to two decimals as paise', () => {
    expect(parseDonation('50')).toEqual({ ok: true, paise: 5_000 });
    expect(parseDonation(' 50.5 ')).toEqual({ ok: true, paise: 5_050 });
    expect(parseDonation('1,000.25')).toEqual({ ok: true, paise: 100_025 });
    expect(parseDonation('0')).toEqual({ ok: true, paise: 0 });
  });

  it('treats an empty box as no donation (spec 5)', () => {
    expect(parseDonation('')).toEqual({ ok: true, paise: 0 });
    expect(parseDonation('   ')).toEqual({ ok: true, paise: 0 });
  });

  it('explains what is wrong with anything else', () => {
    expect(parseDonation('-5')).toEqual({ ok: false, error: m.donationNegative });
    expect(parseDonation('abc')).toEqual({ ok: false, error: m.donationInvalid });
    expect(parseDonation('1.234')).toEqual({ ok: false, error: m.donationInvalid });
    expect(parseDonation('1e3')).toEqual({ ok: false, error: m.donationInvalid });
    expect(parseDonation('100001')).toEqual({ ok: false, error: m.donationTooLarge('₹1,00,000') });
    expect(parseDonation('100000')).toEqual({ ok: true, paise: 10_000_000 });
  });

  it('sends rupees the server reads back to the same paise', () => {
    for (const paise of [0, 1, 5_050, 1_999, 10_000_000]) expect(Math.round(donationRupees(paise) * 100)).toBe(paise);
  });
});
