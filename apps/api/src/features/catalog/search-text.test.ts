import { describe, expect, it } from 'vitest';
import { allWordsQuery, foldForSearch, searchWords } from './search-text.ts';

describe('search text', () => {
  it('drops Latin accents and keeps Tamil vowel signs, in NFC', () => {
    expect(foldForSearch('Kāñchipuram Sarée')).toBe('Kanchipuram Saree');
    const tamil = 'கொடி';
    expect(foldForSearch(tamil.normalize('NFD'))).toBe(tamil);
  });

  it('splits on anything but letters, marks and digits, lower-cased', () => {
    expect(searchWords("  Red   SAREE, silk-cotton's 4m ")).toEqual(['red', 'saree', 'silk', 'cotton', 's', '4m']);
    expect(searchWords('பட்டுப் புடவை')).toEqual(['பட்டுப்', 'புடவை']);
    expect(searchWords("' OR 1=1--")).toEqual(['or', '1', '1']);
    expect(searchWords('%_\\')).toEqual([]);
  });

  it('asks for every word, the last as a prefix too, each as any of its synonyms (search-synonyms.ts)', () => {
    expect(allWordsQuery(['red', 'sar'])).toBe("'red' & 'sar':*");
    expect(allWordsQuery(['dhoti'])).toBe("( 'dhoti':* | 'dhothi' | 'veshti' | 'vesti' | 'vesthi' | 'வேட்டி':* | 'வேஷ்டி':* )");
  });
});
