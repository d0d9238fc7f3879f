import { categoryLabel } from '@handloom/shared';
import { formatRupeesShort } from '../../lib/format.ts';
import { SlidersHorizontal } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { shopMessages } from '../../messages/shop-messages.ts';
import type { filterParams, ProductFilters as Filters } from './catalog-queries.ts';
import { attributeName, attributeOptions, categoryOptions, priceOptions, priceParam, rangeOptions, sortOptions, type AttributeFacet, type FilterOption } from './filter-options.ts';
import { shownCategory } from '../../lib/product-text.tsx';
import { SearchCombobox } from './search-combobox.tsx';
import { useCatalogFacets, useFilteredFacets } from './use-catalog-facets.ts';

const m = shopMessages.catalog.list;

// Typing waits this long after the last key before the list is asked again.
const SEARCH_DEBOUNCE_MS = 250;

interface ProductFiltersProps {
  filters: Filters;
  setFilter: (name: keyof typeof filterParams, value: string) => void;
  reset: () => void;
  /** The category page has its category in the path, so it offers no category choice. */
  showCategory: boolean;
}

const field =
  'w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-ink-900 shadow-sm focus-visible:outline-maroon-700 dark:border-stone-500 dark:bg-ink-800 dark:text-cream-100 dark:focus-visible:outline-zari-400';

/** The search box; clicking it opens the category, price and sort choices, a click outside closes them. */
export function ProductFilters({ filters, setFilter, reset, showCategory }: ProductFiltersProps) {
  const facets = useCatalogFacets();
  const counted = useFilteredFacets(filters);
  const containerRef = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const panelId = useId();
  const categoryId = useId();
  const priceId = useId();
  const rangeId = useId();
  const sortId = useId();
  const [open, setOpen] = useState(
    () =>
      filters.category !== '' ||
      filters.pricePaise !== null ||
      filters.range !== null ||
      filters.fabric !== null ||
      filters.colour !== null ||
      filters.occasion !== null ||
      filters.sort !== null,
  );
  const writeSearch = useCallback((text: string) => setFilter('search', text), [setFilter]);
  const search = useSearchDraft(filters.search, writeSearch);

  useEffect(() => {
    if (!open) return;
    const closeOnClickOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnClickOutside);
    return () => document.removeEventListener('pointerdown', closeOnClickOutside);
  }, [open]);

  // A category from the URL that no live product has is named by its English label.
  const currentCategory = shownCategory({ label: categoryLabel(filters.category) });
  const categories = withCurrent(categoryOptions(facets.data?.categories ?? []), filters.category, currentCategory.text, currentCategory.lang);
  const currentPrice = filters.pricePaise === null ? '' : priceParam(filters.pricePaise);
  const prices = withCurrent(
    priceOptions(facets.data?.pricesPaise ?? []),
    currentPrice,
    filters.pricePaise === null ? '' : formatRupeesShort(filters.pricePaise),
  );

  const ranges = withCurrent(rangeOptions(facets.data?.priceRanges ?? []), filters.range ?? '', filters.range ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.commit();
  };

  return (
    <div
      ref={containerRef}
      className="mb-8 rounded-lg border border-maroon-100 bg-white/70 p-3 shadow-sm sm:p-4 dark:border-ink-700 dark:bg-ink-800/70"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) setOpen(false);
      }}
    >
      <form role="search" className="flex gap-2" onSubmit={onSubmit}>
        <label htmlFor={searchId} className="sr-only">
          {m.searchLabel}
        </label>
        <SearchCombobox
          id={searchId}
          value={search.draft}
          onChange={search.setDraft}
          onChoose={search.hold}
          onActivate={() => setOpen(true)}
          className={`${field} pl-10 placeholder:text-stone-500 dark:placeholder:text-stone-400`}
        />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex shrink-0 items-center gap-2 rounded-md border border-maroon-700 px-3 py-2 text-sm font-semibold text-maroon-700 hover:bg-maroon-50 focus-visible:outline-maroon-700 dark:border-zari-400 dark:text-zari-300 dark:hover:bg-ink-700 dark:focus-visible:outline-zari-400"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {m.filters}
        </button>
      </form>
      <div
        id={panelId}
        hidden={!open}
        className="mt-3 grid gap-3 border-t border-maroon-100 pt-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))] dark:border-ink-700"
      >
        {showCategory ? (
          <div>
            <label htmlFor={categoryId} className="mb-1 block text-sm font-medium">
              {m.categoryLabel}
            </label>
            <select id={categoryId} className={field} value={filters.category} onChange={(event) => setFilter('category', event.target.value)}>
              <Options options={categories} />
            </select>
          </div>
        ) : null}
        <div>
          <label htmlFor={rangeId} className="mb-1 block text-sm font-medium">
            {m.rangeLabel}
          </label>
          <select id={rangeId} className={field} value={filters.range ?? ''} onChange={(event) => setFilter('range', event.target.value)}>
            <Options options={ranges} />
          </select>
        </div>
        <div>
          <label htmlFor={priceId} className="mb-1 block text-sm font-medium">
            {m.priceLabel}
          </label>
          <select id={priceId} className={field} value={currentPrice} onChange={(event) => setFilter('price', event.target.value)}>
            <Options options={prices} />
          </select>
        </div>
        {(['fabric', 'colour', 'occasion'] as const).map((facet) => (
          <AttributeSelect key={facet} facet={facet} value={filters[facet] ?? ''} facets={counted.data} onChange={(value) => setFilter(facet, value)} />
        ))}
        <div>
          <label htmlFor={sortId} className="mb-1 block text-sm font-medium">
            {m.sortLabel}
          </label>
          <select id={sortId} className={field} value={filters.sort ?? ''} onChange={(event) => setFilter('sort', event.target.value)}>
            <Options options={sortOptions(filters.search !== '')} />
          </select>
        </div>
        <button
          type="button"
          onClick={() => {
            search.clear();
            reset();
          }}
          className="rounded-md bg-maroon-700 px-4 py-2 font-semibold text-white hover:bg-maroon-800 focus-visible:outline-maroon-700 dark:bg-zari-400 dark:text-ink-900 dark:hover:bg-zari-300 dark:focus-visible:outline-zari-400"
        >
          {m.resetFilter}
        </button>
        {(facets.isError && !facets.data) || (counted.isError && !counted.data) ? <p className="text-sm text-maroon-700 sm:col-span-full dark:text-zari-300">{m.categoryLoadFailed}</p> : null}
      </div>
    </div>
  );
}

