import { describe, expect, it } from 'vitest';
import { demoProducts } from './catalogue.ts';
import { demoCategoriesTa, demoTitlesTa } from './demo-titles-ta.ts';

const TAMIL_LETTER = /[\u0B80-\u0BFF]/;

describe('Tamil titles of the demo catalogue', () => {
  const titles = demoProducts.map((product) => product.title);

  it('keys them by English titles that are unique', () => {
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('has a Tamil title for every demo product, and none for a product that is not there', () => {
    expect(titles.filter((title) => !(title in demoTitlesTa)), 'demo products without a Tamil title').toEqual([]);
    expect(Object.keys(demoTitlesTa).filter((title) => !titles.includes(title)), 'Tamil titles of no demo product').toEqual([]);
  });

  it('writes each in Tamil, each different', () => {
    const tamil = Object.values(demoTitlesTa);
    expect(tamil.filter((title) => !TAMIL_LETTER.test(title) || title.trim() !== title || title === '')).toEqual([]);
    expect(new Set(tamil).size).toBe(tamil.length);
  });

  it('names every demo category in Tamil', () => {
    const categories = [...new Set(demoProducts.map((product) => product.category))].sort();
    expect(Object.keys(demoCategoriesTa).sort()).toEqual(categories);
    expect(Object.values(demoCategoriesTa).every((name) => TAMIL_LETTER.test(name))).toBe(true);
  });
});
