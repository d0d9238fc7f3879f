import type { ReactNode } from 'react';
import { locale } from './locale.ts';

// Text the shop's pages cannot translate. What the owner typed in English (a
// weaver's village, a yarn, a story) has no Tamil version: on a Tamil page it
// is marked lang="en", so screen readers read it as English, the way product
// titles without Tamil are (product-text.tsx). What a shopper typed (a name,
// an address) or a bank sent (a payment reference) is in no known language:
// it is marked translate="no", so a browser's translator leaves it alone.

/** Owner-typed English, marked as English on a Tamil page. */
export function OwnerText({ children }: { children: string }) {
  return locale === 'ta' ? <span lang="en">{children}</span> : children;
}

/** A shopper's own words or a bank's reference, never translated. */
export function TypedText({ children }: { children: string }) {
  return <span translate="no">{children}</span>;
}

const SEPARATOR = '\u0000';

function fill<Values extends string[]>(message: (...values: Values) => string, values: Values, mark: (value: string, key: number) => ReactNode): ReactNode {
  const placeholders = values.map((_, index) => `${SEPARATOR}${index}${SEPARATOR}`) as Values;
  return message(...placeholders)
    .split(SEPARATOR)
    .map((part, index) => (index % 2 === 1 ? mark(values[Number(part)] ?? '', index) : part));
}

/** A message filled with owner-typed values, each marked as OwnerText on a Tamil page. */
export function withOwnerText<Values extends string[]>(message: (...values: Values) => string, ...values: Values): ReactNode {
  if (locale !== 'ta') return message(...values);
  return fill(message, values, (value, key) => (
    <span key={key} lang="en">
      {value}
    </span>
  ));
}

/** A message filled with a shopper's own words, each marked as TypedText. */
export function withTypedText<Values extends string[]>(message: (...values: Values) => string, ...values: Values): ReactNode {
  return fill(message, values, (value, key) => (
    <span key={key} translate="no">
      {value}
    </span>
  ));
}
