import { AdminProductInputSchema } from '@handloom/shared';
import { describe, expect, it } from 'vitest';
import { demoProducts } from './catalogue.ts';
import { demoDescriptionsTa } from './demo-descriptions-ta.ts';
import { demoTitlesTa } from './demo-titles-ta.ts';

const TAMIL_LETTER = /[\u0B80-\u0BFF]/;

/** Words docs/tamil-glossary.md sets aside (as in apps/web's tamil-catalogue.test.ts), with the one it chose. */
const SET_ASIDE: readonly (readonly [RegExp, string])[] = [
  [/சேலை/, 'புடவை (saree)'],
  [/வேஷ்டி/, 'வேட்டி (dhoti, veshti)'],
  [/ஜரி(?!கை)/, 'ஜரிகை (zari)'],
  [/பார்டர்/, 'கரை (border)'],
  [/பல்லு/, 'முந்தானை (pallu)'],
  [/சில்க்(?! காட்டன)/, 'பட்டு (silk)'],
  [/துண்டு/, 'ஸ்கார்ஃப் (scarf)'],
];

/** An English word of the descriptions, and the glossary's Tamil (its stem: Tamil adds endings) that must then be there too. */
const SAME_WORD: readonly (readonly [RegExp, RegExp])[] = [
  [/zari/i, /ஜரிகை/],
  [/\bsilk\b(?! cotton)/i, /பட்டு/],
  [/silk cotton/i, /சில்க் காட்டன/],
  [/\bpallu\b/i, /முந்தானை/],
  [/\b(border|kara)\b/i, /கரை/],
  [/\bkattam\b/i, /கட்ட(ம்|ங்)/],
  [/\bbuttas\b/i, /புட்டா/],
  [/\bhandloom\b/i, /கைத்தறி/],
  [/\bveshti\b|\bdhoti\b/i, /வேட்டி/],
  [/\bangavastram\b/i, /அங்கவஸ்திர/],
];

const withDescriptions = demoProducts.map((product) => ({ product, tamil: demoDescriptionsTa[product.title] ?? '' }));

describe('Tamil descriptions of the demo catalogue', () => {
  it('gives every demo product a Tamil title and a Tamil description, and none to a product that is not there', () => {
    const missing = demoProducts.filter((product) => !demoTitlesTa[product.title] || !demoDescriptionsTa[product.title]).map((product) => product.title);
    expect(missing, 'demo products without a Tamil title or description').toEqual([]);
    const titles = demoProducts.map((product) => product.title);
    expect(Object.keys(demoDescriptionsTa).filter((title) => !titles.includes(title)), 'Tamil descriptions of no demo product').toEqual([]);
  });

  it("writes each in Tamil, as the admin form would store it", () => {
    for (const { product, tamil } of withDescriptions) {
      expect(tamil, product.title).toMatch(TAMIL_LETTER);
      expect(AdminProductInputSchema.shape.descriptionTa.parse(tamil), product.title).toBe(tamil);
    }
  });

  it('says what the English says, line for line, with the same measures', () => {
    for (const { product, tamil } of withDescriptions) {
      const english = product.description ?? '';
      expect(tamil.split('\n'), product.title).toHaveLength(english.split('\n').length);
      const numbers = (text: string) => (text.match(/\d+(?:\.\d+)?/g) ?? []).sort();
      expect(numbers(tamil), product.title).toEqual(numbers(english));
    }
  });

  it('uses the words of the glossary', () => {
    const problems = withDescriptions.flatMap(({ product, tamil }) => [
      ...SET_ASIDE.filter(([word]) => word.test(tamil)).map(([word, chosen]) => `${product.title}: ${word.source} -> ${chosen}`),
      ...SAME_WORD.filter(([englishWord, tamilWord]) => englishWord.test(product.description ?? '') && !tamilWord.test(tamil)).map(
        ([englishWord, tamilWord]) => `${product.title}: says ${englishWord.source} without ${tamilWord.source}`,
      ),
    ]);
    expect(problems).toEqual([]);
  });
});
