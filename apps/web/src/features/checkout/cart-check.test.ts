import type { CartLine, CartQuote, QuotedLine } from '@handloom/shared';
import { describe, expect, it } from 'vitest';
import { blocksPurchase, lineFlags, quoteItems, refreshCart, refreshLine } from './cart-check.ts';

const id = (n: number) => `6f1c2d3e-0000-4000-8000-00000000000${n}`;

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    productId: id(1),
    title: 'Arani Silk Saree',
    titleTa: 'ஆரணி பட்டுப் புடவை',
    imageUrl: '/media/a',
    pricePaise: 1_000_000,
    discountPercent: 10,
    salePricePaise: 900_000,
    stock: 5,
    quantity: 2,
    ...overrides,
  };
}

function quoted(overrides: Partial<QuotedLine> = {}): QuotedLine {
  return {
    productId: id(1),
    available: true,
    title: 'Arani Silk Saree',
    titleTa: 'ஆரணி பட்டுப் புடவை',
    imageUrl: '/media/a',
    pricePaise: 1_000_000,
    discountPercent: 10,
    unitPricePaise: 900_000,
    stock: 5,
    quantity: 2,
    ...overrides,
  };
}

describe('line flags', () => {
  it('says nothing while the server has not answered, or when nothing changed', () => {
    expect(lineFlags(line(), undefined, undefined)).toEqual([]);
    expect(lineFlags(line(), undefined, quoted())).toEqual([]);
  });

  it('flags a price that changed since the page showed it, even after the stored line took the new price', () => {
    const seen = { salePricePaise: 900_000, quantity: 2 };
    const now = quoted({ pricePaise: 1_100_000, unitPricePaise: 990_000 });
    expect(lineFlags(line(), seen, now)).toEqual([{ kind: 'priceChanged', fromPaise: 900_000, toPaise: 990_000 }]);
    expect(lineFlags(line({ salePricePaise: 990_000 }), seen, now)).toEqual([{ kind: 'priceChanged', fromPaise: 900_000, toPaise: 990_000 }]);
  });

  it('flags stock below the quantity the shopper asked for', () => {
    expect(lineFlags(line({ quantity: 4 }), { salePricePaise: 900_000, quantity: 4 }, quoted({ stock: 2 }))).toEqual([{ kind: 'onlyLeft', stock: 2 }]);
    expect(lineFlags(line({ quantity: 2 }), { salePricePaise: 900_000, quantity: 2 }, quoted({ stock: 2 }))).toEqual([]);
  });

  it('flags a sold-out product and a product that is gone, and those stop the purchase', () => {
    const soldOut = lineFlags(line(), undefined, quoted({ stock: 0, unitPricePaise: 1 }));
    expect(soldOut).toEqual([{ kind: 'soldOut' }]);
    const gone = lineFlags(line(), undefined, quoted({ available: false }));
    expect(gone).toEqual([{ kind: 'unavailable' }]);
    expect(blocksPurchase(soldOut)).toBe(true);
    expect(blocksPurchase(gone)).toBe(true);
    expect(blocksPurchase([{ kind: 'onlyLeft', stock: 1 }, { kind: 'priceChanged', fromPaise: 1, toPaise: 2 }])).toBe(false);
  });

  it('treats a line whose id the server could never know as no longer available', () => {
    expect(lineFlags(line({ productId: 'old-firebase-id' }), undefined, undefined)).toEqual([{ kind: 'unavailable' }]);
  });
});

describe('refreshing the stored cart', () => {
  it('takes the server figures and keeps the quantity within the new stock', () => {
    const refreshed = refreshLine(line({ quantity: 4 }), quoted({ pricePaise: 1_200_000, discountPercent: 0, unitPricePaise: 1_200_000, stock: 3, title: 'New title' }));
    expect(refreshed).toEqual(
      line({ quantity: 3, pricePaise: 1_200_000, discountPercent: 0, salePricePaise: 1_200_000, stock: 3, title: 'New title' }),
    );
  });

  it('keeps the same line when nothing changed or the product is gone', () => {
    const current = line();
    expect(refreshLine(current, quoted())).toBe(current);
    expect(refreshLine(current, quoted({ available: false, unitPricePaise: 0 }))).toBe(current);
    expect(refreshLine(current, undefined)).toBe(current);
  });

  it('keeps quantity 1 on a sold-out line (the shopper removes it)', () => {
    expect(refreshLine(line({ quantity: 3 }), quoted({ stock: 0 })).quantity).toBe(1);
  });

  it('returns null for a cart that is already current, so storing it does not loop', () => {
    const quote: CartQuote = { lines: [quoted(), quoted({ productId: id(2) })], totals: { subtotalPaise: 0, shippingPaise: 0, donationPaise: 0, codFeePaise: 0, totalPaise: 0 }, cod: { available: false, reason: null, feePaise: 0 } };
    const lines = [line(), line({ productId: id(2) })];
    expect(refreshCart(lines, quote)).toBeNull();
    const changed = refreshCart(lines, { ...quote, lines: [quoted({ unitPricePaise: 800_000 })] });
    expect(changed?.[0]?.salePricePaise).toBe(800_000);
    expect(changed?.[1]).toBe(lines[1]);
  });
});

describe('quote items', () => {
  it('sends product ids and whole quantities only, and skips ids the server cannot know', () => {
    const items = quoteItems([line({ quantity: 2.7 }), line({ productId: 'nonsense' }), line({ productId: id(3), quantity: 0 })]);
    expect(items).toEqual([
      { productId: id(1), quantity: 2 },
      { productId: id(3), quantity: 1 },
    ]);
  });
});
