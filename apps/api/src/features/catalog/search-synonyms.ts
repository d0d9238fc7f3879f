// The words a shopper may type for what the shop calls otherwise, and the
// endings Tamil adds to a noun (docs/decisions/020-catalogue-search-by-words.md,
// "Synonyms and Tamil endings"). Search reads each typed word as any of its
// alternatives: `sari` is `sari | saree | saaree | புடவை | சேலை ...`, in
// both search paths, because the alternatives go into the one to_tsquery text
// (search-text.ts allWordsQuery) that PostgreSQL and the search index read.
//
// To add a word: put it in the group it means (or add a group) and say where
// the equivalence comes from. Words are as typed: English in lower case (the
// English stemmer then finds its plural too), Tamil in its dictionary form
// (the endings below find its plural and case forms). Every word of a group
// finds every other, so a group holds one meaning only: "silk cotton" is not
// "silk" (the glossary), but the words silk and cotton each have a group.

export interface SynonymGroup {
  words: readonly string[];
  /** Where the equivalence comes from. */
  from: string;
}

export const SEARCH_SYNONYMS: readonly SynonymGroup[] = [
  {
    words: ['saree', 'sari', 'saaree', 'pudavai', 'selai', 'புடவை', 'சேலை'],
    from:
      'docs/tamil-glossary.md "saree": புடவை is the shop\'s word, சேலை as common in speech, "so search should find both". ' +
      'Sari is the dictionaries\' spelling (Oxford, Merriam-Webster), saaree how shoppers also type it (exploratory test); ' +
      'pudavai and selai are the two Tamil words typed in English letters.',
  },
  {
    words: ['dhoti', 'dhothi', 'veshti', 'vesti', 'vesthi', 'வேட்டி', 'வேஷ்டி'],
    from:
      'docs/tamil-glossary.md "dhoti, veshti": one garment, வேட்டி for both English titles, and வேஷ்டி, the spoken form, ' +
      '"should be a search synonym". Dhothi, vesti and vesthi are shoppers\' spellings (exploratory test).',
  },
  {
    words: ['silk', 'pattu', 'பட்டு', 'சில்க்'],
    from:
      'docs/tamil-glossary.md "silk": பட்டு; சில்க் is the English word in Tamil letters (in "சில்க் காட்டன்", silk cotton). ' +
      'Pattu is பட்டு in English letters, as silk is sold in Tamil Nadu ("pattu saree", "pattu pavadai"; exploratory test).',
  },
  {
    words: ['cotton', 'paruthi', 'பருத்தி', 'காட்டன்'],
    from:
      'docs/tamil-glossary.md "cotton": பருத்தி; காட்டன் is the English word in Tamil letters, in the trade names ' +
      '"கோவை கோரா காட்டன்" and "சில்க் காட்டன்". Paruthi is பருத்தி in English letters.',
  },
  {
    words: ['kanchipuram', 'kancheepuram', 'kanjeevaram', 'conjeevaram', 'kanjivaram', 'kanchi', 'காஞ்சிபுரம்', 'காஞ்சி'],
    from:
      'docs/tamil-glossary.md towns: காஞ்சிபுரம், and காஞ்சி in the titles that say Kanchi. Kancheepuram is the district\'s ' +
      'official spelling; Kanjeevaram and Conjeevaram the old English names its silk is still sold under, Kanjivaram a ' +
      'common spelling of them (exploratory test).',
  },
  {
    words: ['zari', 'jari', 'ஜரிகை'],
    from: 'docs/tamil-glossary.md "zari": ஜரிகை. Jari is the same word in the spelling of many Indian listings.',
  },
  {
    words: ['border', 'kara', 'கரை'],
    from: 'docs/tamil-glossary.md "border": கரை, and "the veshti\'s kara is the same word" (the demo veshtis have a "Gold Kara").',
  },
  {
    words: ['pallu', 'முந்தானை'],
    from: 'docs/tamil-glossary.md "pallu (end piece)": முந்தானை.',
  },
  {
    words: ['checks', 'kattam', 'கட்டம்'],
    from: 'docs/tamil-glossary.md "checks (kattam)": கட்டம் / கட்டங்கள்.',
  },
  {
    words: ['butta', 'புட்டா'],
    from: 'docs/tamil-glossary.md "buttas": புட்டா.',
  },
  {
    words: ['handloom', 'kaithari', 'கைத்தறி'],
    from: 'docs/tamil-glossary.md "handloom": கைத்தறி; Kaithari, the shop\'s name, is the word in English letters.',
  },
  {
    words: ['angavastram', 'angavasthram', 'அங்கவஸ்திரம்'],
    from: 'docs/tamil-glossary.md "angavastram": அங்கவஸ்திரம்; angavasthram is a common spelling of it.',
  },
  {
    words: ['scarf', 'scarves', 'ஸ்கார்ஃப்'],
    from:
      'docs/tamil-glossary.md "scarf": ஸ்கார்ஃப். Scarves because PostgreSQL\'s English stemmer makes it "scarv", ' +
      'not "scarf", so the category Scarves and a Scarf title would not find each other.',
  },
  {
    words: ['stole', 'ஸ்டோல்'],
    from: 'docs/tamil-glossary.md "stole": ஸ்டோல்.',
  },
  {
    words: ['towel', 'துண்டு'],
    from: 'docs/tamil-glossary.md "scarf": துண்டு is a towel to a Tamil reader (and so not a scarf).',
  },
];

