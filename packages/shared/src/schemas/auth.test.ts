import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './auth.ts';

describe('where login returns to', () => {
  it('keeps paths of this shop', () => {
    expect(safeReturnPath('/cart')).toBe('/cart');
    expect(safeReturnPath('/allproducts?category=dhotis#top')).toBe('/allproducts?category=dhotis#top');
  });
  it('never leaves the shop', () => {
    for (const attempt of ['//evil.example', '//evil.example/path', '/\\evil.example', 'javascript:alert(1)', 'https://evil.example', 'evil.example', '/\t/evil.example', '', null, undefined]) {
      expect(safeReturnPath(attempt), String(attempt)).toBe('/');
    }
  });
});
