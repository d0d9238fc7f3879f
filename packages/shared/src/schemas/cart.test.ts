import { describe, expect, it } from 'vitest';
import { cartLineFrom } from './cart.ts';

describe('cartLineFrom: what the browser kept under `cart`, as a cart line', () => {
  const line = { productId: 'p1', title: 'Kovai Cotton Saree', titleTa: 'கோவை பருத்திச் சேலை', imageUrl: '/media/a', pricePaise: 150_000, discountPercent: 10, salePricePaise: 135_000, stock: 4, quantity: 2 };

  it('takes a whole line as it is, and nothing else it carries', () => {
    expect(cartLineFrom({ ...line, note: 'left by hand' })).toEqual(line);
  });

  it("loads an older visit's line, without picture, Tamil title, discount or stock", () => {
    const { titleTa: _titleTa, imageUrl: _imageUrl, discountPercent: _discount, stock: _stock, ...older } = line;
    expect(cartLineFrom(older)).toEqual({ ...older, titleTa: null, imageUrl: '', discountPercent: 0, stock: null });
    expect(cartLineFrom({ ...line, stock: 'many', titleTa: 7 })).toEqual({ ...line, stock: null, titleTa: null });
  });

  it('refuses what is not a line', () => {
    for (const value of [null, 'cart', 3, [], { ...line, title: undefined }, { ...line, productId: 1 }, { ...line, quantity: Number.NaN }, { ...line, pricePaise: Infinity }, { ...line, salePricePaise: '100' }]) {
      expect(cartLineFrom(value), JSON.stringify(value)).toBeNull();
    }
  });
});
