import {
  PRICE_RANGES,
  PRODUCT_COLOURS,
  PRODUCT_FABRICS,
  PRODUCT_OCCASIONS,
  type ProductAttributeFacets,
  type ProductColour,
  type ProductFabric,
  type ProductOccasion,
} from '@handloom/shared';
import { LRUCache } from 'lru-cache';
import type { ProductConditionsFilter, ProductFilter } from './catalog.repository.ts';
import { entryRankOr, tsRank, type RankInput } from './ts-rank.ts';

// The catalogue's search in memory (docs/decisions/030-search-index.md): the
// same matches and the same order as the SQL path in catalog.repository.ts
// (findProducts with a search), without asking PostgreSQL to rank every
// product that holds a common word. Built from what PostgreSQL itself stored
// (title_search, search_vector), so lower-casing and stemming stay its own.

/** A live product as the index reads it, newest first (created_at desc, id desc). */
export interface SearchIndexRow {
  id: string;
  /** title_search: lower(normalize(title, NFC)). */
  titleSearch: string;
  /** search_vector's text form: 'lexeme':1A,5 'other':3B ... */
  searchVector: string;
  pricePaise: number;
  salePricePaise: number;
  category: string;
  fabric: ProductFabric | null;
  colour: ProductColour | null;
  occasions: ProductOccasion[];
}

/**
 * A search as PostgreSQL reads it: the typed text lower-cased, and to_tsquery's
 * items in the query's order, one group per typed word (its alternatives:
 * search-synonyms.ts). A product matches when it holds an item of every group.
 */
export interface SearchTerms {
  titleContains: string;
  groups: QueryItem[][];
  /** Each typed word itself, without its synonyms, as PostgreSQL reads it (none for a stop word): what ranks the typed word first. */
  typedWords: QueryItem[][];
}

export interface QueryItem {
  lexeme: string;
  prefix: boolean;
}

export interface SearchIndex {
  /** catalogue_version when the index was read: the index answers only while it is unchanged. */
  version: string;
  size: number;
  /**
   * The ids of the page of products matching the filter, in the filter's order;
   * null if the terms are beyond the index (then ask SQL). Without terms, every
   * product passing the filter (browsing: a category, a price, a facet).
   */
  search(terms: SearchTerms | undefined, filter: ProductFilter): string[] | null;
  /** attributeCounts (catalog.repository.ts) of a filter with a search; null as for search. */
  attributeCounts(terms: SearchTerms, filter: ProductConditionsFilter): ProductAttributeFacets | null;
}

/**
 * to_tsquery's text of our queries (search-text.ts allWordsQuery) as groups of
 * alternatives: quoted lexemes, maybe prefixes, a group of several in
 * parentheses joined by `|`, the groups joined by `&`
 * (`'red' & ( 'sari':* | 'sare' )`); a query of one group prints without the
 * parentheses (`'sari':* | 'sare'`); '' when only stop words were typed.
 * Anything else (a word PostgreSQL split into a phrase, `<->`) is null: the
 * SQL path answers it.
 */
export function parseTsquery(text: string): QueryItem[][] | null {
  const tokens = tsqueryTokens(text);
  if (!tokens) return null;
  if (tokens.length === 0) return [];
  let at = 0;
  const alternatives = (): QueryItem[] | null => {
    const items: QueryItem[] = [];
    for (;;) {
      const token = tokens[at];
      if (typeof token !== 'object') return null;
      items.push(token);
      at += 1;
      if (tokens[at] !== '|') return items;
      at += 1;
    }
  };
  const groups: QueryItem[][] = [];
  let bare = false;
  for (;;) {
    const parenthesised = tokens[at] === '(';
    if (parenthesised) at += 1;
    const items = alternatives();
    if (!items || (parenthesised && tokens[at++] !== ')')) return null;
    bare ||= !parenthesised && items.length > 1;
    groups.push(items);
    if (at === tokens.length) break;
    if (tokens[at] !== '&') return null;
    at += 1;
  }
  // `'a' | 'b' & 'c'` would be `'a' | ( 'b' & 'c' )`: not a query of ours.
  return bare && groups.length > 1 ? null : groups;
}

