// The theme a page is drawn in, before any of the app's JavaScript runs.

/** The cookie that carries a shopper's explicit choice ('light' or 'dark') to the server. */
export const THEME_COOKIE = 'theme';

export type ServerTheme = 'light' | 'dark' | null;

/** The explicit choice in a Cookie header; null when the shopper follows the system's theme. */
export function themeFromCookieHeader(header: string | undefined): ServerTheme {
  const match = header ? new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=(light|dark)(?:;|$)`).exec(header) : null;
  return (match?.[1] as ServerTheme | undefined) ?? null;
}

/**
 * The one inline script of every page, run by the browser before it paints:
 * the cookie's choice, else the choice kept in storage, else the system's.
 * The server already drew the cookie's choice into <html>, so this matters
 * for shoppers who follow the system (the server cannot know it). The
 * Content-Security-Policy allows exactly this text, by its SHA-256.
 */
export const THEME_HEAD_SCRIPT =
  "(function(){try{var d=document.documentElement,c=/(?:^|; )theme=(light|dark)/.exec(document.cookie),t=c?c[1]:JSON.parse(localStorage.getItem('theme')||'\"system\"');" +
  "if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';" +
  "d.classList.toggle('dark',t==='dark');d.classList.toggle('light',t==='light');d.style.colorScheme=t}catch(e){}})()";

/** The cookie that remembers the language a shopper chose with the header's switch ('en' or 'ta'). */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The header the web client sends with every API call: the language of the
 * page it was made from ('en' or 'ta'). The API writes its errors and the
 * order's emails in it (the cookie is only set by the header's switch).
 */
export const LANGUAGE_HEADER = 'x-shop-language';
