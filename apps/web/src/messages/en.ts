// Every text a shopper or the admin reads, in English. Texts quoted in the
// specification are kept word for word. A second language is a file of the
// same shape (`satisfies Messages`).

import { plural } from '@handloom/shared';
import type { Widen } from './widen.ts';

export const en = {
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    backToHome: 'Back to Home',
    close: 'Close',
    /** The toast area's name; Alt+T moves to it (react-toastify's key). */
    notifications: 'Notifications Alt+T',
    notificationTimer: 'notification timer',
    /** A call that reached nothing: no network, the shop down, or no answer in time. */
    cannotReachShop: 'Cannot reach the shop. Check your connection and try again.',
    /** An error answer without a message of its own (a proxy's page, say). */
    shopAnswered: (status: number) => `The shop answered ${status}. Please try again.`,
  },
  pagination: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  header: {
    home: 'Home',
    ourWeavers: 'Our Weavers',
    allProducts: 'All Products',
    categories: 'Categories',
    about: 'About',
    contact: 'Contact',
    cart: 'Cart',
    cartCount: (count: number) => `Cart, ${count} ${plural('en', count, { one: 'item', other: 'items' })}`,
    signup: 'Signup',
    login: 'Login',
    order: 'Order',
    favourites: 'Favourites',
    profile: 'Profile',
    logout: 'Logout',
    admin: 'Admin',
    greeting: (name: string) => `Hi, ${name}`,
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    openSearch: 'Search',
    closeSearch: 'Close search',
    searchLabel: 'Search the shop',
    searchSubmit: 'Search',
    menu: 'Menu',
    themeToLight: 'Switch to light mode',
    themeToDark: 'Switch to dark mode',
    skipToContent: 'Skip to content',
    mainNav: 'Main',
    accountNav: 'Your account',
    categoriesLoading: 'Loading categories…',
    categoriesFailed: 'Categories could not be loaded. Please try again later.',
    categoriesEmpty: 'No categories yet.',
  },
  footer: {
    home: 'Home',
    order: 'Order',
    cart: 'Cart',
    returnPolicy: 'Cancellation and Refund',
    shippingAndRefund: 'Shipping and Refund',
    about: 'About Us',
    contact: 'Contact Us',
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    tagline: 'Handwoven in Tamil Nadu, sold by the people who weave it.',
    rights: (year: number, shop: string) => `© ${year} ${shop}`,
    nav: 'Footer',
    shopHeading: 'Shop',
    helpHeading: 'Information',
    contactHeading: 'Get in touch',
    hours: 'Monday to Friday 9:00 AM to 5:00 PM',
  },
  notFound: {
    heading: 'NoPage',
    /** The tab's title, as the server writes it (pages/page-meta.ts notFoundMeta). */
    title: 'Page not found',
    text: 'There is no page at this address.',
    hint: 'The link may be old or mistyped. These pages are a good place to start:',
    home: 'Home',
    allProducts: 'All Products',
    contact: 'Contact Us',
  },
  errors: {
    pageFailed: 'This page could not be loaded.',
    /** A form's box that a check finds wrong but has no words of its own for. */
    fieldInvalid: 'Please check this field.',
  },
} as const;

export type Messages = Widen<typeof en>;