// --- Tamil endings ----------------------------------------------------------
//
// The shop writes nouns in their plain form (புடவை, வேட்டி, கட்டம்), and
// PostgreSQL keeps Tamil words whole, so "புடவைகள்" (sarees) found nothing but
// a text that said "புடவைகள்". Search takes the ending off what was typed
// (tamilBase) and then asks for every form the shop's texts may hold of that
// noun (tamilForms): the noun as the start of a word, which covers its plural
// and the endings joined to it, or, for a noun in -ம், the forms that change
// the -ம் (கட்டங்கள், கட்டத்தில், கட்டக் கரை).

interface TamilEnding {
  ending: string;
  /** What the ending replaced of the noun (the -ம் of கட்டம் in கட்டத்தில்). */
  restore?: string;
  /** The noun before the ending must end so, or the ending is part of another word (மயில், peacock, is no மயி + ில்). */
  after?: RegExp;
  plural?: true;
}

const VOWEL_SIGN_AT_END = /[\u0BBE-\u0BCC\u0BD7]$/u;
/** -இ, -ஈ, -எ, -ஏ, -ஐ: the vowels a case ending joins with ய். */
const FRONT_VOWEL_SIGN_AT_END = /[\u0BBF\u0BC0\u0BC6\u0BC7\u0BC8]$/u;

/** Longest first within each kind; the first that fits is taken off. */
const TAMIL_ENDINGS: readonly TamilEnding[] = [
  // The plural -கள், alone or with a case ending after it: புடவைகள், வேட்டிகளை, கரைகளில்.
  ...['களுக்கு', 'களுடன்', 'களோடு', 'களில்', 'களின்', 'களால்', 'களிடம்', 'களும்', 'களை', 'கள்'].map((ending): TamilEnding => ({ ending, plural: true })),
  // A noun in -ம் takes -த்த்- before a case ending: நீலத்தில், கட்டத்துடன்.
  ...['த்துக்கு', 'த்துடன்', 'த்தோடு', 'த்தில்', 'த்தின்', 'த்தால்', 'த்தும்', 'த்தை'].map((ending): TamilEnding => ({ ending, restore: 'ம்' })),
  // After -இ, -ஈ, -எ, -ஏ, -ஐ a case ending joins with ய்: புடவையில், வேட்டியை.
  ...['யுடன்', 'யோடு', 'யில்', 'யின்', 'யால்', 'யும்', 'யை'].map((ending): TamilEnding => ({ ending, after: FRONT_VOWEL_SIGN_AT_END })),
  // The dative after a vowel: புடவைக்கு, பட்டுக்கு.
  { ending: 'க்கு', after: VOWEL_SIGN_AT_END },
];

/** What a plural's stem turns back into: கட்டங்கள் is கட்டம், புட்டாக்கள் is புட்டா. */
const PLURAL_STEMS: readonly { stem: string; noun: string; after?: RegExp }[] = [
  { stem: 'ங்', noun: 'ம்' },
  { stem: 'க்', noun: '', after: VOWEL_SIGN_AT_END },
];

/**
 * A word ending in a doubled hard consonant (க், ச், த், ப்) after a vowel is a
 * noun joined to the next word (பட்டுப் புடவை, ஜரிகைக் கரை): no Tamil word
 * ends so on its own. Not after another consonant: சில்க், ஸ்கார்ஃப் are English words.
 */
const JOINING_CONSONANT = /(?<=[\u0B85-\u0BB9]|[\u0BBE-\u0BCC\u0BD7])[கசதப]\u0BCD$/u;

/** Letters (a consonant with its vowel sign or pulli is one): a stem of one letter is no noun of the shop's. */
const MIN_TAMIL_LETTERS = 2;

const TAMIL_LETTER = /[\u0B80-\u0BFF]/u;
const letters = (text: string) => text.replace(/[\u0BBE-\u0BCD\u0BD7]/gu, '').length;

