// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price.tsx';

describe('Price', () => {
  it('shows the sale price, the struck-out original and the badge when discounted', () => {
    render(<Price prices={{ salePricePaise: 90_000, pricePaise: 100_000 }} labels={{ sale: 'Sale price', original: 'Original price' }} discountBadge={<span>10% Off</span>} />);
    const price = screen.getByText('Sale price').parentElement!;
    expect(price.textContent).toBe('Sale price₹900.00Original price₹1,000.0010% Off');
    expect(screen.getByText('₹1,000.00').tagName).toBe('S');
  });

  it('shows one price and no badge without a discount', () => {
    render(<Price prices={{ salePricePaise: 100_000, pricePaise: 100_000 }} labels={{ sale: 'Price', original: 'Original price' }} discountBadge={<span>0% Off</span>} />);
    expect(screen.getByText('Price').parentElement!.textContent).toBe('Price₹1,000.00');
    expect(screen.queryByText('0% Off')).toBeNull();
  });
});
