import { categoryLabel, type ClientRouteName } from '@handloom/shared';

// What the server writes into <head> for each page, so a shared link or a
// search engine sees the page's own title and description without running
// any JavaScript.

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL; omitted for pages that should not be indexed. */
  canonicalPath?: string;
  noindex?: boolean;
  image?: string;
  type?: 'website' | 'product';
  jsonLd?: unknown;
}

type StaticMeta = Omit<PageMeta, 'canonicalPath'> & { indexable: boolean };

const staticPages: Record<Exclude<ClientRouteName, 'category' | 'productInfo'>, StaticMeta> = {
  home: {
    title: 'Handwoven silk and cotton from Tamil Nadu',
    description: 'Handloom sarees, dhotis and scarves woven by hand in Tamil Nadu, sold straight from the weavers\' shop.',
    indexable: true,
  },
  allProducts: { title: 'All Products', description: 'Every handloom saree, dhoti, scarf and stole in the shop.', indexable: true },
  favorites: { title: 'Your Favourites', description: 'The handloom pieces you keep an eye on.', indexable: false },
  favourites: { title: 'Your Favourites', description: 'The handloom pieces you keep an eye on.', indexable: false },
  cart: { title: 'Cart', description: 'Your cart.', indexable: false },
  order: { title: 'Your Orders', description: 'Your orders and their delivery status.', indexable: false },
  profile: { title: 'Profile', description: 'Your account.', indexable: false },
  dashboard: { title: 'Dashboard', description: 'Run the shop.', indexable: false },
  addProduct: { title: 'Add Product', description: 'Add a product.', indexable: false },
  updateProduct: { title: 'Update Product', description: 'Update a product.', indexable: false },
  login: { title: 'Login', description: 'Log in to your account.', indexable: false },
  signup: { title: 'Signup', description: 'Create an account.', indexable: false },
  contact: { title: 'Contact Us', description: 'Write, call or visit the shop.', indexable: true },
  about: { title: 'About Us', description: 'Who we are and how we work with the weavers.', indexable: true },
  weavers: {
    title: 'Our Weavers',
    description: 'Handlooms and the weavers of Tamil Nadu: their craft, their challenges, their history and today.',
    indexable: true,
  },
  termsAndConditions: { title: 'Terms and Conditions', description: 'The terms of using the shop.', indexable: true },
  privacyPolicy: { title: 'Privacy Policy', description: 'What we keep about you and why.', indexable: true },
  shippingAndRefund: { title: 'Shipping and Refund', description: 'How we ship, what it costs and how refunds work.', indexable: true },
  returnPolicy: { title: 'Cancellation and Refund', description: 'Cancellations, returns and refunds.', indexable: true },
};

export function staticPageMeta(name: keyof typeof staticPages, path: string): PageMeta {
  const { indexable, ...meta } = staticPages[name];
  return indexable ? { ...meta, canonicalPath: path } : { ...meta, noindex: true };
}

export function categoryPageMeta(category: string): PageMeta {
  const label = categoryLabel(category);
  return {
    title: label,
    description: `Handloom ${label.toLowerCase()} woven in Tamil Nadu.`,
    canonicalPath: `/category/${encodeURIComponent(category)}`,
  };
}

export const notFoundMeta: PageMeta = {
  title: 'Page not found',
  description: 'There is no page at this address.',
  noindex: true,
};
