// The shop's route table (spec section 2). The browser router registers these
// and the server uses them to answer a client route with 200 and anything
// else with the NoPage screen and 404. One list, so the two cannot disagree.

export type RouteAccess = 'all' | 'user' | 'admin';

export interface ClientRoute {
  /** react-router pattern */
  pattern: string;
  access: RouteAccess;
}

export const clientRoutes = {
  home: { pattern: '/', access: 'all' },
  allProducts: { pattern: '/allproducts', access: 'all' },
  category: { pattern: '/category/:category', access: 'all' },
  productInfo: { pattern: '/productinfo/:id', access: 'all' },
  favorites: { pattern: '/favorites', access: 'all' },
  favourites: { pattern: '/favourites', access: 'all' },
  cart: { pattern: '/cart', access: 'user' },
  order: { pattern: '/order', access: 'user' },
  placedOrder: { pattern: '/order/:number', access: 'user' },
  profile: { pattern: '/profile', access: 'user' },
  dashboard: { pattern: '/dashboard', access: 'admin' },
  addProduct: { pattern: '/addproduct', access: 'admin' },
  updateProduct: { pattern: '/updateproduct', access: 'admin' },
  login: { pattern: '/login', access: 'all' },
  signup: { pattern: '/signup', access: 'all' },
  forgotPassword: { pattern: '/forgot-password', access: 'all' },
  resetPassword: { pattern: '/reset-password', access: 'all' },
  contact: { pattern: '/contact', access: 'all' },
  about: { pattern: '/about', access: 'all' },
  weavers: { pattern: '/weavers', access: 'all' },
  weaver: { pattern: '/weavers/:slug', access: 'all' },
  donations: { pattern: '/donations', access: 'all' },
  termsAndConditions: { pattern: '/termsandconditions', access: 'all' },
  privacyPolicy: { pattern: '/privacypolicy', access: 'all' },
  shippingAndRefund: { pattern: '/shippingandrefund', access: 'all' },
  returnPolicy: { pattern: '/returnpolicy', access: 'all' },
} as const satisfies Record<string, ClientRoute>;

export type ClientRouteName = keyof typeof clientRoutes;

/** Whether a pathname is one of the shop's pages (trailing slash tolerated). */
export function matchClientRoute(pathname: string): ClientRouteName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = path.split('/');
  for (const [name, route] of Object.entries(clientRoutes) as [ClientRouteName, ClientRoute][]) {
    const patternSegments = route.pattern.split('/');
    if (patternSegments.length !== segments.length) continue;
    const matches = patternSegments.every(
      (part, i) => (part.startsWith(':') ? (segments[i] ?? '').length > 0 : part === segments[i]),
    );
    if (matches) return name;
  }
  return null;
}
