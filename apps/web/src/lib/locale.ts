import type { ShopLocale } from '@handloom/shared';

// The shop is built once per language (`vite build --mode ta` makes the Tamil
// pages under /ta/): the language is a constant of the bundle, so each page
// carries only its own catalogue, and the server renders each language with
// its own bundle. See docs/decisions/018-tamil-pages.md.
export const locale: ShopLocale = import.meta.env.MODE === 'ta' ? 'ta' : 'en';

/** Where this language's pages live: '' for English, '/ta' for Tamil (react-router's basename). */
export const basename = locale === 'ta' ? '/ta' : '';
