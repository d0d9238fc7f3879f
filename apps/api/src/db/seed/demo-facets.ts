import type { ProductAttributesInput, ProductColour, ProductFabric, ProductOccasion } from '@handloom/shared';
import type { DemoProduct, Yarn } from './catalogue.ts';

// The demo catalogue's fabric, colour and occasions, read from what each demo
// product already says: the yarn its photograph is drawn with, the colour its
// title names after the dash, and what such a piece is worn for.

const FABRIC_OF_YARN: Record<Yarn, ProductFabric> = { silk: 'silk', cotton: 'cotton', silk_cotton: 'silk-cotton' };

// The first colour word after the dash names the piece's body ("Red with White
// Dots" is red). Checked in this order, so "Mango Yellow" is yellow, not a fruit.
const COLOUR_WORDS: readonly [RegExp, ProductColour][] = [
  [/\b(rani pink|onion pink|lotus pink|pink|magenta)\b/, 'pink'],
  [/\b(maroon|wine|arakku)\b/, 'maroon'],
  [/\b(red)\b/, 'red'],
  [/\b(orange|saffron|rust|coral)\b/, 'orange'],
  [/\b(yellow|mustard|turmeric)\b/, 'yellow'],
  [/\b(green|teal|emerald)\b/, 'green'],
  [/\b(blue|indigo|navy)\b/, 'blue'],
  [/\b(purple|lavender)\b/, 'purple'],
  [/\b(off-white|half-white|white|ivory)\b/, 'white'],
  [/\b(cream|beige|sandal)\b/, 'cream'],
  [/\b(grey|gray)\b/, 'grey'],
  [/\b(black)\b/, 'black'],
];

// Titles whose words after the dash name no colour (a Tamil word, a border): their body colour.
const COLOUR_OF_TITLE: Record<string, ProductColour> = {
  'Kovai Kora Cotton Saree – பருத்தி': 'cream',
  'Kanchi Silk Veshti and Angavastram Set – Temple Zari Border': 'cream',
};

/** The colour a shopper would name the demo piece by, or null when its title names none. */
export function demoColour(title: string): ProductColour | null {
  const named = COLOUR_OF_TITLE[title];
  if (named) return named;
  const words = (title.split('–')[1] ?? '').toLowerCase();
  // The earliest colour word wins: "Mustard Kattam with Black Border" is mustard.
  let best: { at: number; colour: ProductColour } | null = null;
  for (const [pattern, colour] of COLOUR_WORDS) {
    const at = words.search(pattern);
    if (at >= 0 && (best === null || at < best.at)) best = { at, colour };
  }
  return best?.colour ?? null;
}

function demoOccasions(product: DemoProduct): ProductOccasion[] {
  const { kind, yarn } = product.art;
  if (kind === 'saree') {
    if (yarn === 'silk') return ['wedding', 'festive', 'temple'];
    if (yarn === 'silk_cotton') return ['festive', 'office', 'temple'];
    return ['daily-wear', 'office'];
  }
  if (kind === 'dhoti') return yarn === 'silk' ? ['wedding', 'festive', 'temple'] : ['daily-wear', 'temple'];
  // Scarves and stoles.
  return yarn === 'silk' ? ['festive', 'office'] : ['daily-wear', 'office'];
}

/** What the admin would have set on the demo product's form. */
export function demoFacets(product: DemoProduct): ProductAttributesInput {
  return { fabric: FABRIC_OF_YARN[product.art.yarn], colour: demoColour(product.title), occasions: demoOccasions(product) };
}
