import { clientRoutes } from '@handloom/shared';
import { generatePath } from 'react-router';

// Every link of the shop, built from the one route table in @handloom/shared.
// It lives in lib/ because features link to pages while app/router.tsx imports features.
export const paths = {
  home: () => clientRoutes.home.pattern,
  allProducts: () => clientRoutes.allProducts.pattern,
  category: (category: string) => generatePath(clientRoutes.category.pattern, { category }),
  productInfo: (id: string) => generatePath(clientRoutes.productInfo.pattern, { id }),
  favourites: () => clientRoutes.favourites.pattern,
  cart: () => clientRoutes.cart.pattern,
  order: () => clientRoutes.order.pattern,
  profile: () => clientRoutes.profile.pattern,
  dashboard: () => clientRoutes.dashboard.pattern,
  addProduct: () => clientRoutes.addProduct.pattern,
  updateProduct: (id: string) => `${clientRoutes.updateProduct.pattern}?id=${encodeURIComponent(id)}`,
  login: (returnTo?: string) =>
    returnTo ? `${clientRoutes.login.pattern}?returnTo=${encodeURIComponent(returnTo)}` : clientRoutes.login.pattern,
  signup: () => clientRoutes.signup.pattern,
  forgotPassword: () => clientRoutes.forgotPassword.pattern,
  contact: () => clientRoutes.contact.pattern,
  about: () => clientRoutes.about.pattern,
  weavers: () => clientRoutes.weavers.pattern,
  termsAndConditions: () => clientRoutes.termsAndConditions.pattern,
  privacyPolicy: () => clientRoutes.privacyPolicy.pattern,
  shippingAndRefund: () => clientRoutes.shippingAndRefund.pattern,
  returnPolicy: () => clientRoutes.returnPolicy.pattern,
} as const;