/** A tsquery's text as lexemes and the operators our queries use; null on anything else. */
function tsqueryTokens(text: string): (QueryItem | '&' | '|' | '(' | ')')[] | null {
  const tokens: (QueryItem | '&' | '|' | '(' | ')')[] = [];
  const lexeme = /'((?:[^'\\]|''|\\.)*)'(:\*)?(?=[ )]|$)/y;
  let at = 0;
  while (at < text.length) {
    const char = text[at] ?? '';
    if (char === ' ') {
      at += 1;
    } else if (char === '&' || char === '|' || char === '(' || char === ')') {
      tokens.push(char);
      at += 1;
    } else {
      lexeme.lastIndex = at;
      const match = lexeme.exec(text);
      if (!match) return null;
      tokens.push({ lexeme: (match[1] ?? '').replace(/''|\\(.)/g, (quote, escaped: string | undefined) => escaped ?? "'"), prefix: match[2] !== undefined });
      at = lexeme.lastIndex;
    }
  }
  return tokens;
}

/**
 * Strings in UTF-8 byte order, which is code point order: PostgreSQL sorts a
 * tsvector's lexemes by their bytes. JavaScript's own comparison is by UTF-16
 * unit and differs only between surrogates and U+E000..U+FFFF.
 */
export function compareLexemes(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

const WEIGHT_BITS: Record<string, number> = { A: 3 << 14, B: 2 << 14, C: 1 << 14, D: 0 };

/** A tsvector's text form as lexemes, each with its WordEntryPos values (weight << 14 | position). */
export function parseTsvector(text: string): { lexeme: string; positions: number[] }[] {
  const entries: { lexeme: string; positions: number[] }[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i++;
      continue;
    }
    if (text[i] !== "'") throw new Error(`unexpected tsvector text at ${i}`);
    let lexeme = '';
    i++;
    for (;;) {
      const char = text[i];
      if (char === undefined) throw new Error('unterminated tsvector lexeme');
      if (char === "'") {
        if (text[i + 1] !== "'") break;
        lexeme += "'";
        i += 2;
      } else if (char === '\\') {
        lexeme += text[i + 1] ?? '';
        i += 2;
      } else {
        lexeme += char;
        i++;
      }
    }
    i++;
    const positions: number[] = [];
    if (text[i] === ':') {
      const end = text.indexOf(' ', i);
      for (const position of text.slice(i + 1, end === -1 ? undefined : end).split(',')) {
        const weight = position.at(-1) ?? '';
        const bits = WEIGHT_BITS[weight];
        positions.push(bits === undefined ? Number(position) : bits | Number(position.slice(0, -1)));
      }
      i = end === -1 ? text.length : end;
    }
    entries.push({ lexeme, positions });
  }
  return entries;
}

