import {
  adminProductMessages,
  authMessages,
  checkoutMessages,
  codMessages,
  sandboxCardMessages,
  taAdminProductMessages,
  taAuthMessages,
  taCheckoutMessages,
  taCodMessages,
  taSandboxCardMessages,
  productAttributeMessages,
  provenanceMessages,
  taProductAttributeMessages,
  taProvenanceMessages,
  taWeaverMessages,
  weaverMessages,
  reviewMessages,
  taReviewMessages,
  addressMessages,
  deliveryMessages,
  cancelMessages,
  taAddressMessages,
  taDeliveryMessages,
  taCancelMessages,
  deliverySettingsMessages,
  codSettingsMessages,
  ownerAlertSettingsMessages,
  gstMessages,
  gstinMessages,
  taDeliverySettingsMessages,
  taCodSettingsMessages,
  taOwnerAlertSettingsMessages,
  taGstMessages,
  taGstinMessages,
  productCsvMessages,
  taProductCsvMessages,
  TAMIL_WORDS_SET_ASIDE,
} from '@handloom/shared';
import { describe, expect, it } from 'vitest';
import { enAdmin } from './en-admin.ts';
import { enPages } from './en-pages.ts';
import { enShop } from './en-shop.ts';
import { en } from './en.ts';
import { taAdmin } from './ta-admin.ts';
import { taPages } from './ta-pages.ts';
import { taShop } from './ta-shop.ts';
import { ta } from './ta.ts';

// The types already refuse a Tamil file with a missing or extra key; this
// walks the texts themselves: none empty, none left in English, and every
// parameterised message called in both languages.

const CATALOGUES = [
  { name: 'en.ts / ta.ts', en, ta },
  { name: 'en-shop.ts / ta-shop.ts', en: enShop, ta: taShop },
  { name: 'en-pages.ts / ta-pages.ts', en: enPages, ta: taPages },
  { name: 'en-admin.ts / ta-admin.ts', en: enAdmin, ta: taAdmin },
  { name: 'shared authMessages', en: authMessages, ta: taAuthMessages },
  { name: 'shared checkoutMessages', en: checkoutMessages, ta: taCheckoutMessages },
  { name: 'shared codMessages', en: codMessages, ta: taCodMessages },
  { name: 'shared adminProductMessages', en: adminProductMessages, ta: taAdminProductMessages },
  { name: 'shared sandboxCardMessages', en: sandboxCardMessages, ta: taSandboxCardMessages },
  { name: 'shared weaverMessages', en: weaverMessages, ta: taWeaverMessages },
  { name: 'shared provenanceMessages', en: provenanceMessages, ta: taProvenanceMessages },
  { name: 'shared reviewMessages', en: reviewMessages, ta: taReviewMessages },
  { name: 'shared productAttributeMessages', en: productAttributeMessages, ta: taProductAttributeMessages },
  { name: 'shared addressMessages', en: addressMessages, ta: taAddressMessages },
  { name: 'shared deliveryMessages', en: deliveryMessages, ta: taDeliveryMessages },
  { name: 'shared cancelMessages', en: cancelMessages, ta: taCancelMessages },
  { name: 'shared deliverySettingsMessages', en: deliverySettingsMessages, ta: taDeliverySettingsMessages },
  { name: 'shared codSettingsMessages', en: codSettingsMessages, ta: taCodSettingsMessages },
  { name: 'shared ownerAlertSettingsMessages', en: ownerAlertSettingsMessages, ta: taOwnerAlertSettingsMessages },
  { name: 'shared gstMessages', en: gstMessages, ta: taGstMessages },
  { name: 'shared gstinMessages', en: gstinMessages, ta: taGstinMessages },
  { name: 'shared productCsvMessages', en: productCsvMessages, ta: taProductCsvMessages },
] as const;

