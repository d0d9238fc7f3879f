import type { SessionUser } from '@handloom/shared';
import { Heart, LayoutDashboard, LogIn, LogOut, Package, ShoppingCart, UserPlus, UserRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { ShopMark } from '../../components/ui/shop-mark.tsx';
import { useCartStore } from '../../features/cart/cart-store.ts';
import { useLogout } from '../../features/session/use-logout.ts';
import { settings } from '../../lib/settings.ts';
import { messages } from '../../messages/messages.ts';
import { withTypedText } from '../../lib/owner-text.tsx';
import { paths } from '../../lib/paths.ts';
import { badge, barLink, highlightLink, panelLink, signupBarLink, type LinkPlace } from './header-styles.ts';

const m = messages.header;

interface HeaderLink {
  to: string;
  label: string;
  icon?: LucideIcon;
  /** Drawn as an outlined button on the bar (Signup). */
  outlined?: boolean;
}

// The one list of the header's links: the bar (desktop) and the menu panel (phones) both draw it.
function accountLinks(user: SessionUser | null): HeaderLink[] {
  if (!user) {
    return [
      { to: paths.login(), label: m.login, icon: LogIn },
      { to: paths.signup(), label: m.signup, icon: UserPlus, outlined: true },
    ];
  }
  return [
    { to: paths.order(), label: m.order, icon: Package },
    { to: paths.favourites(), label: m.favourites, icon: Heart },
    { to: paths.profile(), label: m.profile, icon: UserRound },
    ...(user.isAdmin ? [{ to: paths.dashboard(), label: m.admin, icon: LayoutDashboard }] : []),
  ];
}

function Icon({ icon: Glyph, place }: { icon: LucideIcon; place: LinkPlace }) {
  return place === 'bar' ? (
    <Glyph aria-hidden="true" className="size-4" />
  ) : (
    <Glyph aria-hidden="true" className="size-5 shrink-0 text-maroon-700 dark:text-zari-400" />
  );
}

function HeaderNavLink({ link, place }: { link: HeaderLink; place: LinkPlace }) {
  const className = place === 'panel' ? panelLink : link.outlined ? signupBarLink : barLink;
  return (
    <li>
      <NavLink to={link.to} className={className}>
        {link.icon ? <Icon icon={link.icon} place={place} /> : null}
        {link.label}
      </NavLink>
    </li>
  );
}

/** The account's links and Logout (list items); on the bar the greeting comes first. */
export function AccountLinks({ user, place }: { user: SessionUser | null; place: LinkPlace }) {
  const logout = useLogout();
  return (
    <>
      {user && place === 'bar' ? <li className="max-w-48 truncate px-2 text-sm text-zari-300">{withTypedText(m.greeting, user.name)}</li> : null}
      {accountLinks(user).map((link) => (
        <HeaderNavLink key={link.to} link={link} place={place} />
      ))}
      {user ? (
        <li>
          <button type="button" className={place === 'bar' ? barLink : `${panelLink} w-full`} onClick={() => void logout()}>
            <Icon icon={LogOut} place={place} />
            {m.logout}
          </button>
        </li>
      ) : null}
    </>
  );
}

/** The shop's pages (list items), with the Categories menu or list in its place. */
export function ShopLinks({ place, categories }: { place: LinkPlace; categories: ReactNode }) {
  const links: HeaderLink[] = [...(place === 'panel' ? [{ to: paths.home(), label: m.home }] : []), { to: paths.allProducts(), label: m.allProducts }];
  return (
    <>
      <li className={place === 'bar' ? 'mr-2' : 'mb-3'}>
        <NavLink to={paths.weavers()} className={place === 'bar' ? highlightLink : `${highlightLink} w-full justify-center py-2.5`}>
          {m.ourWeavers}
        </NavLink>
      </li>
      {links.map((link) => (
        <HeaderNavLink key={link.to} link={link} place={place} />
      ))}
      <li>{categories}</li>
      <HeaderNavLink link={{ to: paths.about(), label: m.about }} place={place} />
      <HeaderNavLink link={{ to: paths.contact(), label: m.contact }} place={place} />
    </>
  );
}

/** The cart with the number of lines in it; its name says the number too. */
export function CartLink({ place }: { place: LinkPlace }) {
  const count = useCartStore((s) => s.lines.length);
  if (place === 'panel') {
    return (
      <NavLink to={paths.cart()} aria-label={m.cartCount(count)} className={panelLink}>
        <Icon icon={ShoppingCart} place={place} />
        {m.cart}{' '}
        <span aria-hidden="true" className={`ml-auto px-2 ${badge}`}>
          {count}
        </span>
      </NavLink>
    );
  }
  return (
    <NavLink to={paths.cart()} aria-label={m.cartCount(count)} className={`${barLink} relative max-md:min-h-11 max-sm:gap-1 max-sm:px-1.5`}>
      <ShoppingCart aria-hidden="true" className="size-5" />
      <span className="hidden sm:inline">{m.cart}</span>{' '}
      <span aria-hidden="true" className={`inline-flex min-w-5 items-center justify-center px-1.5 ${badge}`}>
        {count}
      </span>
    </NavLink>
  );
}

export function Logo() {
  return (
    <Link
      to={paths.home()}
      className="flex min-w-0 items-center gap-2 rounded-md py-1 pr-1 font-serif text-base leading-tight font-semibold text-cream-50 sm:gap-2.5 sm:pr-2 sm:text-xl dark:text-zari-300"
    >
      {/* Below 375 px (a 360 px phone) the name alone fits beside the four buttons; the mark would push "Handlooms" under the search button. */}
      <ShopMark className="hidden size-8 shrink-0 min-[375px]:block sm:size-9" />
      {/* Breaks between its words only: the page's break-word (styles.css) would split a word of the name on a phone. */}
      <span className="min-w-0 break-normal">{settings.shopName}</span>
    </Link>
  );
}