/** Adds products newest first, then builds the index. */
export function searchIndexBuilder() {
  const ids: string[] = [];
  const titles: string[] = [];
  const pricePaise: number[] = [];
  const salePricePaise: number[] = [];
  const categoryOf: number[] = [];
  const categories = new Map<string, number>();
  const fabricOf: number[] = [];
  const colourOf: number[] = [];
  const occasionBits: number[] = [];
  // Lexemes get numbers as they come; finish() renumbers them in byte order.
  const lexemeNumbers = new Map<string, number>();
  const entryStartOfProduct: number[] = [0];
  const entryLexeme: number[] = [];
  const entryStart: number[] = [0];
  const positions: number[] = [];

  return {
    add(row: SearchIndexRow): void {
      ids.push(row.id);
      titles.push(row.titleSearch);
      pricePaise.push(row.pricePaise);
      salePricePaise.push(row.salePricePaise);
      let category = categories.get(row.category);
      if (category === undefined) categories.set(row.category, (category = categories.size));
      categoryOf.push(category);
      fabricOf.push(row.fabric === null ? -1 : PRODUCT_FABRICS.indexOf(row.fabric));
      colourOf.push(row.colour === null ? -1 : PRODUCT_COLOURS.indexOf(row.colour));
      occasionBits.push(row.occasions.reduce((bits, occasion) => bits | (1 << PRODUCT_OCCASIONS.indexOf(occasion)), 0));
      for (const { lexeme, positions: at } of parseTsvector(row.searchVector)) {
        // to_tsvector always records positions; a stripped vector would rank differently (tsrank.c's POSNULL).
        if (at.length === 0) throw new Error(`product ${row.id}: a search_vector lexeme without positions`);
        let number = lexemeNumbers.get(lexeme);
        if (number === undefined) lexemeNumbers.set(lexeme, (number = lexemeNumbers.size));
        entryLexeme.push(number);
        positions.push(...at);
        entryStart.push(positions.length);
      }
      entryStartOfProduct.push(entryLexeme.length);
    },

    finish(version: string): SearchIndex {
      const positionValues = Uint16Array.from(positions);
      const entryStarts = Uint32Array.from(entryStart);
      const entryOrRank = new Float32Array(entryLexeme.length);
      for (let entry = 0; entry < entryLexeme.length; entry++) entryOrRank[entry] = entryRankOr(positionValues, entryStarts[entry] ?? 0, entryStarts[entry + 1] ?? 0);
      const lexemes = [...lexemeNumbers.keys()].sort(compareLexemes);
      const renumbered = new Uint32Array(lexemes.length);
      lexemes.forEach((lexeme, rank) => (renumbered[lexemeNumbers.get(lexeme) ?? 0] = rank));
      return searchIndex({
        version,
        ids,
        ...joinedTitles(titles),
        pricePaise: Int32Array.from(pricePaise),
        salePricePaise: Int32Array.from(salePricePaise),
        categories: new Map(categories),
        categoryOf: Uint16Array.from(categoryOf),
        fabricOf: Int8Array.from(fabricOf),
        colourOf: Int8Array.from(colourOf),
        occasionBits: Uint16Array.from(occasionBits),
        lexemes,
        entryStartOfProduct: Uint32Array.from(entryStartOfProduct),
        entryLexeme: Uint32Array.from(entryLexeme, (number) => renumbered[number] ?? 0),
        entryStart: entryStarts,
        entryOrRank,
        positions: positionValues,
      });
    },
  };
}

/** At least this many of a search's first products are worked out and kept (ten pages of 24). */
const KEPT_RESULTS = 240;

interface RankedMatches {
  products: Uint32Array;
  complete: boolean;
}

interface IndexData {
  version: string;
  /** Product n is the n-th newest: its number is its place in the default order's tie-break. */
  ids: string[];
  /** Every title in one string, separated by a character no PostgreSQL text holds, so a title search is a few indexOf calls. */
  titles: string;
  /** Where each product's title starts in `titles` (one more: past the end). */
  titleStart: Uint32Array;
  pricePaise: Int32Array;
  salePricePaise: Int32Array;
  categories: Map<string, number>;
  categoryOf: Uint16Array;
  fabricOf: Int8Array;
  colourOf: Int8Array;
  occasionBits: Uint16Array;
  /** Every lexeme, in byte order, so a product's entries (in its tsvector's order) have increasing numbers. */
  lexemes: string[];
  entryStartOfProduct: Uint32Array;
  entryLexeme: Uint32Array;
  entryStart: Uint32Array;
  entryOrRank: Float32Array;
  positions: Uint16Array;
}

