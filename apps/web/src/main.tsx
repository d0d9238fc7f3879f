import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createRoutes, loadMatchedRoutes } from './app/router.tsx';
import { basename } from './lib/locale.ts';
import type { HydrationPayload } from './entry-server.tsx';
import { startFollowingSystemTheme } from './features/theme/theme-store.ts';
import './styles.css';

startFollowingSystemTheme();

/** What the server rendered the page with (entry-server.tsx), or null for a page it did not render. */
function serverPayload(): HydrationPayload | null {
  const text = document.getElementById('ssr-state')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as HydrationPayload;
  } catch {
    return null;
  }
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const queryClient = createQueryClient();
  const payload = serverPayload();
  if (payload) hydrate(queryClient, payload.queries);
  const routes = createRoutes(queryClient);
  if (payload) await loadMatchedRoutes(routes, window.location.pathname, basename);
  const router = createBrowserRouter(routes, { basename: basename || undefined, ...(payload ? { hydrationData: payload.router } : {}) });
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (payload) {
    // Hydrating in a transition lets React yield to the browser every few
    // milliseconds instead of holding the main thread for the whole tree: on
    // a slow phone a tap during hydration is answered, not queued behind it.
    startTransition(() => {
      hydrateRoot(root, app, {
        // A page that hydrates differently from what the server drew is a bug: say so where tests and developers look.
        onRecoverableError: (error) => console.error('The page did not hydrate as the server rendered it:', error),
      });
    });
  }
  else createRoot(root).render(app);
}

void start();
