import type { SessionUser } from '@handloom/shared';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { messages } from '../../messages/messages.ts';
import { iconButton } from './header-styles.ts';
import { useClosesOnNavigation } from './use-closes-on-navigation.ts';

const m = messages.header;

// The panel (and the dialog library under it) downloads when a phone first opens the menu.
const loadDrawer = () => import('./mobile-drawer.tsx');
const MobileDrawer = lazy(loadDrawer);

/** Below md: a hamburger opens a slide-in panel (a modal dialog) with every header link. */
export function MobileMenu({ user }: { user: SessionUser | null }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the panel can close itself (and give the focus back).
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useClosesOnNavigation(() => setOpen(false));

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${iconButton} md:hidden`}
        aria-label={m.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        // A finger or pointer on the button starts the download before the click lands.
        onPointerDown={() => void loadDrawer()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} user={user} opener={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
