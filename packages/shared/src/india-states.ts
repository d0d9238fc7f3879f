import type { ShopLocale } from './india-format.ts';

/**
 * India's states and union territories as GST names and numbers them: the
 * two-digit state code that opens a GSTIN and that an invoice prints beside
 * the place of supply. Source: GSTN's list of state codes (gst.gov.in, "State
 * code list"), as used on e-invoices. Code 25 (Daman and Diu) and 28 (undivided
 * Andhra Pradesh) are kept only to read old GSTINs; addresses use 26 and 37.
 *
 * `nameTa` is the name Tamil pages show (the addresses and the delivery
 * promise keep the GST name, which the pincode directory gives). Source:
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
  nameTa: string;
  region: IndiaRegion;
}

export const INDIA_STATES: readonly IndiaState[] = [
  { code: '01', name: 'Jammu and Kashmir', nameTa: 'ஜம்மு காஷ்மீர்', region: 'far' },
  { code: '02', name: 'Himachal Pradesh', nameTa: 'இமாச்சலப் பிரதேசம்', region: 'rest' },
  { code: '03', name: 'Punjab', nameTa: 'பஞ்சாப்', region: 'rest' },
  { code: '04', name: 'Chandigarh', nameTa: 'சண்டிகர்', region: 'rest' },
  { code: '05', name: 'Uttarakhand', nameTa: 'உத்தராகண்ட்', region: 'rest' },
  { code: '06', name: 'Haryana', nameTa: 'ஹரியானா', region: 'rest' },
  { code: '07', name: 'Delhi', nameTa: 'டெல்லி', region: 'rest' },
  { code: '08', name: 'Rajasthan', nameTa: 'ராஜஸ்தான்', region: 'rest' },
  { code: '09', name: 'Uttar Pradesh', nameTa: 'உத்தரப் பிரதேசம்', region: 'rest' },
  { code: '10', name: 'Bihar', nameTa: 'பீகார்', region: 'rest' },
  { code: '11', name: 'Sikkim', nameTa: 'சிக்கிம்', region: 'far' },
  { code: '12', name: 'Arunachal Pradesh', nameTa: 'அருணாச்சலப் பிரதேசம்', region: 'far' },
  { code: '13', name: 'Nagaland', nameTa: 'நாகாலாந்து', region: 'far' },
  { code: '14', name: 'Manipur', nameTa: 'மணிப்பூர்', region: 'far' },
  { code: '15', name: 'Mizoram', nameTa: 'மிசோரம்', region: 'far' },
  { code: '16', name: 'Tripura', nameTa: 'திரிபுரா', region: 'far' },
  { code: '17', name: 'Meghalaya', nameTa: 'மேகாலயா', region: 'far' },
  { code: '18', name: 'Assam', nameTa: 'அசாம்', region: 'far' },
  { code: '19', name: 'West Bengal', nameTa: 'மேற்கு வங்கம்', region: 'rest' },
  { code: '20', name: 'Jharkhand', nameTa: 'ஜார்க்கண்ட்', region: 'rest' },
  { code: '21', name: 'Odisha', nameTa: 'ஒடிசா', region: 'rest' },
  { code: '22', name: 'Chhattisgarh', nameTa: 'சத்தீஸ்கர்', region: 'rest' },
  { code: '23', name: 'Madhya Pradesh', nameTa: 'மத்தியப் பிரதேசம்', region: 'rest' },
  { code: '24', name: 'Gujarat', nameTa: 'குஜராத்', region: 'rest' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', nameTa: 'தாத்ரா நகர் ஹவேலி மற்றும் டாமன் டையூ', region: 'rest' },
  { code: '27', name: 'Maharashtra', nameTa: 'மகாராஷ்டிரா', region: 'rest' },
  { code: '29', name: 'Karnataka', nameTa: 'கர்நாடகா', region: 'south' },
  { code: '30', name: 'Goa', nameTa: 'கோவா', region: 'rest' },
  { code: '31', name: 'Lakshadweep', nameTa: 'லட்சத்தீவு', region: 'far' },
  { code: '32', name: 'Kerala', nameTa: 'கேரளா', region: 'south' },
  { code: '33', name: 'Tamil Nadu', nameTa: 'தமிழ்நாடு', region: 'tamil-nadu' },
  { code: '34', name: 'Puducherry', nameTa: 'புதுச்சேரி', region: 'south' },
  { code: '35', name: 'Andaman and Nicobar Islands', nameTa: 'அந்தமான் நிக்கோபார் தீவுகள்', region: 'far' },
  { code: '36', name: 'Telangana', nameTa: 'தெலங்கானா', region: 'south' },
  { code: '37', name: 'Andhra Pradesh', nameTa: 'ஆந்திரப் பிரதேசம்', region: 'south' },
  { code: '38', name: 'Ladakh', nameTa: 'லடாக்', region: 'far' },
];

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
  return locale === 'ta' ? (stateByName(name)?.nameTa ?? name) : name;
}
