// @vitest-environment happy-dom
import type { Provenance } from '@handloom/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadedInTamil } from '../../testing/in-tamil.ts';

// Where a piece comes from, on a Tamil product page: the Tamil the owner gave
// for the cluster, the yarn and the GI name, and the English marked
// lang="en" where they gave none (decision 027). Loaded as the Tamil build
// has it (testing/in-tamil.ts).
const tamil = loadedInTamil(() => import('./provenance-block.tsx'));

const provenance: Provenance = {
  weaver: null,
  clusterName: 'Arani',
  loomDays: null,
  yarn: 'Mulberry silk',
  handloomMark: false,
  indiaHandloomBrand: false,
  silkMarkLabel: null,
  giName: 'Arani Silk',
  clusterNameTa: 'ஆரணி',
  yarnTa: 'மல்பெரிப் பட்டு',
  giNameTa: 'ஆரணி பட்டு',
};

describe('the provenance block on a Tamil page', () => {
  it('shows the Tamil the owner gave for the cluster, the yarn and the GI name', () => {
    render(<tamil.ProvenanceBlock provenance={provenance} />);
    const block = screen.getByTestId('provenance');
    expect(block.textContent).toContain('ஆரணி நெசவுத் தொகுப்பின் ஒரு நெசவாளர் நெய்தது');
    expect(block.textContent).toContain('நூல்: மல்பெரிப் பட்டு');
    expect(block.textContent).toContain('புவிசார் குறியீடு: ஆரணி பட்டு');
    expect(block.textContent).not.toMatch(/Arani|Mulberry/);
    expect(block.querySelector('[lang="en"]')).toBeNull();
  });

  it('shows the English, marked as English, where the owner gave no Tamil (and favourites kept before the Tamil existed)', () => {
    const { clusterNameTa: _cluster, yarnTa: _yarn, giNameTa: _gi, ...withoutTamil } = provenance;
    render(<tamil.ProvenanceBlock provenance={{ ...withoutTamil, clusterNameTa: null }} />);
    const english = [...screen.getByTestId('provenance').querySelectorAll('[lang="en"]')].map((element) => element.textContent);
    expect(english).toEqual(['Arani', 'Mulberry silk', 'Arani Silk']);
  });
});
