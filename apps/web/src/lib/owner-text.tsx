import type { ReactNode } from 'react';
import { locale } from './locale.ts';

// Text the shop's pages cannot translate. What the owner typed only in English
// (a yarn, a weaver's story without its Tamil) has no Tamil version: on a Tamil page it
// is marked lang="en", so screen readers read it as English, the way product
// titles without Tamil are (product-text.tsx). What a shopper typed (a name,
// an address) or a bank sent (a payment reference) is in no known language:
// it is marked translate="no", so a browser's translator leaves it alone.

/**
 * What the owner typed, in English and (where they gave it) in Tamil: a
 * weaver's village, district or story.
 */
export interface OwnerWords {
  en: string;
  ta: string | null;
}
type OwnerValue = string | OwnerWords;

/** The Tamil on a Tamil page where the owner gave it; otherwise the English, and whether it is English on this page. */
function chosen(value: OwnerValue): { text: string; english: boolean } {
  if (typeof value === 'string') return { text: value, english: locale === 'ta' };
  return locale === 'ta' && value.ta ? { text: value.ta, english: false } : { text: value.en, english: locale === 'ta' };
}

/** Owner-typed English, marked as English on a Tamil page; with `ta`, the Tamil instead there. */
export function OwnerText({ children, ta = null }: { children: string; ta?: string | null }) {
  const { text, english } = chosen({ en: children, ta });
  return english ? <span lang="en">{text}</span> : text;
}

/** A shopper's own words or a bank's reference, never translated. */
export function TypedText({ children }: { children: string }) {
  return <span translate="no">{children}</span>;
}

const SEPARATOR = '\u0000';

/** The message with each value put in by `mark` (given the value's index, and a React key). */
function fill<Values extends string[]>(message: (...values: Values) => string, count: number, mark: (valueIndex: number, key: number) => ReactNode): ReactNode {
  const placeholders = Array.from({ length: count }, (_, index) => `${SEPARATOR}${index}${SEPARATOR}`) as Values;
  return message(...placeholders)
    .split(SEPARATOR)
    .map((part, index) => (index % 2 === 1 ? mark(Number(part), index) : part));
}

/**
 * A message filled with owner-typed values: English ones are marked as
 * OwnerText on a Tamil page; a value with a Tamil version shows it there.
 */
export function withOwnerText<Values extends string[]>(message: (...values: Values) => string, ...values: { [Index in keyof Values]: OwnerValue }): ReactNode {
  const texts = values.map((value) => chosen(value));
  if (locale !== 'ta') return message(...(texts.map(({ text }) => text) as Values));
  return fill(message, texts.length, (valueIndex, key) => {
    const { text, english } = texts[valueIndex] ?? { text: '', english: false };
    return english ? (
      <span key={key} lang="en">
        {text}
      </span>
    ) : (
      text
    );
  });
}

/** A message filled with a shopper's own words, each marked as TypedText. */
export function withTypedText<Values extends string[]>(message: (...values: Values) => string, ...values: Values): ReactNode {
  return fill(message, values.length, (valueIndex, key) => (
    <span key={key} translate="no">
      {values[valueIndex]}
    </span>
  ));
}
