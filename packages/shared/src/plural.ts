import { formatCount, type ShopLocale } from './india-format.ts';

// Plurals for the message catalogue's parameterised messages (the web
// app's messages/*.ts and the schemas' messages here), by each language's
// own CLDR rules (Intl.PluralRules): English and Tamil both have 'one' and
// 'other'. Another language that needs 'two' or 'few' widens `PluralForms`.

export interface PluralForms {
  one: string;
  other: string;
}

const rules = new Map<ShopLocale, Intl.PluralRules>();

function pluralRules(locale: ShopLocale): Intl.PluralRules {
  let rule = rules.get(locale);
  if (rule === undefined) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule;
}

/** The form of a word that goes with `count`: plural('ta', 1, { one: 'பொருள்', other: 'பொருட்கள்' }) -> "பொருள்". */
export function plural(locale: ShopLocale, count: number, forms: PluralForms): string {
  return pluralRules(locale).select(count) === 'one' ? forms.one : forms.other;
}

/** "1,23,456 products": the count, Indian-grouped, with the word in the form that goes with it. */
export function countOf(locale: ShopLocale, count: number, forms: PluralForms): string {
  return `${formatCount(count, locale)} ${plural(locale, count, forms)}`;
}
