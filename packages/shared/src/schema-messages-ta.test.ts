import { describe, expect, it } from 'vitest';
import { gstinMessages, gstinProblem } from './gst.ts';
import { INDIA_STATES } from './india-states.ts';
import {
  tamilSchemaMessage,
  taCodSettingsMessages,
  taDeliverySettingsMessages,
  taGstinMessages,
  taGstMessages,
  taOwnerAlertSettingsMessages,
  taProductCsvMessages,
} from './schema-messages-ta.ts';
import { codSettingsMessages, CodSettingsInputSchema } from './schemas/cod.ts';
import { DEFAULT_DELIVERY_SETTINGS, deliverySettingsMessages, DeliverySettingsInputSchema } from './schemas/delivery.ts';
import { GstRatesInputSchema, gstMessages, SellerSettingsInputSchema } from './schemas/gst.ts';
import { ownerAlertSettingsMessages, OwnerAlertSettingsInputSchema } from './schemas/owner-alerts.ts';
import { productCsvMessages } from './schemas/product-csv.ts';

const TAMIL_LETTER = /[\u0B80-\u0BFF]/;

// The admin's settings tabs and the products CSV import: every message
// their schemas say has a Tamil text, found by its English as the API's
// error handler and the Tamil dashboard's forms look it up.
const DASHBOARD_MESSAGES = [
  { name: 'deliverySettingsMessages', en: deliverySettingsMessages, ta: taDeliverySettingsMessages },
  { name: 'codSettingsMessages', en: codSettingsMessages, ta: taCodSettingsMessages },
  { name: 'ownerAlertSettingsMessages', en: ownerAlertSettingsMessages, ta: taOwnerAlertSettingsMessages },
  { name: 'gstMessages', en: gstMessages, ta: taGstMessages },
  { name: 'gstinMessages', en: gstinMessages, ta: taGstinMessages },
  { name: 'productCsvMessages', en: productCsvMessages, ta: taProductCsvMessages },
] as const;

describe.each(DASHBOARD_MESSAGES)('the Tamil of $name', ({ en, ta }) => {
  // The messages with values are read back from their English: below.
  const texts = Object.entries(en).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  it.each(texts)('looks up %s by its English', (key, english) => {
    const tamil = tamilSchemaMessage(english);
    expect(tamil).toBe((ta as Record<string, string>)[key]);
    expect(tamil).not.toBe(english);
    expect(tamil).toMatch(TAMIL_LETTER);
  });
});

describe('the settings forms in Tamil', () => {
  /** The Tamil of each problem the schema finds, or the English where it has none. */
  const tamilProblems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), tamilSchemaMessage(issue.message) ?? issue.message]));

  it('says every problem of a bad delivery promise in Tamil, the numbers as digits', () => {
    const bad = {
      ...DEFAULT_DELIVERY_SETTINGS,
      processingDays: Number.NaN,
      transit: { ...DEFAULT_DELIVERY_SETTINGS.transit, south: { minDays: 6, maxDays: 3 }, far: { minDays: 1.5, maxDays: 61 } },
      unservedPincodes: ['12345'],
    };
    expect(tamilProblems(DeliverySettingsInputSchema.safeParse(bad))).toEqual({
      processingDays: 'பொதிந்து ஒப்படைக்கும் நேரத்தை நாட்களில் உள்ளிடவும்',
      'transit.south.maxDays': 'அதிகபட்ச நாட்கள் குறைந்தபட்ச நாட்களை விடக் குறைவாக இருக்கக் கூடாது',
      'transit.far.minDays': 'முழு நாட்களாக உள்ளிடவும்',
      'transit.far.maxDays': 'அதிகபட்சம் 60 நாட்கள் இருக்கலாம்',
      'unservedPincodes.0': 'ஒவ்வொரு பின்கோடும் 6 இலக்கங்களாக இருக்க வேண்டும்',
    });
  });

  it('says the COD rules’ limits in Tamil with Indian grouping, the English as before', () => {
    expect(codSettingsMessages.feeTooHigh).toBe('The fee can be at most ₹10,000');
    expect(codSettingsMessages.limitTooHigh).toBe('An order limit can be at most ₹1,00,00,000');
    const bad = { enabled: true, feeRupees: 10_001, minRupees: -1, maxRupees: 100_000_000, refusedPincodes: ['6000'] };
    expect(tamilProblems(CodSettingsInputSchema.safeParse(bad))).toEqual({
      feeRupees: 'கட்டணம் அதிகபட்சம் ₹10,000 இருக்கலாம்',
      minRupees: 'குறைந்தபட்ச ஆர்டர் மதிப்பு எதிர்மறையாக இருக்க முடியாது',
      maxRupees: 'ஆர்டர் மதிப்பு வரம்பு அதிகபட்சம் ₹1,00,00,000 இருக்கலாம்',
      'refusedPincodes.0': 'ஒவ்வொரு பின்கோடும் 6 இலக்கங்களாக இருக்க வேண்டும்',
    });
  });

  it('says a missing or unknown alert mode in Tamil, not zod’s English', () => {
    expect(tamilProblems(OwnerAlertSettingsInputSchema.safeParse({ mode: 'weekly', lowStockThreshold: 1 }))).toEqual({
      mode: 'எப்போது மின்னஞ்சல் அனுப்புவது என்பதைத் தேர்வு செய்யவும்: உடனே, அல்லது நாளுக்கு ஒருமுறை',
    });
    expect(tamilProblems(OwnerAlertSettingsInputSchema.safeParse({ lowStockThreshold: 1 }))).toEqual({ mode: taOwnerAlertSettingsMessages.modeInvalid });
  });

  it('says a bad low-stock threshold, and the GST forms’ problems, in Tamil', () => {
    expect(tamilProblems(OwnerAlertSettingsInputSchema.safeParse({ mode: 'each', lowStockThreshold: 2.5 }))).toEqual({
      lowStockThreshold: 'பொருட்களின் எண்ணிக்கையை முழு எண்ணாக உள்ளிடவும்',
    });
    const seller = { legalName: 'Kaithari Handlooms', address: 'Arani', stateCode: '33', registered: false, gstin: null };
    expect(tamilProblems(SellerSettingsInputSchema.safeParse({ ...seller, legalName: ' ' }))).toEqual({ legalName: taGstMessages.legalNameRequired });
    expect(tamilProblems(SellerSettingsInputSchema.safeParse({ ...seller, registered: true, gstin: '33ABCDE1234F1Z' }))).toEqual({ gstin: taGstinMessages.shape });
    const rate = { hsn: '5007', description: 'Silk sarees', ratePercent: '5', thresholdRupees: '', rateAbovePercent: '' };
    expect(tamilProblems(GstRatesInputSchema.safeParse({ rates: [rate, { ...rate, hsn: '500' }] }))).toEqual({ 'rates.1.hsn': taGstMessages.hsnShape });
  });
});