export function isTamil(word: string): boolean {
  return TAMIL_LETTER.test(word);
}

/** The dictionary form of a typed Tamil noun: its plural, case ending or joining consonant taken off. */
export function tamilBase(word: string): string {
  let base = word;
  const joined = base.replace(JOINING_CONSONANT, '');
  if (joined !== base && letters(joined) >= MIN_TAMIL_LETTERS) base = joined;
  for (const { ending, restore = '', after, plural } of TAMIL_ENDINGS) {
    if (!base.endsWith(ending)) continue;
    const rest = base.slice(0, -ending.length);
    if (after && !after.test(rest)) continue;
    if (letters(rest) < MIN_TAMIL_LETTERS) continue;
    base = rest + restore;
    if (plural) {
      const change = PLURAL_STEMS.find(({ stem, after: before }) => base.endsWith(stem) && (!before || before.test(base.slice(0, -stem.length))));
      const noun = change && base.slice(0, -change.stem.length) + change.noun;
      if (noun && letters(noun) >= MIN_TAMIL_LETTERS) base = noun;
    }
    break;
  }
  return base;
}

/** A lexeme to ask for, and whether as the start of longer ones (to_tsquery's `:*`). */
export interface SearchAlternative {
  word: string;
  prefix: boolean;
}

/** The forms of a Tamil noun (in its dictionary form) that the shop's texts may hold. */
export function tamilForms(noun: string): SearchAlternative[] {
  const stem = noun.slice(0, -'ம்'.length);
  if (noun.endsWith('ம்') && letters(stem) >= MIN_TAMIL_LETTERS) {
    // கட்டம்: கட்டங்கள்(ில் ...), கட்டத்தில் (த்தை, த்துடன் ...), before a noun கட்ட (கருநீல நிறம்), and joined to
    // the next word கட்டக், கட்டச், கட்டத், கட்டப். Exact words, not prefixes: சேல must not start சேலை.
    return [
      { word: noun, prefix: false },
      { word: stem, prefix: false },
      { word: `${stem}ங்கள்`, prefix: true },
      { word: `${stem}த்த`, prefix: true },
      ...['க்', 'ச்', 'த்', 'ப்'].map((joining) => ({ word: stem + joining, prefix: false })),
    ];
  }
  // புடவை: புடவைகள், புடவையில், புடவைக் ...; ஸ்டோல்: ஸ்டோல்கள். Not a short word
  // ending in a consonant: மண் (earth) would start மண்டபம்.
  const long = letters(noun) > MIN_TAMIL_LETTERS || (letters(noun) === MIN_TAMIL_LETTERS && VOWEL_SIGN_AT_END.test(noun));
  return [{ word: noun, prefix: long }];
}

// --- Looking words up ---------------------------------------------------------

/** Each word of the table under its key (Tamil: its dictionary form; English: with and without a plural -s). */
const groupOfWord = new Map<string, SynonymGroup>();
for (const group of SEARCH_SYNONYMS) {
  for (const word of group.words) {
    for (const key of lookupKeys(word.normalize('NFC').toLowerCase())) if (!groupOfWord.has(key)) groupOfWord.set(key, group);
  }
}

function lookupKeys(word: string): string[] {
  if (isTamil(word)) return [word, tamilBase(word)];
  const keys = [word];
  if (word.length > 3 && word.endsWith('s')) keys.push(word.slice(0, -1));
  if (word.length > 4 && word.endsWith('es')) keys.push(word.slice(0, -2));
  return keys;
}

/** The synonym group a typed word (folded and lower-cased, as searchWords gives it) belongs to, if any. */
export function synonymGroupOf(word: string): SynonymGroup | undefined {
  for (const key of lookupKeys(word)) {
    const group = groupOfWord.get(key);
    if (group) return group;
  }
  return undefined;
}

/**
 * What a typed word asks for, any one of which a product must hold: the word
 * as typed (as the start of a longer one when it is the last, which the
 * shopper may still be typing), every word of its synonym group, and for a
 * Tamil word the forms of its noun. Tamil forms that another Tamil prefix
 * already covers are left out (they are PostgreSQL's lexemes as written: the
 * English configuration keeps Tamil words whole).
 */
export function searchAlternatives(word: string, last: boolean): SearchAlternative[] {
  return alternativesOf(word, last, synonymGroupOf(word)?.words ?? []);
}

/**
 * The word itself, without its synonyms: as typed (a prefix when last) and,
 * for a Tamil word, the forms of its noun. A product holding one of these
 * ranks above one found only through a synonym (decision 020, "The typed
 * word first").
 */
