// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DonationBox } from './donation-box.tsx';
import { useDonationBox } from './donation.ts';

// Nothing is given until the shopper chooses to (India's dark-patterns
// guidelines: no "basket sneaking"); then the amount starts at 50.

function Cart() {
  const donation = useDonationBox(50);
  return (
    <MemoryRouter>
      <DonationBox give={donation.give} optIn={donation.optIn} field={donation.field} error={donation.error} />
      <output aria-label="donation paise">{String(donation.paise)}</output>
    </MemoryRouter>
  );
}

const paise = () => screen.getByLabelText('donation paise').textContent;

describe('the donation box', () => {
  it('adds nothing until the shopper opts in, then starts at 50 and follows what is typed', async () => {
    const user = userEvent.setup();
    render(<Cart />);
    expect(paise()).toBe('0');
    expect(screen.queryByLabelText('Donation amount (₹)')).toBeNull();

    await user.click(screen.getByLabelText('Add a donation'));
    const amount = screen.getByLabelText('Donation amount (₹)');
    expect((amount as HTMLInputElement).value).toBe('50');
    expect(paise()).toBe('5000');

    await user.clear(amount);
    expect(paise()).toBe('0');
    await user.type(amount, '-5');
    expect(paise()).toBe('null');
    expect(await screen.findByText('A donation cannot be negative.')).toBeTruthy();

    await user.click(screen.getByLabelText('Add a donation'));
    expect(paise()).toBe('0');
    expect(screen.queryByText('A donation cannot be negative.')).toBeNull();
  });
});
