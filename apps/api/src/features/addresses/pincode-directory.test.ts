import { districtNameTa, INDIA_STATES } from '@handloom/shared';
import { describe, expect, it } from 'vitest';
import { pincodeDirectory } from './pincode-directory.ts';

// The shipped directory must be whole: a missing or truncated file fails here.

const directory = pincodeDirectory();

describe("India Post's pincode directory", () => {
  it('holds every pincode: about 19,000, spread over every state and union territory', () => {
    expect(directory.size()).toBeGreaterThanOrEqual(19_000);
    expect(directory.size()).toBeLessThan(25_000);
    const states = new Set<string>();
    // Pincodes are six digits from 110001: ask for every one.
    for (let code = 110_000; code < 1_000_000; code += 1) {
      const place = directory.lookup(String(code));
      if (place) states.add(place.state);
    }
    expect([...states].sort()).toEqual(INDIA_STATES.map((state) => state.name).sort());
  });

  it.each([
    ['632301', 'Tiruvannamalai', 'Tamil Nadu', '33', 'Arni'],
    ['600001', 'Chennai', 'Tamil Nadu', '33', 'Chennai'],
    ['560001', 'Bengaluru', 'Karnataka', '29', 'Bangalore'],
    ['110001', 'Central Delhi', 'Delhi', '07', 'New Delhi'],
    ['744101', 'South Andaman', 'Andaman and Nicobar Islands', '35', 'Port Blair'],
    ['194101', 'Leh', 'Ladakh', '38', 'Leh'],
    ['682555', 'Lakshadweep', 'Lakshadweep', '31', 'Kavaratti'],
    ['396210', 'Daman', 'Dadra and Nagar Haveli and Daman and Diu', '26', 'Daman'],
  ])('%s is in %s, %s (state code %s), with the post office %s', (pincode, district, state, stateCode, office) => {
    const place = directory.lookup(pincode);
    expect(place).toMatchObject({ pincode, district, state, stateCode });
    expect(place?.postOffices).toContain(office);
  });

  it('has a Tamil name for every district of Tamil Nadu, and for Puducherry and Karaikal, for the Tamil pages', () => {
    const districts = new Map<string, string>();
    for (let code = 600_000; code < 700_000; code += 1) {
      const place = directory.lookup(String(code));
      if (place && (place.state === 'Tamil Nadu' || place.state === 'Puducherry')) districts.set(`${place.state}|${place.district}`, place.state);
    }
    expect(districts.size).toBeGreaterThanOrEqual(33);
    const without = [...districts.keys()].filter((key) => key !== 'Puducherry|Mahe' && districtNameTa(...(key.split('|') as [string, string])) === null);
    expect(without).toEqual([]);
    expect(districtNameTa('Tamil Nadu', 'Tuticorin')).toBe('தூத்துக்குடி');
    expect(districtNameTa('Karnataka', 'Bengaluru')).toBeNull();
  });

  it('has no pincode that India Post does not', () => {
    for (const pincode of ['000000', '999999', '100000', '632', 'abcdef', '']) expect(directory.lookup(pincode)).toBeNull();
  });

  it('answers a lookup well under a millisecond', () => {
    directory.lookup('632301');
    const started = performance.now();
    for (let i = 0; i < 10_000; i += 1) directory.lookup(String(600_001 + (i % 100)));
    expect((performance.now() - started) / 10_000).toBeLessThan(1);
  });
});
