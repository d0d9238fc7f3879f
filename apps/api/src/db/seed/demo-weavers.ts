import type { LoomType } from '@handloom/shared';
import type { HexColour } from './catalogue.ts';

// The demo catalogue's weavers: invented people, marked illustrative on every
// page that shows them, with portraits drawn here as SVG (like the products'
// artwork, docs/decisions/004-demo-artwork.md) so no real face or photograph
// is used. A few demo products name them, or a cluster, with sample marks.

export interface PortraitSpec {
  skin: HexColour;
  hair: HexColour;
  saree: HexColour;
  border: HexColour;
  background: HexColour;
  /** Grey at the temples for the older weavers. */
  grey: boolean;
}

export interface DemoWeaver {
  slug: string;
  nameEn: string;
  nameTa: string;
  village: string;
  district: string;
  loom: LoomType;
  yearsWeaving: number;
  story: string;
  /** The place and the story in Tamil (the glossary's words, docs/tamil-glossary.md). */
  villageTa: string;
  districtTa: string;
  storyTa: string;
  portrait: PortraitSpec;
}

export const demoWeavers: DemoWeaver[] = [
  {
    slug: 'meenakshi-sundaram',
    nameEn: 'Meenakshi Sundaram',
    nameTa: 'மீனாட்சி சுந்தரம்',
    village: 'Pillayarpalayam',
    district: 'Kanchipuram',
    loom: 'pit',
    yearsWeaving: 31,
    story:
      'An invented weaver for the demo shop. Her story stands for many: she learnt the korvai border beside her mother at twelve, and now weaves one bridal saree a month with her husband working the second shuttle.',
    villageTa: 'பிள்ளையார்பாளையம்',
    districtTa: 'காஞ்சிபுரம்',
    storyTa:
      'டெமோ கடைக்காகக் கற்பனை செய்த நெசவாளர். இவரது கதை பலரின் கதை: பன்னிரண்டு வயதில் அம்மாவின் அருகில் அமர்ந்து கோர்வைக் கரை நெய்யக் கற்றார்; இப்போது கணவர் இரண்டாவது நாடாவை வீச, மாதம் ஒரு திருமணப் புடவை நெய்கிறார்.',
    portrait: { skin: '#8d5a3b', hair: '#1d1716', saree: '#8c1c3a', border: '#d4a017', background: '#f3e3c3', grey: true },
  },
  {
    slug: 'ravi-kumar',
    nameEn: 'Ravi Kumar',
    nameTa: 'ரவி குமார்',
    village: 'Arani',
    district: 'Tiruvannamalai',
    loom: 'pit',
    yearsWeaving: 18,
    story:
      'An invented weaver for the demo shop. He stands for the Arani weavers who came back to the loom after years in a power-loom mill, because a handwoven annam pallu still sells for what it is worth.',
    villageTa: 'ஆரணி',
    districtTa: 'திருவண்ணாமலை',
    storyTa:
      'டெமோ கடைக்காகக் கற்பனை செய்த நெசவாளர். விசைத்தறி ஆலையில் பல ஆண்டுகள் வேலை செய்த பின் மீண்டும் கைத்தறிக்குத் திரும்பிய ஆரணி நெசவாளர்களை இவர் குறிக்கிறார்: கையால் நெய்த அன்னம் முந்தானைக்கு இன்றும் அதற்குரிய விலை கிடைக்கிறது.',
    portrait: { skin: '#6f4630', hair: '#141010', saree: '#2f6b4f', border: '#c9a227', background: '#e6efe0', grey: false },
  },
  {
    slug: 'lakshmi-perumal',
    nameEn: 'Lakshmi Perumal',
    nameTa: 'லட்சுமி பெருமாள்',
    village: 'Karaikudi',
    district: 'Sivaganga',
    loom: 'frame',
    yearsWeaving: 24,
    story:
      'An invented weaver for the demo shop. She stands for the Chettinad cotton weavers: bold kattam checks, a frame loom in the front room, and a saree that takes about a week.',
    villageTa: 'காரைக்குடி',
    districtTa: 'சிவகங்கை',
    storyTa:
      'டெமோ கடைக்காகக் கற்பனை செய்த நெசவாளர். செட்டிநாட்டுப் பருத்தி நெசவாளர்களை இவர் குறிக்கிறார்: பெரிய கட்டங்கள், முன்னறையில் ஒரு சட்டத்தறி, ஏறக்குறைய ஒரு வாரத்தில் முடியும் ஒரு புடவை.',
    portrait: { skin: '#7a4b2f', hair: '#1a1412', saree: '#c8811a', border: '#1b1b1b', background: '#f6e7cf', grey: false },
  },
];

