import { LANGUAGE_COOKIE, type ShopLocale } from '@handloom/shared';
import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { locale } from '../../lib/locale.ts';

// Each language names itself, in its own script.
const OWN_NAME: Record<ShopLocale, string> = { en: 'English', ta: 'தமிழ்' };

const other: ShopLocale = locale === 'ta' ? 'en' : 'ta';

/** The same page in the other language: /ta/... for Tamil, the path without it for English. */
export function otherLanguagePath(pathname: string, search: string): string {
  return `${other === 'ta' ? '/ta' : ''}${pathname}${search}`;
}

/**
 * A plain link (each language is its own build, so this is a new page load),
 * which also remembers the choice in a cookie: the server then answers the
 * shop's address in that language on the next visit.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search } = useLocation();
  return (
    <a
      href={otherLanguagePath(pathname, search)}
      hrefLang={other}
      lang={other}
      className={className}
      onClick={() => {
        document.cookie = `${LANGUAGE_COOKIE}=${other}; Max-Age=31536000; Path=/; SameSite=Lax`;
      }}
    >
      <Languages aria-hidden="true" className="size-5" />
      {OWN_NAME[other]}
    </a>
  );
}
