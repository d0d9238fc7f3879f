import { describe, expect, it } from 'vitest';
import { splitCardTitle } from './card-title.ts';

describe('a card title', () => {
  it('puts the colour after the dash on its own line', () => {
    expect(splitCardTitle('Kanchipuram Pure Silk Saree – Peacock Blue with Gold Zari Border')).toEqual({
      name: 'Kanchipuram Pure Silk Saree',
      separator: ' – ',
      variant: 'Peacock Blue with Gold Zari Border',
    });
  });

  it('splits at the first dash only, and reads a spaced hyphen the same way', () => {
    expect(splitCardTitle('Chettinad Cotton - Mustard – Check')).toEqual({ name: 'Chettinad Cotton', separator: ' - ', variant: 'Mustard – Check' });
  });

  it('keeps a title without a spaced dash whole', () => {
    expect(splitCardTitle('Silk-Cotton Saree')).toEqual({ name: 'Silk-Cotton Saree', separator: '', variant: '' });
    expect(splitCardTitle('– Blue')).toEqual({ name: '– Blue', separator: '', variant: '' });
  });

  it('always gives back the whole title', () => {
    for (const title of ['A – B', 'Arani Silk Saree  —  Parrot Green', 'Plain']) {
      const { name, separator, variant } = splitCardTitle(title);
      expect(name + separator + variant).toBe(title);
    }
  });
});
