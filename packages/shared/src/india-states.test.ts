import { describe, expect, it } from 'vitest';
import { INDIA_STATES, STATE_NAMES_TA, stateNameIn } from './india-states.ts';
import { addressLines, TAMIL_ADDRESS_WORDING } from './address-lines.ts';

describe('state names', () => {
  it('gives every state and union territory a Tamil name of its own', () => {
    expect(INDIA_STATES).toHaveLength(36);
    expect(Object.keys(STATE_NAMES_TA).sort()).toEqual(INDIA_STATES.map((state) => state.code).sort());
    for (const state of INDIA_STATES) expect(STATE_NAMES_TA[state.code], state.name).toMatch(/^[\u0B80-\u0BFF ]+$/);
    expect(new Set(Object.values(STATE_NAMES_TA)).size).toBe(36);
  });

  it('names a state in the page’s language, and leaves a name it does not know as it is', () => {
    expect(stateNameIn('Tamil Nadu', 'ta')).toBe('தமிழ்நாடு');
    expect(stateNameIn('KERALA', 'ta')).toBe('கேரளா');
    expect(stateNameIn('Tamil Nadu', 'en')).toBe('Tamil Nadu');
    expect(stateNameIn('Atlantis', 'ta')).toBe('Atlantis');
  });

  it('prints an address with the Tamil state and landmark on a Tamil page, the English as before', () => {
    const address = { address: '12 Car Street', locality: 'Arni Fort', landmark: 'the temple', city: 'Tiruvannamalai', state: 'Tamil Nadu', pincode: '632301' };
    expect(addressLines(address)).toEqual(['12 Car Street', 'Arni Fort', 'Near the temple', 'Tiruvannamalai - 632301', 'Tamil Nadu']);
    expect(addressLines(address, TAMIL_ADDRESS_WORDING)).toEqual(['12 Car Street', 'Arni Fort', 'the temple அருகில்', 'Tiruvannamalai - 632301', 'தமிழ்நாடு']);
    // A landmark that already says where it is stays as typed, in either language.
    const at = (landmark: string) => ({ ...address, landmark });
    for (const landmark of ['Opp. bus stand', 'opposite SBI', 'Behind the temple', 'Near Arni Fort', 'Next to the post office', 'கோயில் அருகில்', 'பேருந்து நிலையம் எதிரில்', 'பள்ளி பின்புறம்']) {
      expect(addressLines(at(landmark))[2], landmark).toBe(landmark);
      expect(addressLines(at(landmark), TAMIL_ADDRESS_WORDING)[2], landmark).toBe(landmark);
    }
    // One that does not gets the language's "near", even when it begins like a position word.
    expect(addressLines(at('Nearby Stores'))[2]).toBe('Near Nearby Stores');
    expect(addressLines(at('பெரிய கோயில்'), TAMIL_ADDRESS_WORDING)[2]).toBe('பெரிய கோயில் அருகில்');
  });
});
