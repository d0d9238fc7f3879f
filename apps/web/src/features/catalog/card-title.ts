/** A product title cut where the shop's titles put the colour: "Name – Colour and border". */
export interface CardTitle {
  name: string;
  /** The words after the dash; empty when the title has none. */
  variant: string;
  /** The separator exactly as written, so name + separator + variant is the title. */
  separator: string;
}

// The demo catalogue and the admin's titles use an en dash between the weave and its colour;
// a spaced hyphen or em dash is read the same way.
const SEPARATOR = /\s+[–—-]\s+/;

export function splitCardTitle(title: string): CardTitle {
  const match = SEPARATOR.exec(title);
  if (!match) return { name: title, variant: '', separator: '' };
  const name = title.slice(0, match.index);
  const variant = title.slice(match.index + match[0].length);
  if (!name.trim() || !variant.trim()) return { name: title, variant: '', separator: '' };
  return { name, variant, separator: match[0] };
}
