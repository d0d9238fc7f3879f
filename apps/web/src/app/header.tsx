import type { SessionUser } from '@handloom/shared';
import {
  ChevronDown,
  Heart,
  LayoutDashboard,
  LogIn,
  LogOut,
  Menu,
  Moon,
  Package,
  ShoppingCart,
  Sun,
  UserPlus,
  UserRound,
  X,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ShopMark } from '../components/ui/shop-mark.tsx';
import { useCartStore } from '../features/cart/cart-store.ts';
import { useCatalogFacets } from '../features/catalog/use-catalog-facets.ts';
import { useLogout } from '../features/session/use-logout.ts';
import { useSession } from '../features/session/use-session.ts';
import { useThemeStore } from '../features/theme/theme-store.ts';
import { settings } from '../lib/settings.ts';
import { messages } from '../messages/messages.ts';
import { paths } from './paths.ts';

const m = messages.header;

// Links on the maroon bar; the active page is underlined in zari.
const barLink =
  'inline-flex items-center gap-1.5 rounded-md px-2.5 py-2 text-sm font-medium text-cream-50 hover:bg-maroon-700 hover:text-white aria-[current=page]:underline aria-[current=page]:decoration-zari-400 aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 dark:text-cream-100 dark:hover:bg-ink-700';
const highlightLink =
  'inline-flex items-center rounded-full bg-zari-400 px-3.5 py-1.5 text-sm font-semibold text-ink-900 shadow-sm hover:bg-zari-300 aria-[current=page]:ring-2 aria-[current=page]:ring-cream-50';
const iconButton =
  'inline-flex size-10 items-center justify-center rounded-md text-cream-50 hover:bg-maroon-700 dark:text-cream-100 dark:hover:bg-ink-700';
// Links on cream (dropdown, menu panel) get a maroon focus ring: gold is too faint there.
const panelLink =
  'flex items-center gap-3 rounded-md px-3 py-2.5 text-ink-900 hover:bg-maroon-50 focus-visible:outline-maroon-700 aria-[current=page]:font-semibold aria-[current=page]:text-maroon-700 dark:text-cream-100 dark:hover:bg-ink-700 dark:focus-visible:outline-zari-400 dark:aria-[current=page]:text-zari-300';

export function Header() {
  const session = useSession();
  const user = session.data ?? null;
  const showAccount = !session.isPending;

  return (
    <header className="border-b-4 border-zari-500 bg-maroon-800 text-cream-50 dark:border-zari-700 dark:bg-ink-800 dark:text-cream-100">
      <a
        href="#main"
        className="sr-only rounded-md bg-zari-400 font-semibold text-ink-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:px-4 focus:py-2 focus-visible:outline-cream-50"
      >
        {m.skipToContent}
      </a>
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:px-6">
        <Logo />
        <div className="ml-auto flex items-center gap-1">
          {showAccount ? <AccountLinks user={user} /> : null}
          <CartLink />
          <ThemeToggle />
          <MobileMenu user={showAccount ? user : null} />
        </div>
      </div>
      <nav aria-label={m.mainNav} className="hidden border-t border-maroon-700 md:block dark:border-ink-700">
        <ul className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-1.5 sm:px-6">
          <li className="mr-2">
            <NavLink to={paths.weavers()} className={highlightLink}>
              {m.ourWeavers}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.allProducts()} className={barLink}>
              {m.allProducts}
            </NavLink>
          </li>
          <li>
            <CategoriesDropdown />
          </li>
          <li>
            <NavLink to={paths.about()} className={barLink}>
              {m.about}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.contact()} className={barLink}>
              {m.contact}
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}

function Logo() {
  return (
    <Link
      to={paths.home()}
      className="flex min-w-0 items-center gap-2.5 rounded-md py-1 pr-2 font-serif text-lg leading-tight font-semibold text-cream-50 sm:text-xl dark:text-zari-300"
    >
      <ShopMark className="size-9 shrink-0" />
      <span className="min-w-0">{settings.shopName}</span>
    </Link>
  );
}

