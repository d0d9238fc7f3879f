import { describe, expect, it } from 'vitest';
import { reviewMessages, ReviewInputSchema } from './reviews.ts';

const text = 'A lovely saree, soft and evenly woven.';
const starsOf = (stars: unknown) => {
  const result = ReviewInputSchema.safeParse({ stars, text });
  return result.success ? result.data.stars : result.error.issues.map((issue) => issue.message);
};

describe('the stars of a review', () => {
  it("takes the form's radio value (text) or an API client's number, from 1 to 5", () => {
    expect([1, 5, '4', ' 3 '].map(starsOf)).toEqual([1, 5, 4, 3]);
  });

  it('refuses anything else with the one message, instead of reading [1] or true as a star', () => {
    for (const stars of [[1], true, false, '', ' ', 'four', 0, 6, 4.5, '4.5', '1e0', '0x4', null, undefined, '12']) {
      expect(starsOf(stars), JSON.stringify(stars)).toEqual([reviewMessages.starsInvalid]);
    }
  });
});
