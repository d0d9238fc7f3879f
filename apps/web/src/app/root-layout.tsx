import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer.tsx';
import { Header } from './header/header.tsx';

const Toasts = lazy(() => import('./toasts.tsx'));

/** True once the first screen is done (the browser is idle, or 2 s have passed). */
function useFirstScreenDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const finish = () => setDone(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(finish, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(finish, 2000);
    return () => clearTimeout(timer);
  }, []);
  return done;
}

export function RootLayout() {
  // The toast area is not needed for the first screen: it loads after it.
  const showToasts = useFirstScreenDone();
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
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
