// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentChoice } from './payment-choice.tsx';

// The cash-on-delivery fee is money the shopper is promised: it is said only
// as the server priced it.

const codOption = () => screen.getByRole('radio', { name: /Cash on delivery/ }).closest('label')?.textContent ?? '';

describe('the payment choice', () => {
  it('says the cash-on-delivery fee the server priced', () => {
    render(<PaymentChoice method="online" cod={{ available: true, reason: null, feePaise: 4_000 }} onChange={() => {}} />);
    expect(codOption()).toContain('Pay in cash when it arrives; ₹40 fee');
  });

  it('says no fee, not "₹0 fee", when the cart could not be priced just now, and offers no cash on delivery then', () => {
    render(<PaymentChoice method="online" cod={null} onChange={() => {}} />);
    expect(codOption()).toContain('Pay in cash when it arrives');
    expect(codOption()).not.toMatch(/₹|fee/);
    expect((screen.getByRole('radio', { name: /Cash on delivery/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('says no fee when the owner charges none', () => {
    render(<PaymentChoice method="cod" cod={{ available: true, reason: null, feePaise: 0 }} onChange={() => {}} />);
    expect(codOption()).not.toMatch(/₹|fee/);
  });
});
