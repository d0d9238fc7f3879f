// The glossary's rules (docs/tamil-glossary.md) that the demo's Tamil texts
// are checked by: the seed's Tamil descriptions and the demo weavers' stories.

export const TAMIL_LETTER = /[\u0B80-\u0BFF]/;

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

/** How this Tamil text breaks the glossary, as a translation of `english`: a word it sets aside, or an English term whose Tamil is missing. */
export function glossaryProblems(english: string, tamil: string): string[] {
  return [
    ...SET_ASIDE.filter(([word]) => word.test(tamil)).map(([word, chosen]) => `${word.source} -> ${chosen}`),
    ...SAME_WORD.filter(([englishWord, tamilWord]) => englishWord.test(english) && !tamilWord.test(tamil)).map(
      ([englishWord, tamilWord]) => `says ${englishWord.source} without ${tamilWord.source}`,
    ),
  ];
}
