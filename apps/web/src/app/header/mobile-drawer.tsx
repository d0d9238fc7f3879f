import { LanguageSwitch } from '../../features/language/language-switch.tsx';
import type { SessionUser } from '@handloom/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useId, type RefObject } from 'react';
import { NavLink } from 'react-router';
import { messages } from '../../messages/messages.ts';
import { withTypedText } from '../../lib/owner-text.tsx';
import { paths } from '../../lib/paths.ts';
import { ProductText, shownCategory } from '../../lib/product-text.tsx';
import { AccountLinks, CartLink, ShopLinks } from './header-links.tsx';
import { iconButton, panelLink } from './header-styles.ts';
import { useCategories } from './use-categories.tsx';

const m = messages.header;

// Tailwind's md breakpoint, where the bar shows every link.
const desktopQuery = '(min-width: 48rem)';

interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: SessionUser | null;
  /** The button that opened the panel: the focus goes back to it. */
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * The phone's menu panel, a Radix modal dialog: the focus stays inside, the
 * page behind is hidden from screen readers and does not scroll, Escape or a
 * tap outside closes it, and the focus returns to the menu button.
 */
export default function MobileDrawer({ open, onOpenChange, user, opener }: MobileDrawerProps) {
  // A window grown to desktop width (where the panel is hidden) must not stay modal.
  useEffect(() => {
    if (!open) return;
    // The page behind the panel does not scroll while it is open.
    document.documentElement.classList.add('overflow-hidden');
    const desktop = window.matchMedia(desktopQuery);
    const closeOnDesktop = () => {
      if (desktop.matches) onOpenChange(false);
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => {
      document.documentElement.classList.remove('overflow-hidden');
      desktop.removeEventListener('change', closeOnDesktop);
    };
  }, [open, onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Not Dialog.Overlay: its scroll lock injects a <style> element, which the shop's CSP refuses. */}
        <div aria-hidden="true" className="fixed inset-0 z-50 bg-ink-900/60 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 h-dvh w-80 max-w-[88vw] bg-cream-50 text-ink-900 shadow-2xl transition-transform duration-200 motion-reduce:transition-none starting:translate-x-full md:hidden dark:bg-ink-800 dark:text-cream-100"
        >
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between gap-2 border-b-4 border-zari-500 bg-maroon-800 px-4 py-3 text-cream-50 dark:border-zari-700 dark:bg-ink-900">
              <Dialog.Title className="font-serif text-lg font-semibold">{user ? withTypedText(m.greeting, user.name) : m.menu}</Dialog.Title>
              <Dialog.Close className={iconButton} aria-label={m.closeMenu}>
                <X aria-hidden="true" className="size-6" />
              </Dialog.Close>
            </div>
            <nav aria-label={m.menu} className="flex-1 overflow-y-auto px-3 py-4">
              <ul className="space-y-0.5">
                <ShopLinks place="panel" categories={<CategoryGroup />} />
              </ul>
              <ul className="mt-4 space-y-0.5 border-t border-maroon-100 pt-4 dark:border-ink-700">
                <li>
                  <CartLink place="panel" />
                </li>
                <AccountLinks user={user} place="panel" />
                <li>
                  <LanguageSwitch className={panelLink} />
                </li>
              </ul>
            </nav>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** On a phone the categories are listed in the panel, under their heading. */
function CategoryGroup() {
  const headingId = useId();
  const { categories, note } = useCategories();
  return (
    <>
      <p id={headingId} className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wider text-maroon-700 uppercase dark:text-zari-300">
        {m.categories}
      </p>
      <div className="border-l-2 border-zari-400 pl-2 dark:border-zari-700" role="group" aria-labelledby={headingId}>
        {categories ? (
          <ul className="space-y-0.5">
            {categories.map((facet) => (
              <li key={facet.category}>
                <NavLink to={paths.category(facet.category)} className={panelLink}>
                  <ProductText shown={shownCategory(facet)} />
                </NavLink>
              </li>
            ))}
          </ul>
        ) : (
          note
        )}
      </div>
    </>
  );
}
