import { imageSrc, MAX_SEARCH_LENGTH } from '@handloom/shared';
import { formatRupeesShort } from '../../lib/format.ts';
import { Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { shownCategory, shownTitle } from '../../lib/product-text.tsx';
import { shopMessages } from '../../messages/shop-messages.ts';
import { useSearchSuggestions } from './use-search-suggestions.ts';

const m = shopMessages.catalog.list;

interface SearchComboboxProps {
  id: string;
  value: string;
  onChange: (text: string) => void;
  /** A suggestion was chosen and the page is about to leave for it. */
  onChoose?: () => void;
  /** Focus or a click in the box (the filters open with it). */
  onActivate?: () => void;
  className: string;
}

interface Suggestion {
  key: string;
  label: string;
  /** 'en' for an English title or category name on a Tamil page. */
  labelLang?: 'en';
  detail: string;
  imageUrl?: string;
  to: string;
}

/**
 * The search box with suggestions under it (WAI-ARIA combobox with a listbox
 * popup): arrows move through the products and categories, Enter opens the
 * one chosen (or searches, with none chosen), Escape closes the list. Focus
 * stays in the box throughout, the chosen option named by aria-activedescendant.
 */
export function SearchCombobox({ id, value, onChange, onChoose, onActivate, className }: SearchComboboxProps) {
  const navigate = useNavigate();
  const listId = useId();
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Suggestions are fetched once the shopper uses the box, not for a search that came in the URL.
  const [used, setUsed] = useState(false);
  const suggestions = useSearchSuggestions(value, used);
  const openList = () => {
    setUsed(true);
    setListOpen(true);
  };
  const options: Suggestion[] = [
    ...(suggestions?.products ?? []).map((product) => ({
      key: `p-${product.id}`,
      label: shownTitle(product).text,
      labelLang: shownTitle(product).lang,
      detail: formatRupeesShort(product.salePricePaise),
      imageUrl: product.imageUrl,
      to: paths.productInfo(product.id),
    })),
    ...(suggestions?.categories ?? []).map((category) => ({
      key: `c-${category.category}`,
      label: shownCategory(category).text,
      labelLang: shownCategory(category).lang,
      detail: m.suggestedCategory,
      to: paths.category(category.category),
    })),
  ];
  const expanded = listOpen && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (option: Suggestion) => {
    setListOpen(false);
    setActive(-1);
    onChoose?.();
    void navigate(option.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
      if (options.length === 0) return;
      const last = options.length - 1;
      // Round and round: past the last comes the first, and back.
      if (event.key === 'ArrowDown') setActive((index) => (index >= last ? 0 : index + 1));
      else setActive((index) => (index <= 0 ? last : index - 1));
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape' && expanded) {
      // The first Escape closes the suggestions only, keeping the text (a search box
      // clears itself on Escape); the next one is the filter panel's.
      event.preventDefault();
      event.stopPropagation();
      setListOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative min-w-0 flex-1">
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500 dark:text-stone-400" />
      <input
        id={id}
        type="search"
        name="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={m.searchPlaceholder}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          openList();
          setActive(-1);
        }}
        onFocus={onActivate}
        onClick={() => {
          onActivate?.();
          openList();
        }}
        onBlur={() => {
          setListOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        className={className}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={m.suggestions}
        hidden={!expanded}
        // Its own text colour: in the header the box sits on maroon, whose cream text would vanish on the white list.
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-y-auto rounded-md border border-stone-300 bg-white py-1 text-ink-900 shadow-lg dark:border-ink-600 dark:bg-ink-800 dark:text-cream-100"
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Pressing keeps the focus in the box, so the list is still there for the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onMouseMove={() => setActive(index)}
            className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 ${index === active ? 'bg-maroon-50 dark:bg-ink-700' : ''}`}
          >
            {option.imageUrl ? (
              <img src={imageSrc(option.imageUrl, 160)} alt="" width={32} height={40} className="h-10 w-8 shrink-0 rounded-sm object-cover" />
            ) : (
              <span aria-hidden="true" className="w-8 shrink-0" />
            )}
            <span lang={option.labelLang} className="min-w-0 flex-1 truncate text-sm">
              {option.label}
            </span>
            <span className="shrink-0 text-xs text-stone-600 dark:text-stone-300">{option.detail}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