function searchIndex(data: IndexData): SearchIndex {
  const count = data.ids.length;
  const { entryStartOfProduct, entryLexeme } = data;
  const postings = invertedIndex(data.lexemes.length, entryLexeme, entryStartOfProduct);
  const { titles, titleStart } = data;
  const trigrams = trigramIndex(titles, titleStart);
  // Scratch space of one search at a time (a search runs start to end without awaiting).
  const wordHits = new Uint16Array(count);
  const titleHits = new Uint8Array(count);
  const ranks = new Float64Array(count);
  const typedCounts = new Int32Array(count);
  // The first pages of recent searches: a search asked again (the next page, another shopper) costs no scan while the index lives.
  const results = new LRUCache<string, RankedMatches>({ max: 1_000, maxSize: 8_000_000, sizeCalculation: (found) => found.products.length + 1 });

  /**
   * Marks the products matching the words and those whose title holds the
   * text (only those passing the filter need be: the others are skipped
   * anyway); false when the index cannot answer.
   */
  function mark(terms: SearchTerms, passes: (product: number) => boolean): boolean {
    if (terms.titleContains.includes('\0') || terms.groups.length > 0xffff || terms.typedWords.length > 0x7fff) return false;
    wordHits.fill(0);
    titleHits.fill(0);
    terms.groups.forEach((group, index) => {
      for (const item of group) {
        const [from, to] = lexemeRange(data.lexemes, item);
        for (let lexeme = from; lexeme < to; lexeme++) {
          for (let at = postings.start[lexeme] ?? 0; at < (postings.start[lexeme + 1] ?? 0); at++) {
            const product = postings.products[at] ?? 0;
            // Counts each group once per product, however many of its items and lexemes (a prefix's) the product holds.
            if (wordHits[product] === index) wordHits[product] = index + 1;
          }
        }
      }
    });
    const text = terms.titleContains;
    const candidates = rarestTrigram(trigrams, text);
    if (candidates) {
      // Only the titles holding the text's rarest three characters (or ones hashed alike) are looked into.
      for (let at = candidates.from; at < candidates.to; at++) {
        const product = trigrams.products[at] ?? 0;
        if (passes(product) && titles.slice(titleStart[product], (titleStart[product + 1] ?? 1) - 1).includes(text)) titleHits[product] = 1;
      }
      return true;
    }
    for (let at = titles.indexOf(text); at !== -1; ) {
      const product = productAtOffset(titleStart, at);
      titleHits[product] = 1;
      at = titles.indexOf(text, titleStart[product + 1]);
    }
    return true;
  }

  function matches(terms: SearchTerms, product: number): boolean {
    return (terms.groups.length > 0 && wordHits[product] === terms.groups.length) || titleHits[product] === 1;
  }

  /** The filter's conditions (search aside) as one test of a product, its constants looked up once. */
  function conditionsOf(filter: ProductConditionsFilter): (product: number) => boolean {
    const category = filter.category === undefined ? undefined : (data.categories.get(filter.category) ?? -1);
    const range = filter.priceRange === undefined ? undefined : (PRICE_RANGES.find((candidate) => candidate.id === filter.priceRange) ?? PRICE_RANGES[0]);
    const fabric = filter.fabric === undefined ? undefined : PRODUCT_FABRICS.indexOf(filter.fabric);
    const colour = filter.colour === undefined ? undefined : PRODUCT_COLOURS.indexOf(filter.colour);
    const occasion = filter.occasion === undefined ? 0 : 1 << PRODUCT_OCCASIONS.indexOf(filter.occasion);
    const { pricePaise } = filter;
    return (product) => {
      if (category !== undefined && data.categoryOf[product] !== category) return false;
      if (pricePaise !== undefined && data.pricePaise[product] !== pricePaise) return false;
      if (range !== undefined) {
        const sale = data.salePricePaise[product] ?? 0;
        if (sale < range.minPaise || (range.maxPaise !== null && sale >= range.maxPaise)) return false;
      }
      if (fabric !== undefined && data.fabricOf[product] !== fabric) return false;
      if (colour !== undefined && data.colourOf[product] !== colour) return false;
      return ((data.occasionBits[product] ?? 0) & occasion) === occasion;
    };
  }

  /** The first `wanted` products matching, in the filter's order; complete when no other product matches. */
  function bestMatches(terms: SearchTerms | undefined, filter: ProductFilter, passes: (product: number) => boolean, wanted: number): RankedMatches {
    const better = orderOf(terms, filter);
    // Products are numbered newest first: in that order the first `wanted` to match are the page, and the scan can stop.
    const newestFirst = filter.sort === 'newest' || (filter.sort === undefined && terms === undefined);
    const words = terms?.groups.length ?? 0;
    // Kept in order: most candidates lose to the last one and cost one comparison.
    const best: number[] = [];
    let matched = 0;
    for (let product = 0; product < count; product++) {
      if (terms && !((words > 0 && wordHits[product] === words) || titleHits[product] === 1)) continue;
      if (!passes(product)) continue;
      if (newestFirst && best.length === wanted) return { products: Uint32Array.from(best), complete: false };
      matched += 1;
      if (best.length === wanted && !better(product, best[wanted - 1] ?? 0)) continue;
      let low = 0;
      let high = best.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (better(product, best[middle] ?? 0)) high = middle;
        else low = middle + 1;
      }
      best.splice(low, 0, product);
      if (best.length > wanted) best.pop();
    }
    return { products: Uint32Array.from(best), complete: matched <= wanted };
  }

  return {
    version: data.version,
    size: count,

    search(terms, filter) {
      const wanted = filter.offset + filter.limit;
      const key = JSON.stringify([terms, filter.category, filter.pricePaise, filter.priceRange, filter.fabric, filter.colour, filter.occasion, filter.sort]);
      let found = results.get(key);
      if (!found || (!found.complete && found.products.length < wanted)) {
        const passes = conditionsOf(filter);
        if (terms && !mark(terms, passes)) return null;
        found = bestMatches(terms, filter, passes, Math.max(wanted, KEPT_RESULTS));
        results.set(key, found);
      }
      return Array.from(found.products.subarray(filter.offset, wanted), (product) => data.ids[product] ?? '');
    },

    attributeCounts(terms, filter) {
      const { fabric, colour, occasion, ...rest } = filter;
      const passes = conditionsOf(rest);
      if (!mark(terms, passes)) return null;
      const fabrics = new Array<number>(PRODUCT_FABRICS.length).fill(0);
      const colours = new Array<number>(PRODUCT_COLOURS.length).fill(0);
      const occasions = new Array<number>(PRODUCT_OCCASIONS.length).fill(0);
      const fabricChosen = fabric === undefined ? -1 : PRODUCT_FABRICS.indexOf(fabric);
      const colourChosen = colour === undefined ? -1 : PRODUCT_COLOURS.indexOf(colour);
      const occasionChosen = occasion === undefined ? 0 : 1 << PRODUCT_OCCASIONS.indexOf(occasion);
      for (let product = 0; product < count; product++) {
        if (!matches(terms, product) || !passes(product)) continue;
        const ownFabric = data.fabricOf[product] ?? -1;
        const ownColour = data.colourOf[product] ?? -1;
        const ownOccasions = data.occasionBits[product] ?? 0;
        const fabricFits = fabricChosen === -1 || ownFabric === fabricChosen;
        const colourFits = colourChosen === -1 || ownColour === colourChosen;
        const occasionFits = (ownOccasions & occasionChosen) === occasionChosen;
        // Each facet counted under the other two facets' choices, its own left out.
        if (colourFits && occasionFits && ownFabric >= 0) fabrics[ownFabric] = (fabrics[ownFabric] ?? 0) + 1;
        if (fabricFits && occasionFits && ownColour >= 0) colours[ownColour] = (colours[ownColour] ?? 0) + 1;
        if (fabricFits && colourFits) {
          PRODUCT_OCCASIONS.forEach((_, index) => {
            if (ownOccasions & (1 << index)) occasions[index] = (occasions[index] ?? 0) + 1;
          });
        }
      }
      return {
        fabrics: PRODUCT_FABRICS.map((value, index) => ({ value, productCount: fabrics[index] ?? 0 })),
        colours: PRODUCT_COLOURS.map((value, index) => ({ value, productCount: colours[index] ?? 0 })),
        occasions: PRODUCT_OCCASIONS.map((value, index) => ({ value, productCount: occasions[index] ?? 0 })),
      };
    },
  };

  /** Whether product a comes before product b in the filter's order (a product's number is its place among the newest). */
  function orderOf(terms: SearchTerms | undefined, filter: ProductFilter): (a: number, b: number) => boolean {
    const sale = data.salePricePaise;
    switch (filter.sort) {
      case 'price-asc':
        return (a, b) => (sale[a] ?? 0) < (sale[b] ?? 0) || ((sale[a] ?? 0) === (sale[b] ?? 0) && a < b);
      case 'price-desc':
        return (a, b) => (sale[a] ?? 0) > (sale[b] ?? 0) || ((sale[a] ?? 0) === (sale[b] ?? 0) && a < b);
      case 'newest':
        return (a, b) => a < b;
      case undefined: {
        // Browsing: the newest first. A search: the title holding the text first, then more typed words (not synonyms) in the titles,
        // then ts_rank (computed once per product), then more typed words anywhere, then the newest.
        if (!terms) return (a, b) => a < b;
        const rank = ranker(terms);
        const typed = typedWordCounter(terms);
        return (a, b) => {
          const titleA = titleHits[a] ?? 0;
          const titleB = titleHits[b] ?? 0;
          if (titleA !== titleB) return titleA > titleB;
          const typedA = typed(a);
          const typedB = typed(b);
          if (typedA >>> 16 !== typedB >>> 16) return typedA >>> 16 > typedB >>> 16;
          const rankA = rank(a);
          const rankB = rank(b);
          if (rankA !== rankB) return rankA > rankB;
          return (typedA & 0xffff) > (typedB & 0xffff) || (typedA === typedB && a < b);
        };
      }
    }
  }

  /**
   * How many typed words a product holds as typed (an item of the word's own,
   * not a synonym): in its titles (weight A) times 0x10000, plus anywhere.
   * Remembered for the rest of this one search.
   */
  function typedWordCounter(terms: SearchTerms): (product: number) => number {
    const words = terms.typedWords.map((items) => items.map((item) => lexemeRange(data.lexemes, item)).filter(([from, to]) => from < to));
    typedCounts.fill(-1);
    return (product) => {
      const known = typedCounts[product] ?? -1;
      if (known >= 0) return known;
      const first = entryStartOfProduct[product] ?? 0;
      const end = entryStartOfProduct[product + 1] ?? 0;
      let counts = 0;
      for (const ranges of words) {
        let anywhere = false;
        let inTitles = false;
        for (const [from, to] of ranges) {
          const start = firstAtLeast(entryLexeme, first, end, from);
          const stop = firstAtLeast(entryLexeme, start, end, to);
          anywhere ||= start < stop;
          inTitles ||= start < stop && hasTitlePosition(start, stop);
        }
        counts += (inTitles ? 0x10000 : 0) + (anywhere ? 1 : 0);
      }
      typedCounts[product] = counts;
      return counts;
    };
  }

  /** Whether any position of the entries is of weight A (a title's). */
  function hasTitlePosition(fromEntry: number, toEntry: number): boolean {
    for (let at = data.entryStart[fromEntry] ?? 0; at < (data.entryStart[toEntry] ?? 0); at++) if ((data.positions[at] ?? 0) >>> 14 === 3) return true;
    return false;
  }

  /** ts_rank of a product for the terms, remembered (ranks are never negative) for the rest of this one search. */
  function ranker(terms: SearchTerms): (product: number) => number {
    const items = rankedItems(terms.groups.flat()).map((item) => lexemeRange(data.lexemes, item));
    // An item no product holds (most of a word's synonyms) still counts in ts_rank's division, but needs no looking for.
    const held = items.flatMap(([from, to], item) => (from < to ? [item] : []));
    const input: RankInput = {
      positions: data.positions,
      entryStart: data.entryStart,
      entryOrRank: data.entryOrRank,
      firstEntry: new Int32Array(items.length),
      endEntry: new Int32Array(items.length),
      items: items.length,
      seen: new Int32Array(items.length),
      // calc_rank: the query's top node is AND when it joins two words or more.
      and: terms.groups.length >= 2,
    };
    ranks.fill(-1);
    return (product) => {
      const known = ranks[product] ?? -1;
      if (known >= 0) return known;
      const first = entryStartOfProduct[product] ?? 0;
      const end = entryStartOfProduct[product + 1] ?? 0;
      for (const item of held) {
        const [from, to] = items[item] ?? [0, 0];
        // The product's entries are in lexeme order: those of one item (one lexeme, or a prefix's run) lie together.
        const start = firstAtLeast(entryLexeme, first, end, from);
        input.firstEntry[item] = start;
        input.endEntry[item] = firstAtLeast(entryLexeme, start, end, to);
      }
      const rank = tsRank(input);
      ranks[product] = rank;
      return rank;
    };
  }
}

