import { describe, expect, it } from 'vitest';
import { compareLexemes, parseTsquery, parseTsvector, pgQsort, rankedItems } from './search-index.ts';
import { entryRankOr, tsRank } from './ts-rank.ts';

/** ts_rank(vector, query) of literal texts, through the same steps the index takes. */
function rank(vector: string, query: string): number {
  const entries = parseTsvector(vector);
  const groups = parseTsquery(query) ?? [];
  const ranked = rankedItems(groups.flat());
  const entryStart = new Uint32Array(entries.length + 1);
  entries.forEach((entry, index) => (entryStart[index + 1] = (entryStart[index] ?? 0) + entry.positions.length));
  const matching = (lexeme: string, prefix: boolean) => entries.map((entry, index) => ({ entry, index })).filter(({ entry }) => (prefix ? entry.lexeme.startsWith(lexeme) : entry.lexeme === lexeme));
  const positions = Uint16Array.from(entries.flatMap((entry) => entry.positions));
  return tsRank({
    positions,
    entryStart,
    entryOrRank: Float32Array.from(entries, (_, index) => entryRankOr(positions, entryStart[index] ?? 0, entryStart[index + 1] ?? 0)),
    firstEntry: Int32Array.from(ranked, (item) => matching(item.lexeme, item.prefix)[0]?.index ?? 0),
    endEntry: Int32Array.from(ranked, (item) => (matching(item.lexeme, item.prefix).at(-1)?.index ?? -1) + 1),
    items: ranked.length,
    seen: new Int32Array(ranked.length),
    and: groups.length >= 2,
  });
}

const SAREE_VECTOR = "'sare':1A,6B 'sareb':3 'silk':2A,5B 'பட்டு':4A";
const SAREE_REST = "'sari' | 'saare' | 'pudavai' | 'selai' | 'புடவை':* | 'சேலை':*";

describe('ts_rank, ported', () => {
  // Each expected value is PostgreSQL 15's answer to `select ts_rank('<vector>'::tsvector, '<query>')`.
  it.each([
    ["'a':1 'd' 'g' 's':2C", "'a' & 's'", 0.14015312],
    ["'a':1A,3 's':2C,5B 'sa':4", "'a' & 's':*", 0.90468264],
    ["'a':1A,3 's':2C,5B 'sa':4", "'s':*", 0.425549],
    ["'a':1A,3 's':2C,5B 'sa':4", "'x' & 'y'", 1e-20],
    ["'a':1A,3 's':2C,5B 'sa':4", "'x'", 0],
    ["'a':1A,3 'b':200 's':2C,5B 'sa':4", "'a' & 'b' & 'sa'", 0.3764664],
    // A word's alternatives (search-synonyms.ts): OR at the top, OR under AND.
    ["'a':1A,3 's':2C,5B 'sa':4", "'s':* | 'a'", 0.5243372],
    ["'a':1A,3 's':2C,5B 'sa':4", "'x' & ( 's':* | 'sa' )", 1e-20],
    // 12 and 8 items, 'sare' twice, once a prefix (which also holds 'sareb'): PostgreSQL's qsort decides which one ranks.
    [SAREE_VECTOR, `( 'silk' | 'pattu' | 'பட்டு':* | 'சில்க்' ) & ( 'sare':* | 'sare' | ${SAREE_REST} )`, 0.99788195],
    [SAREE_VECTOR, `( 'silk' | 'pattu' | 'பட்டு':* | 'சில்க்' ) & ( 'sare' | 'sare':* | ${SAREE_REST} )`, 0.99999994],
    [SAREE_VECTOR, `'sare':* | 'sare' | ${SAREE_REST}`, 0.10421606],
    [SAREE_VECTOR, `'sare' | 'sare':* | ${SAREE_REST}`, 0.0955314],
  ])('%s against %s', (vector, query, expected) => {
    expect(rank(vector, query)).toBe(Math.fround(expected));
  });
});

describe('the texts PostgreSQL hands over', () => {
  it('reads a tsvector: quotes, backslashes, weights', () => {
    expect(parseTsvector("'it''s':3A 'back\\\\slash':1,2B 'plain'")).toEqual([
      { lexeme: "it's", positions: [(3 << 14) | 3] },
      { lexeme: 'back\\slash', positions: [1, (2 << 14) | 2] },
      { lexeme: 'plain', positions: [] },
    ]);
  });

  it('reads our to_tsquery texts, and refuses what the index cannot answer', () => {
    const red = { lexeme: 'red', prefix: false };
    const sare = { lexeme: 'sare', prefix: true };
    const sari = { lexeme: 'sari', prefix: false };
    expect(parseTsquery("'red' & 'sare':*")).toEqual([[red], [sare]]);
    expect(parseTsquery("'red' & ( 'sare':* | 'sari' )")).toEqual([[red], [sare, sari]]);
    expect(parseTsquery("( 'sare':* | 'sari' ) & 'red'")).toEqual([[sare, sari], [red]]);
    expect(parseTsquery("'sare':* | 'sari'")).toEqual([[sare, sari]]);
    expect(parseTsquery("'it''s' | 'back\\\\slash'")).toEqual([[{ lexeme: "it's", prefix: false }, { lexeme: 'back\\slash', prefix: false }]]);
    expect(parseTsquery('')).toEqual([]);
    expect(parseTsquery("'foo' <-> 'bar'")).toBeNull();
    expect(parseTsquery("( 'a' <-> 'b' ) & 'c':*")).toBeNull();
    expect(parseTsquery("'silk' & ( 'x4m' | 'blue-green' <-> 'blue' <-> 'green' )")).toBeNull();
    expect(parseTsquery("'a' | 'b' & 'c'")).toBeNull();
    expect(parseTsquery("( 'a' & 'b' ) | 'c'")).toBeNull();
    expect(parseTsquery("!'a'")).toBeNull();
    expect(parseTsquery("'a':*A")).toBeNull();
    expect(parseTsquery("'a' 'b'")).toBeNull();
    expect(parseTsquery("( 'a' | 'b'")).toBeNull();
  });

  it('sorts as PostgreSQL\'s qsort does, equal elements included', () => {
    // Sorted, whatever the input (the order of equals is checked against PostgreSQL by the rank cases above).
    for (const length of [0, 1, 6, 7, 8, 40, 41, 200]) {
      for (let seed = 1; seed <= 20; seed++) {
        let state = seed * length + 7;
        const values = Array.from({ length }, () => (state = (state * 1103515245 + 12345) % 2147483648) % 13);
        expect(pgQsort([...values], (a, b) => a - b)).toEqual([...values].sort((a, b) => a - b));
      }
    }
  });

  it('orders lexemes by their UTF-8 bytes, as a tsvector does', () => {
    expect(['b', '\u{1F600}', 'ab', 'a', '\uFFFD'].sort(compareLexemes)).toEqual(['a', 'ab', 'b', '\uFFFD', '\u{1F600}']);
  });
});
