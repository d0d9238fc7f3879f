import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { messages } from '../../messages/messages.ts';
import { paths } from '../../lib/paths.ts';
import { ProductText, shownCategory } from '../../lib/product-text.tsx';
import { barLink, panelLink } from './header-styles.ts';
import { useCategories } from './use-categories.tsx';
import { useClosesOnNavigation } from './use-closes-on-navigation.ts';

const m = messages.header;

/**
 * The bar's Categories menu (desktop). Radix does the menu's part: a click or
 * a tap toggles it; Enter, Space or ArrowDown opens it on the first category;
 * the arrows move, Enter follows, Escape closes and gives the focus back.
 * Tab and Shift+Tab close it and go on through the page (see leaveOnTab).
 */
export default function CategoriesMenu({ openAtOnce = false, focusAtOnce = false }: { openAtOnce?: boolean; focusAtOnce?: boolean }) {
  const [open, setOpen] = useState(openAtOnce);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useClosesOnNavigation(() => setOpen(false));

  // Radix keeps Tab inside an open menu (its content cancels the key), but the
  // WAI-ARIA menu button pattern has Tab and Shift+Tab close the menu and go on
  // through the page as if it had not been open (radix-ui/primitives#1565, #1934).
  // So, catching the key on its way down and stopping it there, before Radix's
  // handler can cancel it: give the focus back to the button, close, and
  // let the browser's own Tab carry on from the button, to the link after it
  // (or, with Shift, the one before it). Focus leaving a non-modal menu counts
  // as a click outside, so Radix does not pull the focus back when it closes.
  function leaveOnTab(event: KeyboardEvent) {
    if (event.key !== 'Tab') return;
    event.stopPropagation();
    triggerRef.current?.focus();
    setOpen(false);
  }

  return (
    // Not modal: the page stays scrollable and a click outside both closes the menu and lands.
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger ref={triggerRef} className={`group ${barLink}`} autoFocus={focusAtOnce}>
        {m.categories}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="start"
        sideOffset={6}
        onKeyDownCapture={leaveOnTab}
        className="z-40 max-h-[70vh] w-64 space-y-0.5 overflow-y-auto rounded-lg border border-zari-400 bg-cream-50 p-1.5 shadow-xl dark:border-zari-700 dark:bg-ink-800"
      >
        <CategoryItems />
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

function CategoryItems() {
  const { categories, note } = useCategories();
  if (!categories) return <DropdownMenu.Label>{note}</DropdownMenu.Label>;
  return categories.map((facet) => (
    <DropdownMenu.Item key={facet.category} asChild>
      <NavLink to={paths.category(facet.category)} className={`${panelLink} data-highlighted:bg-maroon-50 dark:data-highlighted:bg-ink-700`}>
        <ProductText shown={shownCategory(facet)} />
      </NavLink>
    </DropdownMenu.Item>
  ));
}