const attributeLabels = { fabric: m.fabricLabel, colour: m.colourLabel, occasion: m.occasionLabel } as const;

/** One of fabric, colour and occasion: each value with how many products choosing it would list. */
function AttributeSelect({ facet, value, facets, onChange }: { facet: AttributeFacet; value: string; facets: Parameters<typeof attributeOptions>[1]; onChange: (value: string) => void }) {
  const id = useId();
  const options = withCurrent(attributeOptions(facet, facets), value, attributeName(facet, value));
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {attributeLabels[facet]}
      </label>
      <select id={id} name={facet} className={field} value={value} onChange={(event) => onChange(event.target.value)}>
        <Options options={options} />
      </select>
    </div>
  );
}

function Options({ options }: { options: FilterOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value} lang={option.lang}>
      {option.label}
    </option>
  ));
}

/** A choice from the URL stays selectable while the facets load (or when it matches nothing). */
function withCurrent(options: FilterOption[], value: string, label: string, lang?: 'en'): FilterOption[] {
  if (!value || options.some((option) => option.value === value)) return options;
  return [...options, lang ? { value, label, lang } : { value, label }];
}

/**
 * The text in the search box, written to the URL 250 ms after the last key
 * (or at once on Enter). A change of the URL from elsewhere (Reset Filter,
 * Back) replaces the text, but the URL catching up with typing does not.
 */
function useSearchDraft(urlSearch: string, write: (text: string) => void) {
  const [draft, setDraft] = useState(urlSearch);
  const [seen, setSeen] = useState(urlSearch);
  const [written, setWritten] = useState(urlSearch);
  // A suggestion was chosen: the page is leaving, and a late write of the typed
  // text would turn that navigation back into a search. Typing again lets go.
  const [held, setHeld] = useState(false);
  if (urlSearch !== seen) {
    setSeen(urlSearch);
    if (urlSearch !== written) setDraft(urlSearch);
  }

  useEffect(() => {
    const text = draft.trim();
    if (held || text === urlSearch) return;
    const timer = setTimeout(() => {
      setWritten(text);
      write(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, held, urlSearch, write]);

  return {
    draft,
    setDraft: (text: string) => {
      setHeld(false);
      setDraft(text);
    },
    hold: () => setHeld(true),
    commit: () => {
      const text = draft.trim();
      setWritten(text);
      write(text);
    },
    clear: () => {
      setDraft('');
      setWritten('');
    },
  };
}
