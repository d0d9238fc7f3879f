import { describe, expect, it } from 'vitest';
import { codRefusal, CodSettingsInputSchema, codRulesFromSettings, codSettingsFromRules } from './cod.ts';

const rules = { enabled: true, feePaise: 4000, minPaise: 50000, maxPaise: 5_000_000, refusedPincodes: ['600001'] };

describe('cash on delivery rules', () => {
  it('offers COD within the amounts and outside the refused pincodes, and says why otherwise', () => {
    expect(codRefusal(rules, 50000)).toBeNull();
    expect(codRefusal(rules, 5_000_000, '632301')).toBeNull();
    expect(codRefusal(rules, 49999)).toBe('Cash on delivery is for orders of ₹500 or more: please pay online.');
    expect(codRefusal(rules, 5_000_001)).toBe('Cash on delivery is for orders up to ₹50,000: please pay online.');
    expect(codRefusal(rules, 100000, ' 600001 ')).toBe('Cash on delivery is not available for pincode 600001: please pay online.');
    expect(codRefusal({ ...rules, enabled: false }, 100000)).toBe('Cash on delivery is not offered at the moment: please pay online.');
  });

  it('reads the owner form in whole rupees, sorts and de-duplicates pincodes, and round-trips to paise', () => {
    const parsed = CodSettingsInputSchema.parse({ enabled: true, feeRupees: 40, minRupees: 0, maxRupees: 50000, refusedPincodes: ['600002', ' 600001', '600002'] });
    expect(parsed.refusedPincodes).toEqual(['600001', '600002']);
    expect(codRulesFromSettings(parsed)).toEqual({ enabled: true, feePaise: 4000, minPaise: 0, maxPaise: 5_000_000, refusedPincodes: ['600001', '600002'] });
    expect(codSettingsFromRules(codRulesFromSettings(parsed))).toEqual(parsed);
    const bad = CodSettingsInputSchema.safeParse({ enabled: true, feeRupees: -1, minRupees: 100, maxRupees: 50, refusedPincodes: ['6000'] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['The fee cannot be negative', 'Each pincode must be 6 digits']),
    );
  });
});
