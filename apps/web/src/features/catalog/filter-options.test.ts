import { categoryLabel } from '@handloom/shared';
import { describe, expect, it } from 'vitest';
import { categoryFromPath, filtersFromSearchParams } from './catalog-queries.ts';
import { categoryOptions, discountBadge, priceOptions, priceParam, pricePaiseFromParam } from './filter-options.ts';

describe('filter labels', () => {
  it('lists "All Categories" then each category by its label', () => {
    const facets = [
      { category: 'silk_cotton_sarees', label: categoryLabel('silk_cotton_sarees'), imageUrl: '/media/a', productCount: 3 },
      { category: 'dhotis', label: categoryLabel('dhotis'), imageUrl: '/media/b', productCount: 1 },
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
    expect(filtersFromSearchParams(params)).toEqual({ search: 'silk', category: 'dhotis', pricePaise: 95_000 });
    expect(filtersFromSearchParams(params, 'stoles').category).toBe('stoles');
    expect(filtersFromSearchParams(new URLSearchParams())).toEqual({ search: '', category: '', pricePaise: null });
  });
});

describe('category from the path', () => {
  it('reads any spelling of a category as its stored form', () => {
    expect(categoryFromPath('silk_sarees')).toBe('silk_sarees');
    expect(categoryFromPath('Silk_Sarees')).toBe('silk_sarees');
    expect(categoryFromPath('silk sarees')).toBe('silk_sarees');
  });
});
