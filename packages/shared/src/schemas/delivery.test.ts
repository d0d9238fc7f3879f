import { describe, expect, it } from 'vitest';
import { deliveryWindow, formatDeliveryWindow, indiaDatePlus } from '../delivery-window.ts';
import { DEFAULT_DELIVERY_SETTINGS, DeliverySettingsInputSchema, deliveryZone } from './delivery.ts';

const arani = { district: 'Tiruvannamalai', state: 'Tamil Nadu' };

describe('delivery zones', () => {
  it('go from the shop\'s own district outwards, by the state\'s region', () => {
    expect(deliveryZone(arani, { district: 'Tiruvannamalai', state: 'Tamil Nadu' })).toBe('sameDistrict');
    expect(deliveryZone(arani, { district: 'Chennai', state: 'Tamil Nadu' })).toBe('tamilNadu');
    expect(deliveryZone(arani, { district: 'Bengaluru', state: 'Karnataka' })).toBe('south');
    expect(deliveryZone(arani, { district: 'Central Delhi', state: 'Delhi' })).toBe('rest');
    for (const state of ['Assam', 'Andaman and Nicobar Islands', 'Lakshadweep', 'Ladakh', 'Jammu and Kashmir']) expect(deliveryZone(arani, { district: 'X', state })).toBe('far');
  });
});

describe('the delivery date range', () => {
  it("counts from the date it is in India, not in UTC: late evening on 31 January in India is already 1 February's count", () => {
    // 18:45 UTC on 31 Jan = 00:15 IST on 1 Feb.
    const justAfterMidnightInIndia = new Date('2026-01-31T18:45:00Z');
    expect(indiaDatePlus(justAfterMidnightInIndia, 0)).toBe('2026-02-01');
    // 18:15 UTC on 31 Jan = 23:45 IST, still 31 Jan.
    expect(indiaDatePlus(new Date('2026-01-31T18:15:00Z'), 0)).toBe('2026-01-31');
  });

  it('runs over the end of a month and of a leap February', () => {
    // 2 processing + 3..6 transit (south) from 27 February 2028 (a leap year), 10:00 IST.
    const from = new Date('2028-02-27T04:30:00Z');
    expect(deliveryWindow(DEFAULT_DELIVERY_SETTINGS, 'south', from)).toEqual({ earliest: '2028-03-03', latest: '2028-03-06' });
    // The same day in 2026: no 29 February.
    expect(deliveryWindow(DEFAULT_DELIVERY_SETTINGS, 'south', new Date('2026-02-27T04:30:00Z'))).toEqual({ earliest: '2026-03-04', latest: '2026-03-07' });
    // Across the year's end, far regions: 2 + 7..12 from 30 December.
    expect(deliveryWindow(DEFAULT_DELIVERY_SETTINGS, 'far', new Date('2026-12-30T06:00:00Z'))).toEqual({ earliest: '2027-01-08', latest: '2027-01-13' });
  });

  it('reads as a short range', () => {
    expect(formatDeliveryWindow({ earliest: '2026-11-30', latest: '2026-12-02' })).toBe('Mon, 30 Nov – Wed, 2 Dec');
    expect(formatDeliveryWindow({ earliest: '2026-11-30', latest: '2026-11-30' })).toBe('Mon, 30 Nov');
  });
});

describe("the owner's delivery settings", () => {
  const good = { shopPincode: '632301', processingDays: 2, transit: DEFAULT_DELIVERY_SETTINGS.transit, unservedPincodes: ['744301', ' 744301', '682559'] };

  it('keep each unserved pincode once, sorted', () => {
    expect(DeliverySettingsInputSchema.parse(good).unservedPincodes).toEqual(['682559', '744301']);
  });

  it('refuse negative or fractional days, a range upside down, and malformed pincodes', () => {
    const problems = (input: unknown) => DeliverySettingsInputSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(problems({ ...good, processingDays: -1 })).toEqual(['processingDays: Days cannot be negative']);
    expect(problems({ ...good, processingDays: 1.5 })).toEqual(['processingDays: Enter whole days']);
    expect(problems({ ...good, transit: { ...good.transit, south: { minDays: 6, maxDays: 3 } } })).toEqual(['transit.south.maxDays: The most days must not be below the fewest']);
    expect(problems({ ...good, unservedPincodes: ['12345'] })).toEqual(['unservedPincodes.0: Each pincode must be 6 digits']);
    expect(problems({ ...good, transit: { ...good.transit, far: { minDays: 7, maxDays: 61 } } })).toEqual(['transit.far.maxDays: At most 60 days']);
  });
});