/** Desktop account links; below md they live in the menu panel. */
function AccountLinks({ user }: { user: SessionUser | null }) {
  const logout = useLogout();
  return (
    <nav aria-label={m.accountNav} className="hidden md:block">
      <ul className="flex flex-wrap items-center justify-end gap-x-1">
        {user ? (
          <>
            <li className="max-w-48 truncate px-2 text-sm text-zari-300">{m.greeting(user.name)}</li>
            <li>
              <NavLink to={paths.order()} className={barLink}>
                <Package aria-hidden="true" className="size-4" />
                {m.order}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.favourites()} className={barLink}>
                <Heart aria-hidden="true" className="size-4" />
                {m.favourites}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.profile()} className={barLink}>
                <UserRound aria-hidden="true" className="size-4" />
                {m.profile}
              </NavLink>
            </li>
            {user.isAdmin ? (
              <li>
                <NavLink to={paths.dashboard()} className={barLink}>
                  <LayoutDashboard aria-hidden="true" className="size-4" />
                  {m.admin}
                </NavLink>
              </li>
            ) : null}
            <li>
              <button type="button" className={barLink} onClick={() => void logout()}>
                <LogOut aria-hidden="true" className="size-4" />
                {m.logout}
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <NavLink to={paths.login()} className={barLink}>
                <LogIn aria-hidden="true" className="size-4" />
                {m.login}
              </NavLink>
            </li>
            <li>
              <NavLink
                to={paths.signup()}
                className="ml-1 inline-flex items-center gap-1.5 rounded-md border border-zari-400 px-3 py-1.5 text-sm font-semibold text-zari-300 hover:bg-maroon-700 aria-[current=page]:bg-maroon-700 dark:hover:bg-ink-700"
              >
                <UserPlus aria-hidden="true" className="size-4" />
                {m.signup}
              </NavLink>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}

function CartLink() {
  const count = useCartStore((s) => s.lines.length);
  return (
    <NavLink to={paths.cart()} aria-label={m.cartCount(count)} className={`${barLink} relative`}>
      <ShoppingCart aria-hidden="true" className="size-5" />
      <span className="hidden sm:inline">{m.cart}</span>{' '}
      <span
        aria-hidden="true"
        className="inline-flex min-w-5 items-center justify-center rounded-full bg-zari-400 px-1.5 text-xs leading-5 font-bold text-ink-900"
      >
        {count}
      </span>
    </NavLink>
  );
}

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeToSystemTheme(onChange: () => void) {
  const media = window.matchMedia(darkQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function ThemeToggle() {
  const choice = useThemeStore((s) => s.choice);
  const setChoice = useThemeStore((s) => s.setChoice);
  const systemIsDark = useSyncExternalStore(subscribeToSystemTheme, () => window.matchMedia(darkQuery).matches);
  const isDark = choice === 'system' ? systemIsDark : choice === 'dark';
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={isDark ? m.themeToLight : m.themeToDark}
      onClick={() => setChoice(isDark ? 'light' : 'dark')}
    >
      {isDark ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </button>
  );
}

/** One entry per category; shared by the dropdown and the menu panel. */
function CategoryLinks({ className, onKeyDown }: { className: string; onKeyDown?: (event: KeyboardEvent) => void }) {
  const facets = useCatalogFacets();
  if (facets.isPending) return <p className="px-3 py-2.5 text-sm text-stone-600 dark:text-stone-300">{m.categoriesLoading}</p>;
  if (facets.isError) return <p className="px-3 py-2.5 text-sm text-maroon-700 dark:text-zari-300">{m.categoriesFailed}</p>;
  const categories = facets.data.categories;
  if (categories.length === 0) return <p className="px-3 py-2.5 text-sm text-stone-600 dark:text-stone-300">{m.categoriesEmpty}</p>;
  return (
    <ul className={className} onKeyDown={onKeyDown}>
      {categories.map((facet) => (
        <li key={facet.category}>
          <NavLink to={paths.category(facet.category)} className={panelLink}>
            {facet.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Closes whatever is open when the page changes (a link was followed, or Back). */
function useClosesOnNavigation(close: () => void) {
  const location = useLocation();
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    close();
  }
}

function CategoriesDropdown() {
  const [open, setOpen] = useState(false);
  // Opened by click or keyboard: it stays open when the pointer leaves.
  const [pinned, setPinned] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = () => {
    setOpen(false);
    setPinned(false);
  };
  useClosesOnNavigation(close);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        setOpen(false);
        setPinned(false);
      }
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusWasInside = rootRef.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      setPinned(false);
      if (focusWasInside) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>(`[id="${panelId}"] a`) ?? []);

  const onButtonClick = () => {
    if (open && !pinned) {
      setPinned(true);
      return;
    }
    setOpen(!open);
    setPinned(!open);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    setPinned(true);
    // The panel is in the page already (hidden); focus its first link once it shows.
    requestAnimationFrame(() => links()[0]?.focus());
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? Math.min(all.length - 1, index + 1) : index - 1;
    if (next < 0) buttonRef.current?.focus();
    else all[next]?.focus();
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse' && !pinned) setOpen(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={barLink}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {m.categories}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} hidden={!open} className="absolute top-full left-0 z-40 pt-1.5">
        <div className="max-h-[70vh] w-64 overflow-y-auto rounded-lg border border-zari-400 bg-cream-50 p-1.5 shadow-xl dark:border-zari-700 dark:bg-ink-800">
          <CategoryLinks className="space-y-0.5" onKeyDown={onListKeyDown} />
        </div>
      </div>
    </div>
  );
}

function MenuLink({ to, icon, children }: { to: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <li>
      <NavLink to={to} className={panelLink}>
        {icon}
        {children}
      </NavLink>
    </li>
  );
}

// Tailwind's md breakpoint, where the bar shows every link.
const desktopQuery = '(min-width: 48rem)';

/** Below md: a hamburger opens a slide-in panel (a modal dialog) with every header link. */
function MobileMenu({ user }: { user: SessionUser | null }) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const categoriesId = useId();
  const logout = useLogout();
  const cartCount = useCartStore((s) => s.lines.length);
  useClosesOnNavigation(() => setOpen(false));

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open) return;
    // The page behind the panel does not scroll while it is open, and a window
    // grown to desktop width (where the panel is hidden) must not stay modal.
    document.documentElement.classList.add('overflow-hidden');
    const desktop = window.matchMedia(desktopQuery);
    const closeOnDesktop = () => {
      if (desktop.matches) setOpen(false);
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => {
      document.documentElement.classList.remove('overflow-hidden');
      desktop.removeEventListener('change', closeOnDesktop);
    };
  }, [open]);

  const icon = (Icon: typeof Heart) => <Icon aria-hidden="true" className="size-5 shrink-0 text-maroon-700 dark:text-zari-400" />;

  return (
    <>
      <button type="button" className={`${iconButton} md:hidden`} aria-label={m.openMenu} aria-expanded={open} onClick={() => setOpen(true)}>
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        // Escape (the dialog's own cancel) and the close button both land here.
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop targets the dialog itself; the panel fills the dialog.
          if (event.target === event.currentTarget) setOpen(false);
        }}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[88vw] bg-cream-50 p-0 text-ink-900 shadow-2xl transition-transform duration-200 backdrop:bg-ink-900/60 motion-reduce:transition-none starting:translate-x-full md:hidden dark:bg-ink-800 dark:text-cream-100"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-2 border-b-4 border-zari-500 bg-maroon-800 px-4 py-3 text-cream-50 dark:border-zari-700 dark:bg-ink-900">
            <h2 id={titleId} className="font-serif text-lg font-semibold">
              {user ? m.greeting(user.name) : m.menu}
            </h2>
            <button ref={closeRef} type="button" className={iconButton} aria-label={m.closeMenu} onClick={() => setOpen(false)}>
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <nav aria-label={m.menu} className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-0.5">
              <li className="mb-3">
                <NavLink to={paths.weavers()} className={`${highlightLink} w-full justify-center py-2.5`}>
                  {m.ourWeavers}
                </NavLink>
              </li>
              <MenuLink to={paths.home()}>{m.home}</MenuLink>
              <MenuLink to={paths.allProducts()}>{m.allProducts}</MenuLink>
              <li>
                <p id={categoriesId} className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wider text-maroon-700 uppercase dark:text-zari-300">
                  {m.categories}
                </p>
                <div className="border-l-2 border-zari-400 pl-2 dark:border-zari-700" role="group" aria-labelledby={categoriesId}>
                  <CategoryLinks className="space-y-0.5" />
                </div>
              </li>
              <MenuLink to={paths.about()}>{m.about}</MenuLink>
              <MenuLink to={paths.contact()}>{m.contact}</MenuLink>
            </ul>
            <ul className="mt-4 space-y-0.5 border-t border-maroon-100 pt-4 dark:border-ink-700">
              <li>
                <NavLink to={paths.cart()} aria-label={m.cartCount(cartCount)} className={panelLink}>
                  {icon(ShoppingCart)}
                  {m.cart}{' '}
                  <span aria-hidden="true" className="ml-auto rounded-full bg-zari-400 px-2 text-xs leading-5 font-bold text-ink-900">
                    {cartCount}
                  </span>
                </NavLink>
              </li>
              {user ? (
                <>
                  <MenuLink to={paths.order()} icon={icon(Package)}>
                    {m.order}
                  </MenuLink>
                  <MenuLink to={paths.favourites()} icon={icon(Heart)}>
                    {m.favourites}
                  </MenuLink>
                  <MenuLink to={paths.profile()} icon={icon(UserRound)}>
                    {m.profile}
                  </MenuLink>
                  {user.isAdmin ? (
                    <MenuLink to={paths.dashboard()} icon={icon(LayoutDashboard)}>
                      {m.admin}
                    </MenuLink>
                  ) : null}
                  <li>
                    <button type="button" className={`${panelLink} w-full`} onClick={() => void logout()}>
                      {icon(LogOut)}
                      {m.logout}
                    </button>
                  </li>
                </>
              ) : (
                <>
                  <MenuLink to={paths.login()} icon={icon(LogIn)}>
                    {m.login}
                  </MenuLink>
                  <MenuLink to={paths.signup()} icon={icon(UserPlus)}>
                    {m.signup}
                  </MenuLink>
                </>
              )}
            </ul>
          </nav>
        </div>
      </dialog>
    </>
  );
}
