import { ChevronDown } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { lazyPart, PartBoundary } from '../../lib/lazy-part.tsx';
import { messages } from '../../messages/messages.ts';
import { barLink } from './header-styles.ts';

const m = messages.header;

// The menu library is not part of the first download: on a desktop-wide window
// it loads right after the first render, on a phone never (the panel lists the
// categories). Until it is there, a stand-in that looks the same takes a click
// or the focus and hands them over.
const CategoriesMenu = lazyPart(() => import('./categories-menu.tsx'));

// Tailwind's md breakpoint, where the bar shows the menu.
const desktopQuery = '(min-width: 48rem)';

export function LazyCategoriesMenu() {
  const [wanted, setWanted] = useState(false);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const desktop = window.matchMedia(desktopQuery);
    const loadOnDesktop = () => {
      if (desktop.matches) setWanted(true);
    };
    loadOnDesktop();
    desktop.addEventListener('change', loadOnDesktop);
    return () => desktop.removeEventListener('change', loadOnDesktop);
  }, []);

  const standIn = (
    <button
      type="button"
      className={`group ${barLink}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onFocus={() => {
        setFocused(true);
        setWanted(true);
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setOpenAtOnce(true);
        setWanted(true);
      }}
    >
      {m.categories}
      <ChevronDown aria-hidden="true" className="size-4" />
    </button>
  );
  if (!wanted) return standIn;
  return (
    <PartBoundary
      fallback={standIn}
      onError={() => {
        // Not downloaded: the stand-in stays, and its next click or focus asks again (lazyPart).
        CategoriesMenu.retry();
        setWanted(false);
        setOpenAtOnce(false);
      }}
    >
      <Suspense fallback={standIn}>
        <CategoriesMenu openAtOnce={openAtOnce} focusAtOnce={focused} />
      </Suspense>
    </PartBoundary>
  );
}
