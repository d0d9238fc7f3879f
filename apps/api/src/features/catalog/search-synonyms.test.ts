import { describe, expect, it } from 'vitest';
import { compoundAlternatives, SEARCH_SYNONYMS, searchAlternatives, searchVariants, synonymGroupOf, tamilBase, tamilCompoundParts, tamilForms, typedWordAlternatives } from './search-synonyms.ts';
import { allWordsQuery, searchWords, typedWordQuery } from './search-text.ts';

// The synonym table and the Tamil endings (pure code: no database). That both
// search paths read them alike is catalog-search-synonyms.test.ts's and
// search-index.test.ts's part.

const words = (alternatives: { word: string; prefix: boolean }[]) => alternatives.map(({ word, prefix }) => (prefix ? `${word}:*` : word));

describe('the synonym table', () => {
  it('says where each equivalence comes from, and holds single words as search reads them', () => {
    for (const group of SEARCH_SYNONYMS) {
      expect(group.from.length, group.words.join(', ')).toBeGreaterThan(20);
      expect(group.words.length).toBeGreaterThanOrEqual(2);
      // Each word is one word of searchWords (lower case, NFC): a phrase would become a tsquery phrase, beyond the index.
      for (const word of group.words) expect(searchWords(word), word).toEqual([word]);
    }
  });

  it('puts no word in two groups (every word of a group finds every other)', () => {
    for (const group of SEARCH_SYNONYMS) {
      for (const word of group.words) expect(synonymGroupOf(word), word).toBe(group);
    }
  });

  it('finds a group by any of its words, an English plural, or a Tamil word with its ending', () => {
    const saree = SEARCH_SYNONYMS[0];
    for (const word of ['saree', 'sarees', 'sari', 'saris', 'saaree', 'புடவை', 'புடவைகள்', 'சேலை', 'சேலைகள்', 'புடவையில்']) expect(synonymGroupOf(word), word).toBe(saree);
    for (const word of ['dhotis', 'dhothi', 'vesti', 'veshtis', 'வேட்டிகள்', 'வேஷ்டி']) expect(synonymGroupOf(word)?.words, word).toContain('dhoti');
    for (const word of ['pattu', 'பட்டுப்']) expect(synonymGroupOf(word)?.words, word).toContain('silk');
    for (const word of ['kanjeevaram', 'conjeevaram', 'kancheepuram', 'காஞ்சிபுரம்']) expect(synonymGroupOf(word)?.words, word).toContain('kanchipuram');
    expect(synonymGroupOf('scarves')?.words).toContain('scarf');
    expect(synonymGroupOf('ஸ்கார்ஃப்கள்')?.words).toContain('scarf');
  });

  it('leaves unrelated words alone', () => {
    for (const word of ['safari', 'sar', 'saf', 'red', 'silken', 'சேலம்', 'மயில்', 'kan']) expect(synonymGroupOf(word), word).toBeUndefined();
    expect(words(searchAlternatives('safari', true))).toEqual(['safari:*']);
    expect(words(searchAlternatives('red', false))).toEqual(['red']);
  });
});