/** Texts that are the same in both languages: names and abbreviations a Tamil page says in English too. */
const SAME_IN_BOTH = new Set(['Kaithari Handlooms', 'UPI', 'CVV', 'GST']);

/**
 * Arguments to call each parameterised message with, by its path. Counts are
 * called with 1 and more so both plural forms are read. A new English
 * message with parameters needs a line here (the test says which).
 */
const SAMPLE_ARGS: Record<string, readonly (readonly unknown[])[]> = {
  'common.shopAnswered': [[502]],
  'weavers.wovenByCluster': [['Arani']],
  'weavers.place': [['Ayyampettai', 'Kanchipuram']],
  'weavers.loomDays': [[1], [21]],
  'weavers.silkMark': [['SM 123456']],
  'weavers.gi': [['Kanchipuram Silk']],
  'weavers.portraitOf': [['Meena Ayyasamy']],
  'weavers.yearsWeaving': [[1], [28]],
  'reviews.summary': [['5.0', 1], ['4.5', 12]],
  'reviews.cardRating': [['5.0', 1], ['4.5', 12]],
  'reviews.starsOutOfFive': [[1], [4]],
  'reviews.starOption': [[1], [3]],
  'reviews.byline': [['Meena', '1 Mar 2026']],
  'reviews.approveReview': [['Meena', 'Korvai Silk Saree']],
  'reviews.hideReview': [['Meena', 'Korvai Silk Saree']],
  'weavers.piecesHeading': [['Meena Ayyasamy']],
  'weavers.viewReceipt': [['2026-03-01']],
  'weavers.withdrawn': [['2 Apr 2026', 'Entered twice']],
  'weavers.withdrawnAmount': [['₹1,200']],
  'weavers.edit': [['Meena Ayyasamy']],
  'weavers.remove': [['Meena Ayyasamy']],
  'weavers.removeText': [['Meena Ayyasamy']],
  'ledger.withdraw': [['Two pit looms repaired']],
  'ledger.withdrawnNote': [['2 Apr 2026', 'Entered twice']],
  moreThanLeft: [[2_72_500], [1_23_450], [0], [-12_500]],
  'categoryNames.tamilName': [['Silk Sarees']],
  'categoryNames.saveFor': [['Silk Sarees']],
  'categoryNames.saved': [['Silk Sarees']],
  'categoryNames.cleared': [['Silk Sarees']],
  'pagination.pageOf': [[2, 5]],
  rangeUnder: [['₹1,000', 12]],
  rangeBetween: [['₹1,000', '₹2,500', 7]],
  rangeAbove: [['₹10,000', 3]],
  facetOption: [['Silk', 12]],
  onlyLeft: [[1], [2]],
  notifyDone: [['meena@example.com']],
  'backups.last': [['25 Nov 2026, 2:30 am', '30.8 MB']],
  'backups.disk': [['42.5 %']],
  invoicePdf: [['KH/2026-27/00123']],
  creditNotePdf: [['KC/2026-27/00004']],
  refundRefused: [['28 Nov 2026, 10:15 am']],
  invoiceLink: [['KH/2026-27/00123']],
  billOfSupplyLink: [['KB/2026-27/00007']],
  creditNoteLink: [['KC/2026-27/00004']],
  hsnHint: [['5007']],
  removeRate: [['6214'], ['']],
  rateBox: [['HSN', 1], ['Rate (%)', 12]],
  'delivery.to': [['Tiruvannamalai', 'Tamil Nadu', '632301']],
  'delivery.expected': [['28 Nov – 1 Dec']],
  'alerts.intro': [['care@kaithari.example']],
  'importExport.checked': [[3, 1, 0]],
  'importExport.imported': [[3, 1, 0]],
  'importExport.problems': [[1], [4]],
  'profile.editAddressOf': [['Meena']],
  'profile.deleteAddressOf': [['Meena']],
  'profile.deleteText': [['Meena Sundaram, 12 Car Street, Kanchipuram 631501']],
  'profile.phone': [['9876543210']],
  pincodeUnknown: [['999999']],
  stateMismatch: [['632301', 'Tamil Nadu']],
  stateCodeMismatch: [['27', '33'], ['33', '25']],
  'header.cartCount': [[1], [3], [0]],
  'header.greeting': [['Meena']],
  'footer.rights': [[2026, 'Kaithari Handlooms']],
  'auth.signupSuccessful': [['Meena']],
  'cart.quantityOf': [['Arani Silk Saree']],
  'cart.decrease': [['Arani Silk Saree']],
  'cart.increase': [['Arani Silk Saree']],
  'cart.removeLabel': [['Arani Silk Saree']],
  'catalog.favourites.removeLabel': [['Arani Silk Saree']],
  'cart.priceChanged': [['₹4,500.00', '₹4,050.00']],
  'cart.onlyLeft': [[1], [2]],
  'cart.shippingDetail': [[1, '₹50.00'], [3, '₹50.00']],
  'cart.payCodHint': [['₹40']],
  'checkout.pay': [['₹1,00,000.00']],
  'checkout.upiQrAlt': [['₹1,00,000.00']],
  'checkout.codSent': [['meena@example.com', '5 Jan 2026, 2:30 pm']],
  'checkout.codTotal': [['₹2,140.00']],
  'orders.placed.intro': [['KH-10234']],
  'orders.placed.orderTitle': [['KH-10234']],
  'orders.placed.awaitingPaymentIntro': [['KH-10234']],
  'orders.placed.expiredIntro': [['KH-10234']],
  'orders.placed.cancelledIntro': [['KH-10234']],
  'orders.placed.refundedIntro': [['KH-10234', '₹2,140.00']],
  'orders.placed.emailed': [['meena@example.com']],
  'orders.placed.emailOncePaid': [['meena@example.com']],
  'orders.placed.keepCash': [['₹2,140.00']],
  'orders.placed.deliveryWindow': [['Tue, 6 Jan – Mon, 12 Jan']],
  'orders.placedOn': [['5 Jan 2026, 2:30 pm', 'KH-10234'], ['5 Jan 2026, 2:30 pm', null]],
  'orders.tracking': [['India Post EM123456789IN']],
  'orders.expectedDelivery': [['Tue, 6 Jan – Mon, 12 Jan']],
  'orders.quantityTimesPrice': [[2, '₹4,500.00']],
  'orders.cancelledToast': [['Cancelled']],
  'catalog.home.categoryCount': [[1], [12]],
  'catalog.card.discount': [[10]],
  'catalog.detail.imageAlt': [['Arani Silk Saree', 2, 4], ['Arani Silk Saree', 1, 1]],
  'catalog.detail.showImage': [[2, 4]],
  'catalog.detail.thumbnail': [[2, 4]],
  'catalog.detail.enlarged': [['Arani Silk Saree – Parrot Green']],
  'catalog.detail.slide': [[2, 4]],
  'catalog.detail.inCartNote': [[2]],
  'catalog.detail.discount': [[10]],
  'about.lead': [['Kaithari Handlooms']],
  'weavers.sections.help.donation': [['₹50']],
  'termsAndConditions.lead': [['Kaithari Handlooms']],
  'shippingAndRefund.sections.charge.perUnit': [['₹50']],
  'shippingAndRefund.sections.charge.example': [['₹50', '₹100']],
  'payments.value': [['₹1,00,000']],
  'payments.rate': [['4%']],
  resultCount: [[1234, 'products']],
  'chart.summary': [[1, '₹4,500', '5 Jan (1)'], [12, '₹1,00,000', null]],
  'chart.dayValue': [['5 Jan', '₹4,500']],
  'products.edit': [['Arani Silk Saree']],
  'products.delete': [['Arani Silk Saree']],
  'products.count': [[1], [1234]],
  'products.deleteText': [['Arani Silk Saree']],
  'orders.count': [[1], [1234]],
  'orders.order': [['5 Jan 2026, 2:30 pm', 'KH-10234'], ['5 Jan 2026, 2:30 pm', null]],
  'orders.itemLine': [['Arani Silk Saree', 2, '₹4,500']],
  'orders.moved': [['Shipped']],
  'users.count': [[1], [1234]],
  'funds.count': [[1], [1234]],
  'form.imageUrl': [[1]],
  'form.upload': [[1]],
  'form.removeImage': [[1]],
  'form.preview': [[1]],
  donationTooLarge: [['₹1,00,000']],
  belowMinimum: [['₹500']],
  aboveMaximum: [['₹50,000']],
  pincodeRefused: [['600001']],
  wrongCode: [[1], [4]],
  codeSent: [['meena@example.com']],
  tooMany: [[1], [20]],
  notServed: [['744301']],
};

