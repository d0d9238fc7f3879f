import { useCatalogFacets } from '../../features/catalog/use-catalog-facets.ts';
import { LanguageSwitch } from '../../features/language/language-switch.tsx';
import { ThemeToggle } from '../../features/theme/theme-toggle.tsx';
import { useSession } from '../../features/session/use-session.ts';
import { messages } from '../../messages/messages.ts';
import { LazyCategoriesMenu } from './lazy-categories-menu.tsx';
import { AccountLinks, CartLink, Logo, ShopLinks } from './header-links.tsx';
import { barLink, iconButton } from './header-styles.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { PhoneSearch } from './phone-search.tsx';

const m = messages.header;

/**
 * The maroon bar: the shop's name, the account, the cart and the theme; below it (desktop) the shop's pages.
 * On phones it stays at the top while the page scrolls, with a search button; on desktop it scrolls away as before.
 */
export function Header() {
  const session = useSession();
  const user = session.data ?? null;
  const showAccount = !session.isPending;
  // Both menus list the categories: ask for them with the page, so a menu opens with them in it.
  useCatalogFacets();

  return (
    <header className="sticky top-0 z-40 border-b-4 border-zari-500 bg-maroon-800 text-cream-50 dark:border-zari-700 md:static dark:bg-ink-800 dark:text-cream-100">
      <a
        href="#main"
        className="sr-only rounded-md bg-zari-400 font-semibold text-ink-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:px-4 focus:py-2 focus-visible:outline-cream-50"
      >
        {m.skipToContent}
      </a>
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:px-6">
        <Logo />
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          {showAccount ? (
            // Below md the account's links live in the menu panel.
            <nav aria-label={m.accountNav} className="hidden md:block">
              <ul className="flex flex-wrap items-center justify-end gap-x-1">
                <AccountLinks user={user} place="bar" />
              </ul>
            </nav>
          ) : null}
          <PhoneSearch />
          <CartLink place="bar" />
          {/* On phones the switch is in the menu panel. */}
          <span className="hidden md:inline-flex">
            <LanguageSwitch className={barLink} />
          </span>
          <ThemeToggle className={iconButton} />
          <MobileMenu user={showAccount ? user : null} />
        </div>
      </div>
      <nav aria-label={m.mainNav} className="hidden border-t border-maroon-700 md:block dark:border-ink-700">
        <ul className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-1.5 sm:px-6">
          <ShopLinks place="bar" categories={<LazyCategoriesMenu />} />
        </ul>
      </nav>
    </header>
  );
}
