import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
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
  return (
    <div className="flex min-h-screen flex-col bg-cream-50 text-ink-900 dark:bg-ink-900 dark:text-cream-100">
      <Header />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
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
