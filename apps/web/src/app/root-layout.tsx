import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

const Toasts = lazy(() => import('./toasts.tsx'));

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-cream-50 text-ink-900 dark:bg-ink-900 dark:text-cream-100">
      <Header />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
