import { MAX_DONATION_RUPEES, PAISE_PER_RUPEE, formatRupeesShort, parseRupeesToPaise } from '@handloom/shared';
import { shopMessages } from '../../messages/shop-messages.ts';

const m = shopMessages.cart;

export type DonationResult = { ok: true; paise: number } | { ok: false; error: string };

/** The donation box: an empty box is no donation (spec 5); anything else must be rupees with up to two decimals. */
export function parseDonation(text: string): DonationResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, paise: 0 };
  if (/^-/.test(trimmed)) return { ok: false, error: m.donationNegative };
  const paise = parseRupeesToPaise(trimmed);
  if (paise === null) return { ok: false, error: m.donationInvalid };
  if (paise > MAX_DONATION_RUPEES * PAISE_PER_RUPEE) {
    return { ok: false, error: m.donationTooLarge(formatRupeesShort(MAX_DONATION_RUPEES * PAISE_PER_RUPEE)) };
  }
  return { ok: true, paise };
}

/** The server takes the donation in rupees; paise / 100 is exact to two decimals. */
export function donationRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}
