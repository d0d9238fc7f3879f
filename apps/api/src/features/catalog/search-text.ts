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
 * A to_tsquery text that asks for every word, the last also as the start of a
 * longer one (the shopper may still be typing it). Each word is quoted, and
 * holds only letters, marks and digits, so nothing typed is read as tsquery
 * syntax; PostgreSQL stems each quoted word ("sarees" becomes "sare") and
 * drops stop words.
 */
export function allWordsQuery(words: readonly string[]): string {
  return words.map((word, index) => `'${word}'${index === words.length - 1 ? ':*' : ''}`).join(' & ');
}
