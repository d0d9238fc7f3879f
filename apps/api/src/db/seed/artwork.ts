/**
 * Draws demo product photographs as SVG so the seed needs no binary assets.
 *
 * Every textile is laid out in one "canonical" frame: x runs across the width (borders at
 * x=0 and x=W), y runs along the length towards the end piece (pallu). Each view places that
 * frame with a translate and a whole-number scale, so borders, pallu and weave stay consistent
 * between the four photographs of one product.
 *
 * Performance rule: librsvg (what sharp uses) tiles a <pattern> quickly only when each tile
 * covers whole device pixels on an axis-aligned grid. A rotated, skewed, mirrored or
 * fractional tile falls back to drawing every tile separately, which measured 100-300x slower.
 * Hence: no rotation of patterned groups, integer tile sizes, integer translates and scales.
 */
import type { ArtSpec, BorderMotif, HexColour, Motif } from './catalogue.ts';

export const ARTWORK_WIDTH = 1200;
export const ARTWORK_HEIGHT = 1500; // portrait 4:5

export type ArtworkView = 0 | 1 | 2 | 3;

const CW = ARTWORK_WIDTH;
const CH = ARTWORK_HEIGHT;

// ---------------------------------------------------------------------------------------------
// Numbers, colours, randomness

/** One decimal keeps the documents small without visible rounding. */
function n(v: number): string {
  return (Math.round(v * 10) / 10).toString();
}

function n2(v: number): string {
  return (Math.round(v * 100) / 100).toString();
}

type Rgb = [number, number, number];