describe('a GSTIN of another state, in Tamil', () => {
  it('says it in Tamil with the codes as typed, the English as before', () => {
    const english = gstinProblem('27AAPFU0939F1ZV', '33');
    expect(english).toBe('This GSTIN begins with 27, but the state code of Tamil Nadu is 33.');
    expect(tamilSchemaMessage(english ?? '')).toBe('இந்த GSTIN 27 என்று தொடங்குகிறது, ஆனால் நீங்கள் தேர்வு செய்த மாநிலத்தின் குறியீடு 33.');
  });

  it.each(INDIA_STATES.map((state) => [state.name, state.code]))('is found by its English for %s', (_name, code) => {
    const other = code === '27' ? '33' : '27';
    const tamil = tamilSchemaMessage(gstinMessages.stateCodeMismatch(other, code));
    expect(tamil).toBe(taGstinMessages.stateCodeMismatch(other, code));
    expect(tamil).toMatch(new RegExp(`^இந்த GSTIN ${other} .+ குறியீடு ${code}\\.$`));
  });

  it('is found for a code that names no state too', () => {
    expect(gstinMessages.stateCodeMismatch('33', '25')).toBe('This GSTIN begins with 33, but the state code of the chosen state is 25.');
    expect(tamilSchemaMessage(gstinMessages.stateCodeMismatch('33', '25'))).toBe('இந்த GSTIN 33 என்று தொடங்குகிறது, ஆனால் நீங்கள் தேர்வு செய்த மாநிலத்தின் குறியீடு 25.');
  });

  it('gives no Tamil for a sentence of the same shape that the English would not say', () => {
    // Kerala's code is 32: the values read back do not say this sentence again.
    expect(tamilSchemaMessage('This GSTIN begins with 27, but the state code of Kerala is 33.')).toBeUndefined();
  });

  it('says the seller form’s problem in Tamil, as the Tamil dashboard and the API show it', () => {
    const seller = { legalName: 'Kaithari Handlooms', address: 'Arani', stateCode: '29', registered: true, gstin: '33AAAFK0000A1ZP' };
    const issue = SellerSettingsInputSchema.safeParse(seller).error?.issues[0];
    expect(issue?.path).toEqual(['gstin']);
    expect(tamilSchemaMessage(issue?.message ?? '')).toBe('இந்த GSTIN 33 என்று தொடங்குகிறது, ஆனால் நீங்கள் தேர்வு செய்த மாநிலத்தின் குறியீடு 29.');
  });
});
