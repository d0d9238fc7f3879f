import type { ProductValues } from '../schema/products.ts';
/**
 * Demo catalogue for seeding: Tamil Nadu handloom sarees, veshtis, scarves and stoles.
 * Every product carries an ArtSpec so the seed can draw its photographs instead of shipping binaries.
 */

export type HexColour = `#${string}`;

/** Drives the silhouette in the main photograph (folded stack vs. hanging over a rod). */
export type TextileKind = 'saree' | 'dhoti' | 'scarf' | 'stole';

/** Silk gets a sheen and shot (two-tone) weft; cotton stays matte. */
export type Yarn = 'silk' | 'cotton' | 'silk_cotton';

export type BodyPattern = 'plain' | 'stripes' | 'checks' | 'kattam' | 'buttas' | 'sungudi';

export type Motif = 'peacock' | 'mango' | 'temple' | 'rudraksha' | 'annam' | 'lotus';

export type BorderMotif = 'plain' | 'temple' | 'rudraksha' | 'mango' | 'diamond';

export type Zari = 'gold' | 'silver' | 'copper' | 'none';

export interface ArtSpec {
  kind: TextileKind;
  yarn: Yarn;
  /** Body ground colour. */
  base: HexColour;
  /** Colour of the body stripes, checks or buttas; also the shot weft for silk. */
  accent: HexColour;
  body: BodyPattern;
  border: {
    colour: HexColour;
    width: 'thin' | 'medium' | 'broad';
    motif: BorderMotif;
    /** Thin zari lines on the inner side of the border (0-4). */
    zariLines: number;
  };
  /** Metallic thread; 'none' draws the same lines in a contrast cotton instead. */
  zari: Zari;
  /** End piece: the saree pallu, the veshti munthi, the scarf end. */
  pallu: {
    colour: HexColour;
    motif: Motif | 'none';
    /** Rows of large motifs in the end piece (0-4). */
    rows: number;
  };
  /** Tasselled ends; scarves and stoles have them, sarees show only a short warp fringe. */
  fringe: boolean;
  /** Picks drape angles and fold positions so similar products still photograph differently. */
  variant: number;
}

/** A demo product: what the admin would set (its pictures are drawn from `art`), and when it was added. */
export interface DemoProduct extends Omit<ProductValues, 'images'> {
  createdAt: string;
  art: ArtSpec;
}

/** Shared closing lines; care differs by yarn, not by product. */
const CARE = {
  silk: 'Care: dry clean only. Store folded in a muslin cloth and refold every few months so the zari does not crack.',
  silkCotton: 'Care: dry clean for the first wash, then hand wash in cold water with mild soap; iron on medium heat.',
  cotton: 'Care: soak in cold salt water before the first wash to fix the colour; hand wash separately and dry in shade.',
  dhoti: 'Care: hand wash or gentle machine wash; starch lightly for a crisp kara and iron while slightly damp.',
  silkDhoti: 'Care: dry clean recommended; if washing at home, use cold water and never wring the zari border.',
} as const;

const lines = (...parts: string[]): string => parts.join('\n');

