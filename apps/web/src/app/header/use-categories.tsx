import type { CategoryFacet } from '@handloom/shared';
import type { ReactNode } from 'react';
import { useCatalogFacets } from '../../features/catalog/use-catalog-facets.ts';
import { messages } from '../../messages/messages.ts';

const m = messages.header;

/** The shop's categories for the header, or a sentence to show while there are none to list. */
export function useCategories(): { categories: CategoryFacet[]; note: null } | { categories: null; note: ReactNode } {
  const facets = useCatalogFacets();
  if (facets.isPending) return { categories: null, note: <Note>{m.categoriesLoading}</Note> };
  // Only when none were loaded: a failed refresh keeps the categories on screen.
  if (facets.data === undefined) return { categories: null, note: <p className="px-3 py-2.5 text-sm text-maroon-700 dark:text-zari-300">{m.categoriesFailed}</p> };
  if (facets.data.categories.length === 0) return { categories: null, note: <Note>{m.categoriesEmpty}</Note> };
  return { categories: facets.data.categories, note: null };
}

function Note({ children }: { children: ReactNode }) {
  return <p className="px-3 py-2.5 text-sm text-stone-600 dark:text-stone-300">{children}</p>;
}
