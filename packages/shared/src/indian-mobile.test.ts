import { describe, expect, it } from 'vitest';
import { normaliseIndianMobile } from './indian-mobile.ts';

describe('Indian mobile numbers', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    [' 6123456789 ', '6123456789'],
  ])('%j is %s', (typed, mobile) => {
    expect(normaliseIndianMobile(typed)).toBe(mobile);
  });

  it.each([
    ['5876543210', 'starts with 5: not a mobile'],
    ['044 2345 6789', 'a Chennai landline'],
    ['987654321', 'nine digits'],
    ['98765432101', 'eleven digits'],
    ['+1 9876543210', 'another country'],
    ['0091 9876543210', 'an international prefix'],
    ['98765 4321O', 'a letter'],
    ['', 'nothing'],
  ])('%j is refused (%s)', (typed) => {
    expect(normaliseIndianMobile(typed)).toBeNull();
  });
});
