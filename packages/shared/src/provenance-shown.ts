import type { Provenance } from './schemas/product.ts';

// Whether a product page has a provenance block to show, apart from the
// provenance schemas (schemas/provenance.ts): the page loads no zod.

/** Whether there is anything to show (a block with no line is not shown). */
export function hasProvenance(provenance: Provenance | null | undefined): provenance is Provenance {
  if (!provenance) return false;
  const { weaver, clusterName, loomDays, yarn, handloomMark, indiaHandloomBrand, silkMarkLabel, giName } = provenance;
  return Boolean(weaver || clusterName || loomDays || yarn || handloomMark || indiaHandloomBrand || silkMarkLabel || giName);
}
