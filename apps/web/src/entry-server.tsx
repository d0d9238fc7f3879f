import { Writable } from 'node:stream';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { PublicSettings } from '@handloom/shared';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type HydrationState } from 'react-router';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createRoutes, loadMatchedRoutes, type LoadContext, type RouteHandle } from './app/router.tsx';
import { setApiTransport } from './lib/api-client.ts';
import { basename, locale } from './lib/locale.ts';
import { settings } from './lib/settings.ts';
import { RenderedHead } from './lib/use-document-title.ts';

// The server's half of the web app (built by `vite build --ssr` into
// dist-server/). The API server imports it once and renders every page with
// its data: the browser paints it before any JavaScript arrives, then
// main.tsx hydrates the same tree from the same answers.

export interface ServerSetup {
  settings: PublicSettings;
  /** Answers the app's API calls in-process (the server's own routes). */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
}

/** The language this bundle renders (built once per language). */
export { locale };

/** Once, before the first render. */
export function configure(setup: ServerSetup): void {
  Object.assign(settings, setup.settings);
  setApiTransport(setup.fetchApi);
}

export interface ImagePreload {
  url: string;
  sizes: string;
}

/** What main.tsx hydrates from: the router's state and the answers the page was rendered with. */
export interface HydrationPayload {
  router: HydrationState;
  queries: DehydratedState;
}

export interface Rendered {
  /** The markup inside #root. */
  html: string;
  payload: HydrationPayload;
  /** The page's first photographs, for <link rel="preload"> in the head. */
  images: ImagePreload[];
  /** The matched routes' modules (`src/routes/{module}.tsx`), for <link rel="modulepreload">. */
  modules: string[];
  /** The title the page gave itself, in the bundle's language (null when it gave none). */
  title: string | null;
}

export async function render(url: URL): Promise<Rendered> {
  const queryClient = createQueryClient();
  const images: ImagePreload[] = [];
  const context: LoadContext = {
    preloadImage: (image, sizes) => {
      if (image) images.push({ url: image, sizes });
    },
  };
  const routes = createRoutes(queryClient);
  await loadMatchedRoutes(routes, url.pathname, basename);
  const handler = createStaticHandler(routes, { basename: basename || undefined });
  const result = await handler.query(new Request(url), { requestContext: context as never });
  // Loaders neither redirect nor throw responses; a Response here is a bug.
  if (result instanceof Response) throw new Error(`A loader answered ${url.pathname} with a response (${result.status})`);
  // A failed answer is not sent to the browser (it asks again), so the server must not draw it either.
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });

  const router = createStaticRouter(handler.dataRoutes, result);
  let title: string | null = null;
  const html = await renderToString(
    <StrictMode>
      <RenderedHead value={(pageTitle) => (title = pageTitle)}>
        <Providers client={queryClient}>
          <StaticRouterProvider router={router} context={result} hydrate={false} />
        </Providers>
      </RenderedHead>
    </StrictMode>,
  );
  const modules = result.matches.flatMap((match) => {
    const handle = match.route.handle as RouteHandle | undefined;
    return handle ? [handle.module] : [];
  });
  const payload: HydrationPayload = {
    router: { loaderData: result.loaderData, actionData: result.actionData, errors: result.errors },
    queries: dehydrate(queryClient),
  };
  queryClient.clear();
  return { html, payload, images, modules, title };
}

/** React 19's streaming renderer, collected once everything (lazy parts included) is ready: the page is cached whole. */
function renderToString(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // A part that fails here is drawn by the browser instead (React's client fallback), which is a bug to fix: fail the page.
      onError: (error) => {
        stream.abort();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
