import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { PartBoundary } from '../lib/lazy-part.tsx';
import { Outlet, ScrollRestoration } from 'react-router';
import { subscribeToToasts, toastsWanted } from '../lib/notify.ts';
import { Footer } from './footer.tsx';
import { Header } from './header/header.tsx';

const Toasts = lazy(() => import('./toasts.tsx'));

export function RootLayout() {
  // The toast area loads with the first toast (lib/notify.ts): most pages never show one.
  const showToasts = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  // Marks the page as live (hydrated or drawn) for whoever waits on it: tests, and CSS that hides controls that need JavaScript.
  useEffect(() => {
    document.documentElement.dataset.live = 'true';
  }, []);
  return (
    <div className="flex min-h-screen flex-col bg-cream-50 text-ink-900 dark:bg-ink-900 dark:text-cream-100">
      <Header />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        {/* No Suspense here: a page's code is loaded before it renders (the router's lazy routes, loadMatchedRoutes), and a
            boundary around the whole page would make React send it out of line, behind an inline script the CSP refuses. */}
        <Outlet />
      </main>
      <Footer />
      {showToasts ? (
        // Toasts that could not download are missed; the page they sit on is not.
        <PartBoundary fallback={null}>
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        </PartBoundary>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