/**
 * Messages whose text is all arguments and signs in both languages, so the
 * two outputs may be equal (the arguments are formatted by the caller).
 */
const SAME_OUTPUT = new Set([
  'footer.rights',
  'orders.quantityTimesPrice',
  'orders.itemLine',
  'chart.dayValue',
  'catalog.detail.slide',
  'catalog.detail.imageAlt',
  'resultCount',
  // Two prices and a count: no words to translate.
  'catalog.list.rangeBetween',
  // A value's name (translated on its own) and a count.
  'catalog.list.facetOption',
]);

const TAMIL_LETTER = /[\u0B80-\u0BFF]/;


interface Leaf {
  path: string;
  en: unknown;
  ta: unknown;
}

function leaves(enNode: unknown, taNode: unknown, path: string[] = []): Leaf[] {
  if (typeof enNode === 'object' && enNode !== null) {
    const taObject = (typeof taNode === 'object' && taNode !== null ? taNode : {}) as Record<string, unknown>;
    return Object.entries(enNode).flatMap(([key, value]) => leaves(value, taObject[key], [...path, key]));
  }
  return [{ path: path.join('.'), en: enNode, ta: taNode }];
}

function extraTamilKeys(enNode: unknown, taNode: unknown, path: string[] = []): string[] {
  if (typeof taNode !== 'object' || taNode === null) return [];
  const enObject = (typeof enNode === 'object' && enNode !== null ? enNode : {}) as Record<string, unknown>;
  return Object.entries(taNode).flatMap(([key, value]) =>
    key in enObject ? extraTamilKeys(enObject[key], value, [...path, key]) : [[...path, key].join('.')],
  );
}