/**
 * SortAndUniqItems (tsrank.c): items by their lexeme's bytes, one per lexeme,
 * the first of equals kept. Which of equal lexemes is kept matters when they
 * differ in prefix (`'sarees':*` and a synonym `'saree'` are both `sare`), and
 * PostgreSQL's qsort does not keep equals in order: so its very algorithm.
 */
export function rankedItems(items: QueryItem[]): QueryItem[] {
  // A tsquery stores `a & b` as [&, b, a], `a | b` as [|, b, a]: the operands are met right to left, so the last typed (the prefix) comes first.
  const stored = [...items].reverse();
  const sorted = pgQsort(stored, (a, b) => compareLexemes(a.lexeme, b.lexeme));
  return sorted.filter((item, index) => index === 0 || sorted[index - 1]?.lexeme !== item.lexeme);
}

/**
 * PostgreSQL's qsort_arg (src/include/lib/sort_template.h, PostgreSQL 14 to
 * 18): insertion sort below 7 elements, a check for sorted input, then
 * Bentley-McIlroy quicksort with a median of three (of nine above 40). Sorts
 * in place.
 */
export function pgQsort<T>(array: T[], compare: (a: T, b: T) => number): T[] {
  const cmp = (i: number, j: number) => compare(array[i] as T, array[j] as T);
  const swap = (i: number, j: number) => {
    const kept = array[i] as T;
    array[i] = array[j] as T;
    array[j] = kept;
  };
  const swapRun = (i: number, j: number, n: number) => {
    for (let k = 0; k < n; k++) swap(i + k, j + k);
  };
  const med3 = (a: number, b: number, c: number) =>
    cmp(a, b) < 0 ? (cmp(b, c) < 0 ? b : cmp(a, c) < 0 ? c : a) : cmp(b, c) > 0 ? b : cmp(a, c) < 0 ? a : c;
  const sort = (start: number, count: number): void => {
    let a = start;
    let n = count;
    for (;;) {
      if (n < 7) {
        for (let pm = a + 1; pm < a + n; pm++) for (let pl = pm; pl > a && cmp(pl - 1, pl) > 0; pl--) swap(pl, pl - 1);
        return;
      }
      let presorted = true;
      for (let pm = a + 1; pm < a + n; pm++) {
        if (cmp(pm - 1, pm) > 0) {
          presorted = false;
          break;
        }
      }
      if (presorted) return;
      let pm = a + Math.floor(n / 2);
      if (n > 7) {
        let pl = a;
        let pn = a + n - 1;
        if (n > 40) {
          const d = Math.floor(n / 8);
          pl = med3(pl, pl + d, pl + 2 * d);
          pm = med3(pm - d, pm, pm + d);
          pn = med3(pn - 2 * d, pn - d, pn);
        }
        pm = med3(pl, pm, pn);
      }
      swap(a, pm);
      let pa = a + 1;
      let pb = a + 1;
      let pc = a + n - 1;
      let pd = a + n - 1;
      for (;;) {
        let r = 0;
        while (pb <= pc && (r = cmp(pb, a)) <= 0) {
          if (r === 0) swap(pa++, pb);
          pb += 1;
        }
        while (pb <= pc && (r = cmp(pc, a)) >= 0) {
          if (r === 0) swap(pc, pd--);
          pc -= 1;
        }
        if (pb > pc) break;
        swap(pb++, pc--);
      }
      const pn = a + n;
      let d1 = Math.min(pa - a, pb - pa);
      swapRun(a, pb - d1, d1);
      d1 = Math.min(pd - pc, pn - pd - 1);
      swapRun(pb, pn - d1, d1);
      d1 = pb - pa;
      const d2 = pd - pc;
      if (d1 <= d2) {
        if (d1 > 1) sort(a, d1);
        if (d2 <= 1) return;
        a = pn - d2;
        n = d2;
      } else {
        if (d2 > 1) sort(pn - d2, d2);
        if (d1 <= 1) return;
        n = d1;
      }
    }
  };
  sort(0, array.length);
  return array;
}

