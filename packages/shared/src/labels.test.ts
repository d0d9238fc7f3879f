import { describe, expect, it } from 'vitest';
import { categoryLabel, descriptionLines, normaliseCategory } from './labels.ts';

describe('category labels', () => {
  it('turns underscores into spaces and capitalises each word', () => {
    expect(categoryLabel('silk_cotton_sarees')).toBe('Silk Cotton Sarees');
    expect(categoryLabel('dhotis')).toBe('Dhotis');
    expect(categoryLabel('a__b_')).toBe('A B');
  });
  it('normalises typed categories to lowercase words joined by underscores', () => {
    expect(normaliseCategory('  Silk  Cotton-Sarees ')).toBe('silk_cotton_sarees');
    expect(normaliseCategory('STOLES')).toBe('stoles');
  });
});

describe('description lines', () => {
  it('splits at line breaks and drops blank lines', () => {
    expect(descriptionLines('Pure silk\n\n  Zari border  \r\nDry clean only\n')).toEqual(['Pure silk', 'Zari border', 'Dry clean only']);
  });
});
