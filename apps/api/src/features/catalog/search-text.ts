import { compoundAlternatives, searchAlternatives, typedWordAlternatives, type SearchAlternative } from './search-synonyms.ts';

/**
 * What the shopper typed, folded as the products' search_vector folds their
 * text (db/schema/products.ts searchFolded): NFC, Latin diacritics dropped,
 * Tamil vowel signs kept.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
}

/** The words of a search: letters (with their vowel signs and other marks) and digits; everything else separates. */
export function searchWords(text: string): string[] {
  return foldForSearch(text).toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/**
 * A to_tsquery text that asks for every word, each as any of its alternatives
 * (search-synonyms.ts: the word as typed, its synonyms, a Tamil noun's forms),
 * the last word also as the start of a longer one (the shopper may still be
 * typing it): `'red' & ( 'sari':* | 'saree' | 'புடவை':* ... )`; a joined
 * Tamil word asks for each of its nouns (பட்டுப்புடவை: silk and saree). Each
 * alternative is quoted and holds only letters, marks and digits, so nothing
 * typed is read as tsquery syntax; PostgreSQL stems each ("sarees" becomes
 * "sare") and drops stop words. A word whose alternatives an earlier word
 * already asked for adds nothing ("saree sari"), so repeating words cannot
 * grow the query.
 */
export function allWordsQuery(words: readonly string[]): string {
  const asked = new Set<string>();
  const groups: string[] = [];
  words.forEach((word, index) => {
    const last = index === words.length - 1;
    // A joined Tamil word (பட்டுப்புடவை) asks for each of its nouns (search-synonyms.ts compoundAlternatives).
    for (const alternatives of compoundAlternatives(word, last) ?? [searchAlternatives(word, last)]) {
      const key = alternatives
        .map((alternative) => alternative.word)
        .sort()
        .join(' ');
      if (asked.has(key)) continue;
      asked.add(key);
      groups.push(anyOf(alternatives));
    }
  });
  return groups.join(' & ');
}

/**
 * A to_tsquery text asking for one typed word itself, without its synonyms
 * (search-synonyms.ts typedWordAlternatives), anywhere in the searched text or,
 * with `inTitles`, only at weight A (the English and the Tamil title): a
 * search orders products by how many typed words they hold so (decision 020,
 * "The typed word first").
 */
export function typedWordQuery(word: string, last: boolean, inTitles = false): string {
  return anyOf(typedWordAlternatives(word, last), inTitles ? 'A' : '');
}

function anyOf(alternatives: readonly SearchAlternative[], weight = ''): string {
  const quoted = alternatives.map((alternative) => `'${alternative.word}'${alternative.prefix ? ':*' : weight ? ':' : ''}${weight}`);
  return quoted.length === 1 ? (quoted[0] ?? '') : `( ${quoted.join(' | ')} )`;
}