describe('Tamil endings', () => {
  it('takes off the plural, case endings and a joining consonant', () => {
    expect(tamilBase('புடவைகள்')).toBe('புடவை');
    expect(tamilBase('வேட்டிகளை')).toBe('வேட்டி');
    expect(tamilBase('கரைகளில்')).toBe('கரை');
    expect(tamilBase('ஸ்கார்ஃப்கள்')).toBe('ஸ்கார்ஃப்');
    expect(tamilBase('ஸ்டோல்கள்')).toBe('ஸ்டோல்');
    // A plural of a noun in -ம், and of a long vowel with its doubled க்.
    expect(tamilBase('கட்டங்கள்')).toBe('கட்டம்');
    expect(tamilBase('புட்டாக்கள்')).toBe('புட்டா');
    // Case endings: after -ம் (-த்த்-), after -ஐ/-இ (ய்), the dative.
    expect(tamilBase('நீலத்தில்')).toBe('நீலம்');
    expect(tamilBase('புடவையை')).toBe('புடவை');
    expect(tamilBase('வேட்டியுடன்')).toBe('வேட்டி');
    expect(tamilBase('புடவைக்கு')).toBe('புடவை');
    // Joined to the next word: பட்டுப் புடவை, ஜரிகைக் கரை.
    expect(tamilBase('பட்டுப்')).toBe('பட்டு');
    expect(tamilBase('ஜரிகைக்')).toBe('ஜரிகை');
  });

  it('keeps words whose end only looks like an ending', () => {
    // மயில் (peacock) is no மயி + இல்; சில்க், ஸ்கார்ஃப் end in English consonants; கிழக்கு (east), வித்தை (art) are whole.
    for (const word of ['மயில்', 'சில்க்', 'ஸ்கார்ஃப்', 'கிழக்கு', 'வித்தை', 'புடவை', 'சேலம்', 'கள்']) expect(tamilBase(word), word).toBe(word);
  });

  it('asks for a noun as the start of its forms, or for the forms of a noun in -ம்', () => {
    expect(words(tamilForms('புடவை'))).toEqual(['புடவை:*']);
    expect(words(tamilForms('ஸ்டோல்'))).toEqual(['ஸ்டோல்:*']);
    expect(words(tamilForms('கட்டம்'))).toEqual(['கட்டம்', 'கட்ட', 'கட்டங்கள்:*', 'கட்டத்த:*', 'கட்டக்', 'கட்டச்', 'கட்டத்', 'கட்டப்']);
    // Not the start of longer words: சேலம் (Salem) must not become சேல:*, which starts சேலை (saree).
    expect(tamilForms('சேலம்').some(({ word, prefix }) => prefix && 'சேலை'.startsWith(word))).toBe(false);
    // A short word ending in a consonant would start too many others (மண், earth: மண்டபம்).
    expect(words(tamilForms('மண்'))).toEqual(['மண்']);
  });
});

describe('what a typed word asks for', () => {
  it('keeps the word as typed (a prefix when last), then its synonyms', () => {
    expect(words(searchAlternatives('sari', true))).toEqual(['sari:*', 'saree', 'saaree', 'pudavai', 'selai', 'புடவை:*', 'சேலை:*']);
    expect(words(searchAlternatives('sari', false))).toEqual(['sari', 'saree', 'saaree', 'pudavai', 'selai', 'புடவை:*', 'சேலை:*']);
    expect(words(searchAlternatives('வேஷ்டி', false))).toEqual(['வேஷ்டி:*', 'dhoti', 'dhothi', 'veshti', 'vesti', 'vesthi', 'வேட்டி:*']);
  });

  it('reads a Tamil plural as its noun, whose prefix covers the plural itself', () => {
    expect(words(searchAlternatives('புடவைகள்', false))).toEqual(['புடவை:*', 'saree', 'sari', 'saaree', 'pudavai', 'selai', 'சேலை:*']);
    expect(words(searchAlternatives('கட்டங்கள்', false))).toEqual(['கட்டங்கள்:*', 'கட்டம்', 'கட்ட', 'கட்டத்த:*', 'கட்டக்', 'கட்டச்', 'கட்டத்', 'கட்டப்', 'checks', 'kattam']);
  });

  it('writes one group per word into the tsquery text, a repeated meaning once', () => {
    expect(allWordsQuery(['red', 'sar'])).toBe("'red' & 'sar':*");
    expect(allWordsQuery(['silk', 'sari'])).toBe(
      "( 'silk' | 'pattu' | 'பட்டு':* | 'சில்க்':* ) & ( 'sari':* | 'saree' | 'saaree' | 'pudavai' | 'selai' | 'புடவை':* | 'சேலை':* )",
    );
    expect(allWordsQuery(['saree', 'sari'])).toBe("( 'saree' | 'sari' | 'saaree' | 'pudavai' | 'selai' | 'புடவை':* | 'சேலை':* )");
    expect(allWordsQuery(['saree', 'saree', 'saree'])).toBe(allWordsQuery(['saree', 'saree']));
    expect(allWordsQuery([])).toBe('');
  });

  it('asks for the typed word itself, without its synonyms, to rank it first (anywhere, or in the titles)', () => {
    expect(words(typedWordAlternatives('sari', true))).toEqual(['sari:*']);
    expect(words(typedWordAlternatives('புடவைகள்', false))).toEqual(['புடவை:*']);
    expect(typedWordQuery('dhotis', true)).toBe("'dhotis':*");
    expect(typedWordQuery('dhotis', false, true)).toBe("'dhotis':A");
    expect(typedWordQuery('கட்டங்கள்', true, true)).toBe(
      "( 'கட்டங்கள்':*A | 'கட்டம்':A | 'கட்ட':A | 'கட்டத்த':*A | 'கட்டக்':A | 'கட்டச்':A | 'கட்டத்':A | 'கட்டப்':A )",
    );
  });

  it('gives the category suggestions the plain words a typed word stands for', () => {
    expect(searchVariants('sari')).toEqual(expect.arrayContaining(['sari', 'saree', 'புடவை']));
    expect(searchVariants('வேஷ்டிகள்')).toEqual(expect.arrayContaining(['வேஷ்டிகள்', 'வேஷ்டி', 'வேட்டி', 'dhoti']));
    expect(searchVariants('red')).toEqual(['red']);
  });
});

