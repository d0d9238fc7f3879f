import { describe, expect, it } from 'vitest';
import { enPages } from './en-pages.ts';
import { taPages } from './ta-pages.ts';

// The policies are what the shop promises a shopper (the Consumer Protection
// (E-Commerce) Rules, 2020 ask a shop to state its payment methods and its
// refund terms); they must describe the shop as it takes money: online (UPI,
// card, netbanking, wallets) and cash on delivery, not only "by card".

/** Every string under a page's messages, joined. */
function textOf(node: unknown): string {
  if (typeof node === 'string') return node;
  if (node && typeof node === 'object') return Object.values(node).map(textOf).join('\n');
  return '';
}

const LANGUAGES = [
  { name: 'English', pages: enPages, cod: /cash[ -]on[ -]delivery/, upi: 'UPI', cardOnly: /to the card you paid with/ },
  { name: 'Tamil', pages: taPages, cod: /டெலிவரியில் பணம்/, upi: 'UPI', cardOnly: /நீங்கள் பணம் செலுத்திய கார்டுக்கு/ },
] as const;

describe.each(LANGUAGES)('the policies in $name', ({ pages, cod, upi, cardOnly }) => {
  it('name UPI and cash on delivery among the ways to pay', () => {
    const terms = textOf(pages.termsAndConditions);
    expect(terms).toContain(upi);
    expect(terms).toMatch(cod);
  });

  it('say where a refund goes for each way of paying, a cash-on-delivery order included', () => {
    for (const policy of [pages.shippingAndRefund, pages.returnPolicy]) {
      const text = textOf(policy);
      expect(text).not.toMatch(cardOnly);
      expect(text).toMatch(cod);
    }
  });

  it('tell the shopper which payment details the shop keeps', () => {
    expect(textOf(pages.privacyPolicy)).toContain(`${upi} `);
    expect(textOf(pages.privacyPolicy)).toMatch(cod);
  });
});
