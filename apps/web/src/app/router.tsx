import { clientRoutes, PRODUCT_CARD_IMAGE_SIZES, PRODUCT_PAGE_IMAGE_SIZES } from '@handloom/shared';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { categoryFromPath, filtersFromSearchParams, latestProductsQuery, productListQuery, type ProductFilters } from '../features/catalog/catalog-queries.ts';
import { productQuery } from '../features/product-detail/product-query.ts';
import { productReviewsQuery } from '../features/reviews/reviews-api.ts';
import { catalogFacetsQuery, filteredFacetsQuery } from '../features/catalog/use-catalog-facets.ts';
import { preloadImage } from '../lib/preload-image.ts';
import { RequireAccess } from './require-access.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

type PageModule = { default: React.ComponentType };

/** What a route module is called in the build's manifest (`src/routes/{module}.tsx`), for its modulepreload. */
export interface RouteHandle {
  module: string;
}

// Every page is its own chunk: a shopper's first visit loads only what that page needs.
function page(path: string, module: string, load: () => Promise<PageModule>): RouteObject {
  const handle: RouteHandle = { module };
  return { path, handle, lazy: async () => ({ Component: (await load()).default }) };
}

const r = clientRoutes;

/**
 * What the server gives the loaders: a place to name the page's first
 * photographs, which it turns into <link rel="preload"> in the HTML's head.
 */
export interface LoadContext {
  preloadImage: (url: string | undefined, sizes: string) => void;
}

type Loader = (args: LoaderFunctionArgs, preload: LoadContext['preloadImage']) => Promise<unknown>;

// The catalogue pages' data. On the server the loader waits for it, so the
// first HTML has the products in it; the browser then starts from the same
// answers (dehydrated into the page) without asking again. In the browser a
// later navigation does not wait: the loader asks for the data while the
// page's code is on its way, and the page shows its own spinner and errors.
function prefetching(route: RouteObject, start: Loader): RouteObject {
  return {
    ...route,
    loader: async (args: LoaderFunctionArgs) => {
      const server = (args.context as LoadContext | undefined)?.preloadImage;
      const work = start(args, server ?? preloadImage).catch(() => undefined);
      if (server) await work;
      return null;
    },
  };
}

const searchOf = (request: Request) => new URL(request.url).searchParams;

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  // The categories and prices: the home grid and the list filters (on the server, so they work without JavaScript).
  const facets = () => queryClient.prefetchQuery(catalogFacetsQuery);

  async function prefetchList(filters: ProductFilters, preload: LoadContext['preloadImage']): Promise<void> {
    // The filter panel's fabric, colour and occasion counts honour the list's filters.
    const [list] = await Promise.all([queryClient.fetchInfiniteQuery(productListQuery(filters)), facets(), queryClient.prefetchQuery(filteredFacetsQuery(filters))]);
    // The first row of cards is the list's largest content on a phone.
    for (const product of list.pages[0]?.items.slice(0, 2) ?? []) preload(product.images[0], PRODUCT_CARD_IMAGE_SIZES);
  }

  async function prefetchLatest(preload: LoadContext['preloadImage']): Promise<void> {
    const [latest] = await Promise.all([queryClient.fetchQuery(latestProductsQuery), facets()]);
    for (const product of latest.items.slice(0, 2)) preload(product.images[0], PRODUCT_CARD_IMAGE_SIZES);
  }

  async function prefetchProduct(id: string, preload: LoadContext['preloadImage']): Promise<void> {
    // The approved reviews are the same for everyone: the first HTML has them, and the category's name (the breadcrumb).
    const [product] = await Promise.all([queryClient.fetchQuery(productQuery(id)), queryClient.prefetchQuery(productReviewsQuery(id)), facets()]);
    preload(product?.images[0], PRODUCT_PAGE_IMAGE_SIZES);
  }

  return [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          prefetching(page(r.home.pattern, 'home', () => import('../routes/home.tsx')), (_, preload) => prefetchLatest(preload)),
          prefetching(page(r.allProducts.pattern, 'all-products', () => import('../routes/all-products.tsx')), ({ request }, preload) =>
            prefetchList(filtersFromSearchParams(searchOf(request)), preload),
          ),
          prefetching(page(r.category.pattern, 'category', () => import('../routes/category.tsx')), ({ request, params }, preload) =>
            prefetchList(filtersFromSearchParams(searchOf(request), categoryFromPath(params.category ?? '')), preload),
          ),
          prefetching(page(r.productInfo.pattern, 'product-info', () => import('../routes/product-info.tsx')), ({ params }, preload) => prefetchProduct(params.id ?? '', preload)),
          page(r.favorites.pattern, 'favourites', () => import('../routes/favourites.tsx')),
          page(r.favourites.pattern, 'favourites', () => import('../routes/favourites.tsx')),
          page(r.login.pattern, 'login', () => import('../routes/login.tsx')),
          page(r.signup.pattern, 'signup', () => import('../routes/signup.tsx')),
          page(r.forgotPassword.pattern, 'forgot-password', () => import('../routes/forgot-password.tsx')),
          page(r.resetPassword.pattern, 'reset-password', () => import('../routes/reset-password.tsx')),
          page(r.contact.pattern, 'contact', () => import('../routes/contact.tsx')),
          page(r.about.pattern, 'about', () => import('../routes/about.tsx')),
          page(r.weavers.pattern, 'weavers', () => import('../routes/weavers.tsx')),
          page(r.weaver.pattern, 'weaver', () => import('../routes/weaver.tsx')),
          page(r.donations.pattern, 'donations', () => import('../routes/donations.tsx')),
          page(r.termsAndConditions.pattern, 'terms-and-conditions', () => import('../routes/terms-and-conditions.tsx')),
          page(r.privacyPolicy.pattern, 'privacy-policy', () => import('../routes/privacy-policy.tsx')),
          page(r.shippingAndRefund.pattern, 'shipping-and-refund', () => import('../routes/shipping-and-refund.tsx')),
          page(r.returnPolicy.pattern, 'return-policy', () => import('../routes/return-policy.tsx')),
          {
            element: <RequireAccess access="user" />,
            children: [
              page(r.cart.pattern, 'cart', () => import('../routes/cart.tsx')),
              page(r.order.pattern, 'order', () => import('../routes/order.tsx')),
              page(r.placedOrder.pattern, 'placed-order', () => import('../routes/placed-order.tsx')),
              page(r.profile.pattern, 'profile', () => import('../routes/profile.tsx')),
            ],
          },
          {
            element: <RequireAccess access="admin" />,
            children: [
              page(r.dashboard.pattern, 'dashboard', () => import('../routes/dashboard.tsx')),
              page(r.addProduct.pattern, 'add-product', () => import('../routes/add-product.tsx')),
              page(r.updateProduct.pattern, 'update-product', () => import('../routes/update-product.tsx')),
            ],
          },
          page('*', 'no-page', () => import('../routes/no-page.tsx')),
        ],
      },
    ],
  },
  ];
}

/**
 * Loads the code of the pages a path matches into their routes, before the
 * first render: on the server, so the page is drawn whole at once; in the
 * browser before hydrating, so the first render there is the server's page
 * and not a fallback.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string, basename: string): Promise<void> {
  const lazy = matchRoutes(routes, pathname, basename || undefined)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
