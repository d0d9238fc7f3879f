import { describe, expect, it } from 'vitest';
import { AppError, ErrorCode } from './errors.ts';
import { codRefusal, codRulesFromSettings } from './schemas/cod.ts';
import { addressTexts, bilingual, checkoutTexts, codRefusalText, codTexts, deliveryTexts } from './shop-text.ts';

describe('bilingual', () => {
  const en = { fixed: 'Plain', counted: (n: number) => `${n} left` } as const;
  const ta = { fixed: 'வெறும்', counted: (n: number) => `${n} உள்ளன` };

  it('answers both languages, the English exactly the catalogue’s', () => {
    const both = bilingual(en, ta);
    expect(both.fixed).toEqual({ en: 'Plain', ta: 'வெறும்' });
    expect(both.counted(3)).toEqual({ en: '3 left', ta: '3 உள்ளன' });
  });

  it('gives the schemas’ parameterised messages in Tamil with Tamil plurals, and the English word for word', () => {
    expect(codTexts.wrongCode(1)).toEqual({ en: 'That code is not right. 1 try left.', ta: 'அந்தக் குறியீடு சரியில்லை. இன்னும் 1 முறை முயலலாம்.' });
    expect(codTexts.wrongCode(4).ta).toBe('அந்தக் குறியீடு சரியில்லை. இன்னும் 4 முறைகள் முயலலாம்.');
    expect(checkoutTexts.pincodeUnknown('999999')).toEqual({
      en: 'We cannot find pincode 999999: please check it.',
      ta: '999999 என்ற பின்கோடு எங்களுக்குக் கிடைக்கவில்லை: சரிபார்க்கவும்.',
    });
    expect(deliveryTexts.notServed('744101')).toEqual({
      en: 'Sorry, we do not deliver to pincode 744101 yet.',
      ta: 'மன்னிக்கவும், 744101 பின்கோடுக்கு இன்னும் டெலிவரி செய்வதில்லை.',
    });
    expect(addressTexts.tooMany(20)).toEqual({
      en: 'You can keep up to 20 addresses: please delete one first.',
      ta: 'அதிகபட்சம் 20 முகவரிகளைச் சேமிக்கலாம்: முதலில் ஒன்றை நீக்கவும்.',
    });
    expect(addressTexts.tooMany(1).ta).toBe('அதிகபட்சம் 1 முகவரியைச் சேமிக்கலாம்: முதலில் ஒன்றை நீக்கவும்.');
  });

  it('says why cash on delivery is refused in both languages, the English as codRefusal says it', () => {
    const rules = codRulesFromSettings({ enabled: true, feeRupees: 40, minRupees: 500, maxRupees: 50_000, refusedPincodes: ['600001'] });
    expect(codRefusalText(rules, 100_000, '632301')).toBeNull();
    expect(codRefusalText(rules, 10_000)).toEqual({
      en: codRefusal(rules, 10_000),
      ta: 'டெலிவரியில் பணம் வசதி ₹500 அல்லது அதற்கு மேற்பட்ட ஆர்டர்களுக்கு மட்டுமே: ஆன்லைனில் செலுத்தவும்.',
    });
    expect(codRefusalText(rules, 10_000)?.en).toBe('Cash on delivery is for orders of ₹500 or more: please pay online.');
    expect(codRefusalText(rules, 100_000, ' 600001 ')).toEqual({
      en: 'Cash on delivery is not available for pincode 600001: please pay online.',
      ta: '600001 பின்கோடுக்கு டெலிவரியில் பணம் வசதி இல்லை: ஆன்லைனில் செலுத்தவும்.',
    });
  });
});

describe('AppError with both languages', () => {
  it('keeps the English as its message and fields, and gives the Tamil where it was raised with both', () => {
    const stock = { en: 'Only 2 left', ta: '2 மட்டுமே உள்ளன' };
    const error = new AppError(ErrorCode.conflict, stock, { 'items.0.quantity': stock, 'items.1.quantity': 'Plain English' });
    expect(error.message).toBe('Only 2 left');
    expect(error.fields).toEqual({ 'items.0.quantity': 'Only 2 left', 'items.1.quantity': 'Plain English' });
    expect(error.textIn('ta')).toEqual({ message: '2 மட்டுமே உள்ளன', fields: { 'items.0.quantity': '2 மட்டுமே உள்ளன', 'items.1.quantity': 'Plain English' } });
    expect(error.textIn('en')).toEqual({ message: 'Only 2 left', fields: { 'items.0.quantity': 'Only 2 left', 'items.1.quantity': 'Plain English' } });
    expect(new AppError(ErrorCode.notFound, 'Gone').textIn('ta')).toEqual({ message: 'Gone' });
  });
});
