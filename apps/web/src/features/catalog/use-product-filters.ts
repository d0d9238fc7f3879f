import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filterParams, filtersFromSearchParams, type ProductFilters } from './catalog-queries.ts';

type FilterName = keyof typeof filterParams;

/**
 * The list's filters, kept in the URL query so a filtered list can be shared
 * and survives a reload. On a category page the category comes from the path.
 */
export function useProductFilters(fixedCategory?: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: ProductFilters = useMemo(() => filtersFromSearchParams(searchParams, fixedCategory), [searchParams, fixedCategory]);

  const setFilter = useCallback(
    (name: FilterName, value: string) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const text = value.trim();
          if (text) next.set(filterParams[name], text);
          else next.delete(filterParams[name]);
          return next;
        },
        // Typing and choosing refine one list: they do not each deserve a history entry.
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const reset = useCallback(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const param of Object.values(filterParams)) next.delete(param);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setSearchParams]);

  return { filters, setFilter, reset };
}