/** The args of a message, found by the longest key of SAMPLE_ARGS its path ends with. */
function sampleArgs(path: string): readonly (readonly unknown[])[] | undefined {
  const key = Object.keys(SAMPLE_ARGS)
    .filter((candidate) => path === candidate || path.endsWith(`.${candidate}`))
    .sort((a, b) => b.length - a.length)[0];
  return key === undefined ? undefined : SAMPLE_ARGS[key];
}

function sameAllowed(path: string): boolean {
  return [...SAME_OUTPUT].some((allowed) => path === allowed || path.endsWith(`.${allowed}`));
}

function texts(output: unknown): string[] {
  return Array.isArray(output) ? output.map(String) : [String(output)];
}

describe.each(CATALOGUES)('Tamil catalogue $name', (catalogue) => {
  const all = leaves(catalogue.en, catalogue.ta);
  const strings = all.filter((leaf) => typeof leaf.en === 'string');
  const functions = all.filter((leaf) => typeof leaf.en === 'function');

  it('has a Tamil text for every English key, and no key English lacks', () => {
    const missing = all.filter((leaf) => typeof leaf.ta !== typeof leaf.en).map((leaf) => leaf.path);
    expect(missing, 'English keys without a Tamil text of the same kind').toEqual([]);
    expect(extraTamilKeys(catalogue.en, catalogue.ta), 'Tamil keys English does not have').toEqual([]);
  });

  it('has no empty Tamil text', () => {
    const empty = strings.filter((leaf) => String(leaf.ta).trim() === '').map((leaf) => leaf.path);
    expect(empty, 'empty Tamil texts').toEqual([]);
  });

  it('says every text in Tamil, none the English left as it was', () => {
    const untranslated = strings
      .filter((leaf) => !SAME_IN_BOTH.has(String(leaf.en)) && String(leaf.ta).trim() !== '' && (leaf.ta === leaf.en || !TAMIL_LETTER.test(String(leaf.ta))))
      .map((leaf) => `${leaf.path}: ${String(leaf.ta)}`);
    expect(untranslated, 'Tamil texts identical to the English or without Tamil letters').toEqual([]);
  });

  it('uses the words of the glossary', () => {
    const tamilTexts = [
      ...strings.map((leaf) => [leaf.path, String(leaf.ta)] as const),
      ...functions.flatMap((leaf) =>
        (sampleArgs(leaf.path) ?? []).flatMap((args) => texts((leaf.ta as (...a: unknown[]) => unknown)(...args)).map((text) => [leaf.path, text] as const)),
      ),
    ];
    const offending = tamilTexts.flatMap(([path, text]) =>
      TAMIL_WORDS_SET_ASIDE.filter(([word]) => word.test(text)).map(([word, chosen]) => `${path}: ${word.source} -> ${chosen}`),
    );
    expect(offending).toEqual([]);
  });

  it('gives every parameterised message the same parameters in both languages', () => {
    const mismatched = functions
      .filter((leaf) => (leaf.en as (...args: unknown[]) => unknown).length !== (leaf.ta as (...args: unknown[]) => unknown).length)
      .map((leaf) => leaf.path);
    expect(mismatched).toEqual([]);
    const withoutSamples = functions.filter((leaf) => sampleArgs(leaf.path) === undefined).map((leaf) => leaf.path);
    expect(withoutSamples, 'parameterised messages to add to SAMPLE_ARGS').toEqual([]);
  });

  it.each(functions.map((leaf) => [leaf.path, leaf] as const))('calls %s in both languages', (path, leaf) => {
    for (const args of sampleArgs(path) ?? []) {
      const english = (leaf.en as (...a: unknown[]) => unknown)(...args);
      const tamil = (leaf.ta as (...a: unknown[]) => unknown)(...args);
      expect(Array.isArray(tamil)).toBe(Array.isArray(english));
      expect(texts(tamil)).toHaveLength(texts(english).length);
      for (const text of [...texts(english), ...texts(tamil)]) expect(text.trim(), `${path}(${args.join(', ')})`).not.toBe('');
      if (!sameAllowed(path)) {
        texts(tamil).forEach((text, index) => {
          expect(text, `${path}(${args.join(', ')})`).not.toBe(texts(english)[index]);
          expect(text, `${path}(${args.join(', ')})`).toMatch(TAMIL_LETTER);
        });
      }
    }
  });
});

describe('counted messages', () => {
  it('use the plural form of each language', () => {
    expect(en.header.cartCount(1)).toBe('Cart, 1 item');
    expect(en.header.cartCount(3)).toBe('Cart, 3 items');
    expect(ta.header.cartCount(1)).toBe('கூடை, 1 பொருள்');
    expect(ta.header.cartCount(3)).toBe('கூடை, 3 பொருட்கள்');
    expect(enAdmin.products.count(1234)).toBe('1,234 products');
    expect(taAdmin.orders.count(1)).toBe('1 ஆர்டர்');
    expect(taAdmin.orders.count(1_00_000)).toBe('1,00,000 ஆர்டர்கள்');
    expect(codMessages.wrongCode(1)).toBe('That code is not right. 1 try left.');
    expect(codMessages.wrongCode(4)).toBe('That code is not right. 4 tries left.');
  });
});
