import { describe, expect, it } from 'vitest';
import { rupeesInWords, wholeNumberInWords } from './amount-in-words.ts';

describe('amounts in words, Indian style', () => {
  it('writes rupees and paise', () => {
    expect(rupeesInWords(405_250)).toBe('Rupees Four Thousand Fifty-Two and Paise Fifty Only');
    expect(rupeesInWords(149_900)).toBe('Rupees One Thousand Four Hundred Ninety-Nine Only');
    expect(rupeesInWords(5)).toBe('Rupees Zero and Paise Five Only');
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
  });
  it('groups in lakh and crore', () => {
    expect(rupeesInWords(1_00_000_00)).toBe('Rupees One Lakh Only');
    expect(rupeesInWords(1_23_45_678_05)).toBe('Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Paise Five Only');
    expect(wholeNumberInWords(250_00_00_000)).toBe('Two Hundred Fifty Crore');
    expect(wholeNumberInWords(10_10_010)).toBe('Ten Lakh Ten Thousand Ten');
    expect(wholeNumberInWords(19)).toBe('Nineteen');
    expect(wholeNumberInWords(90)).toBe('Ninety');
  });
  it('refuses what is not whole paise', () => {
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
  });
});
