import type { ShopLocale } from '@handloom/shared';

/** A shop page's address in a language: Tamil pages live under /ta/ (decision 018). */
export function pageUrlIn(url: string, locale: ShopLocale): string {
  if (locale === 'en') return url;
  const address = new URL(url);
  address.pathname = `/ta${address.pathname === '/' ? '' : address.pathname}`;
  return address.toString();
}
