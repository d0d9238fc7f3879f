import { clientRoutes, type ClientRouteName } from '@handloom/shared';
import { generatePath } from 'react-router';

// Every link of the shop, built from the one route table in @handloom/shared.
// It lives in lib/ because features link to pages while app/router.tsx imports features.

const page = (name: ClientRouteName) => () => clientRoutes[name].pattern;
const withReturn = (pattern: string, returnTo?: string) => (returnTo && returnTo !== '/' ? `${pattern}?${new URLSearchParams({ returnTo })}` : pattern);

export const paths = {
  // Pages without parameters.
  home: page('home'), allProducts: page('allProducts'), favourites: page('favourites'), cart: page('cart'), order: page('order'),
  profile: page('profile'), dashboard: page('dashboard'), addProduct: page('addProduct'),
  forgotPassword: page('forgotPassword'), contact: page('contact'), about: page('about'), weavers: page('weavers'),
  termsAndConditions: page('termsAndConditions'), privacyPolicy: page('privacyPolicy'), shippingAndRefund: page('shippingAndRefund'),
  returnPolicy: page('returnPolicy'), donations: page('donations'),

  category: (category: string) => generatePath(clientRoutes.category.pattern, { category }),
  weaver: (slug: string) => generatePath(clientRoutes.weaver.pattern, { slug }),
  productInfo: (id: string) => generatePath(clientRoutes.productInfo.pattern, { id }),
  placedOrder: (number: string) => generatePath(clientRoutes.placedOrder.pattern, { number }),
  updateProduct: (id: string) => `${clientRoutes.updateProduct.pattern}?${new URLSearchParams({ id })}`,
  // Login and signup carry the page the shopper came from through each other, and return there.
  login: (returnTo?: string) => withReturn(clientRoutes.login.pattern, returnTo),
  signup: (returnTo?: string) => withReturn(clientRoutes.signup.pattern, returnTo),
} as const;
