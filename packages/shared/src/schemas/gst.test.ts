import { describe, expect, it } from 'vitest';
import { DEFAULT_GST_SLABS, NOTIFIED_GST_RATES_BASIS_POINTS } from '../gst-defaults.ts';
import { GstRateInputSchema, gstMessages } from './gst.ts';

// A rate on the GST tab is one the law has (Notification No. 9/2025-Central
// Tax (Rate)): a typing mistake would put a tax that does not exist on every invoice.

const row = (ratePercent: string, thresholdRupees = '', rateAbovePercent = '') => ({ hsn: '5208', description: 'Cotton sarees', ratePercent, thresholdRupees, rateAbovePercent });
const problems = (input: ReturnType<typeof row>) => {
  const result = GstRateInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('a GST rate', () => {
  it('takes each notified rate, written as the owner would type it', () => {
    for (const typed of ['0', '0.25', '1.5', '3', '5', '5.00', '18', '28', '40']) expect(problems(row(typed)), typed).toEqual([]);
    expect(GstRateInputSchema.parse(row('0.25')).rateBasisPoints).toBe(25);
  });

  it('refuses a rate the law does not have, and says which it has', () => {
    for (const typed of ['7', '12', '2.5', '50', '100']) expect(problems(row(typed)), typed).toEqual([{ path: 'ratePercent', message: gstMessages.rateNotNotified }]);
    expect(gstMessages.rateNotNotified).toContain('0, 0.25, 1.5, 3, 5, 18, 28 or 40 %');
  });

  it('refuses the rate above a limit too', () => {
    expect(problems(row('5', '2500', '12'))).toEqual([{ path: 'rateAbovePercent', message: gstMessages.rateNotNotified }]);
    expect(problems(row('5', '2500', '1x'))).toEqual([{ path: 'rateAbovePercent', message: gstMessages.rateShape }]);
    expect(GstRateInputSchema.parse(row('5', '2500', '18'))).toMatchObject({ rateBasisPoints: 500, thresholdPaise: 2_500_00, rateAboveBasisPoints: 1800 });
  });

  it('a new shop starts with notified rates only', () => {
    for (const slab of DEFAULT_GST_SLABS) {
      expect(NOTIFIED_GST_RATES_BASIS_POINTS).toContain(slab.rateBasisPoints);
      if (slab.rateAboveBasisPoints !== null) expect(NOTIFIED_GST_RATES_BASIS_POINTS).toContain(slab.rateAboveBasisPoints);
    }
  });
});
