import { describe, expect, it } from 'vitest';
import { compareLexemes, parseTsquery, parseTsvector, rankedItems } from './search-index.ts';
import { entryRankOr, tsRank } from './ts-rank.ts';

/** ts_rank(vector, query) of literal texts, through the same steps the index takes. */
function rank(vector: string, query: string): number {
  const entries = parseTsvector(vector);
  const items = parseTsquery(query) ?? [];
  const ranked = rankedItems(items);
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
    and: items.length >= 2,
  });
}

describe('ts_rank, ported', () => {
  // Each expected value is PostgreSQL 15's answer to `select ts_rank('<vector>'::tsvector, '<query>')`.
  it.each([
    ["'a':1 'd' 'g' 's':2C", "'a' & 's'", 0.14015312],
    ["'a':1A,3 's':2C,5B 'sa':4", "'a' & 's':*", 0.90468264],
    ["'a':1A,3 's':2C,5B 'sa':4", "'s':*", 0.425549],
    ["'a':1A,3 's':2C,5B 'sa':4", "'x' & 'y'", 1e-20],
    ["'a':1A,3 's':2C,5B 'sa':4", "'x'", 0],
    ["'a':1A,3 'b':200 's':2C,5B 'sa':4", "'a' & 'b' & 'sa'", 0.3764664],
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
    expect(parseTsquery("'red' & 'sare':*")).toEqual([{ lexeme: 'red', prefix: false }, { lexeme: 'sare', prefix: true }]);
    expect(parseTsquery('')).toEqual([]);
    expect(parseTsquery("'foo' <-> 'bar'")).toBeNull();
    expect(parseTsquery("( 'a' <-> 'b' ) & 'c':*")).toBeNull();
  });

  it('orders lexemes by their UTF-8 bytes, as a tsvector does', () => {
    expect(['b', '\u{1F600}', 'ab', 'a', '\uFFFD'].sort(compareLexemes)).toEqual(['a', 'ab', 'b', '\uFFFD', '\u{1F600}']);
  });
});
