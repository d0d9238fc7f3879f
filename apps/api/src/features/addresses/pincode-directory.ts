import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { stateByName, type PincodePlace } from '@handloom/shared';

// India Post's pincode directory, shipped with the shop (decision 014): one
// line per pincode, "pincode<TAB>state<TAB>district<TAB>office|office|...",
// made by scripts/build-pincode-directory.ts. Nothing is fetched at run time.

export const PINCODE_DIRECTORY_FILE = path.join(import.meta.dirname, 'pincode-directory.tsv.gz');

export interface PincodeDirectory {
  /** Where the pincode is, or null when India Post has no such pincode. */
  lookup(pincode: string): PincodePlace | null;
  /** How many pincodes the directory holds. */
  size(): number;
}

/**
 * The directory, read on first use (about 0.1 s; each line is kept as text and
 * split only when asked for, so it holds a few megabytes).
 */
export function pincodeDirectory(file = PINCODE_DIRECTORY_FILE): PincodeDirectory {
  let lines: Map<string, string> | null = null;

  function load(): Map<string, string> {
    if (lines) return lines;
    const text = gunzipSync(readFileSync(file)).toString('utf8');
    const loaded = new Map<string, string>();
    for (const line of text.split('\n')) {
      if (line) loaded.set(line.slice(0, 6), line);
    }
    lines = loaded;
    return loaded;
  }

  return {
    lookup(pincode) {
      const line = load().get(pincode);
      if (!line) return null;
      const [, stateName = '', district = '', offices = ''] = line.split('\t');
      const state = stateByName(stateName);
      if (!state) throw new Error(`pincode directory: unknown state "${stateName}" for ${pincode}`);
      return { pincode, district, state: state.name, stateCode: state.code, postOffices: offices.split('|') };
    },
    size: () => load().size,
  };
}

/** The shop's directory, shared by every app in the process (loaded once, on first use). */
export const shopPincodeDirectory = pincodeDirectory();