/** The numbers of the lexemes an item matches: [from, to). */
function lexemeRange(lexemes: string[], item: QueryItem): [number, number] {
  const from = lowerBound(lexemes, item.lexeme);
  if (!item.prefix) return lexemes[from] === item.lexeme ? [from, from + 1] : [from, from];
  let low = from;
  let high = lexemes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((lexemes[middle] ?? '').startsWith(item.lexeme)) low = middle + 1;
    else high = middle;
  }
  return [from, low];
}

function lowerBound(lexemes: string[], lexeme: string): number {
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compareLexemes(lexemes[middle] ?? '', lexeme) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

function firstAtLeast(values: Uint32Array, from: number, to: number, value: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((values[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

const TRIGRAM_BITS = 16;

/** Three UTF-16 units as one of 2^16 buckets; titles that share a bucket without the trigram are weeded out by the check that follows. */
function trigramBucket(text: string, at: number): number {
  const mixed = Math.imul(text.charCodeAt(at), 0x9e3779b1) ^ Math.imul(text.charCodeAt(at + 1), 0x85ebca77) ^ Math.imul(text.charCodeAt(at + 2), 0xc2b2ae3d);
  return mixed >>> (32 - TRIGRAM_BITS);
}

interface TrigramIndex {
  start: Uint32Array;
  products: Uint32Array;
}

/** Bucket → the products whose title holds a trigram of the bucket, each once, in product order. */
function trigramIndex(titles: string, titleStart: Uint32Array): TrigramIndex {
  const buckets = 1 << TRIGRAM_BITS;
  const start = new Uint32Array(buckets + 1);
  const lastProduct = new Int32Array(buckets).fill(-1);
  const eachBucket = (visit: (bucket: number, product: number) => void) => {
    for (let product = 0; product + 1 < titleStart.length; product++) {
      const end = (titleStart[product + 1] ?? 1) - 1;
      for (let at = titleStart[product] ?? 0; at + 3 <= end; at++) {
        const bucket = trigramBucket(titles, at);
        if (lastProduct[bucket] === product) continue;
        lastProduct[bucket] = product;
        visit(bucket, product);
      }
    }
  };
  eachBucket((bucket) => (start[bucket + 1] = (start[bucket + 1] ?? 0) + 1));
  for (let bucket = 0; bucket < buckets; bucket++) start[bucket + 1] = (start[bucket + 1] ?? 0) + (start[bucket] ?? 0);
  const products = new Uint32Array(start[buckets] ?? 0);
  const next = start.slice(0, buckets);
  lastProduct.fill(-1);
  eachBucket((bucket, product) => {
    products[next[bucket] ?? 0] = product;
    next[bucket] = (next[bucket] ?? 0) + 1;
  });
  return { start, products };
}

/** The postings of the text's least common trigram bucket; null for a text shorter than three. */
function rarestTrigram(trigrams: TrigramIndex, text: string): { from: number; to: number } | null {
  let rarest: { from: number; to: number } | null = null;
  for (let at = 0; at + 3 <= text.length; at++) {
    const bucket = trigramBucket(text, at);
    const from = trigrams.start[bucket] ?? 0;
    const to = trigrams.start[bucket + 1] ?? 0;
    if (!rarest || to - from < rarest.to - rarest.from) rarest = { from, to };
  }
  return rarest;
}

function joinedTitles(titles: string[]): { titles: string; titleStart: Uint32Array } {
  const titleStart = new Uint32Array(titles.length + 1);
  let offset = 0;
  titles.forEach((title, product) => {
    titleStart[product] = offset;
    offset += title.length + 1;
  });
  titleStart[titles.length] = offset;
  return { titles: titles.join('\0'), titleStart };
}

function productAtOffset(titleStart: Uint32Array, offset: number): number {
  let low = 0;
  let high = titleStart.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if ((titleStart[middle] ?? 0) <= offset) low = middle;
    else high = middle;
  }
  return low;
}

/** lexeme → the products holding it, in product order. */
function invertedIndex(lexemeCount: number, entryLexeme: Uint32Array, entryStartOfProduct: Uint32Array): { start: Uint32Array; products: Uint32Array } {
  const start = new Uint32Array(lexemeCount + 1);
  for (const lexeme of entryLexeme) start[lexeme + 1] = (start[lexeme + 1] ?? 0) + 1;
  for (let lexeme = 0; lexeme < lexemeCount; lexeme++) start[lexeme + 1] = (start[lexeme + 1] ?? 0) + (start[lexeme] ?? 0);
  const next = start.slice(0, lexemeCount);
  const products = new Uint32Array(entryLexeme.length);
  for (let product = 0; product + 1 < entryStartOfProduct.length; product++) {
    for (let entry = entryStartOfProduct[product] ?? 0; entry < (entryStartOfProduct[product + 1] ?? 0); entry++) {
      const lexeme = entryLexeme[entry] ?? 0;
      products[next[lexeme] ?? 0] = product;
      next[lexeme] = (next[lexeme] ?? 0) + 1;
    }
  }
  return { start, products };
}
