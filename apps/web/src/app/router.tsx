import { clientRoutes, PRODUCT_CARD_IMAGE_SIZES, PRODUCT_PAGE_IMAGE_SIZES } from '@handloom/shared';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { categoryFromPath, filtersFromSearchParams, latestProductsQuery, productListQuery, type ProductFilters } from '../features/catalog/catalog-queries.ts';
import { productQuery } from '../features/product-detail/product-query.ts';
import { preloadImage } from '../lib/preload-image.ts';
import { queryClient } from './providers.tsx';
import { RequireAccess } from './require-access.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

type PageModule = { default: React.ComponentType };

// Every page is its own chunk: a shopper's first visit loads only what that page needs.
function page(path: string, load: () => Promise<PageModule>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

const r = clientRoutes;

// The catalogue pages ask for their data while their code is still on its way
// (a route's loader runs beside its lazy import), and start loading their
// first photographs as soon as the data names them. The loaders do not wait:
// the pages read the same queries and show their own spinners and errors.
// On a first visit the header and footer show at once, with a spinner (a
// screen tall, so the footer below does not jump) until the page is ready.
function prefetching(route: RouteObject, start: (args: LoaderFunctionArgs) => Promise<unknown>): RouteObject {
  return {
    ...route,
    hydrateFallbackElement: (
      <div className="min-h-screen">
        <Spinner />
      </div>
    ),
    loader: (args: LoaderFunctionArgs) => {
      start(args).catch(() => undefined);
      return null;
    },
  };
}

const searchOf = (request: Request) => new URL(request.url).searchParams;

async function prefetchList(filters: ProductFilters): Promise<void> {
  const list = await queryClient.fetchInfiniteQuery(productListQuery(filters));
  // The first row of cards is the list's largest content on a phone.
  for (const product of list.pages[0]?.items.slice(0, 2) ?? []) preloadImage(product.images[0], PRODUCT_CARD_IMAGE_SIZES);
}

async function prefetchProduct(id: string): Promise<void> {
  const product = await queryClient.fetchQuery(productQuery(id));
  preloadImage(product.images[0], PRODUCT_PAGE_IMAGE_SIZES);
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          prefetching(page(r.home.pattern, () => import('../routes/home.tsx')), () => queryClient.prefetchQuery(latestProductsQuery)),
          prefetching(page(r.allProducts.pattern, () => import('../routes/all-products.tsx')), ({ request }) =>
            prefetchList(filtersFromSearchParams(searchOf(request))),
          ),
          prefetching(page(r.category.pattern, () => import('../routes/category.tsx')), ({ request, params }) =>
            prefetchList(filtersFromSearchParams(searchOf(request), categoryFromPath(params.category ?? ''))),
          ),
          prefetching(page(r.productInfo.pattern, () => import('../routes/product-info.tsx')), ({ params }) => prefetchProduct(params.id ?? '')),
          page(r.favorites.pattern, () => import('../routes/favourites.tsx')),
          page(r.favourites.pattern, () => import('../routes/favourites.tsx')),
          page(r.login.pattern, () => import('../routes/login.tsx')),
          page(r.signup.pattern, () => import('../routes/signup.tsx')),
          page(r.forgotPassword.pattern, () => import('../routes/forgot-password.tsx')),
          page(r.resetPassword.pattern, () => import('../routes/reset-password.tsx')),
          page(r.contact.pattern, () => import('../routes/contact.tsx')),
          page(r.about.pattern, () => import('../routes/about.tsx')),
          page(r.weavers.pattern, () => import('../routes/weavers.tsx')),
          page(r.weaver.pattern, () => import('../routes/weaver.tsx')),
          page(r.donations.pattern, () => import('../routes/donations.tsx')),
          page(r.termsAndConditions.pattern, () => import('../routes/terms-and-conditions.tsx')),
          page(r.privacyPolicy.pattern, () => import('../routes/privacy-policy.tsx')),
          page(r.shippingAndRefund.pattern, () => import('../routes/shipping-and-refund.tsx')),
          page(r.returnPolicy.pattern, () => import('../routes/return-policy.tsx')),
          {
            element: <RequireAccess access="user" />,
            children: [
              page(r.cart.pattern, () => import('../routes/cart.tsx')),
              page(r.order.pattern, () => import('../routes/order.tsx')),
              page(r.placedOrder.pattern, () => import('../routes/placed-order.tsx')),
              page(r.profile.pattern, () => import('../routes/profile.tsx')),
            ],
          },
          {
            element: <RequireAccess access="admin" />,
            children: [
              page(r.dashboard.pattern, () => import('../routes/dashboard.tsx')),
              page(r.addProduct.pattern, () => import('../routes/add-product.tsx')),
              page(r.updateProduct.pattern, () => import('../routes/update-product.tsx')),
            ],
          },
          page('*', () => import('../routes/no-page.tsx')),
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
