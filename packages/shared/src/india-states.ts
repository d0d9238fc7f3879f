import type { ShopLocale } from './india-format.ts';

/**
 * India's states and union territories as GST names and numbers them: the
 * two-digit state code that opens a GSTIN and that an invoice prints beside
 * the place of supply. Source: GSTN's list of state codes (gst.gov.in, "State
 * code list"), as used on e-invoices. Code 25 (Daman and Diu) and 28 (undivided
 * Andhra Pradesh) are kept only to read old GSTINs; addresses use 26 and 37.
 *
 * STATE_NAMES_TA below are the names Tamil pages show (addresses and the
 * delivery promise keep the GST name, which the pincode directory gives),
 * apart from the list so that an English bundle drops them. Source:
 * Tamil Wikipedia's list of the states and union territories of India
 * (ta.wikipedia.org), written from memory without the network here, each in
 * the spelling with Grantha letters (ஜ, ஷ, ஹ) that the Tamil dailies print
 * and a Tamil shopper reads on a parcel (ராஜஸ்தான் where Wikipedia writes
 * இராசத்தான், டெல்லி for its தில்லி), as docs/tamil-glossary.md prefers the
 * shop's register. A Tamil reader should check them against the list.
 *
 * `region` groups them for the delivery promise: Tamil Nadu itself, the rest
 * of south India, the far regions couriers serve slowest (the north-east,
 * the islands, Ladakh, Jammu and Kashmir), and the rest of India.
 */
export type IndiaRegion = 'tamil-nadu' | 'south' | 'far' | 'rest';

export interface IndiaState {
  code: string;
  name: string;
  region: IndiaRegion;
}

export const INDIA_STATES: readonly IndiaState[] = [
  { code: '01', name: 'Jammu and Kashmir', region: 'far' },
  { code: '02', name: 'Himachal Pradesh', region: 'rest' },
  { code: '03', name: 'Punjab', region: 'rest' },
  { code: '04', name: 'Chandigarh', region: 'rest' },
  { code: '05', name: 'Uttarakhand', region: 'rest' },
  { code: '06', name: 'Haryana', region: 'rest' },
  { code: '07', name: 'Delhi', region: 'rest' },
  { code: '08', name: 'Rajasthan', region: 'rest' },
  { code: '09', name: 'Uttar Pradesh', region: 'rest' },
  { code: '10', name: 'Bihar', region: 'rest' },
  { code: '11', name: 'Sikkim', region: 'far' },
  { code: '12', name: 'Arunachal Pradesh', region: 'far' },
  { code: '13', name: 'Nagaland', region: 'far' },
  { code: '14', name: 'Manipur', region: 'far' },
  { code: '15', name: 'Mizoram', region: 'far' },
  { code: '16', name: 'Tripura', region: 'far' },
  { code: '17', name: 'Meghalaya', region: 'far' },
  { code: '18', name: 'Assam', region: 'far' },
  { code: '19', name: 'West Bengal', region: 'rest' },
  { code: '20', name: 'Jharkhand', region: 'rest' },
  { code: '21', name: 'Odisha', region: 'rest' },
  { code: '22', name: 'Chhattisgarh', region: 'rest' },
  { code: '23', name: 'Madhya Pradesh', region: 'rest' },
  { code: '24', name: 'Gujarat', region: 'rest' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', region: 'rest' },
  { code: '27', name: 'Maharashtra', region: 'rest' },
  { code: '29', name: 'Karnataka', region: 'south' },
  { code: '30', name: 'Goa', region: 'rest' },
  { code: '31', name: 'Lakshadweep', region: 'far' },
  { code: '32', name: 'Kerala', region: 'south' },
  { code: '33', name: 'Tamil Nadu', region: 'tamil-nadu' },
  { code: '34', name: 'Puducherry', region: 'south' },
  { code: '35', name: 'Andaman and Nicobar Islands', region: 'far' },
  { code: '36', name: 'Telangana', region: 'south' },
  { code: '37', name: 'Andhra Pradesh', region: 'south' },
  { code: '38', name: 'Ladakh', region: 'far' },
];

/** The Tamil name of each state and union territory, by its code (sources above). */
export const STATE_NAMES_TA: Readonly<Record<string, string>> = {
  '01': 'ஜம்மு காஷ்மீர்',
  '02': 'இமாச்சலப் பிரதேசம்',
  '03': 'பஞ்சாப்',
  '04': 'சண்டிகர்',
  '05': 'உத்தராகண்ட்',
  '06': 'ஹரியானா',
  '07': 'டெல்லி',
  '08': 'ராஜஸ்தான்',
  '09': 'உத்தரப் பிரதேசம்',
  '10': 'பீகார்',
  '11': 'சிக்கிம்',
  '12': 'அருணாச்சலப் பிரதேசம்',
  '13': 'நாகாலாந்து',
  '14': 'மணிப்பூர்',
  '15': 'மிசோரம்',
  '16': 'திரிபுரா',
  '17': 'மேகாலயா',
  '18': 'அசாம்',
  '19': 'மேற்கு வங்கம்',
  '20': 'ஜார்க்கண்ட்',
  '21': 'ஒடிசா',
  '22': 'சத்தீஸ்கர்',
  '23': 'மத்தியப் பிரதேசம்',
  '24': 'குஜராத்',
  '26': 'தாத்ரா நகர் ஹவேலி மற்றும் டாமன் டையூ',
  '27': 'மகாராஷ்டிரா',
  '29': 'கர்நாடகா',
  '30': 'கோவா',
  '31': 'லட்சத்தீவு',
  '32': 'கேரளா',
  '33': 'தமிழ்நாடு',
  '34': 'புதுச்சேரி',
  '35': 'அந்தமான் நிக்கோபார் தீவுகள்',
  '36': 'தெலங்கானா',
  '37': 'ஆந்திரப் பிரதேசம்',
  '38': 'லடாக்',
};

/** Codes that only old GSTINs carry. */
export const LEGACY_GST_STATE_CODES: Readonly<Record<string, string>> = { '25': 'Daman and Diu', '28': 'Andhra Pradesh (before 2014)' };

/** The shop's own state: sales delivered inside it are intra-state (CGST + SGST). */
export const SHOP_HOME_STATE_CODE = '33';

const byName = new Map(INDIA_STATES.map((state) => [state.name.toLowerCase(), state]));
const byCode = new Map(INDIA_STATES.map((state) => [state.code, state]));

/** The state by its GST name, in any case ("TAMIL NADU" and "Tamil Nadu" alike). */
export function stateByName(name: string): IndiaState | undefined {
  return byName.get(name.trim().toLowerCase());
}

export function stateByCode(code: string): IndiaState | undefined {
  return byCode.get(code);
}

/** A state's GST name as a page in `locale` says it: "Tamil Nadu" -> "தமிழ்நாடு" in Tamil; a name not in the list as it is. */
export function stateNameIn(name: string, locale: ShopLocale): string {
  if (locale !== 'ta') return name;
  const state = stateByName(name);
  return (state && STATE_NAMES_TA[state.code]) ?? name;
}
