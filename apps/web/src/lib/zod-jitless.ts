import { config } from 'zod/v4';

// The browser's zod (apps/web/vite.config.ts sends the pages' `import 'zod'`
// here). zod compiles its object parsers with `new Function` when it may, and
// tries one to find out; the shop's Content-Security-Policy forbids eval, so
// Chromium reported the refused try as a CSP violation on every page that
// checks a form. The forms' few checks run as well without compiling.
config({ jitless: true });

export * from 'zod/v4';
