import { AppError } from '@handloom/shared';
import { describe, expect, it } from 'vitest';
import { sandboxCardMessages } from '@handloom/shared';
import { chargeSandboxCard } from './sandbox-card.ts';

const now = new Date('2025-03-15T12:00:00Z');
const good = { cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' };

function failure(card: typeof good): AppError {
  try {
    chargeSandboxCard(card, now);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('sandbox test cards', () => {
  it('approves 4111 1111 1111 1111 with or without spaces, and declines 4000 0000 0000 0002', () => {
    expect(chargeSandboxCard(good, now)).toBe('approved');
    expect(chargeSandboxCard({ ...good, cardNumber: '4111111111111111' }, now)).toBe('approved');
    expect(chargeSandboxCard({ ...good, cardNumber: '4000 0000 0000 0002' }, now)).toBe('declined');
  });

  it('names the test cards for any other number', () => {
    const error = failure({ ...good, cardNumber: '5555 5555 5555 4444' });
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/4111 1111 1111 1111/);
  });

  it('says which field is wrong', () => {
    expect(failure({ ...good, cardNumber: '4111' }).fields).toEqual({ cardNumber: sandboxCardMessages.cardNumber });
    expect(failure({ ...good, expiry: '13/30' }).fields).toEqual({ expiry: sandboxCardMessages.expiryFormat });
    expect(failure({ ...good, expiry: '1230' }).fields).toEqual({ expiry: sandboxCardMessages.expiryFormat });
    expect(failure({ ...good, expiry: '02/25' }).fields).toEqual({ expiry: sandboxCardMessages.expired });
    expect(failure({ ...good, cvv: '12' }).fields).toEqual({ cvv: sandboxCardMessages.cvv });
    expect(failure({ cardNumber: '', expiry: '', cvv: '' }).fields).toEqual({
      cardNumber: sandboxCardMessages.cardNumber,
      expiry: sandboxCardMessages.expiryFormat,
      cvv: sandboxCardMessages.cvv,
    });
  });

  it('accepts a card through the last day of its expiry month', () => {
    expect(chargeSandboxCard({ ...good, expiry: '03/25' }, now)).toBe('approved');
  });
});