function parseHex(c: string): Rgb {
  const h = c.replace('#', '');
  const full = h.length === 3 ? [...h].map((ch) => ch + ch).join('') : h.padEnd(6, '0');
  const v = Number.parseInt(full.slice(0, 6), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex([r, g, b]: Rgb): HexColour {
  const p = (x: number): string =>
    Math.round(Math.min(255, Math.max(0, x)))
      .toString(16)
      .padStart(2, '0');
  return `#${p(r)}${p(g)}${p(b)}`;
}

function mix(a: string, b: string, t: number): HexColour {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

const darken = (c: string, t: number): HexColour => mix(c, '#000000', t);
const lighten = (c: string, t: number): HexColour => mix(c, '#ffffff', t);

function luminance(c: string): number {
  const [r, g, b] = parseHex(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** mulberry32: tiny and deterministic, so the same spec always yields the same bytes. */
function makeRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Per-render context

interface ZariPalette {
  dark: HexColour;
  mid: HexColour;
  light: HexColour;
  glint: HexColour;
}

function zariPalette(art: ArtSpec): ZariPalette {
  switch (art.zari) {
    case 'gold':
      return { dark: '#6e4a10', mid: '#c39232', light: '#f3d68a', glint: '#fff4c4' };
    case 'silver':
      return { dark: '#5f6468', mid: '#aab0b6', light: '#e6e9ec', glint: '#ffffff' };
    case 'copper':
      return { dark: '#5e2a10', mid: '#b06436', light: '#eaa77a', glint: '#ffdcc0' };
    case 'none': {
      // Cotton weaves use a contrast yarn where silk would use zari; keep it readable on the border.
      const onLight = luminance(art.border.colour) > 0.55;
      const c = onLight ? darken(art.accent, 0.1) : mix(art.accent, '#f4ead2', 0.55);
      return { dark: darken(c, 0.14), mid: c, light: lighten(c, 0.1), glint: lighten(c, 0.16) };
    }
  }
}

interface Ctx {
  art: ArtSpec;
  rand: () => number;
  /** Canonical width of the cloth in units (1 unit ≈ 1.3 mm). */
  W: number;
  /** Border band width in units. */
  b: number;
  /** End piece (pallu) length in units. */
  P: number;
  z: ZariPalette;
  defs: string[];
  seq: number;
}

function widthFor(art: ArtSpec): number {
  switch (art.kind) {
    case 'saree':
    case 'dhoti':
      return 900;
    case 'stole':
      return 540;
    case 'scarf':
      return 420;
  }
}

function makeCtx(art: ArtSpec, view: ArtworkView): Ctx {
  const W = widthFor(art);
  const frac = art.border.width === 'broad' ? 0.13 : art.border.width === 'medium' ? 0.085 : 0.05;
  // Narrow pieces still need a border that reads in a photo.
  const b = Math.round(Math.max(W * frac, art.border.width === 'thin' ? 26 : 40));
  const P = art.kind === 'saree' ? 640 : art.kind === 'dhoti' ? 320 : Math.round(W * 0.62);
  return {
    art,
    rand: makeRandom(hashString(JSON.stringify(art)) ^ Math.imul(view + 1, 0x9e3779b1)),
    W,
    b,
    P,
    z: zariPalette(art),
    defs: [],
    seq: 0,
  };
}

function uid(ctx: Ctx, prefix: string): string {
  ctx.seq += 1;
  return `${prefix}${ctx.seq}`;
}

const between = (ctx: Ctx, lo: number, hi: number): number => lo + (hi - lo) * ctx.rand();

// ---------------------------------------------------------------------------------------------
// Paint servers

type Stop = [offset: number, colour: string, opacity?: number];

function stops(list: Stop[]): string {
  return list
    .map(
      ([o, c, a]) =>
        `<stop offset="${n(Math.min(1, Math.max(0, o)) * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${n2(a)}"`}/>`,
    )
    .join('');
}

function zariGradients(ctx: Ctx): void {
  const { dark, mid, light, glint } = ctx.z;
  const metal = stops([
    [0, dark],
    [0.3, mid],
    [0.48, light],
    [0.54, glint],
    [0.7, mid],
    [1, dark],
  ]);
  // Bounding-box gradients make every thread or motif look like a rounded metallic wire.
  ctx.defs.push(
    `<linearGradient id="zv" x1="0" y1="0" x2="1" y2="0">${metal}</linearGradient>`,
    `<linearGradient id="zh" x1="0" y1="0" x2="0" y2="1">${metal}</linearGradient>`,
    `<linearGradient id="zd" x1="0" y1="0" x2="1" y2="1">${stops([
      [0, dark],
      [0.25, mid],
      [0.42, light],
      [0.5, glint],
      [0.6, light],
      [0.78, mid],
      [1, dark],
    ])}</linearGradient>`,
    `<radialGradient id="zr" cx="40%" cy="35%" r="65%">${stops([
      [0, glint],
      [0.35, light],
      [0.75, mid],
      [1, dark],
    ])}</radialGradient>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Motifs in a 100x100 box: silhouettes take the inherited (zari) fill, details use the ground.

function motifMarkup(motif: Motif | 'flower', ground: string): string {
  const g = `fill="${ground}"`;
  switch (motif) {
    case 'mango':
      return (
        // Paisley (mankolam): a round bulb whose tip hooks over to the right.
        `<path d="M50 97C24 97 10 78 14 58C18 36 38 22 52 14C62 8 74 4 84 8C89 10 89 17 82 17C74 17 68 21 70 29C72 37 84 44 86 60C88 82 72 97 50 97Z"/>` +
        `<path ${g} d="M50 89C30 89 21 75 23 60C25 44 40 32 56 25C60 35 76 46 78 62C79 78 68 89 50 89Z"/>` +
        `<path d="M50 82C37 82 30 73 31 62C32 51 42 43 53 37C58 46 69 53 70 64C71 75 63 82 50 82Z"/>` +
        `<circle ${g} cx="50" cy="66" r="6.5"/><circle cx="50" cy="66" r="2.5"/><circle ${g} cx="81" cy="12" r="2.2"/>` +
        `<path ${g} d="M39 60l3.5 3.5-3.5 3.5-3.5-3.5zM61 60l3.5 3.5-3.5 3.5-3.5-3.5zM50 49l3.5 3.5-3.5 3.5-3.5-3.5z"/>`
      );
    case 'peacock':
      // Kanchi-style peacock facing right: plump body, short curved neck, long trailing tail.
      return (
        `<path d="M46 52C30 48 12 54 4 68C-1 78 1 91 8 97C24 99 42 94 52 82C58 72 56 58 46 52Z"/>` +
        `<path d="M40 58C40 45 50 38 60 40C70 42 74 52 70 62C66 71 54 74 46 70C42 68 40 63 40 58Z"/>` +
        `<path d="M58 42C56 34 58 26 63 21C66 18 70 18 72 21C70 26 68 32 69 40C70 44 66 46 62 46Z"/>` +
        `<circle cx="69" cy="19" r="6"/><path d="M74 16L84 19.5L74 22Z"/>` +
        `<path d="M66 14L61 6L63 5L68 13ZM69 13L69.5 3L71.5 3L71 13ZM72 14L78 7L79.5 8.5L74 15Z"/>` +
        `<circle cx="61.5" cy="5" r="2.3"/><circle cx="70.5" cy="3" r="2.3"/><circle cx="79" cy="7.5" r="2.3"/>` +
        `<path d="M54 71L52 86L48 88L55 88L57 72ZM62 70L63 86L59 88L66 88L65 70Z"/>` +
        `<circle ${g} cx="70" cy="18" r="1.6"/>` +
        `<path ${g} d="M47 56C52 49 62 49 66 55C60 55 54 59 51 66C49 63 47 60 47 56Z"/>` +
        `<path ${g} d="M40 62L10 86L11.5 87.5L42 65ZM44 68L24 93L26 94L47 70ZM38 58L7 72L8 74L39 60Z"/>` +
        `<circle ${g} cx="11" cy="86" r="4.4"/><circle ${g} cx="25" cy="92" r="4.4"/><circle ${g} cx="8" cy="73" r="4"/><circle ${g} cx="39" cy="90" r="3.6"/>` +
        `<circle cx="11" cy="86" r="1.8"/><circle cx="25" cy="92" r="1.8"/><circle cx="8" cy="73" r="1.6"/><circle cx="39" cy="90" r="1.4"/>`
      );
    case 'annam':
      return (
        `<path d="M12 70C16 85 40 91 62 87C77 84 87 76 89 63C80 70 67 70 59 66C47 60 29 62 12 70Z"/>` +
        `<path d="M22 71C15 58 15 43 22 33C27 26 36 25 40 30C43 34 40 38 36 37C30 46 31 58 36 67Z"/>` +
        `<circle cx="33" cy="30" r="7.5"/><path d="M27 27L12 32L27 34Z"/>` +
        `<path d="M58 67C64 50 78 40 84 24C87 17 94 17 94 24C94 34 86 41 88 53C90 59 92 63 87 67Z"/>` +
        `<path d="M70 69C74 57 84 50 92 42C94 40 98 42 96 46C92 53 86 59 84 71Z"/>` +
        `<circle ${g} cx="34" cy="29" r="1.8"/>` +
        `<path ${g} d="M40 74C49 65 63 65 72 73C62 71 52 73 43 79Z"/>` +
        `<path ${g} d="M85 30C87 25 91 24 91 28C89 29 87 31 86 34Z"/>` +
        `<path d="M10 93L90 93L86 97L14 97Z"/>`
      );
    case 'temple':
      // Gopuram: stacked tiers, barrel-vault roof and kalasams.
      return (
        `<path d="M16 84L84 84L84 97L16 97Z"/>` +
        `<path d="M21 82L79 82L72 66L28 66Z"/>` +
        `<path d="M30 64L70 64L64 49L36 49Z"/>` +
        `<path d="M38 47L62 47L57 35L43 35Z"/>` +
        `<path d="M40 33L60 33L60 27C60 18 40 18 40 27Z"/>` +
        `<circle cx="43" cy="16" r="3"/><circle cx="50" cy="14" r="3.4"/><circle cx="57" cy="16" r="3"/>` +
        `<path d="M49 14L50 2L51 14Z"/>` +
        `<path ${g} d="M45 97L45 90C45 86 55 86 55 90L55 97Z"/>` +
        `<path ${g} d="M33 71h6v8h-6zM47 71h6v8h-6zM61 71h6v8h-6zM40 53h5v7h-5zM55 53h5v7h-5zM47.5 38h5v6h-5z"/>` +
        `<path ${g} d="M45 26h10v3h-10z"/>`
      );
    case 'rudraksha': {
      let beads = '';
      let specks = '';
      for (let i = 0; i < 8; i++) {
        const a = (i * Math.PI) / 4;
        beads += `<circle cx="${n(50 + 33 * Math.cos(a))}" cy="${n(50 + 33 * Math.sin(a))}" r="7"/>`;
        const a2 = a + Math.PI / 8;
        specks += `<circle cx="${n(50 + 44 * Math.cos(a2))}" cy="${n(50 + 44 * Math.sin(a2))}" r="3"/>`;
      }
      return (
        `<circle cx="50" cy="50" r="20"/><circle ${g} cx="50" cy="50" r="13"/><circle cx="50" cy="50" r="8.5"/>` +
        `<circle ${g} cx="50" cy="50" r="2.5"/>${beads}${specks}`
      );
    }
    case 'lotus':
      return (
        `<path d="M50 16C61 33 61 55 50 70C39 55 39 33 50 16Z"/>` +
        `<path d="M50 70C40 59 24 53 10 55C17 70 34 77 50 70ZM50 70C60 59 76 53 90 55C83 70 66 77 50 70Z"/>` +
        `<path d="M48 68C36 52 27 41 24 28C36 32 45 46 48 68ZM52 68C64 52 73 41 76 28C64 32 55 46 52 68Z"/>` +
        `<path d="M22 77L78 77C74 86 62 90 50 90C38 90 26 86 22 77Z"/>` +
        `<path ${g} d="M49.2 28h1.6v36h-1.6zM30 82h40v1.6h-40z"/>`
      );
    case 'flower':
      return (
        `<circle cx="50" cy="24" r="17"/><circle cx="50" cy="76" r="17"/><circle cx="24" cy="50" r="17"/>` +
        `<circle cx="76" cy="50" r="17"/><circle cx="50" cy="50" r="16"/><circle ${g} cx="50" cy="50" r="7"/>`
      );
  }
}

/** Registers a motif drawn against a given ground colour once per document; returns its id. */
function motifDef(ctx: Ctx, motif: Motif | 'flower', ground: string): string {
  const id = `m${motif}${ground.replace('#', '')}`;
  if (!ctx.defs.some((d) => d.startsWith(`<g id="${id}"`))) {
    ctx.defs.push(`<g id="${id}">${motifMarkup(motif, ground)}</g>`);
  }
  return id;
}

/** Transforms here are fine: they sit inside pattern tiles, which are rasterised once. */
function useMotif(id: string, x: number, y: number, size: number, fill = 'url(#zd)', rotate = 0): string {
  const r = rotate === 0 ? '' : ` rotate(${rotate} 50 50)`;
  return `<use href="#${id}" fill="${fill}" transform="translate(${n(x - size / 2)} ${n(y - size / 2)}) scale(${n2(size / 100)})${r}"/>`;
}

// ---------------------------------------------------------------------------------------------
// Woven structures, in canonical units

function bodyPattern(ctx: Ctx): void {
  const { art } = ctx;
  const base = art.base;
  const acc = art.accent;
  let w = 40;
  let h = 40;
  let inner = '';
  switch (art.body) {
    case 'plain':
      // A faint uneven pick keeps large plain areas from looking printed.
      inner = `<rect width="40" height="1.2" fill="${lighten(base, 0.05)}"/><rect y="21" width="40" height="0.8" fill="${darken(base, 0.04)}"/>`;
      break;
    case 'stripes':
      w = 38;
      h = 10;
      inner =
        `<rect width="7" height="10" fill="${acc}"/>` +
        `<rect x="9" width="1.6" height="10" fill="${art.zari === 'none' ? lighten(acc, 0.25) : ctx.z.mid}"/>` +
        `<rect x="22" width="1.4" height="10" fill="${mix(base, acc, 0.6)}"/>`;
      break;
    case 'checks': {
      w = 46;
      h = 46;
      const thin = mix(base, acc, 0.55);
      inner =
        `<rect width="7" height="46" fill="${acc}" fill-opacity=".9"/>` +
        `<rect width="46" height="7" fill="${acc}" fill-opacity=".9"/>` +
        `<rect width="7" height="7" fill="${darken(acc, 0.25)}"/>` +
        `<rect x="23" width="1.4" height="46" fill="${thin}"/><rect y="23" width="46" height="1.4" fill="${thin}"/>`;
      break;
    }
    case 'kattam': {
      // Chettinad-style broad checks with fine contrast lines on either side of each band.
      w = 120;
      h = 120;
      const line = luminance(base) > 0.5 ? darken(acc, 0.35) : lighten(base, 0.55);
      const thin = mix(base, acc, 0.5);
      inner =
        `<rect width="26" height="120" fill="${acc}" fill-opacity=".92"/>` +
        `<rect width="120" height="26" fill="${acc}" fill-opacity=".92"/>` +
        `<rect width="26" height="26" fill="${darken(acc, 0.3)}"/>` +
        `<rect x="31" width="2.2" height="120" fill="${line}"/><rect y="31" width="120" height="2.2" fill="${line}"/>` +
        `<rect x="113" width="2.2" height="120" fill="${line}"/><rect y="113" width="120" height="2.2" fill="${line}"/>` +
        `<rect x="72" width="1.2" height="120" fill="${thin}"/><rect y="72" width="120" height="1.2" fill="${thin}"/>`;
      break;
    }
    case 'buttas': {
      w = 92;
      h = 92;
      const id = motifDef(ctx, art.pallu.motif === 'mango' ? 'mango' : 'flower', base);
      const fill = art.zari === 'none' ? acc : 'url(#zd)';
      inner = useMotif(id, 23, 23, 20, fill) + useMotif(id, 69, 69, 20, fill);
      break;
    }
    case 'sungudi': {
      // Madurai Sungudi: tie-dyed dots, a pale ring around a spot of the ground colour.
      w = 36;
      h = 36;
      const ring = lighten(mix(base, acc, 0.3), 0.7);
      const dot = (x: number, y: number): string =>
        `<circle cx="${x}" cy="${y}" r="4.4" fill="${ring}"/><circle cx="${x}" cy="${y}" r="1.6" fill="${darken(base, 0.1)}"/>`;
      inner =
        dot(9, 9) +
        dot(27, 27) +
        `<circle cx="27" cy="9" r="1.8" fill="${acc}"/><circle cx="9" cy="27" r="1.8" fill="${acc}"/>`;
      break;
    }
  }
  ctx.defs.push(
    `<pattern id="body" patternUnits="userSpaceOnUse" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${base}"/>${inner}</pattern>`,
  );
}

function borderPeriod(b: number, motif: BorderMotif): number {
  const f = motif === 'plain' ? 0 : motif === 'temple' ? 0.42 : motif === 'rudraksha' ? 0.34 : motif === 'mango' ? 0.62 : 0.5;
  return f === 0 ? 20 : Math.max(8, Math.round(b * f));
}

/**
 * Cross-section of one border, outer selvedge at x=0 (or at x=b when mirrored for the right-hand
 * border), repeating along y. The mirror is computed rather than applied as a flipping
 * transform on the filled shape, because a flipped pattern fill is one of librsvg's slow paths.
 */
function borderTile(ctx: Ctx, rp: number, mirror: boolean): string {
  const { art, b, z } = ctx;
  const c = art.border.colour;
  const motif = art.border.motif;
  const X = (x: number): number => (mirror ? b - x : x);
  const parts: string[] = [];
  const band = (x: number, w: number, fill: string): void => {
    const width = Math.max(w * b, 0.8);
    const left = mirror ? b - x * b - width : x * b;
    parts.push(`<rect x="${n(left)}" width="${n(width)}" height="${rp}" fill="${fill}"/>`);
  };
  const poly = (pts: [number, number][], fill: string): void => {
    parts.push(`<path d="M${pts.map(([x, y]) => `${n(X(x))} ${n(y)}`).join('L')}Z" fill="${fill}"/>`);
  };
  const dot = (x: number, y: number, r: number, fill: string): void => {
    parts.push(`<circle cx="${n(X(x))}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/>`);
  };
  // Temple teeth interlock with whatever lies inside the border (body or pallu), so the
  // ground between them stays transparent.
  band(0, motif === 'temple' ? 0.6 : 1, c);
  band(0, 0.035, darken(c, 0.35));
  band(0.065, 0.04, 'url(#zv)');
  switch (motif) {
    case 'plain':
      // Zari kara: a broad metallic band broken by fine ground-coloured picks.
      band(0.2, 0.48, 'url(#zv)');
      band(0.32, 0.014, darken(z.mid, 0.3));
      band(0.56, 0.014, darken(z.mid, 0.3));
      break;
    case 'temple': {
      band(0.16, 0.03, 'url(#zv)');
      band(0.5, 0.03, 'url(#zv)');
      dot(0.33 * b, rp * 0.25, 0.045 * b, 'url(#zr)');
      dot(0.33 * b, rp * 0.75, 0.045 * b, 'url(#zr)');
      const x0 = 0.6 * b;
      poly([[x0, 0], [b, rp / 2], [x0, rp]], 'url(#zd)');
      poly([[x0, rp * 0.2], [x0 + (b - x0) * 0.62, rp / 2], [x0, rp * 0.8]], c);
      poly([[x0, rp * 0.36], [x0 + (b - x0) * 0.3, rp / 2], [x0, rp * 0.64]], 'url(#zd)');
      break;
    }
    case 'rudraksha':
      band(0.2, 0.035, 'url(#zv)');
      band(0.76, 0.035, 'url(#zv)');
      dot(0.48 * b, rp / 2, 0.13 * b, 'url(#zr)');
      dot(0.48 * b, rp / 2, 0.03 * b, darken(c, 0.2));
      dot(0.48 * b, 0, 0.03 * b, 'url(#zr)');
      dot(0.48 * b, rp, 0.03 * b, 'url(#zr)');
      break;
    case 'mango': {
      band(0.17, 0.03, 'url(#zv)');
      band(0.8, 0.03, 'url(#zv)');
      const id = motifDef(ctx, 'mango', c);
      parts.push(useMotif(id, X(0.49 * b), rp / 2, 0.5 * b, 'url(#zd)', mirror ? -90 : 90));
      break;
    }
    case 'diamond': {
      band(0.17, 0.03, 'url(#zv)');
      band(0.8, 0.03, 'url(#zv)');
      const cx = 0.49 * b;
      const hw = 0.25 * b;
      parts.push(
        `<path d="M${n(X(cx))} 0L${n(X(cx + hw))} ${n(rp / 2)}L${n(X(cx))} ${rp}L${n(X(cx - hw))} ${n(rp / 2)}Z" fill="none" stroke="url(#zd)" stroke-width="${n(0.05 * b)}"/>`,
      );
      poly([[cx, rp * 0.32], [cx + hw * 0.36, rp / 2], [cx, rp * 0.68], [cx - hw * 0.36, rp / 2]], 'url(#zd)');
      break;
    }
  }
  if (motif !== 'temple') {
    const lines = Math.min(4, Math.max(0, Math.round(art.border.zariLines)));
    for (let i = 0; i < lines; i++) band(0.86 + i * 0.032, 0.018, 'url(#zv)');
    band(0.975, 0.025, darken(c, 0.25));
  }
  return parts.join('');
}

function borderPatterns(ctx: Ctx): void {
  const { b } = ctx;
  const rp = borderPeriod(b, ctx.art.border.motif);
  ctx.defs.push(
    `<pattern id="bd" patternUnits="userSpaceOnUse" width="${b}" height="${rp}">${borderTile(ctx, rp, false)}</pattern>`,
    `<pattern id="bdr" patternUnits="userSpaceOnUse" width="${b}" height="${rp}">${borderTile(ctx, rp, true)}</pattern>`,
  );
}

/**
 * Thread-level shading in black/white alpha, laid over any colour so one pattern serves every
 * product. `tile` is in canonical units and must be a whole number of device pixels.
 */
function weavePattern(ctx: Ctx, id: string, tile: number, strength: number, detailed: boolean): void {
  const t = tile;
  const p = t / 2;
  const silk = ctx.art.yarn !== 'cotton';
  if (!detailed) {
    ctx.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${t}" height="${t}">` +
        `<rect width="${t}" height="${n2(p * 0.4)}" fill="#000" fill-opacity="${n2(0.16 * strength)}"/>` +
        `<rect y="${n2(p)}" width="${t}" height="${n2(p * 0.4)}" fill="#000" fill-opacity="${n2(0.11 * strength)}"/>` +
        `<rect width="${n2(p * 0.35)}" height="${t}" fill="#fff" fill-opacity="${n2(0.09 * strength)}"/>` +
        `<rect x="${n2(p)}" y="${n2(p * 0.4)}" width="${n2(p * 0.35)}" height="${n2(p)}" fill="#fff" fill-opacity="${n2(0.09 * strength)}"/>` +
        `</pattern>`,
    );
    return;
  }
  // Plain weave: every crossing is a float of either warp (tall) or weft (wide) in a checkerboard.
  // Each float is shaded as a soft bump lit from the top left; the dark between them is the
  // shadow where threads dive under each other.
  const shot = silk ? ctx.art.accent : lighten(ctx.art.base, 0.25);
  const light = luminance(ctx.art.base) > 0.6;
  const rim = light ? 0.1 : 0.3;
  ctx.defs.push(
    `<radialGradient id="${id}b" cx="44%" cy="40%" r="58%">${stops([
      [0, '#fff', silk ? 0.32 : 0.24],
      [0.45, '#fff', 0.06],
      [0.75, '#000', rim * 0.3],
      [1, '#000', rim],
    ])}</radialGradient>`,
  );
  const float = (x: number, y: number, tall: boolean): string => {
    const rx = tall ? p * 0.5 : p * 0.64;
    const ry = tall ? p * 0.64 : p * 0.5;
    const geo = `cx="${n2(x + p / 2)}" cy="${n2(y + p / 2)}" rx="${n2(rx)}" ry="${n2(ry)}"`;
    const tint = tall ? '' : `<ellipse ${geo} fill="${shot}" fill-opacity="${silk ? 0.45 : 0.15}"/>`;
    return `${tint}<ellipse ${geo} fill="url(#${id}b)"/>`;
  };
  // Spun yarn shows its twist as faint diagonal ridges along each float.
  const d = p * 0.22;
  const ridges = (x: number, y: number, tall: boolean): string =>
    tall
      ? `M${n2(x + p * 0.22)} ${n2(y + p * 0.3)}l${n2(p * 0.56)} ${n2(d)}M${n2(x + p * 0.22)} ${n2(y + p * 0.6)}l${n2(p * 0.56)} ${n2(d)}`
      : `M${n2(x + p * 0.3)} ${n2(y + p * 0.78)}l${n2(d)} ${n2(-p * 0.56)}M${n2(x + p * 0.6)} ${n2(y + p * 0.78)}l${n2(d)} ${n2(-p * 0.56)}`;
  ctx.defs.push(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${t}" height="${t}">` +
      `<rect width="${t}" height="${t}" fill="#000" fill-opacity="${n2((light ? 0.12 : 0.34) * strength)}"/>` +
      float(p, 0, false) +
      float(0, p, false) +
      float(-p, 0, false) +
      float(t, p, false) +
      float(0, 0, true) +
      float(p, p, true) +
      float(0, t, true) +
      float(p, -p, true) +
      `<path d="${ridges(0, 0, true)}${ridges(p, p, true)}${ridges(p, 0, false)}${ridges(0, p, false)}" stroke="#fff" stroke-opacity="${silk ? 0.16 : 0.11}" stroke-width="${n2(p * 0.06)}" fill="none"/>` +
      `</pattern>`,
  );
}

/** Handloom weft is never perfectly even: a few thicker or thinner picks across the width. */
function slubs(ctx: Ctx, x0: number, x1: number, y0: number, y1: number, count: number, thick: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = between(ctx, y0, y1);
    const light = ctx.rand() > 0.5;
    out += `<rect x="${n(x0)}" y="${n(y)}" width="${n(x1 - x0)}" height="${n2(thick * between(ctx, 0.5, 1.4))}" fill="${light ? '#fff' : '#000'}" fill-opacity="${n2(between(ctx, 0.03, 0.08))}"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The cloth in canonical units

/** A full-width row filled with a pattern, with the pattern origin moved to the row's top. */
function patternRow(fill: string, x: number, y: number, w: number, h: number): string {
  const X = Math.round(x);
  const Y = Math.round(y);
  return `<rect width="${Math.round(w)}" height="${Math.round(h)}" fill="${fill}" transform="translate(${X} ${Y})"/>`;
}

function pallu(ctx: Ctx, y0: number): string {
  const { art, W, P, b } = ctx;
  const ground = art.pallu.colour;
  const out: string[] = [`<rect y="${n(y0)}" width="${W}" height="${P}" fill="${ground}"/>`];
  const hband = (from: number, h: number, fill: string): void => {
    out.push(`<rect y="${n(y0 + from * P)}" width="${W}" height="${n(Math.max(h * P, 0.8))}" fill="${fill}"/>`);
  };
  if (art.kind === 'dhoti') {
    // Veshti munthi: groups of fine zari and coloured picks across a plain end.
    for (const g of [0.2, 0.46, 0.68]) {
      hband(g, 0.06, 'url(#zh)');
      hband(g + 0.08, 0.014, art.border.colour);
      hband(g + 0.105, 0.012, 'url(#zh)');
    }
    return out.join('');
  }
  const motif = art.pallu.motif;
  const rows = Math.max(0, Math.min(4, Math.round(art.pallu.rows)));
  hband(0, 0.035, 'url(#zh)');
  hband(0.045, 0.008, 'url(#zh)');
  if (motif !== 'none') {
    // A header row of small motifs, then rows of large ones, staggered like a jacquard repeat.
    const id = motifDef(ctx, motif, ground);
    const small = Math.round(0.075 * P);
    const sp = Math.round(small * 1.45);
    const rh = Math.round(small * 1.2);
    const pid = uid(ctx, 'ph');
    ctx.defs.push(
      `<pattern id="${pid}" patternUnits="userSpaceOnUse" width="${sp}" height="${rh}">${useMotif(id, sp / 2, rh / 2, small)}</pattern>`,
    );
    out.push(patternRow(`url(#${pid})`, 0, y0 + 0.06 * P, W, rh));
    hband(0.06 + rh / P + 0.012, 0.02, 'url(#zh)');
    if (rows > 0) {
      const fieldTop = 0.06 + rh / P + 0.045;
      const fieldH = (0.8 - fieldTop) * P;
      const rowH = Math.floor(fieldH / rows);
      const m = rowH * 0.8;
      const inner = W - 2 * b;
      const spacing = Math.round(inner / Math.max(1, Math.floor(inner / (m * 1.3))));
      const rid = uid(ctx, 'pr');
      ctx.defs.push(
        `<pattern id="${rid}" patternUnits="userSpaceOnUse" width="${spacing}" height="${rowH}">${useMotif(id, spacing / 2, rowH / 2, m)}</pattern>`,
      );
      for (let r = 0; r < rows; r++) {
        const ry = Math.round(y0 + fieldTop * P) + r * rowH;
        const shift = b + (r % 2 === 0 ? 0 : Math.round(spacing / 2)) - spacing;
        out.push(patternRow(`url(#${rid})`, shift, ry, W - shift, rowH));
        if (r > 0) out.push(`<rect y="${ry - 1}" width="${W}" height="2" fill="url(#zh)"/>`);
      }
    }
  }
  if (rows === 0 || motif === 'none') {
    // Without large motifs the field carries the body's own weave in the pallu colour: thin picks.
    for (let t = 0.22; t < 0.78; t += 0.08) hband(t, 0.006, 'url(#zh)');
  }
  // Closing stripes of the pallu: broad zari, then narrowing picks.
  hband(0.81, 0.05, 'url(#zh)');
  hband(0.875, 0.012, 'url(#zh)');
  hband(0.9, 0.03, 'url(#zh)');
  hband(0.945, 0.008, 'url(#zh)');
  hband(0.96, 0.008, 'url(#zh)');
  return out.join('');
}

interface PieceOptions {
  y0: number;
  y1: number;
  /** Where the end piece starts, if it is in view. */
  palluAt?: number;
}

function piece(ctx: Ctx, o: PieceOptions): string {
  const { W, b } = ctx;
  const y0 = Math.floor(o.y0);
  const h = Math.ceil(o.y1) - y0;
  const out = [`<rect y="${y0}" width="${W}" height="${h}" fill="url(#body)"/>`];
  if (o.palluAt !== undefined && o.palluAt < o.y1) out.push(pallu(ctx, Math.round(o.palluAt)));
  out.push(
    `<rect y="${y0}" width="${b}" height="${h}" fill="url(#bd)"/>`,
    // Tiles start at the user-space origin, so the right border moves its origin to its own edge.
    `<rect y="${y0}" width="${b}" height="${h}" fill="url(#bdr)" transform="translate(${W - b} 0)"/>`,
  );
  return out.join('');
}

/** Tassels for scarves and stoles, or the short unwoven warp fringe of a saree end. */
function fringe(ctx: Ctx, y: number, x0: number, x1: number): string {
  const { art } = ctx;
  const yarn = mix(art.pallu.colour, art.base, 0.3);
  if (!art.fringe) {
    let d = '';
    for (let x = x0 + 2; x < x1; x += 4.5) {
      const len = between(ctx, 12, 22);
      d += `M${n(x)} ${n(y)}q${n(between(ctx, -2, 2))} ${n(len / 2)} ${n(between(ctx, -3, 3))} ${n(len)}`;
    }
    return `<path d="${d}" stroke="${yarn}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`;
  }
  const spacing = 15;
  let knots = '';
  let threads = '';
  let hi = '';
  for (let x = x0 + spacing / 2; x < x1; x += spacing) {
    const len = between(ctx, 58, 80);
    const sway = between(ctx, -6, 6);
    knots += `<ellipse cx="${n(x)}" cy="${n(y + 7)}" rx="4.2" ry="6"/>`;
    for (const dx of [-2.6, 0, 2.6]) {
      threads += `M${n(x + dx * 0.6)} ${n(y + 11)}q${n(sway / 2 + dx * 0.4)} ${n(len / 2)} ${n(sway + dx)} ${n(len)}`;
    }
    hi += `M${n(x - 0.8)} ${n(y + 13)}q${n(sway / 2)} ${n(len / 2)} ${n(sway)} ${n(len - 8)}`;
  }
  return (
    `<path d="${threads}" stroke="${yarn}" stroke-width="2.6" fill="none" stroke-linecap="round"/>` +
    `<path d="${hi}" stroke="${lighten(yarn, 0.35)}" stroke-width="0.9" fill="none" stroke-opacity=".6"/>` +
    `<g fill="${darken(yarn, 0.12)}">${knots}</g>`
  );
}

// ---------------------------------------------------------------------------------------------
// Scene pieces in screen space

/** Teak counter top, the same in every photograph so the shop looks consistent. */
function backdrop(ctx: Ctx): string {
  ctx.defs.push(
    `<linearGradient id="wood" x1="0" y1="0" x2="0.3" y2="1">${stops([
      [0, '#6d4629'],
      [0.5, '#5a3920'],
      [1, '#3f2614'],
    ])}</linearGradient>`,
  );
  let grain = '';
  let fine = '';
  for (let i = 0; i < 40; i++) {
    const y = between(ctx, -20, CH + 20);
    const a = between(ctx, -18, 18);
    const c = between(ctx, -18, 18);
    const d = `M0 ${n(y)}C${n(CW * 0.3)} ${n(y + a)} ${n(CW * 0.6)} ${n(y - c)} ${CW} ${n(y + a * 0.5)}`;
    if (i % 3 === 0) fine += d;
    else grain += d;
  }
  const seams = [0.31, 0.64].map((t) => Math.round(CH * t + between(ctx, -30, 30)));
  return (
    `<rect width="${CW}" height="${CH}" fill="url(#wood)"/>` +
    `<path d="${grain}" stroke="#1e0f05" stroke-opacity=".2" stroke-width="3" fill="none"/>` +
    `<path d="${fine}" stroke="#c08a55" stroke-opacity=".12" stroke-width="1.5" fill="none"/>` +
    seams
      .map(
        (y) =>
          `<rect y="${y}" width="${CW}" height="3" fill="#1a0c04" fill-opacity=".55"/><rect y="${y + 3}" width="${CW}" height="2" fill="#fff" fill-opacity=".06"/>`,
      )
      .join('')
  );
}

/**
 * Warm lamp from the top left and a darkened frame edge. Built from axis-aligned linear
 * gradients: radial ones cost librsvg ~20 ms each at this size, these about 2 ms.
 */
function finish(ctx: Ctx, strength = 1): string {
  const k = strength;
  ctx.defs.push(
    `<linearGradient id="lampx" x1="0" y1="0" x2="1" y2="0">${stops([
      [0, '#fff1d6', 0.14],
      [0.6, '#fff1d6', 0],
    ])}</linearGradient>`,
    `<linearGradient id="lampy" x1="0" y1="0" x2="0" y2="1">${stops([
      [0, '#fff1d6', 0.12],
      [0.55, '#fff1d6', 0],
    ])}</linearGradient>`,
    `<linearGradient id="vigx" x1="0" y1="0" x2="1" y2="0">${stops([
      [0, '#000', 0.42 * k],
      [0.2, '#000', 0],
      [0.8, '#000', 0],
      [1, '#000', 0.42 * k],
    ])}</linearGradient>`,
    `<linearGradient id="vigy" x1="0" y1="0" x2="0" y2="1">${stops([
      [0, '#000', 0.3 * k],
      [0.16, '#000', 0],
      [0.8, '#000', 0],
      [1, '#000', 0.45 * k],
    ])}</linearGradient>`,
  );
  return ['lampx', 'lampy', 'vigx', 'vigy'].map((id) => fillRect(0, 0, CW, CH, `url(#${id})`)).join('');
}

/** Soft shadow without filters: stacked translucent rounded rects cost next to nothing. */
function softShadow(x: number, y: number, w: number, h: number, spread: number, opacity: number): string {
  let out = '';
  const steps = 7;
  for (let i = steps; i >= 1; i--) {
    const s = (spread * i) / steps;
    out += `<rect x="${n(x - s)}" y="${n(y - s)}" width="${n(w + 2 * s)}" height="${n(h + 2 * s)}" rx="${n(s + 4)}" fill="#000" fill-opacity="${n2(opacity / steps)}"/>`;
  }
  return out;
}

/** Gentle drape: alternating light and shade bands across (horizontal) or along the cloth. */
function drapeGradient(ctx: Ctx, id: string, horizontal: boolean, folds: number, depth: number): void {
  const list: Stop[] = [[0, '#000', 0]];
  let t = 0;
  const step = 1 / folds;
  for (let i = 0; i < folds; i++) {
    list.push([t + step * between(ctx, 0.25, 0.4), '#fff', depth * between(ctx, 0.25, 0.55)]);
    list.push([t + step * between(ctx, 0.6, 0.85), '#000', depth * between(ctx, 0.6, 1)]);
    t += step;
  }
  list.push([1, '#000', 0]);
  const dir = horizontal ? 'x1="0" y1="0" x2="1" y2="0"' : 'x1="0" y1="0" x2="0" y2="1"';
  ctx.defs.push(`<linearGradient id="${id}" ${dir}>${stops(list)}</linearGradient>`);
}

function lightGradient(ctx: Ctx, id: string, strength: number): void {
  ctx.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">${stops([
      [0, '#fff', 0.14 * strength],
      [0.45, '#fff', 0],
      [0.7, '#000', 0.06 * strength],
      [1, '#000', 0.3 * strength],
    ])}</linearGradient>`,
  );
}

/** Silk catches a diagonal highlight; cotton barely does. */
function sheenGradient(ctx: Ctx, id: string): void {
  const k = ctx.art.yarn === 'silk' ? 1 : ctx.art.yarn === 'silk_cotton' ? 0.6 : 0.25;
  const c = between(ctx, 0.25, 0.5);
  ctx.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0.6">${stops([
      [0, '#fff', 0],
      [c, '#fff', 0.2 * k],
      [c + 0.12, '#fff', 0],
      [c + 0.3, '#fff', 0.08 * k],
      [c + 0.42, '#fff', 0],
      [1, '#fff', 0],
    ])}</linearGradient>`,
  );
}

function fillRect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
}

