// The shop's pages a journey walks through, as their English paths (the Tamil
// ones are the same under /ta).

/** Pages anyone may open without logging in, the not-found page included. */
export const publicPaths = [
  '/',
  '/allproducts',
  '/allproducts?category=dhotis',
  '/category/silk_sarees',
  '/favourites',
  '/login',
  '/signup',
  '/forgot-password',
  '/contact',
  '/about',
  '/weavers',
  '/donations',
  '/termsandconditions',
  '/privacypolicy',
  '/shippingandrefund',
  '/returnpolicy',
  '/no-such-page',
];

/** Pages that send a visitor to log in (a shopper's own, then the admin's). */
export const guardedPaths = ['/cart', '/order', '/profile', '/dashboard'];