export const demoProducts: DemoProduct[] = [
  // --- Silk sarees -----------------------------------------------------------------------------
  {
    title: 'Kanchipuram Pure Silk Saree – Peacock Blue with Gold Zari Border',
    pricePaise: 1850000,
    discountPercent: 10,
    category: 'silk_sarees',
    stock: 4,
    description: lines(
      'Handwoven in Kanchipuram on a three-shuttle pit loom with a korvai (interlocked) temple border.',
      'Pure mulberry silk with tested gold zari: small zari buttas across the body, rows of peacocks in the pallu.',
      'Length 5.5 m, width 47 in, with an 0.8 m running blouse piece in the arakku red border colour.',
      'Weight about 850 g; silk mark certified.',
      CARE.silk,
    ),
    createdAt: '2026-10-24T12:05:00.000Z',
    art: {
      kind: 'saree', yarn: 'silk', base: '#0f5e7a', accent: '#1c8fa6', body: 'buttas',
      border: { colour: '#8c1c3a', width: 'broad', motif: 'temple', zariLines: 2 },
      zari: 'gold', pallu: { colour: '#8c1c3a', motif: 'peacock', rows: 3 }, fringe: false, variant: 1,
    },
  },
  {
    title: 'Kanchipuram Korvai Silk Saree – Mango Yellow with Arakku Red Border',
    pricePaise: 2450000,
    discountPercent: 12,
    category: 'silk_sarees',
    stock: 1,
    description: lines(
      'Korvai weave: the contrast border and pallu are woven separately and interlocked by hand, thread by thread.',
      'Pure mulberry silk in turmeric yellow with mango buttas and a broad mankolam (mango) zari border.',
      'Length 5.5 m, width 47 in; 0.8 m blouse piece in the border colour.',
      'Weight about 950 g; takes two weavers around 18 days.',
      CARE.silk,
    ),
    createdAt: '2024-03-25T10:45:00.000Z',
    art: {
      kind: 'saree', yarn: 'silk', base: '#e2a412', accent: '#b4321f', body: 'buttas',
      border: { colour: '#9b1b1f', width: 'broad', motif: 'mango', zariLines: 2 },
      zari: 'gold', pallu: { colour: '#9b1b1f', motif: 'mango', rows: 2 }, fringe: false, variant: 2,
    },
  },
  {
    title: 'Kanchipuram Silk Saree – Rani Pink Kattam with Silver Zari',
    pricePaise: 1680000,
    discountPercent: 8,
    category: 'silk_sarees',
    stock: 3,
    description: lines(
      'Kattam (checked) Kanchipuram silk in rani pink with deep wine checks.',
      'Silver zari rudraksha border and a pallu of rudraksha medallions.',
      'Length 5.5 m, width 47 in; 0.8 m contrast blouse piece.',
      CARE.silk,
    ),
    createdAt: '2025-11-12T09:15:00.000Z',
    art: {
      kind: 'saree', yarn: 'silk', base: '#c2185b', accent: '#7b1040', body: 'kattam',
      border: { colour: '#4a0e2e', width: 'medium', motif: 'rudraksha', zariLines: 1 },
      zari: 'silver', pallu: { colour: '#4a0e2e', motif: 'rudraksha', rows: 3 }, fringe: false, variant: 3,
    },
  },
  {
    title: 'Arani Silk Saree – Parrot Green with Annam Pallu',
    pricePaise: 895000,
    discountPercent: 15,
    category: 'silk_sarees',
    stock: 6,
    description: lines(
      'Lightweight Arani silk, woven by the weavers\' cooperative at Arani near Tiruvannamalai.',
      'Plain parrot green body, a diamond zari border in magenta and a pallu of annam (swan) motifs.',
      'Length 5.5 m, width 46 in; 0.8 m blouse piece attached.',
      'Weight about 600 g, comfortable for all-day wear.',
      CARE.silk,
    ),
    createdAt: '2025-01-08T09:30:00.000Z',
    art: {
      kind: 'saree', yarn: 'silk', base: '#4f9a2e', accent: '#2e6b1a', body: 'plain',
      border: { colour: '#6a1b4d', width: 'medium', motif: 'diamond', zariLines: 2 },
      zari: 'gold', pallu: { colour: '#6a1b4d', motif: 'annam', rows: 2 }, fringe: false, variant: 4,
    },
  },
  {
    title: 'Kanchipuram Bridal Silk Saree – Arakku Maroon with Temple Border',
    pricePaise: 2750000,
    discountPercent: 5,
    category: 'silk_sarees',
    stock: 0,
    description: lines(
      'Bridal Kanchipuram in arakku maroon with a broad bottle-green temple (gopuram) border.',
      'Heavy pure silk with gold zari; the pallu carries three rows of gopuram motifs.',
      'Length 5.5 m, width 48 in; 0.8 m blouse piece in the border green.',
      'Weight about 1.1 kg.',
      CARE.silk,
    ),
    createdAt: '2026-04-15T06:40:00.000Z',
    art: {
      kind: 'saree', yarn: 'silk', base: '#7a1020', accent: '#a01c2c', body: 'buttas',
      border: { colour: '#0e4a3a', width: 'broad', motif: 'temple', zariLines: 2 },
      zari: 'gold', pallu: { colour: '#0e4a3a', motif: 'temple', rows: 3 }, fringe: false, variant: 5,
    },
  },
  {
    title: 'Kanchipuram Silk Saree – Mayil Kazhuthu Blue with Rudraksha Border',
    pricePaise: 2100000,
    discountPercent: 10,
    category: 'silk_sarees',
    stock: 2,
    description: lines(
      'Mayil kazhuthu (peacock neck) blue silk with fine zari checks across the body.',
      'Wine rudraksha border and a peacock pallu in gold zari.',
      'Length 5.5 m, width 47 in; 0.8 m blouse piece.',
      'Weight about 900 g; silk mark certified.',
      CARE.silk,
    ),
    createdAt: '2026-05-04T11:10:00.000Z',
    art: {
      kind: 'saree', yarn: 'silk', base: '#1b3f8f', accent: '#2f6fc0', body: 'checks',
      border: { colour: '#7b1e3a', width: 'medium', motif: 'rudraksha', zariLines: 2 },
      zari: 'gold', pallu: { colour: '#7b1e3a', motif: 'peacock', rows: 2 }, fringe: false, variant: 6,
    },
  },
  {
    title: 'Thirubuvanam Silk Saree – Onion Pink with Copper Zari',
    pricePaise: 1250000,
    discountPercent: 10,
    category: 'silk_sarees',
    stock: 5,
    description: lines(
      'Thirubuvanam silk from the Kumbakonam weaving belt, soft and lustrous.',
      'Onion pink body with copper zari buttas, a mango border and a three-row mango pallu.',
      'Length 5.5 m, width 47 in; 0.8 m blouse piece.',
      CARE.silk,
    ),
    createdAt: '2026-08-08T14:25:00.000Z',
    art: {
      kind: 'saree', yarn: 'silk', base: '#d98c8c', accent: '#b05a5a', body: 'buttas',
      border: { colour: '#5b2333', width: 'medium', motif: 'mango', zariLines: 1 },
      zari: 'copper', pallu: { colour: '#5b2333', motif: 'mango', rows: 3 }, fringe: false, variant: 7,
    },
  },
  {
    title: 'Kanchipuram Soft Silk Saree – Bottle Green with Zari Stripes',
    pricePaise: 1250000,
    discountPercent: 15,
    category: 'silk_sarees',
    stock: 8,
    description: lines(
      'Soft silk from Kanchipuram with veldhari (vertical) zari stripes.',
      'Bottle green body, a slim plum border and a lotus pallu.',
      'Length 5.5 m, width 46 in; 0.8 m blouse piece.',
      'Weight about 650 g; drapes easily for office and evening wear.',
      CARE.silk,
    ),
    createdAt: '2025-06-30T06:45:00.000Z',
    art: {
      kind: 'saree', yarn: 'silk', base: '#0d4d3a', accent: '#d4a54a', body: 'stripes',
      border: { colour: '#6d1a36', width: 'thin', motif: 'plain', zariLines: 2 },
      zari: 'gold', pallu: { colour: '#6d1a36', motif: 'lotus', rows: 2 }, fringe: false, variant: 8,
    },
  },
  {
    title: 'Salem Silk Saree – Lavender with Silver Zari Checks',
    pricePaise: 680000,
    discountPercent: 12,
    category: 'silk_sarees',
    stock: 9,
    description: lines(
      'Salem silk, woven on traditional pit looms in Salem district.',
      'Lavender body with small silver zari checks and an indigo diamond border.',
      'Length 5.5 m, width 46 in; no blouse piece.',
      CARE.silk,
    ),
    createdAt: '2025-08-27T15:40:00.000Z',
    art: {
      kind: 'saree', yarn: 'silk', base: '#9a86c2', accent: '#6b5a9a', body: 'checks',
      border: { colour: '#3f2d6b', width: 'medium', motif: 'diamond', zariLines: 1 },
      zari: 'silver', pallu: { colour: '#3f2d6b', motif: 'lotus', rows: 2 }, fringe: false, variant: 9,
    },
  },
  {
    title: 'Kanchipuram Vaira Oosi Silk Saree – Black with Gold Buttas',
    pricePaise: 1550000,
    discountPercent: 20,
    category: 'silk_sarees',
    stock: 1,
    description: lines(
      'Vaira oosi (diamond needle) buttas in gold zari scattered over a black Kanchipuram silk body.',
      'Ruby red temple border; pallu woven with rows of annam.',
      'Length 5.5 m, width 47 in; 0.8 m blouse piece in red.',
      'Weight about 800 g.',
      CARE.silk,
    ),
    createdAt: '2024-10-23T14:45:00.000Z',
    art: {
      kind: 'saree', yarn: 'silk', base: '#161416', accent: '#c39232', body: 'buttas',
      border: { colour: '#a3122a', width: 'broad', motif: 'temple', zariLines: 2 },
      zari: 'gold', pallu: { colour: '#a3122a', motif: 'annam', rows: 3 }, fringe: false, variant: 10,
    },
  },

  // --- Cotton sarees ---------------------------------------------------------------------------
  {
    title: 'Kovai Kora Cotton Saree – பருத்தி',
    pricePaise: 149900,
    discountPercent: 5,
    category: 'cotton_sarees',
    stock: 7,
    description: lines(
      'Kora cotton (paruthi) saree from the Coimbatore handloom cluster, crisp and breathable.',
      'Natural ecru ground with brick red checks, a rudraksha border and a mango pallu in thread work.',
      'Length 5.5 m, width 46 in; 0.8 m running blouse piece.',
      CARE.cotton,
    ),
    createdAt: '2025-05-22T08:25:00.000Z',
    art: {
      kind: 'saree', yarn: 'cotton', base: '#e9dcc0', accent: '#b2452c', body: 'checks',
      border: { colour: '#b2452c', width: 'medium', motif: 'rudraksha', zariLines: 1 },
      zari: 'none', pallu: { colour: '#b2452c', motif: 'mango', rows: 2 }, fringe: false, variant: 11,
    },
  },
  {
    title: 'Chettinad Cotton Saree – Mustard Kattam with Black Border',
    pricePaise: 135000,
    discountPercent: 10,
    category: 'cotton_sarees',
    stock: 11,
    description: lines(
      'Karaikudi Chettinad cotton with bold kattam (checks), the classic Chettiar household saree.',
      'Mustard ground, dark brown checks, black thread border and a striped pallu.',
      'Length 5.5 m, width 47 in; no blouse piece.',
      'Medium weight, holds pleats well.',
      CARE.cotton,
    ),
    createdAt: '2025-09-15T11:25:00.000Z',
    art: {
      kind: 'saree', yarn: 'cotton', base: '#d9a21b', accent: '#3b2a1a', body: 'kattam',
      border: { colour: '#1c1c1c', width: 'medium', motif: 'plain', zariLines: 2 },
      zari: 'none', pallu: { colour: '#1c1c1c', motif: 'none', rows: 0 }, fringe: false, variant: 12,
    },
  },
  {
    title: 'Madurai Sungudi Cotton Saree – Red with White Dots',
    pricePaise: 115000,
    discountPercent: 8,
    category: 'cotton_sarees',
    stock: 14,
    description: lines(
      'Madurai Sungudi: hand tie-dyed dots, each knotted and dyed by the Saurashtra craftspeople of Madurai.',
      'Red cotton ground with white dot rings, green border with a fine zari line.',
      'Length 5.5 m, width 45 in; no blouse piece.',
      'Soft, light cotton for daily wear.',
      CARE.cotton,
    ),
    createdAt: '2024-03-06T13:05:00.000Z',
    art: {
      kind: 'saree', yarn: 'cotton', base: '#b3162c', accent: '#1f6e3a', body: 'sungudi',
      border: { colour: '#1f6e3a', width: 'medium', motif: 'plain', zariLines: 1 },
      zari: 'gold', pallu: { colour: '#1f6e3a', motif: 'rudraksha', rows: 2 }, fringe: false, variant: 13,
    },
  },
  {
    title: 'Paramakudi Cotton Saree – Indigo with Mustard Border',
    pricePaise: 175000,
    discountPercent: 12,
    category: 'cotton_sarees',
    stock: 0,
    description: lines(
      'Paramakudi handloom cotton with fine warp stripes in a deep indigo.',
      'Mustard diamond border and a lotus pallu woven in thread.',
      'Length 5.5 m, width 46 in; 0.8 m blouse piece.',
      CARE.cotton,
    ),
    createdAt: '2025-03-06T09:40:00.000Z',
    art: {
      kind: 'saree', yarn: 'cotton', base: '#24336b', accent: '#3c4f93', body: 'stripes',
      border: { colour: '#d9a21b', width: 'medium', motif: 'diamond', zariLines: 2 },
      zari: 'none', pallu: { colour: '#d9a21b', motif: 'lotus', rows: 2 }, fringe: false, variant: 14,
    },
  },
  {
    title: 'Chettinad Cotton Saree – Leaf Green Checks with Maroon Border',
    pricePaise: 129000,
    discountPercent: 8,
    category: 'cotton_sarees',
    stock: 9,
    description: lines(
      'Chettinad handloom cotton in leaf green with small mustard checks.',
      'Plain maroon thread border and a striped pallu.',
      'Length 5.5 m, width 47 in; no blouse piece.',
      CARE.cotton,
    ),
    createdAt: '2024-01-27T11:50:00.000Z',
    art: {
      kind: 'saree', yarn: 'cotton', base: '#5c8a2e', accent: '#e0c35a', body: 'checks',
      border: { colour: '#7a1c2c', width: 'medium', motif: 'plain', zariLines: 1 },
      zari: 'none', pallu: { colour: '#7a1c2c', motif: 'none', rows: 0 }, fringe: false, variant: 15,
    },
  },
  {
    title: 'Kovai Cotton Saree – Off-White with Temple Border',
    pricePaise: 189000,
    discountPercent: 10,
    category: 'cotton_sarees',
    stock: 5,
    description: lines(
      'Kovai handloom cotton in off-white with a broad red temple border in gold zari.',
      'The pallu repeats the gopuram motif in two rows.',
      'Length 5.5 m, width 46 in; 0.8 m blouse piece.',
      'A favourite for temple visits and festivals.',
      CARE.cotton,
    ),
    createdAt: '2024-11-30T08:00:00.000Z',
    art: {
      kind: 'saree', yarn: 'cotton', base: '#efe6d2', accent: '#c8b58a', body: 'plain',
      border: { colour: '#8b1d2c', width: 'broad', motif: 'temple', zariLines: 2 },
      zari: 'gold', pallu: { colour: '#8b1d2c', motif: 'temple', rows: 2 }, fringe: false, variant: 16,
    },
  },
  {
    title: 'Chettinad Cotton Saree – Brick Orange Kattam',
    pricePaise: 109900,
    discountPercent: 5,
    category: 'cotton_sarees',
    stock: 1,
    description: lines(
      'Chettinad kattam cotton in brick orange with deep violet checks.',
      'Violet rudraksha border in thread; plain striped pallu.',
      'Length 5.5 m, width 47 in; no blouse piece.',
      CARE.cotton,
    ),
    createdAt: '2025-08-07T08:35:00.000Z',
    art: {
      kind: 'saree', yarn: 'cotton', base: '#c1502e', accent: '#3a2a5c', body: 'kattam',
      border: { colour: '#2e2a5c', width: 'medium', motif: 'rudraksha', zariLines: 1 },
      zari: 'none', pallu: { colour: '#2e2a5c', motif: 'none', rows: 0 }, fringe: false, variant: 17,
    },
  },
  {
    title: 'Salem Cotton Saree – Sea Green with Zari Stripes',
    pricePaise: 149900,
    discountPercent: 0,
    category: 'cotton_sarees',
    stock: 6,
    description: lines(
      'Salem handloom cotton in sea green with fine gold zari stripes.',
      'Slim navy border and a single row of mango motifs in the pallu.',
      'Length 5.5 m, width 46 in; 0.8 m blouse piece.',
      CARE.cotton,
    ),
    createdAt: '2024-06-29T08:05:00.000Z',
    art: {
      kind: 'saree', yarn: 'cotton', base: '#2e8b7a', accent: '#d7c38a', body: 'stripes',
      border: { colour: '#1a3f5c', width: 'thin', motif: 'plain', zariLines: 1 },
      zari: 'gold', pallu: { colour: '#1a3f5c', motif: 'mango', rows: 1 }, fringe: false, variant: 18,
    },
  },
  {
    title: 'Madurai Sungudi Cotton Saree – Black with Yellow Dots',
    pricePaise: 99000,
    discountPercent: 5,
    category: 'cotton_sarees',
    stock: 18,
    description: lines(
      'Hand tie-dyed Sungudi from Madurai: yellow-centred dots on a black cotton ground.',
      'Red border with a thin gold zari line; rudraksha pallu.',
      'Length 5.5 m, width 45 in; no blouse piece.',
      CARE.cotton,
    ),
    createdAt: '2026-07-20T06:40:00.000Z',
    art: {
      kind: 'saree', yarn: 'cotton', base: '#1d1d1d', accent: '#e3b23c', body: 'sungudi',
      border: { colour: '#c0392b', width: 'thin', motif: 'plain', zariLines: 1 },
      zari: 'gold', pallu: { colour: '#c0392b', motif: 'rudraksha', rows: 2 }, fringe: false, variant: 19,
    },
  },
  {
    title: 'Erode Handloom Cotton Saree – Sky Blue with Pink Border',
    pricePaise: 225000,
    discountPercent: 15,
    category: 'cotton_sarees',
    stock: 3,
    description: lines(
      'Fine-count Erode handloom cotton in sky blue with woven flower buttas.',
      'Rani pink mango border with silver zari and an annam pallu.',
      'Length 5.5 m, width 46 in; 0.8 m blouse piece.',
      'Light and airy, about 450 g.',
      CARE.cotton,
    ),
    createdAt: '2026-01-08T14:20:00.000Z',
    art: {
      kind: 'saree', yarn: 'cotton', base: '#8fb8d8', accent: '#3f6f9a', body: 'buttas',
      border: { colour: '#c2185b', width: 'medium', motif: 'mango', zariLines: 1 },
      zari: 'silver', pallu: { colour: '#c2185b', motif: 'annam', rows: 2 }, fringe: false, variant: 20,
    },
  },

  // --- Silk cotton sarees ----------------------------------------------------------------------
  {
    title: 'Kanchi Silk Cotton Saree – Turmeric Yellow with Green Border',
    pricePaise: 345000,
    discountPercent: 10,
    category: 'silk_cotton_sarees',
    stock: 8,
    description: lines(
      'Kanchi silk cotton: silk warp with a cotton weft, the sheen of silk at half the weight.',
      'Turmeric yellow body with zari buttas, green temple border and a peacock pallu.',
      'Length 6.2 m including a 0.8 m blouse piece; width 46 in.',
      'Weight about 550 g.',
      CARE.silkCotton,
    ),
    createdAt: '2026-03-26T14:05:00.000Z',
    art: {
      kind: 'saree', yarn: 'silk_cotton', base: '#e3b21b', accent: '#1d6b3a', body: 'buttas',
      border: { colour: '#1d6b3a', width: 'medium', motif: 'temple', zariLines: 2 },
      zari: 'gold', pallu: { colour: '#1d6b3a', motif: 'peacock', rows: 2 }, fringe: false, variant: 21,
    },
  },
  {
    title: 'Kovai Silk Cotton Saree – Grey with Pink Pallu',
    pricePaise: 285000,
    discountPercent: 12,
    category: 'silk_cotton_sarees',
    stock: 6,
    description: lines(
      'Kovai silk cotton in a cool grey with thin rani pink warp stripes.',
      'Pink rudraksha border with silver zari; lotus pallu.',
      'Length 6.2 m including blouse piece; width 46 in.',
      CARE.silkCotton,
    ),
    createdAt: '2024-08-07T05:45:00.000Z',
    art: {
      kind: 'saree', yarn: 'silk_cotton', base: '#8a8a8e', accent: '#c2185b', body: 'stripes',
      border: { colour: '#c2185b', width: 'thin', motif: 'rudraksha', zariLines: 1 },
      zari: 'silver', pallu: { colour: '#c2185b', motif: 'lotus', rows: 2 }, fringe: false, variant: 22,
    },
  },
  {
    title: 'Arani Silk Cotton Saree – Teal with Mustard Zari Checks',
    pricePaise: 399000,
    discountPercent: 8,
    category: 'silk_cotton_sarees',
    stock: 0,
    description: lines(
      'Arani silk cotton in deep teal with mustard checks outlined in zari.',
      'Maroon diamond border; mango pallu in three rows.',
      'Length 6.2 m including blouse piece; width 46 in.',
      'Weight about 600 g.',
      CARE.silkCotton,
    ),
    createdAt: '2024-11-11T11:00:00.000Z',
    art: {
      kind: 'saree', yarn: 'silk_cotton', base: '#13756f', accent: '#d9a21b', body: 'checks',
      border: { colour: '#6b1a2a', width: 'medium', motif: 'diamond', zariLines: 2 },
      zari: 'gold', pallu: { colour: '#6b1a2a', motif: 'mango', rows: 3 }, fringe: false, variant: 23,
    },
  },
  {
    title: 'Chettinad Silk Cotton Saree – Rust Kattam with Navy Border',
    pricePaise: 285000,
    discountPercent: 10,
    category: 'silk_cotton_sarees',
    stock: 4,
    description: lines(
      'Chettinad kattam reworked in silk cotton: rust ground with navy checks.',
      'Navy zari kara border; rudraksha pallu.',
      'Length 6.2 m including blouse piece; width 47 in.',
      CARE.silkCotton,
    ),
    createdAt: '2025-12-01T07:55:00.000Z',
    art: {
      kind: 'saree', yarn: 'silk_cotton', base: '#a8461f', accent: '#2b2b57', body: 'kattam',
      border: { colour: '#2b2b57', width: 'medium', motif: 'plain', zariLines: 2 },
      zari: 'gold', pallu: { colour: '#2b2b57', motif: 'rudraksha', rows: 2 }, fringe: false, variant: 24,
    },
  },
  {
    title: 'Kanchi Silk Cotton Saree – Lotus Pink with Annam Pallu',
    pricePaise: 465000,
    discountPercent: 15,
    category: 'silk_cotton_sarees',
    stock: 5,
    description: lines(
      'Kanchi silk cotton in lotus pink with small zari mango buttas.',
      'Wine mango border and a pallu of annam (swans) in three rows.',
      'Length 6.2 m including blouse piece; width 46 in.',
      'Weight about 580 g.',
      CARE.silkCotton,
    ),
    createdAt: '2026-10-05T12:45:00.000Z',
    art: {
      kind: 'saree', yarn: 'silk_cotton', base: '#e58fa8', accent: '#8a1f4a', body: 'buttas',
      border: { colour: '#8a1f4a', width: 'medium', motif: 'mango', zariLines: 2 },
      zari: 'gold', pallu: { colour: '#8a1f4a', motif: 'annam', rows: 3 }, fringe: false, variant: 25,
    },
  },
  {
    title: 'Paramakudi Silk Cotton Saree – Navy with Silver Temple Border',
    pricePaise: 520000,
    discountPercent: 10,
    category: 'silk_cotton_sarees',
    stock: 1,
    description: lines(
      'Paramakudi silk cotton in navy blue, plain body with a rich silver zari temple border in wine.',
      'Gopuram pallu in three rows.',
      'Length 6.2 m including blouse piece; width 47 in.',
      CARE.silkCotton,
    ),
    createdAt: '2025-04-14T06:45:00.000Z',
    art: {
      kind: 'saree', yarn: 'silk_cotton', base: '#1c2450', accent: '#3b4a8a', body: 'plain',
      border: { colour: '#7b1e3a', width: 'broad', motif: 'temple', zariLines: 2 },
      zari: 'silver', pallu: { colour: '#7b1e3a', motif: 'temple', rows: 3 }, fringe: false, variant: 26,
    },
  },
  {
    title: 'Kovai Silk Cotton Saree – Mint Green with Peach Border',
    pricePaise: 245000,
    discountPercent: 5,
    category: 'silk_cotton_sarees',
    stock: 12,
    description: lines(
      'Kovai silk cotton in mint green with fine peach warp stripes.',
      'Slim peach border in copper zari; striped pallu.',
      'Length 6.2 m including blouse piece; width 46 in.',
      'Weight about 500 g.',
      CARE.silkCotton,
    ),
    createdAt: '2025-12-20T08:05:00.000Z',
    art: {
      kind: 'saree', yarn: 'silk_cotton', base: '#9fd3b8', accent: '#e8a07a', body: 'stripes',
      border: { colour: '#e07a55', width: 'thin', motif: 'plain', zariLines: 1 },
      zari: 'copper', pallu: { colour: '#e07a55', motif: 'none', rows: 0 }, fringe: false, variant: 27,
    },
  },
  {
    title: 'Kanchi Silk Cotton Saree – Wine with Gold Rudraksha Border',
    pricePaise: 580000,
    discountPercent: 18,
    category: 'silk_cotton_sarees',
    stock: 2,
    description: lines(
      'Kanchi silk cotton in wine with small self checks.',
      'Bottle green rudraksha border in gold zari; rudraksha medallion pallu.',
      'Length 6.2 m including blouse piece; width 47 in.',
      'Weight about 620 g.',
      CARE.silkCotton,
    ),
    createdAt: '2024-07-18T13:30:00.000Z',
    art: {
      kind: 'saree', yarn: 'silk_cotton', base: '#5a1232', accent: '#8c2a55', body: 'checks',
      border: { colour: '#0f3d2e', width: 'medium', motif: 'rudraksha', zariLines: 2 },
      zari: 'gold', pallu: { colour: '#0f3d2e', motif: 'rudraksha', rows: 3 }, fringe: false, variant: 28,
    },
  },
  {
    title: 'Madurai Silk Cotton Saree – Saffron with Maroon Temple Border',
    pricePaise: 320000,
    discountPercent: 7,
    category: 'silk_cotton_sarees',
    stock: 7,
    description: lines(
      'Madurai silk cotton in saffron orange with red zari buttas.',
      'Maroon temple border and a two-row mango pallu.',
      'Length 6.2 m including blouse piece; width 46 in.',
      CARE.silkCotton,
    ),
    createdAt: '2024-05-22T06:30:00.000Z',
    art: {
      kind: 'saree', yarn: 'silk_cotton', base: '#e87a1c', accent: '#a3122a', body: 'buttas',
      border: { colour: '#7a0f1e', width: 'medium', motif: 'temple', zariLines: 2 },
      zari: 'gold', pallu: { colour: '#7a0f1e', motif: 'mango', rows: 2 }, fringe: false, variant: 29,
    },
  },

  // --- Dhotis (veshtis) ------------------------------------------------------------------------
  {
    title: 'Arani Cotton Veshti – Cream with Gold Kara, 4 m',
    pricePaise: 125000,
    discountPercent: 10,
    category: 'dhotis',
    stock: 12,
    description: lines(
      'Double veshti (4 m) in combed cotton, woven at Arani with a 1.5-inch gold zari kara.',
      'Cream body; the munthi (end) carries three groups of zari lines.',
      'Size 4 m x 1.27 m (8 x 4 muzham).',
      CARE.dhoti,
    ),
    createdAt: '2024-04-13T05:40:00.000Z',
    art: {
      kind: 'dhoti', yarn: 'cotton', base: '#f3ecdc', accent: '#e6dcc4', body: 'plain',
      border: { colour: '#a5802f', width: 'medium', motif: 'plain', zariLines: 2 },
      zari: 'gold', pallu: { colour: '#f3ecdc', motif: 'none', rows: 0 }, fringe: false, variant: 30,
    },
  },
  {
    title: 'Salem Pure Silk Veshti – Half-White with 2-inch Gold Border',
    pricePaise: 245000,
    discountPercent: 5,
    category: 'dhotis',
    stock: 3,
    description: lines(
      'Pure silk veshti from Salem for weddings and temple functions.',
      'Half-white silk with a 2-inch gold zari border and zari munthi.',
      'Size 4 m x 1.27 m; comes with a matching 2 m angavastram.',
      CARE.silkDhoti,
    ),
    createdAt: '2026-08-27T10:55:00.000Z',
    art: {
      kind: 'dhoti', yarn: 'silk', base: '#f1e9d2', accent: '#e8dcc0', body: 'plain',
      border: { colour: '#b08a36', width: 'broad', motif: 'plain', zariLines: 3 },
      zari: 'gold', pallu: { colour: '#f1e9d2', motif: 'none', rows: 0 }, fringe: false, variant: 31,
    },
  },
  {
    title: 'Kovai Cotton Dhoti – White with Maroon Kara',
    pricePaise: 54900,
    discountPercent: 0,
    category: 'dhotis',
    stock: 25,
    description: lines(
      'Everyday single dhoti in soft Kovai cotton.',
      'Bright white with a slim maroon thread kara.',
      'Size 2 m x 1.2 m.',
      CARE.dhoti,
    ),
    createdAt: '2026-01-28T13:35:00.000Z',
    art: {
      kind: 'dhoti', yarn: 'cotton', base: '#f7f5ee', accent: '#7a1428', body: 'plain',
      border: { colour: '#7a1428', width: 'thin', motif: 'plain', zariLines: 1 },
      zari: 'none', pallu: { colour: '#f7f5ee', motif: 'none', rows: 0 }, fringe: false, variant: 32,
    },
  },
  {
    title: 'Erode Cotton Veshti – White with Green Kara',
    pricePaise: 48000,
    discountPercent: 5,
    category: 'dhotis',
    stock: 30,
    description: lines(
      'Erode handloom cotton veshti, light and quick to dry.',
      'White body with a leaf green thread kara.',
      'Size 2 m x 1.2 m (4 muzham).',
      CARE.dhoti,
    ),
    createdAt: '2025-10-23T12:25:00.000Z',
    art: {
      kind: 'dhoti', yarn: 'cotton', base: '#f7f5ee', accent: '#1f6b3a', body: 'plain',
      border: { colour: '#1f6b3a', width: 'thin', motif: 'plain', zariLines: 1 },
      zari: 'none', pallu: { colour: '#f7f5ee', motif: 'none', rows: 0 }, fringe: false, variant: 33,
    },
  },
  {
    title: 'Kanchi Silk Veshti and Angavastram Set – Temple Zari Border',
    pricePaise: 249900,
    discountPercent: 10,
    category: 'dhotis',
    stock: 0,
    description: lines(
      'Kanchipuram pure silk veshti with a matching angavastram, for weddings.',
      'Sandal white silk with a broad temple border in gold zari.',
      'Veshti 4 m x 1.27 m; angavastram 2 m x 1.1 m.',
      'Packed in a cloth gift pouch.',
      CARE.silkDhoti,
    ),
    createdAt: '2026-07-01T05:50:00.000Z',
    art: {
      kind: 'dhoti', yarn: 'silk', base: '#efe4c8', accent: '#e0d2ae', body: 'plain',
      border: { colour: '#8a6a24', width: 'broad', motif: 'temple', zariLines: 2 },
      zari: 'gold', pallu: { colour: '#efe4c8', motif: 'none', rows: 0 }, fringe: false, variant: 34,
    },
  },
  {
    title: 'Paramakudi Cotton Veshti – Cream with Silver Kara',
    pricePaise: 89000,
    discountPercent: 8,
    category: 'dhotis',
    stock: 10,
    description: lines(
      'Paramakudi handloom cotton veshti in cream.',
      'Silver zari kara on a slate band, with silver lines in the munthi.',
      'Size 4 m x 1.27 m.',
      CARE.dhoti,
    ),
    createdAt: '2025-03-26T15:10:00.000Z',
    art: {
      kind: 'dhoti', yarn: 'cotton', base: '#f2ead8', accent: '#e4dac4', body: 'plain',
      border: { colour: '#4d545c', width: 'medium', motif: 'plain', zariLines: 2 },
      zari: 'silver', pallu: { colour: '#f2ead8', motif: 'none', rows: 0 }, fringe: false, variant: 35,
    },
  },
  {
    title: 'Arani Cotton Dhoti – White with Rudraksha Zari Border',
    pricePaise: 115000,
    discountPercent: 12,
    category: 'dhotis',
    stock: 1,
    description: lines(
      'Arani cotton dhoti with a maroon border of gold rudraksha beads.',
      'Fine 100s count cotton, soft on the skin.',
      'Size 4 m x 1.27 m.',
      CARE.dhoti,
    ),
    createdAt: '2024-02-15T05:05:00.000Z',
    art: {
      kind: 'dhoti', yarn: 'cotton', base: '#f6f2e6', accent: '#e8e0cc', body: 'plain',
      border: { colour: '#8a1f2a', width: 'medium', motif: 'rudraksha', zariLines: 2 },
      zari: 'gold', pallu: { colour: '#f6f2e6', motif: 'none', rows: 0 }, fringe: false, variant: 36,
    },
  },
  {
    title: 'Thirubuvanam Silk Veshti – Sandal with Maroon and Gold Border',
    pricePaise: 198000,
    discountPercent: 10,
    category: 'dhotis',
    stock: 6,
    description: lines(
      'Thirubuvanam pure silk veshti in sandal.',
      'Maroon border with a gold zari diamond chain.',
      'Size 4 m x 1.27 m.',
      'Weight about 400 g.',
      CARE.silkDhoti,
    ),
    createdAt: '2025-02-15T06:45:00.000Z',
    art: {
      kind: 'dhoti', yarn: 'silk', base: '#e8d6b0', accent: '#d8c49a', body: 'plain',
      border: { colour: '#6d1220', width: 'medium', motif: 'diamond', zariLines: 2 },
      zari: 'gold', pallu: { colour: '#e8d6b0', motif: 'none', rows: 0 }, fringe: false, variant: 37,
    },
  },
  {
    title: 'Kovai Cotton Veshti – Cream with Blue and Gold Kara',
    pricePaise: 69900,
    discountPercent: 5,
    category: 'dhotis',
    stock: 0,
    description: lines(
      'Kovai cotton veshti in cream with a royal blue kara edged in gold zari.',
      'Single veshti, soft finish.',
      'Size 2 m x 1.2 m.',
      CARE.dhoti,
    ),
    createdAt: '2024-05-02T08:00:00.000Z',
    art: {
      kind: 'dhoti', yarn: 'cotton', base: '#f1e8d4', accent: '#e2d8c0', body: 'plain',
      border: { colour: '#1e3f8a', width: 'thin', motif: 'plain', zariLines: 1 },
      zari: 'gold', pallu: { colour: '#f1e8d4', motif: 'none', rows: 0 }, fringe: false, variant: 38,
    },
  },

  // --- Scarves ---------------------------------------------------------------------------------
  {
    title: 'Kanchi Silk Scarf – Magenta with Gold Mango Border',
    pricePaise: 125000,
    discountPercent: 10,
    category: 'scarves',
    stock: 6,
    description: lines(
      'Woven from Kanchipuram silk offcut warps: magenta silk with zari mango buttas.',
      'Purple mango border and a paisley end panel.',
      'Size 180 cm x 55 cm with twisted tassels.',
      CARE.silk,
    ),
    createdAt: '2025-07-19T05:45:00.000Z',
    art: {
      kind: 'scarf', yarn: 'silk', base: '#b0125b', accent: '#e0a53a', body: 'buttas',
      border: { colour: '#3b0f5c', width: 'thin', motif: 'mango', zariLines: 1 },
      zari: 'gold', pallu: { colour: '#3b0f5c', motif: 'mango', rows: 1 }, fringe: true, variant: 39,
    },
  },
  {
    title: 'Chettinad Cotton Scarf – Indigo Kattam',
    pricePaise: 45000,
    discountPercent: 5,
    category: 'scarves',
    stock: 20,
    description: lines(
      'Chettinad kattam checks in indigo and off-white, handwoven cotton.',
      'Red thread border and tasselled ends.',
      'Size 180 cm x 50 cm.',
      CARE.cotton,
    ),
    createdAt: '2026-02-16T10:55:00.000Z',
    art: {
      kind: 'scarf', yarn: 'cotton', base: '#2a3a7a', accent: '#e8e0cc', body: 'kattam',
      border: { colour: '#c0392b', width: 'thin', motif: 'plain', zariLines: 1 },
      zari: 'none', pallu: { colour: '#c0392b', motif: 'none', rows: 0 }, fringe: true, variant: 40,
    },
  },
  {
    title: 'Madurai Sungudi Cotton Scarf – Green with White Dots',
    pricePaise: 39000,
    discountPercent: 0,
    category: 'scarves',
    stock: 15,
    description: lines(
      'Hand tie-dyed Sungudi dots on green cotton, from Madurai.',
      'Red border and tasselled ends.',
      'Size 170 cm x 50 cm.',
      CARE.cotton,
    ),
    createdAt: '2025-06-11T06:40:00.000Z',
    art: {
      kind: 'scarf', yarn: 'cotton', base: '#1f7a3e', accent: '#e3b23c', body: 'sungudi',
      border: { colour: '#b3162c', width: 'thin', motif: 'plain', zariLines: 1 },
      zari: 'none', pallu: { colour: '#b3162c', motif: 'none', rows: 0 }, fringe: true, variant: 41,
    },
  },
  {
    title: 'Kovai Kora Cotton Scarf – Natural Beige Stripes',
    pricePaise: 35000,
    discountPercent: 5,
    category: 'scarves',
    stock: 1,
    description: lines(
      'Undyed kora cotton scarf from Coimbatore with walnut brown warp stripes.',
      'Diamond thread border and knotted fringe.',
      'Size 170 cm x 50 cm.',
      CARE.cotton,
    ),
    createdAt: '2024-06-10T11:05:00.000Z',
    art: {
      kind: 'scarf', yarn: 'cotton', base: '#d9c9a3', accent: '#8a6b3a', body: 'stripes',
      border: { colour: '#8a6b3a', width: 'thin', motif: 'diamond', zariLines: 1 },
      zari: 'none', pallu: { colour: '#8a6b3a', motif: 'none', rows: 0 }, fringe: true, variant: 42,
    },
  },
  {
    title: 'Arani Silk Scarf – Peacock Green with Silver Zari',
    pricePaise: 149000,
    discountPercent: 15,
    category: 'scarves',
    stock: 4,
    description: lines(
      'Arani pure silk scarf in peacock green.',
      'Navy rudraksha border in silver zari and a peacock end panel.',
      'Size 180 cm x 55 cm with twisted tassels.',
      CARE.silk,
    ),
    createdAt: '2024-08-26T06:15:00.000Z',
    art: {
      kind: 'scarf', yarn: 'silk', base: '#0e6b5c', accent: '#1a9a85', body: 'plain',
      border: { colour: '#0b2d5c', width: 'thin', motif: 'rudraksha', zariLines: 1 },
      zari: 'silver', pallu: { colour: '#0b2d5c', motif: 'peacock', rows: 1 }, fringe: true, variant: 43,
    },
  },
  {
    title: 'Salem Silk Cotton Scarf – Coral with Lotus Ends',
    pricePaise: 79000,
    discountPercent: 10,
    category: 'scarves',
    stock: 9,
    description: lines(
      'Salem silk cotton scarf in coral with small woven flowers.',
      'Plum border in copper zari; lotus end panels.',
      'Size 180 cm x 55 cm with tassels.',
      CARE.silkCotton,
    ),
    createdAt: '2025-10-04T12:45:00.000Z',
    art: {
      kind: 'scarf', yarn: 'silk_cotton', base: '#e8735a', accent: '#7a2a4a', body: 'buttas',
      border: { colour: '#7a2a4a', width: 'thin', motif: 'plain', zariLines: 1 },
      zari: 'copper', pallu: { colour: '#7a2a4a', motif: 'lotus', rows: 1 }, fringe: true, variant: 44,
    },
  },
  {
    title: 'Erode Cotton Scarf – Mustard and Grey Checks',
    pricePaise: 45000,
    discountPercent: 5,
    category: 'scarves',
    stock: 0,
    description: lines(
      'Erode handloom cotton in mustard with charcoal checks.',
      'Charcoal border and knotted fringe.',
      'Size 170 cm x 50 cm.',
      CARE.cotton,
    ),
    createdAt: '2026-03-07T12:20:00.000Z',
    art: {
      kind: 'scarf', yarn: 'cotton', base: '#d6a21e', accent: '#5a5a5e', body: 'checks',
      border: { colour: '#3a3a3e', width: 'thin', motif: 'plain', zariLines: 1 },
      zari: 'none', pallu: { colour: '#3a3a3e', motif: 'none', rows: 0 }, fringe: true, variant: 45,
    },
  },
  {
    title: 'Thirubuvanam Silk Scarf – Royal Blue with Gold Annam',
    pricePaise: 135000,
    discountPercent: 12,
    category: 'scarves',
    stock: 3,
    description: lines(
      'Thirubuvanam silk scarf in royal blue with gold zari buttas.',
      'Magenta temple border; annam (swan) end panels.',
      'Size 180 cm x 55 cm with twisted tassels.',
      CARE.silk,
    ),
    createdAt: '2026-05-23T10:10:00.000Z',
    art: {
      kind: 'scarf', yarn: 'silk', base: '#1f3fa8', accent: '#c39232', body: 'buttas',
      border: { colour: '#a01c4a', width: 'thin', motif: 'temple', zariLines: 1 },
      zari: 'gold', pallu: { colour: '#a01c4a', motif: 'annam', rows: 1 }, fringe: true, variant: 46,
    },
  },

  // --- Stoles ----------------------------------------------------------------------------------
  {
    title: 'Kanchi Silk Stole – Purple with Green Zari Pallu',
    pricePaise: 145000,
    discountPercent: 10,
    category: 'stoles',
    stock: 12,
    description: lines(
      'Kanchipuram silk stole in purple with gold zari stripes.',
      'Bottle green diamond border and a paisley end panel.',
      'Size 200 cm x 70 cm with hand-knotted tassels.',
      CARE.silk,
    ),
    createdAt: '2024-01-08T10:10:00.000Z',
    art: {
      kind: 'stole', yarn: 'silk', base: '#6b1d5c', accent: '#d9a441', body: 'stripes',
      border: { colour: '#1d5c3a', width: 'thin', motif: 'diamond', zariLines: 1 },
      zari: 'gold', pallu: { colour: '#1d5c3a', motif: 'mango', rows: 1 }, fringe: true, variant: 47,
    },
  },
  {
    title: 'Chettinad Cotton Stole – Red and Black Kattam',
    pricePaise: 65000,
    discountPercent: 5,
    category: 'stoles',
    stock: 18,
    description: lines(
      'Chettinad kattam stole in red with black checks, handwoven cotton.',
      'Black thread border, knotted fringe.',
      'Size 200 cm x 70 cm.',
      CARE.cotton,
    ),
    createdAt: '2026-06-11T12:30:00.000Z',
    art: {
      kind: 'stole', yarn: 'cotton', base: '#a8162a', accent: '#1c1c1c', body: 'kattam',
      border: { colour: '#1c1c1c', width: 'thin', motif: 'plain', zariLines: 1 },
      zari: 'none', pallu: { colour: '#1c1c1c', motif: 'none', rows: 0 }, fringe: true, variant: 48,
    },
  },
  {
    title: 'Kovai Handloom Cotton Stole – Ivory with Temple Border',
    pricePaise: 79000,
    discountPercent: 8,
    category: 'stoles',
    stock: 7,
    description: lines(
      'Kovai cotton stole in ivory with a red temple border in gold zari.',
      'Gopuram end panels and tasselled ends.',
      'Size 200 cm x 70 cm.',
      CARE.cotton,
    ),
    createdAt: '2024-09-14T15:50:00.000Z',
    art: {
      kind: 'stole', yarn: 'cotton', base: '#f0e8d5', accent: '#c8b58a', body: 'plain',
      border: { colour: '#8b1d2c', width: 'medium', motif: 'temple', zariLines: 2 },
      zari: 'gold', pallu: { colour: '#8b1d2c', motif: 'temple', rows: 1 }, fringe: true, variant: 49,
    },
  },
  {
    title: 'Arani Silk Cotton Stole – Teal with Rudraksha Border',
    pricePaise: 119000,
    discountPercent: 10,
    category: 'stoles',
    stock: 1,
    description: lines(
      'Arani silk cotton stole in teal with fine gold warp stripes.',
      'Plum rudraksha border; rudraksha end panels.',
      'Size 200 cm x 70 cm with tassels.',
      CARE.silkCotton,
    ),
    createdAt: '2025-05-03T14:50:00.000Z',
    art: {
      kind: 'stole', yarn: 'silk_cotton', base: '#1a6e78', accent: '#e3c07a', body: 'stripes',
      border: { colour: '#5a1a3a', width: 'thin', motif: 'rudraksha', zariLines: 1 },
      zari: 'gold', pallu: { colour: '#5a1a3a', motif: 'rudraksha', rows: 1 }, fringe: true, variant: 50,
    },
  },
  {
    title: 'Madurai Sungudi Stole – Mustard with Maroon Dots',
    pricePaise: 55000,
    discountPercent: 0,
    category: 'stoles',
    stock: 22,
    description: lines(
      'Madurai Sungudi tie-dye on a mustard cotton stole.',
      'Maroon border and striped ends with a knotted fringe.',
      'Size 200 cm x 70 cm.',
      CARE.cotton,
    ),
    createdAt: '2025-01-27T07:40:00.000Z',
    art: {
      kind: 'stole', yarn: 'cotton', base: '#dba520', accent: '#7a1428', body: 'sungudi',
      border: { colour: '#7a1428', width: 'thin', motif: 'plain', zariLines: 1 },
      zari: 'none', pallu: { colour: '#7a1428', motif: 'none', rows: 0 }, fringe: true, variant: 51,
    },
  },
  {
    title: 'Salem Silk Stole – Silver Grey with Lotus Ends',
    pricePaise: 189000,
    discountPercent: 15,
    category: 'stoles',
    stock: 0,
    description: lines(
      'Salem pure silk stole in silver grey with small woven flowers.',
      'Navy border in silver zari and lotus end panels.',
      'Size 200 cm x 70 cm with twisted tassels.',
      CARE.silk,
    ),
    createdAt: '2024-10-03T14:00:00.000Z',
    art: {
      kind: 'stole', yarn: 'silk', base: '#9aa0a6', accent: '#2a3f6b', body: 'buttas',
      border: { colour: '#2a3f6b', width: 'thin', motif: 'plain', zariLines: 2 },
      zari: 'silver', pallu: { colour: '#2a3f6b', motif: 'lotus', rows: 1 }, fringe: true, variant: 52,
    },
  },
  {
    title: 'Paramakudi Cotton Stole – Indigo with Annam Ends',
    pricePaise: 89000,
    discountPercent: 10,
    category: 'stoles',
    stock: 5,
    description: lines(
      'Paramakudi handloom cotton stole in indigo with cream warp stripes.',
      'Maroon diamond border in copper zari; annam end panels.',
      'Size 200 cm x 70 cm with tassels.',
      CARE.cotton,
    ),
    createdAt: '2024-12-19T13:10:00.000Z',
    art: {
      kind: 'stole', yarn: 'cotton', base: '#283a7a', accent: '#e8d9b0', body: 'stripes',
      border: { colour: '#7a1c2c', width: 'thin', motif: 'diamond', zariLines: 1 },
      zari: 'copper', pallu: { colour: '#7a1c2c', motif: 'annam', rows: 1 }, fringe: true, variant: 53,
    },
  },
  {
    title: 'Thirubuvanam Silk Stole – Emerald with Gold Peacock Ends',
    pricePaise: 199000,
    discountPercent: 12,
    category: 'stoles',
    stock: 2,
    description: lines(
      'Thirubuvanam pure silk stole in emerald green.',
      'Magenta temple border in gold zari and peacock end panels.',
      'Size 200 cm x 70 cm with twisted tassels.',
      CARE.silk,
    ),
    createdAt: '2026-09-16T10:45:00.000Z',
    art: {
      kind: 'stole', yarn: 'silk', base: '#0b6b45', accent: '#c39232', body: 'plain',
      border: { colour: '#7a0f3a', width: 'thin', motif: 'temple', zariLines: 1 },
      zari: 'gold', pallu: { colour: '#7a0f3a', motif: 'peacock', rows: 1 }, fringe: true, variant: 54,
    },
  },
];