/** Provenance of some demo products, by title: sample marks, clearly not real certificates. */
export const demoProvenance: Record<
  string,
  {
    weaver?: string;
    clusterName?: string;
    loomDays?: number;
    yarn?: string;
    handloomMark?: boolean;
    indiaHandloomBrand?: boolean;
    silkMarkLabel?: string;
    giName?: string;
    clusterNameTa?: string;
    yarnTa?: string;
    giNameTa?: string;
  }
> = {
  'Kanchipuram Pure Silk Saree – Peacock Blue with Gold Zari Border': {
    weaver: 'meenakshi-sundaram',
    loomDays: 21,
    yarn: 'Pure mulberry silk, zari of silver thread gilded with gold',
    yarnTa: 'தூய மல்பெரிப் பட்டு, தங்க முலாம் பூசிய வெள்ளி இழை ஜரிகை',
    handloomMark: true,
    indiaHandloomBrand: true,
    silkMarkLabel: 'SAMPLE 000123',
    giName: 'Kanchipuram Silk',
    giNameTa: 'காஞ்சிபுரம் பட்டு',
  },
  'Kanchipuram Korvai Silk Saree – Mango Yellow with Arakku Red Border': {
    weaver: 'meenakshi-sundaram',
    loomDays: 25,
    yarn: 'Pure mulberry silk, gold zari',
    yarnTa: 'தூய மல்பெரிப் பட்டு, தங்க ஜரிகை',
  },
  'Arani Silk Saree – Parrot Green with Annam Pallu': {
    weaver: 'ravi-kumar',
    loomDays: 12,
    yarn: 'Mulberry silk',
    giName: 'Arani Silk',
    yarnTa: 'மல்பெரிப் பட்டு',
    giNameTa: 'ஆரணி பட்டு',
  },
  'Chettinad Cotton Saree – Mustard Kattam with Black Border': {
    weaver: 'lakshmi-perumal',
    loomDays: 6,
    yarn: 'Combed cotton',
    handloomMark: true,
    yarnTa: 'சீவிய பருத்தி',
  },
  'Madurai Sungudi Cotton Saree – Red with White Dots': {
    clusterName: 'Madurai Sungudi',
    yarn: 'Cotton',
    giName: 'Madurai Sungudi',
    clusterNameTa: 'மதுரை சுங்குடி',
    yarnTa: 'பருத்தி',
    giNameTa: 'மதுரை சுங்குடி',
  },
};

/** A drawn portrait (4:5): a woven backdrop, head and shoulders, the cloth's colours. */
export function renderWeaverPortrait(spec: PortraitSpec): string {
  const threads = Array.from({ length: 24 }, (_, index) => {
    const x = 25 + index * 50;
    return `<line x1="${x}" y1="0" x2="${x}" y2="1500" stroke="${spec.border}" stroke-opacity="0.18" stroke-width="6"/>`;
  }).join('');
  const grey = spec.grey
    ? `<path d="M455 560 q-20 60 -5 120" stroke="#b9b3aa" stroke-width="18" fill="none"/><path d="M745 560 q20 60 5 120" stroke="#b9b3aa" stroke-width="18" fill="none"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1500" viewBox="0 0 1200 1500">
<rect width="1200" height="1500" fill="${spec.background}"/>${threads}
<path d="M180 1500 C200 1180 360 1040 600 1020 C840 1040 1000 1180 1020 1500 Z" fill="${spec.saree}"/>
<path d="M330 1120 C420 1240 480 1380 500 1500" stroke="${spec.border}" stroke-width="46" fill="none"/>
<path d="M330 1120 C420 1240 480 1380 500 1500" stroke="#fff" stroke-opacity="0.35" stroke-width="8" stroke-dasharray="18 22" fill="none"/>
<rect x="540" y="880" width="120" height="170" rx="40" fill="${spec.skin}"/>
<ellipse cx="600" cy="640" rx="175" ry="215" fill="${spec.hair}"/>
<ellipse cx="600" cy="690" rx="150" ry="190" fill="${spec.skin}"/>
<path d="M450 600 C470 470 560 430 600 430 C640 430 730 470 750 600 C700 540 650 520 600 520 C550 520 500 540 450 600 Z" fill="${spec.hair}"/>${grey}
<ellipse cx="545" cy="690" rx="16" ry="11" fill="#2a1d17"/><ellipse cx="655" cy="690" rx="16" ry="11" fill="#2a1d17"/>
<path d="M560 790 Q600 815 640 790" stroke="#4a2c20" stroke-width="9" fill="none" stroke-linecap="round"/>
<circle cx="600" cy="600" r="11" fill="#b3122e"/>
</svg>`;
}
