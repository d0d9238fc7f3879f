import { categoryLabel } from '@handloom/shared';
import { describe, expect, it } from 'vitest';
import { categoryFromPath, filtersFromSearchParams, NO_FILTERS } from './catalog-queries.ts';
import { attributeOptions, categoryOptions, discountBadge, priceOptions, priceParam, pricePaiseFromParam, rangeOptions, sortOptions, stockBadge } from './filter-options.ts';

describe('filter labels', () => {
  it('lists "All Categories" then each category by its label', () => {
    const facets = [
      { category: 'silk_cotton_sarees', label: categoryLabel('silk_cotton_sarees'), labelTa: 'சில்க் காட்டன் புடவைகள்', imageUrl: '/media/a', productCount: 3 },
      { category: 'dhotis', label: categoryLabel('dhotis'), labelTa: null, imageUrl: '/media/b', productCount: 1 },
    ];
    expect(categoryOptions(facets)).toEqual([
      { value: '', label: 'All Categories' },
      { value: 'silk_cotton_sarees', label: 'Silk Cotton Sarees' },
      { value: 'dhotis', label: 'Dhotis' },
    ]);
  });

  it('lists "All Prices" then the distinct prices in rupees, lowest first', () => {
    expect(priceOptions([1_850_000, 149_950, 1_850_000, 50_000])).toEqual([
      { value: '', label: 'All Prices' },
      { value: '500', label: '₹500' },
      { value: '1499.5', label: '₹1,499.50' },
      { value: '18500', label: '₹18,500' },
    ]);
  });

  it('labels each price range that holds products, with its count', () => {
    expect(
      rangeOptions([
        { range: 'under-1000', minPaise: 0, maxPaise: 100_000, productCount: 4 },
        { range: '1000-2500', minPaise: 100_000, maxPaise: 250_000, productCount: 7 },
        { range: 'over-10000', minPaise: 1_000_000, maxPaise: null, productCount: 2 },
      ]),
    ).toEqual([
      { value: '', label: 'Any price' },
      { value: 'under-1000', label: 'Under ₹1,000 (4)' },
      { value: '1000-2500', label: '₹1,000 – ₹2,500 (7)' },
      { value: 'over-10000', label: 'Above ₹10,000 (2)' },
    ]);
  });

  it('sorts newest first by default, best match first for a search', () => {
    expect(sortOptions(false).map((option) => option.value)).toEqual(['', 'price-asc', 'price-desc']);
    expect(sortOptions(false)[0]?.label).toBe('Newest first');
    expect(sortOptions(true).map((option) => option.label)).toEqual(['Best match', 'Newest first', 'Price: low to high', 'Price: high to low']);
  });

  it('says sold out, or only one or two left', () => {
    expect(stockBadge(0)).toBe('Sold out');
    expect(stockBadge(1)).toBe('Only 1 left');
    expect(stockBadge(2)).toBe('Only 2 left');
    expect(stockBadge(3)).toBeNull();
  });

  it('shows the real discount, and no badge at 0 %', () => {
    expect(discountBadge(10)).toBe('10% Off');
    expect(discountBadge(25)).toBe('25% Off');
    expect(discountBadge(0)).toBeNull();
  });
});

describe('filters in the URL', () => {
  it('carries the price in rupees and reads it back in paise', () => {
    expect(priceParam(1_850_000)).toBe('18500');
    expect(pricePaiseFromParam('18500')).toBe(1_850_000);
    expect(pricePaiseFromParam('1499.5')).toBe(149_950);
  });

  it('ignores prices that are not positive amounts', () => {
    for (const bad of [null, '', '0', '-5', 'abc', '1.005']) expect(pricePaiseFromParam(bad), String(bad)).toBeNull();
  });

  it('reads search, category and price from the query, trimmed', () => {
    const params = new URLSearchParams('search=%20silk%20&category=dhotis&price=950');
    expect(filtersFromSearchParams(params)).toEqual({ ...NO_FILTERS, search: 'silk', category: 'dhotis', pricePaise: 95_000 });
    expect(filtersFromSearchParams(params, 'stoles').category).toBe('stoles');
    expect(filtersFromSearchParams(new URLSearchParams())).toEqual({ search: '', category: '', pricePaise: null, range: null, fabric: null, colour: null, occasion: null, sort: null });
  });

  it('reads the sort and the price range, and ignores values it does not know', () => {
    expect(filtersFromSearchParams(new URLSearchParams('range=2500-5000&sort=price-desc'))).toMatchObject({ range: '2500-5000', sort: 'price-desc' });
    expect(filtersFromSearchParams(new URLSearchParams('range=1-2&sort=cheapest'))).toMatchObject({ range: null, sort: null });
    // A link with a longer search than the shop answers searches for what the search box would take.
    const long = `${'silk '.repeat(19)}  saree kanchipuram`;
    expect(filtersFromSearchParams(new URLSearchParams({ search: long })).search).toBe(long.slice(0, 100).trim());
  });

  it('reads fabric, colour and occasion, and ignores values it does not know', () => {
    expect(filtersFromSearchParams(new URLSearchParams('fabric=silk-cotton&colour=red&occasion=daily-wear'))).toMatchObject({ fabric: 'silk-cotton', colour: 'red', occasion: 'daily-wear' });
    expect(filtersFromSearchParams(new URLSearchParams('fabric=wool&colour=Red&occasion=party'))).toMatchObject({ fabric: null, colour: null, occasion: null });
  });
});

describe('fabric, colour and occasion options', () => {
  const counts = {
    fabrics: [
      { value: 'silk', productCount: 12 },
      { value: 'cotton', productCount: 0 },
      { value: 'silk-cotton', productCount: 3 },
    ],
    colours: [],
    occasions: [{ value: 'daily-wear', productCount: 1 }],
  } as const satisfies Parameters<typeof attributeOptions>[1];

  it('lists "Any …" first, then each value that would list products, with its count', () => {
    expect(attributeOptions('fabric', counts)).toEqual([
      { value: '', label: 'Any fabric' },
      { value: 'silk', label: 'Silk (12)' },
      { value: 'silk-cotton', label: 'Silk cotton (3)' },
    ]);
    expect(attributeOptions('occasion', counts)).toEqual([{ value: '', label: 'Any occasion' }, { value: 'daily-wear', label: 'Daily wear (1)' }]);
    expect(attributeOptions('colour', undefined)).toEqual([{ value: '', label: 'Any colour' }]);
  });
});

describe('category from the path', () => {
  it('reads any spelling of a category as its stored form', () => {
    expect(categoryFromPath('silk_sarees')).toBe('silk_sarees');
    expect(categoryFromPath('Silk_Sarees')).toBe('silk_sarees');
    expect(categoryFromPath('silk sarees')).toBe('silk_sarees');
  });
});
