import { describe, expect, it } from 'vitest';
import { donationRupees } from './donation.ts';

describe('donation sent to the server', () => {
  it('sends rupees the server reads back to the same paise', () => {
    for (const paise of [0, 1, 5_050, 1_999, 10_000_000]) expect(Math.round(donationRupees(paise) * 100)).toBe(paise);
  });
});
