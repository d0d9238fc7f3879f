import type { SessionUser } from '@handloom/shared';
import { Menu } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { lazyPart, PartBoundary } from '../../lib/lazy-part.tsx';
import { notifyError } from '../../lib/notify.ts';
import { messages } from '../../messages/messages.ts';
import { iconButton } from './header-styles.ts';
import { useClosesOnNavigation } from './use-closes-on-navigation.ts';

const m = messages.header;

// The panel (and the dialog library under it) downloads when a phone first opens the menu.
const loadDrawer = () => import('./mobile-drawer.tsx');
const MobileDrawer = lazyPart(loadDrawer);

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
        // An early start only: a failure shows when the panel is rendered (PartBoundary below).
        onPointerDown={() => void loadDrawer().catch(() => undefined)}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {opened ? (
        <PartBoundary
          fallback={null}
          onError={() => {
            // Not downloaded: the button is as before it was pressed, and the next press asks again (lazyPart).
            MobileDrawer.retry();
            setOpened(false);
            setOpen(false);
            void notifyError(messages.common.cannotReachShop);
          }}
        >
          <Suspense fallback={null}>
            <MobileDrawer open={open} onOpenChange={setOpen} user={user} opener={buttonRef} />
          </Suspense>
        </PartBoundary>
      ) : null}
    </>
  );
}