export function typedWordAlternatives(word: string, last: boolean): SearchAlternative[] {
  return alternativesOf(word, last, []);
}

function alternativesOf(word: string, last: boolean, synonyms: readonly string[]): SearchAlternative[] {
  const alternatives: SearchAlternative[] = [{ word, prefix: last }];
  if (isTamil(word)) alternatives.push(...tamilForms(tamilBase(word)));
  for (const member of synonyms) {
    const folded = member.normalize('NFC').toLowerCase();
    if (isTamil(folded)) alternatives.push(...tamilForms(folded));
    else alternatives.push({ word: folded, prefix: false });
  }
  return distinctAlternatives(alternatives);
}

/** Each word once (a prefix if any of its copies is), without the Tamil words another Tamil prefix of the list already covers. */
function distinctAlternatives(list: readonly SearchAlternative[]): SearchAlternative[] {
  const alternatives: SearchAlternative[] = [];
  for (const alternative of list) {
    const same = alternatives.find((known) => known.word === alternative.word);
    if (same) same.prefix ||= alternative.prefix;
    else alternatives.push({ ...alternative });
  }
  const tamilPrefixes = alternatives.filter((alternative) => alternative.prefix && isTamil(alternative.word));
  return alternatives.filter(
    (alternative) => !isTamil(alternative.word) || !tamilPrefixes.some((prefix) => prefix !== alternative && alternative.word.startsWith(prefix.word)),
  );
}

// --- Nouns written as one word ------------------------------------------------
//
// Tamil joins a noun to the next with a doubled hard consonant, and shoppers
// write the pair with or without the space: பட்டுப் புடவை or பட்டுப்புடவை
// (silk saree). The shop's texts mostly hold the two words, so the joined
// word found nothing. A joined word is read as its nouns, each with its
// alternatives (பட்டுப் | புடவை: silk and saree), and each group also holds
// the word as typed, so a text that writes it joined still matches. A word of
// a synonym group (கைத்தறி, handloom) is a word of its own and is not split.

/** A doubled க், ச், த், ப் after a vowel: the joint of two nouns (பட்டுப்|புடவை). */
const JOINT = /(?<=[\u0B85-\u0BB9]|[\u0BBE-\u0BCC\u0BD7])([கசதப])\u0BCD(?=\1)/gu;

/**
 * The nouns of a joined Tamil word, each but the last with its joining
 * consonant (பட்டுப், புடவை); null for a word that is not joined. A noun may
 * hold a doubled consonant of its own (பருத்தி), so where a word could be cut
 * in several places, a cut that leaves a word of the synonym table on its
 * left or right is taken first (பருத்திப்|புடவை, not பரு|த்திப்புடவை), else
 * the last.
 */
export function tamilCompoundParts(word: string): string[] | null {
  if (!isTamil(word) || synonymGroupOf(word)) return null;
  const cuts: number[] = [];
  for (const joint of word.matchAll(JOINT)) {
    const end = joint.index + joint[0].length;
    // Both sides a noun of two letters or more: சித்திரை (சி|த்திரை) and மெத்தை are single words.
    if (letters(word.slice(0, joint.index)) >= MIN_TAMIL_LETTERS && letters(word.slice(end)) >= MIN_TAMIL_LETTERS) cuts.push(end);
  }
  const known = (text: string) => synonymGroupOf(text) !== undefined;
  const cut = cuts.find((end) => known(word.slice(0, end)) || known(word.slice(end))) ?? cuts.at(-1);
  if (cut === undefined) return null;
  const rest = word.slice(cut);
  return [word.slice(0, cut), ...(tamilCompoundParts(rest) ?? [rest])];
}

/**
 * The groups of alternatives a joined Tamil word asks for, one per noun (any
 * one of each must be held): the noun's alternatives (searchAlternatives, the
 * last noun a prefix when the word is the last typed) and the whole word as
 * typed; null for a word that is not joined.
 */
export function compoundAlternatives(word: string, last: boolean): SearchAlternative[][] | null {
  const parts = tamilCompoundParts(word);
  if (!parts) return null;
  const whole = typedWordAlternatives(word, last);
  return parts.map((part, index) => distinctAlternatives([...searchAlternatives(part, last && index === parts.length - 1), ...whole]));
}

/** The plain words a typed word stands for (itself, its group, the dictionary form of a Tamil word): what the category suggestions compare. */
export function searchVariants(word: string): string[] {
  const variants = new Set([word, ...(isTamil(word) ? [tamilBase(word)] : [])]);
  for (const member of synonymGroupOf(word)?.words ?? []) variants.add(member.normalize('NFC').toLowerCase());
  return [...variants];
}
