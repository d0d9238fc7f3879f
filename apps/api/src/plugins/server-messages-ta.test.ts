import { AdminOrderActionSchema, ORDER_STATUSES, TAMIL_WORDS_SET_ASIDE } from '@handloom/shared';
import { describe, expect, it } from 'vitest';
import { adminOrderMessages, taAdminOrderMessages } from '../features/admin/admin.service.ts';
import { backInStockMessages, taBackInStockMessages } from '../features/back-in-stock/back-in-stock.service.ts';
import { limitMessages, taLimitMessages } from '../features/checkout/checkout-limits.ts';
import { checkoutErrors, taCheckoutErrors } from '../features/checkout/checkout.service.ts';
import { orderMessages, taOrderMessages } from '../features/orders/orders.service.ts';
import { paymentMessages, taPaymentMessages } from '../features/payments/payments.service.ts';
import { productImportMessages, taProductImportMessages } from '../features/product-csv/product-csv.ts';

// The server's own shopper messages in Tamil (issue 14), and the admin's
// order-move refusals and product CSV import problems for the Tamil
// dashboard, walked as the web's
// tamil-catalogue.test.ts walks the pages' catalogues: every text Tamil, in
// the glossary's words, every parameterised one called with each plural form.
// The types already refuse a missing or extra key.

type Catalogue = Record<string, string | ((...args: never[]) => string)>;

const CATALOGUES: { name: string; en: Catalogue; ta: Catalogue }[] = [
  { name: 'limitMessages', en: limitMessages, ta: taLimitMessages },
  { name: 'paymentMessages', en: paymentMessages, ta: taPaymentMessages },
  { name: 'orderMessages', en: orderMessages, ta: taOrderMessages },
  { name: 'checkoutErrors', en: checkoutErrors, ta: taCheckoutErrors },
  { name: 'backInStockMessages', en: backInStockMessages, ta: taBackInStockMessages },
  { name: 'adminOrderMessages', en: adminOrderMessages, ta: taAdminOrderMessages },
  { name: 'productImportMessages', en: productImportMessages, ta: taProductImportMessages },
];

/** Arguments for each parameterised message; counts with 1 and more. */
const SAMPLE_ARGS: Record<string, unknown[][]> = {
  checkouts: [[1], [15]],
  payments: [[1], [60]],
  notSold: [['Korvai Silk Saree'], [null]],
  soldOut: [['Korvai Silk Saree']],
  onlyLeft: [['Korvai Silk Saree', 1], ['Korvai Silk Saree', 3]],
  justSoldOut: [['Korvai Silk Saree'], [null]],
  // Every status an order may be refused from, and every move the admin may ask for.
  // Razorpay's reason stays its own English.
  refundRefused: [['Your account does not have enough balance to carry out the refund operation.']],
  notAllowed: ORDER_STATUSES.flatMap((from) => AdminOrderActionSchema.options.map((to) => [from, to])),
  // The product CSV import's: the CSV reader's reason stays its own English.
  notReadable: [['Quote Not Closed: the parsing is finished with an opening quote at line 2']],
  noColumn: [['Handle'], ['Title']],
  handleTaken: [['kanchipuram-silk-saree', 2]],
  noTitle: [['kanchipuram-silk-saree']],
  weaverUnknown: [['Lakshmi Murugan']],
  weaverAmbiguous: [['Selvi']],
  markInvalid: [['Handloom Mark']],
  imageNotFound: [['/media/korvai-saree-1']],
};

const TAMIL_LETTER = /[\u0B80-\u0BFF]/;

describe.each(CATALOGUES)('the server’s $name in Tamil', ({ en, ta }) => {
  const tamilTexts = Object.entries(en).flatMap(([key, english]) => {
    const tamil = ta[key];
    if (typeof english === 'string') return [{ key, english, tamil: String(tamil) }];
    const samples = SAMPLE_ARGS[key];
    if (!samples) throw new Error(`add ${key} to SAMPLE_ARGS`);
    return samples.map((args) => ({
      key: `${key}(${args.join(', ')})`,
      english: (english as (...a: unknown[]) => string)(...args),
      tamil: (tamil as (...a: unknown[]) => string)(...args),
    }));
  });

  it('says every text in Tamil, none left as the English', () => {
    const untranslated = tamilTexts.filter(({ english, tamil }) => tamil === english || !TAMIL_LETTER.test(tamil)).map(({ key }) => key);
    expect(untranslated).toEqual([]);
  });

  it('uses the words of the glossary', () => {
    const offending = tamilTexts.flatMap(({ key, tamil }) => TAMIL_WORDS_SET_ASIDE.filter(([word]) => word.test(tamil)).map(([, chosen]) => `${key} -> ${chosen}`));
    expect(offending).toEqual([]);
  });
});

describe('counted server messages', () => {
  it('keep their English word for word', () => {
    expect(limitMessages.checkouts(1)).toBe('You have started a lot of checkouts in a short time. Your cart is kept: please try again in 1 minute.');
    expect(limitMessages.payments(15)).toBe('Too many payment attempts in a short time. Your cart is kept: please try again in 15 minutes, or pay another way.');
    expect(checkoutErrors.onlyLeft('Korvai Silk Saree', 1)).toBe('Only 1 of "Korvai Silk Saree" is left in stock: please lower the quantity.');
    expect(checkoutErrors.onlyLeft('Korvai Silk Saree', 2)).toBe('Only 2 of "Korvai Silk Saree" are left in stock: please lower the quantity.');
    expect(checkoutErrors.justSoldOut(null)).toBe('"A product in your cart" has just sold out, or fewer are left than you asked for. Please review your cart.');
  });

  it('use the Tamil plural of the count', () => {
    expect(taLimitMessages.checkouts(1)).toContain('1 நிமிடம் கழித்து');
    expect(taLimitMessages.checkouts(15)).toContain('15 நிமிடங்கள் கழித்து');
    expect(taCheckoutErrors.onlyLeft('கோர்வைப் பட்டுப் புடவை', 1)).toBe('"கோர்வைப் பட்டுப் புடவை" இருப்பில் 1 மட்டுமே உள்ளது: எண்ணிக்கையைக் குறைக்கவும்.');
    expect(taCheckoutErrors.onlyLeft('கோர்வைப் பட்டுப் புடவை', 3)).toBe('"கோர்வைப் பட்டுப் புடவை" இருப்பில் 3 மட்டுமே உள்ளன: எண்ணிக்கையைக் குறைக்கவும்.');
  });
});
