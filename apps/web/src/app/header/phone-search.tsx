import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchCombobox } from '../../features/catalog/search-combobox.tsx';
import { paths } from '../../lib/paths.ts';
import { messages } from '../../messages/messages.ts';
import { iconButton } from './header-styles.ts';
import { useClosesOnNavigation } from './use-closes-on-navigation.ts';

const m = messages.header;

/**
 * Below md: a search button on the (sticky) bar opens a search row under it,
 * with the catalogue's suggestions. The box takes the focus; Enter searches on
 * All products, Escape or the button closes it and gives the focus back to the
 * button. Closed on the server and at first paint, so hydration matches.
 */
export function PhoneSearch() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const panelId = useId();
  const navigate = useNavigate();
  useClosesOnNavigation(() => setOpen(false));

  useEffect(() => {
    if (open) document.getElementById(inputId)?.focus();
  }, [open, inputId]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = text.trim();
    close();
    void navigate(search ? `${paths.allProducts()}?${new URLSearchParams({ search })}` : paths.allProducts());
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${iconButton} md:hidden`}
        aria-label={open ? m.closeSearch : m.openSearch}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Search aria-hidden="true" className="size-6" />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        // Under the bar, across the whole header (the sticky header is the positioned box it is drawn in).
        className="absolute inset-x-0 top-full border-b-4 border-zari-500 bg-maroon-800 px-4 py-3 shadow-lg md:hidden dark:border-zari-700 dark:bg-ink-800"
      >
        {open ? (
          <form
            role="search"
            aria-label={m.searchLabel}
            className="flex gap-2"
            onSubmit={onSubmit}
            onKeyDown={(event) => {
              // The suggestions take the first Escape (and stop it); this one closes the row.
              if (event.key === 'Escape') {
                event.preventDefault();
                close();
              }
            }}
          >
            <label htmlFor={inputId} className="sr-only">
              {m.searchLabel}
            </label>
            <SearchCombobox
              id={inputId}
              value={text}
              onChange={setText}
              className="min-h-11 w-full rounded-md border border-stone-400 bg-white py-2 pr-3 pl-10 text-base text-ink-900 shadow-sm placeholder:text-stone-500 focus-visible:outline-zari-400 dark:border-stone-500 dark:bg-ink-900 dark:text-cream-100 dark:placeholder:text-stone-400"
            />
            <button
              type="submit"
              className="inline-flex min-h-11 shrink-0 items-center rounded-md bg-zari-400 px-4 text-sm font-semibold text-ink-900 hover:bg-zari-300 focus-visible:outline-cream-50"
            >
              {m.searchSubmit}
            </button>
          </form>
        ) : null}
      </div>
    </>
  );
}
