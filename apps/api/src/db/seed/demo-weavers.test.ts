import { AdminWeaverInputSchema } from '@handloom/shared';
import { describe, expect, it } from 'vitest';
import { demoWeavers } from './demo-weavers.ts';
import { TAMIL_LETTER, glossaryProblems } from './glossary-words.ts';

describe('the demo weavers in Tamil', () => {
  it('gives each a Tamil village, district and story, as the admin form would store them', () => {
    for (const weaver of demoWeavers) {
      const { portrait: _portrait, yearsWeaving, ...form } = weaver;
      const stored = AdminWeaverInputSchema.parse({ ...form, yearsWeaving: String(yearsWeaving), portrait: '', consent: true, published: true });
      expect(stored, weaver.slug).toMatchObject({ villageTa: weaver.villageTa, districtTa: weaver.districtTa, storyTa: weaver.storyTa });
      for (const text of [weaver.villageTa, weaver.districtTa, weaver.storyTa]) expect(text, weaver.slug).toMatch(TAMIL_LETTER);
    }
  });

  it('tells the story in the words of the glossary, and says it is invented, as the English does', () => {
    const problems = demoWeavers.flatMap((weaver) => glossaryProblems(weaver.story, weaver.storyTa).map((problem) => `${weaver.slug}: ${problem}`));
    expect(problems).toEqual([]);
    for (const weaver of demoWeavers) expect(weaver.storyTa, weaver.slug).toMatch(/^டெமோ கடைக்காகக் கற்பனை செய்த நெசவாளர்\./);
  });
});