function clipRect(ctx: Ctx, x: number, y: number, w: number, h: number, r = 0): string {
  const id = uid(ctx, 'c');
  ctx.defs.push(`<clipPath id="${id}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${r}"/></clipPath>`);
  return id;
}

/** Edges of the folds under the top layer: thin slivers of body with the border at both ends. */
function foldedEdges(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  layers: number,
  step: number,
  borders: 'both' | 'left' | 'right',
): string {
  const { art, b } = ctx;
  let out = '';
  for (let i = layers; i >= 1; i--) {
    const ly = y + (i - 1) * step;
    const d = 0.08 + i * 0.045;
    out += fillRect(x, ly - 8, w, step + 8, darken(art.base, d), ' rx="8"');
    if (borders !== 'right') out += fillRect(x, ly - 8, b, step + 8, darken(art.border.colour, d), ' rx="8"');
    if (borders !== 'left') out += fillRect(x + w - b, ly - 8, b, step + 8, darken(art.border.colour, d), ' rx="8"');
    out += fillRect(x + 6, ly + step * 0.5, w - 12, 1.6, 'url(#zh)', ' fill-opacity=".55"');
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Views

/** View 0 for sarees: folded on the counter, pallu laid over the lower half and off the edge. */
function viewFoldedSaree(ctx: Ctx): string {
  const { W } = ctx;
  const parts: string[] = [backdrop(ctx)];
  weavePattern(ctx, 'wv', 5, 1, false);
  lightGradient(ctx, 'lt', 1);
  sheenGradient(ctx, 'sh');
  drapeGradient(ctx, 'cr', false, 2, 0.12);
  const fw = W;
  const fh = 980;
  const x = Math.round((CW - fw) / 2);
  const y = 150;
  const layers = 5;
  const step = 12;
  const stackBottom = y + fh + layers * step;
  parts.push(softShadow(x + 14, y + 30, fw, fh + layers * step, 44, 0.65));
  parts.push(foldedEdges(ctx, x, y + fh, fw, layers, step, 'both'));
  const clip = clipRect(ctx, x, y, fw, fh, 12);
  parts.push(
    `<g clip-path="url(#${clip})"><g transform="translate(${x} ${y})">`,
    piece(ctx, { y0: 0, y1: fh }),
    slubs(ctx, 0, fw, 0, fh, 24, 2),
    fillRect(0, 0, fw, fh, 'url(#wv)'),
    `</g>`,
    fillRect(x, y, fw, fh, 'url(#cr)'),
    fillRect(x, y, fw, fh, 'url(#sh)'),
    `</g>`,
  );
  // Rounded fold along the top edge catches the light.
  ctx.defs.push(
    `<linearGradient id="topfold" x1="0" y1="0" x2="0" y2="1">${stops([
      [0, '#fff', 0.28],
      [1, '#fff', 0],
    ])}</linearGradient>`,
    `<linearGradient id="pshade" x1="0" y1="0" x2="0" y2="1">${stops([
      [0, '#000', 0],
      [1, '#000', 0.45],
    ])}</linearGradient>`,
    `<linearGradient id="bend" x1="0" y1="0" x2="0" y2="1">${stops([
      [0, '#000', 0],
      [0.3, '#fff', 0.16],
      [0.48, '#000', 0.08],
      [1, '#000', 0.5],
    ])}</linearGradient>`,
  );
  parts.push(fillRect(x + 4, y, fw - 8, 16, 'url(#topfold)'));

  // The pallu fold: a gently wavy top edge, lying over the body and hanging past the front edge.
  const py = Math.round(y + fh * between(ctx, 0.46, 0.54));
  const hangBelow = 70;
  const ph = stackBottom + hangBelow - py;
  const wave1 = between(ctx, -8, 8);
  const wave2 = between(ctx, -8, 8);
  const pclipId = uid(ctx, 'c');
  ctx.defs.push(
    `<clipPath id="${pclipId}"><path d="M${x} ${py + 6}C${n(x + fw * 0.3)} ${n(py + wave1)} ${n(x + fw * 0.7)} ${n(py + wave2)} ${x + fw} ${py + 4}L${x + fw} ${py + ph}L${x} ${py + ph}Z"/></clipPath>`,
  );
  parts.push(fillRect(x, py - 34, fw, 40, 'url(#pshade)'));
  const saved = ctx.P;
  ctx.P = ph - 24;
  parts.push(
    `<g transform="translate(${x} ${py})">${fringe(ctx, ph - 24, 0, fw)}</g>`,
    `<g clip-path="url(#${pclipId})"><g transform="translate(${x} ${py})">`,
    piece(ctx, { y0: 0, y1: ph - 24, palluAt: 0 }),
    slubs(ctx, 0, fw, 0, ph, 14, 2),
    fillRect(0, 0, fw, ph, 'url(#wv)'),
    `</g>`,
    fillRect(x, py, fw, 18, 'url(#topfold)'),
    fillRect(x, stackBottom - 70, fw, ph - (stackBottom - 70 - py), 'url(#bend)'),
    fillRect(x, py, fw, ph, 'url(#sh)'),
    `</g>`,
  );
  ctx.P = saved;
  parts.push(fillRect(x, y, fw, stackBottom + hangBelow - y, 'url(#lt)'));
  parts.push(finish(ctx));
  return parts.join('');
}

/** View 0 for veshtis: folded with the kara along one edge, the matching angavastram on top. */
function viewFoldedDhoti(ctx: Ctx): string {
  const { W, art } = ctx;
  const parts: string[] = [backdrop(ctx)];
  weavePattern(ctx, 'wv', 5, 0.9, false);
  lightGradient(ctx, 'lt', 1);
  sheenGradient(ctx, 'sh');
  drapeGradient(ctx, 'cr', false, 3, 0.1);
  // Alternate products put the kara on the other side so a row of veshtis does not look cloned.
  const side: 'left' | 'right' = art.variant % 2 === 1 ? 'left' : 'right';
  ctx.defs.push(
    `<linearGradient id="topfold" x1="0" y1="0" x2="0" y2="1">${stops([
      [0, '#fff', 0.3],
      [1, '#fff', 0],
    ])}</linearGradient>`,
    `<linearGradient id="sidefold" x1="${side === 'right' ? 0 : 1}" y1="0" x2="${side === 'right' ? 1 : 0}" y2="0">${stops([
      [0, '#000', 0.22],
      [1, '#000', 0],
    ])}</linearGradient>`,
  );
  /** One folded face: the visible slice of the cloth's width, border on `side`, fold on the other. */
  const face = (x: number, y: number, w: number, h: number, layers: number, palluAt?: number): string => {
    const step = 11;
    const cx0 = side === 'right' ? W - w : 0; // canonical x shown at the face's left edge
    const clip = clipRect(ctx, x, y, w, h, 10);
    const foldX = side === 'right' ? x : x + w - 24;
    return (
      softShadow(x + 14, y + 26, w, h + layers * step, 36, 0.65) +
      foldedEdges(ctx, x, y + h, w, layers, step, side) +
      `<g clip-path="url(#${clip})"><g transform="translate(${x - cx0} ${y})">` +
      piece(ctx, palluAt === undefined ? { y0: 0, y1: h } : { y0: 0, y1: h, palluAt }) +
      slubs(ctx, cx0, cx0 + w, 0, h, 20, 2) +
      fillRect(cx0, 0, w, h, 'url(#wv)') +
      `</g>` +
      fillRect(x, y, w, h, 'url(#cr)') +
      fillRect(foldX, y, 24, h, 'url(#sidefold)') +
      fillRect(x, y, w, h, 'url(#sh)') +
      fillRect(x, y, w, 16, 'url(#topfold)') +
      `</g>` +
      fillRect(x, y, w, h + layers * step, 'url(#lt)')
    );
  };
  parts.push(face(side === 'right' ? 250 : 170, 120, 780, 1000, 6));
  // The angavastram (upper cloth) of the set, folded smaller, showing its munthi stripes.
  parts.push(face(side === 'right' ? 150 : 510, 830, 540, 560, 3, 560 - ctx.P - 40));
  parts.push(finish(ctx));
  return parts.join('');
}

/** View 0 for scarves and stoles: hung over a wooden rod, both fringed ends in view. */
function viewHanging(ctx: Ctx): string {
  const { W, art } = ctx;
  const parts: string[] = [backdrop(ctx)];
  weavePattern(ctx, 'wv', 4, 1, false);
  sheenGradient(ctx, 'sh');
  drapeGradient(ctx, 'dr', true, art.kind === 'stole' ? 4 : 3, 0.3);
  lightGradient(ctx, 'lt', 0.8);
  ctx.defs.push(
    `<linearGradient id="rod" x1="0" y1="0" x2="0" y2="1">${stops([
      [0, '#a8703f'],
      [0.4, '#e0ae74'],
      [0.62, '#8a5529'],
      [1, '#4d2a10'],
    ])}</linearGradient>`,
    `<linearGradient id="wrap" x1="0" y1="0" x2="0" y2="1">${stops([
      [0, '#fff', 0.25],
      [0.45, '#fff', 0],
      [1, '#000', 0.45],
    ])}</linearGradient>`,
  );
  const rodY = 140;
  const offset = art.kind === 'stole' ? 170 : 200;
  const fx = Math.round((CW - W - offset) / 2);
  const bx = fx + offset;
  const hang = (x: number, bottom: number, dark: number): string => {
    const len = bottom - rodY;
    const clip = clipRect(ctx, x, rodY, W, len);
    return (
      softShadow(x + 20, rodY + 24, W, len, 30, 0.5) +
      `<g transform="translate(${x} ${rodY})">${fringe(ctx, len, 0, W)}</g>` +
      `<g clip-path="url(#${clip})"><g transform="translate(${x} ${rodY})">` +
      piece(ctx, { y0: 0, y1: len, palluAt: len - ctx.P }) +
      slubs(ctx, 0, W, 0, len, 16, 1.6) +
      fillRect(0, 0, W, len, 'url(#wv)') +
      `</g>` +
      fillRect(x, rodY, W, len, 'url(#dr)') +
      fillRect(x, rodY, W, len, 'url(#sh)') +
      fillRect(x, rodY, W, len, 'url(#lt)') +
      (dark > 0 ? fillRect(x, rodY, W, len, '#000', ` fill-opacity="${dark}"`) : '') +
      `</g>`
    );
  };
  parts.push(hang(bx, 1190, 0.32));
  parts.push(hang(fx, 1330, 0));
  // The cloth wraps over the rod: a rounded shoulder in the body colour.
  const sx = fx - 4;
  const sw = bx + W - fx + 8;
  parts.push(
    `<rect x="60" y="${rodY - 36}" width="1080" height="28" rx="14" fill="url(#rod)"/>`,
    `<circle cx="58" cy="${rodY - 22}" r="22" fill="url(#zr)"/><circle cx="1142" cy="${rodY - 22}" r="22" fill="url(#zr)"/>`,
    fillRect(sx, rodY - 44, sw, 58, art.base, ' rx="26"'),
    fillRect(sx, rodY - 44, Math.round(ctx.b * 0.9), 58, art.border.colour, ' rx="20"'),
    fillRect(sx + sw - Math.round(ctx.b * 0.9), rodY - 44, Math.round(ctx.b * 0.9), 58, art.border.colour, ' rx="20"'),
    fillRect(sx, rodY - 44, sw, 58, 'url(#wrap)', ' rx="26"'),
  );
  parts.push(finish(ctx));
  return parts.join('');
}

/** View 1: close-up of the border running down the right of the frame, selvedge to the wood. */
function viewBorder(ctx: Ctx): string {
  const { b, W } = ctx;
  const parts: string[] = [backdrop(ctx)];
  // Whole-number zoom keeps every pattern tile on whole pixels (see the header comment).
  const s = Math.min(10, Math.max(2, Math.round(500 / b)));
  const edge = 1040;
  const tx = edge - W * s;
  weavePattern(ctx, 'wv', Math.max(1, Math.round(9 / s)), 1.2, false);
  drapeGradient(ctx, 'dr', false, 3, 0.22);
  sheenGradient(ctx, 'sh');
  lightGradient(ctx, 'lt', 0.8);
  ctx.defs.push(
    `<linearGradient id="edgeshadow" x1="0" y1="0" x2="1" y2="0">${stops([
      [0, '#000', 0.6],
      [1, '#000', 0],
    ])}</linearGradient>`,
  );
  const y0 = 0;
  const y1 = Math.ceil(CH / s);
  const x0 = Math.floor((0 - tx) / s);
  parts.push(fillRect(edge, 0, 70, CH, 'url(#edgeshadow)'));
  const clip = clipRect(ctx, 0, 0, edge, CH);
  parts.push(
    `<g clip-path="url(#${clip})"><g transform="translate(${tx} 0) scale(${s})">`,
    piece(ctx, { y0, y1 }),
    slubs(ctx, x0, W, y0, y1, 30, 0.8),
    fillRect(x0, y0, W - x0, y1 - y0, 'url(#wv)'),
    `</g>`,
    fillRect(0, 0, edge, CH, 'url(#dr)'),
    fillRect(0, 0, edge, CH, 'url(#sh)'),
    fillRect(0, 0, edge, CH, 'url(#lt)'),
    `</g>`,
  );
  parts.push(finish(ctx));
  return parts.join('');
}

/** View 2: the end piece at twice the scale of view 0, ending in its fringe above the counter. */
function viewPallu(ctx: Ctx): string {
  const { W, P, art } = ctx;
  const parts: string[] = [backdrop(ctx)];
  sheenGradient(ctx, 'sh');
  drapeGradient(ctx, 'dr', true, 4, 0.3);
  lightGradient(ctx, 'lt', 0.8);
  const s = 2;
  weavePattern(ctx, 'wv', 2, 1.1, false);
  const narrow = art.kind === 'scarf' || art.kind === 'stole';
  const endY = narrow ? 1250 : 1330; // where the woven end sits on screen
  const x = narrow ? Math.round((CW - W * s) / 2) : -40;
  const ty = endY - P * s;
  const yTop = Math.floor(-ty / s) - 2;
  const fw = Math.min(CW - x, W * s);
  const clip = clipRect(ctx, x, 0, W * s, endY);
  parts.push(softShadow(x + 16, -40, W * s, endY + 50, 30, 0.55));
  parts.push(
    `<g transform="translate(${x} ${ty}) scale(${s})">${fringe(ctx, P, 0, W)}</g>`,
    `<g clip-path="url(#${clip})"><g transform="translate(${x} ${ty}) scale(${s})">`,
    piece(ctx, { y0: yTop, y1: P, palluAt: 0 }),
    slubs(ctx, 0, W, yTop, P, 24, 1),
    fillRect(0, yTop, W, P - yTop, 'url(#wv)'),
    `</g>`,
    fillRect(x, 0, fw, endY, 'url(#dr)'),
    fillRect(x, 0, fw, endY, 'url(#sh)'),
    fillRect(x, 0, fw, endY, 'url(#lt)'),
    `</g>`,
  );
  parts.push(finish(ctx));
  return parts.join('');
}

/** View 3: macro of the body weave; individual warp and weft threads over the body pattern. */
function viewTexture(ctx: Ctx): string {
  const { art } = ctx;
  const s = art.body === 'kattam' ? 3 : art.body === 'plain' ? 6 : 4;
  const tile = s === 3 ? 8 : s === 4 ? 6 : 4; // 24 px per pair of threads: a macro lens view
  weavePattern(ctx, 'wv', tile, 1, true);
  drapeGradient(ctx, 'dr', false, 2, 0.22);
  sheenGradient(ctx, 'sh');
  lightGradient(ctx, 'lt', 0.5);
  ctx.defs.push(
  );
  const w = Math.ceil(CW / s) + 2;
  const h = Math.ceil(CH / s) + 2;
  // A plain body gives the macro nothing to hold on to, so let the border enter at the right;
  // otherwise frame a random patch of the body pattern.
  const { W, b } = ctx;
  const ox = art.body === 'plain' ? W - Math.round(w * 0.8) - b : Math.round(between(ctx, 0, 60));
  const oy = Math.round(between(ctx, 0, 60));
  return [
    `<g transform="translate(${-ox * s} ${-oy * s}) scale(${s})">`,
    art.body === 'plain'
      ? piece(ctx, { y0: 0, y1: h + oy })
      : fillRect(0, 0, w + ox, h + oy, 'url(#body)'),
    slubs(ctx, ox, w + ox, 0, h + oy, 40, tile / 2),
    fillRect(ox, 0, w, h + oy, 'url(#wv)'),
    `</g>`,
    fillRect(0, 0, CW, CH, 'url(#dr)'),
    fillRect(0, 0, CW, CH, 'url(#sh)'),
    fillRect(0, 0, CW, CH, 'url(#lt)'),
    finish(ctx, 0.6),
  ].join('');
}

/** Renders one of the four product photographs as a standalone SVG document. */
export function renderProductArtwork(art: ArtSpec, view: ArtworkView): string {
  const ctx = makeCtx(art, view);
  zariGradients(ctx);
  bodyPattern(ctx);
  borderPatterns(ctx);
  let scene: string;
  switch (view) {
    case 0:
      scene =
        art.kind === 'saree' ? viewFoldedSaree(ctx) : art.kind === 'dhoti' ? viewFoldedDhoti(ctx) : viewHanging(ctx);
      break;
    case 1:
      scene = viewBorder(ctx);
      break;
    case 2:
      scene = viewPallu(ctx);
      break;
    case 3:
      scene = viewTexture(ctx);
      break;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CW}" height="${CH}" viewBox="0 0 ${CW} ${CH}">` +
    `<defs>${ctx.defs.join('')}</defs>${scene}</svg>`
  );
}