describe('nouns written as one word', () => {
  it('cuts a joined word at its joining consonant, where a noun of the table is', () => {
    expect(tamilCompoundParts('பட்டுப்புடவை')).toEqual(['பட்டுப்', 'புடவை']);
    expect(tamilCompoundParts('பட்டுப்புடவைகள்')).toEqual(['பட்டுப்', 'புடவைகள்']);
    // பருத்தி holds a doubled த் of its own: the cut goes where பருத்தி ends.
    expect(tamilCompoundParts('பருத்திப்புடவைகள்')).toEqual(['பருத்திப்', 'புடவைகள்']);
    expect(tamilCompoundParts('காஞ்சிப்பட்டுப்புடவை')).toEqual(['காஞ்சிப்', 'பட்டுப்', 'புடவை']);
    expect(tamilCompoundParts('ஜரிகைக்கரை')).toEqual(['ஜரிகைக்', 'கரை']);
  });

  it('leaves whole a word of the table, a word with a one-letter side, and a word that is not Tamil', () => {
    for (const word of ['கைத்தறி', 'சித்திரை', 'மெத்தை', 'புடவை', 'பட்டுப்', 'kanchipuram']) expect(tamilCompoundParts(word), word).toBeNull();
    expect(compoundAlternatives('புடவை', true)).toBeNull();
  });

  it('asks for each noun with its synonyms, and for the word as typed where no noun of it covers it', () => {
    expect(allWordsQuery(['பட்டுப்புடவை'])).toBe(
      "( 'பட்டு':* | 'silk' | 'pattu' | 'சில்க்':* ) & ( 'புடவை':* | 'saree' | 'sari' | 'saaree' | 'pudavai' | 'selai' | 'சேலை':* | 'பட்டுப்புடவை':* )",
    );
    // Each noun and the whole word with their Tamil forms (a noun as the start of its plural and case forms).
    expect(words(compoundAlternatives('ஜரிகைக்கரை', false)?.[1] ?? [])).toEqual(['கரை:*', 'border', 'kara', 'ஜரிகைக்கரை:*']);
    // As "பட்டுப் புடவை" with the space.
    expect(allWordsQuery(['பட்டுப்புடவை', 'red'])).toBe(allWordsQuery(['பட்டுப்', 'புடவை', 'red']).replace("'சேலை':* )", "'சேலை':* | 'பட்டுப்புடவை':* )"));
  });
});
