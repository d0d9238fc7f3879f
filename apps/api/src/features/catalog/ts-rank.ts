// PostgreSQL's ts_rank(vector, query) with the default weights and
// normalization 0, ported from src/backend/utils/adt/tsrank.c (calc_rank,
// calc_rank_or, calc_rank_and) so that the search index orders products
// exactly as `order by ts_rank(...) desc` does. The C code computes in float4
// where it stores into a float and in double where a double constant takes
// part; Math.fround marks every float4 rounding, because equal ranks fall
// through to the next sort key and a last-bit difference would reorder them.
//
// A product's entries are its tsvector's lexemes in the vector's own order
// (bytes, then length). Each position is a WordEntryPos: the weight in the top
// two bits (3 = A ... 0 = D), the position in the low 14.

const f = Math.fround;
// default_weights, indexed by WEP_GETWEIGHT: D, C, B, A.
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)];
const MAX_ENTRY_POS = 1 << 14;
const NO_MATCH_RANK = f(1e-20);
const FAR_APART = f(1e-30);

export const weightOf = (position: number): number => WEIGHTS[position >> 14] ?? 0;
const positionOf = (position: number): number => position & (MAX_ENTRY_POS - 1);

/** word_distance for 0..100, worked out once: ranking pairs every occurrence of one word with every one of another. */
const WORD_DISTANCES = Float32Array.from({ length: 101 }, (_, distance) => f(1.0 / (1.005 + 0.05 * Math.exp(distance / 1.5 - 2))));

function wordDistance(distance: number): number {
  return distance > 100 ? FAR_APART : (WORD_DISTANCES[distance] ?? FAR_APART);
}

/**
 * One product's entries matching the query's items: item i (items sorted and
 * de-duplicated as SortAndUniqItems does) matches the entries from
 * `firstEntry[i]` up to, not including, `endEntry[i]`; entry e's positions are
 * `positions[entryStart[e]]` up to `positions[entryStart[e + 1]]`.
 */
export interface RankInput {
  positions: Uint16Array;
  entryStart: Uint32Array;
  /** entryRankOr of each entry. */
  entryOrRank: Float32Array;
  firstEntry: Int32Array;
  endEntry: Int32Array;
  /** How many (de-duplicated) items the query has. */
  items: number;
  /** Scratch space of one item each, so ranking a product allocates nothing. */
  seen: Int32Array;
  /** Whether the query's top node is AND (several words), as calc_rank tests it. */
  and: boolean;
}

/** ts_rank of a product that has at least one lexeme; 0 for a query without items. */
export function tsRank(input: RankInput): number {
  if (input.items === 0) return 0;
  const rank = input.and && input.items >= 2 ? rankAnd(input) : rankOr(input);
  return rank < 0 ? NO_MATCH_RANK : rank;
}

/**
 * What one entry adds to calc_rank_or before the division by pi^2/6: its
 * heaviest occurrence in full, the others as sum(w / i^2). It depends on the
 * entry alone, so the index works it out once per entry, not per search.
 */
export function entryRankOr(positions: Uint16Array, start: number, end: number): number {
  let sum = 0;
  let heaviest = -1;
  let heaviestAt = 0;
  for (let j = 0; j < end - start; j++) {
    const weight = weightOf(positions[start + j] ?? 0);
    sum = f(sum + f(weight / ((j + 1) * (j + 1))));
    if (weight > heaviest) {
      heaviest = weight;
      heaviestAt = j;
    }
  }
  return f(f(heaviest + sum) - f(heaviest / ((heaviestAt + 1) * (heaviestAt + 1))));
}

function rankOr({ entryOrRank, firstEntry, endEntry, items }: RankInput): number {
  let rank = 0;
  for (let item = 0; item < items; item++) {
    for (let entry = firstEntry[item] ?? 0; entry < (endEntry[item] ?? 0); entry++) {
      rank = f(rank + (entryOrRank[entry] ?? 0) / 1.64493406685);
    }
  }
  return f(rank / items);
}

function rankAnd({ positions, entryStart, firstEntry, endEntry, items, seen }: RankInput): number {
  let rank = -1;
  // The entry each item was last seen at (for a prefix, its last matching entry, as in C).
  seen.fill(-1);
  for (let item = 0; item < items; item++) {
    for (let entry = firstEntry[item] ?? 0; entry < (endEntry[item] ?? 0); entry++) {
      seen[item] = entry;
      const start = entryStart[entry] ?? 0;
      const end = entryStart[entry + 1] ?? 0;
      for (let earlier = 0; earlier < item; earlier++) {
        const other = seen[earlier] ?? -1;
        if (other < 0) continue;
        const otherStart = entryStart[other] ?? 0;
        const otherEnd = entryStart[other + 1] ?? 0;
        for (let l = start; l < end; l++) {
          const here = positions[l] ?? 0;
          for (let p = otherStart; p < otherEnd; p++) {
            const there = positions[p] ?? 0;
            const distance = Math.abs(positionOf(here) - positionOf(there));
            if (distance === 0) continue;
            const closeness = f(Math.sqrt(f(f(weightOf(here) * weightOf(there)) * wordDistance(distance))));
            rank = rank < 0 ? closeness : f(1.0 - (1.0 - rank) * (1.0 - closeness));
          }
        }
      }
    }
  }
  return rank;
}
