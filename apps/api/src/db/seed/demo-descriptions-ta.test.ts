import { AdminProductInputSchema } from '@handloom/shared';
import { describe, expect, it } from 'vitest';
import { demoProducts } from './catalogue.ts';
import { demoDescriptionsTa } from './demo-descriptions-ta.ts';
import { demoTitlesTa } from './demo-titles-ta.ts';
import { TAMIL_LETTER, glossaryProblems } from './glossary-words.ts';


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
    const problems = withDescriptions.flatMap(({ product, tamil }) => glossaryProblems(product.description ?? '', tamil).map((problem) => `${product.title}: ${problem}`));
    expect(problems).toEqual([]);
  });
});
