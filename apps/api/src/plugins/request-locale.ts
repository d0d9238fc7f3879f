import { LANGUAGE_COOKIE, LANGUAGE_HEADER, type ShopLocale } from '@handloom/shared';
import type { IncomingHttpHeaders } from 'node:http';

// The language a request speaks: the header the web client sends with every
// call (the language of the page it was made from), else the language cookie
// the header's switch sets, else English.

const cookiePattern = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|ta)(?:;|$)`);

function asLocale(value: string | null | undefined): ShopLocale | null {
  return value === 'en' || value === 'ta' ? value : null;
}

/** Fastify's headers (`request.headers`) or a Fetch request's (better-auth's callbacks). */
export function requestLocale(headers: IncomingHttpHeaders | Headers | undefined): ShopLocale {
  if (!headers) return 'en';
  const read = (name: string): string | undefined => {
    const value = headers instanceof Headers ? headers.get(name) : headers[name];
    return Array.isArray(value) ? value[0] : (value ?? undefined);
  };
  return asLocale(read(LANGUAGE_HEADER)?.trim()) ?? asLocale(cookiePattern.exec(read('cookie') ?? '')?.[1]) ?? 'en';
}
