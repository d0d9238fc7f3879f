import { shopYearMonth } from '@handloom/shared';
import { Clock, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmailLink } from '../components/ui/email-link.tsx';
import { PhoneLink } from '../components/ui/phone-link.tsx';
import { ShopMark } from '../components/ui/shop-mark.tsx';
import { settings } from '../lib/settings.ts';
import { messages } from '../messages/messages.ts';
import { paths } from '../lib/paths.ts';

const m = messages.footer;

const footerLink =
  'rounded-sm text-cream-100 underline-offset-4 hover:text-zari-300 hover:underline focus-visible:outline-zari-400';

// The spec's footer links, in its order: the shop's own pages, then its information pages.
const shopLinks = [
  { to: paths.home(), label: m.home },
  { to: paths.order(), label: m.order },
  { to: paths.cart(), label: m.cart },
];

const informationLinks = [
  { to: paths.returnPolicy(), label: m.returnPolicy },
  { to: paths.shippingAndRefund(), label: m.shippingAndRefund },
  { to: paths.about(), label: m.about },
  { to: paths.contact(), label: m.contact },
  { to: paths.termsAndConditions(), label: m.terms },
  { to: paths.privacyPolicy(), label: m.privacy },
];

export function Footer() {
  return (
    <footer className="mt-12 border-t-4 border-zari-500 bg-maroon-900 text-cream-100 dark:border-zari-700 dark:bg-ink-800">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1.2fr_2fr_1.2fr]">
        <div>
          <p className="flex items-center gap-2.5 font-serif text-xl font-semibold text-zari-300">
            <ShopMark className="size-9 shrink-0" />
            {settings.shopName}
          </p>
          <p className="mt-3 max-w-xs text-sm leading-relaxed">{m.tagline}</p>
        </div>
        <nav aria-label={m.nav} className="grid gap-10 sm:grid-cols-2">
          <FooterLinkList heading={m.shopHeading} links={shopLinks} />
          <FooterLinkList heading={m.helpHeading} links={informationLinks} />
        </nav>
        <div>
          <FooterHeading>{m.contactHeading}</FooterHeading>
          <ul className="space-y-2.5 text-sm">
            <li className="flex items-start gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zari-400" />
              <EmailLink email={settings.contactEmail} className={`${footerLink} break-all`} />
            </li>
            {settings.contactPhones.map((phone) => (
              <li key={phone} className="flex items-start gap-2">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zari-400" />
                <PhoneLink phone={phone} className={footerLink} />
              </li>
            ))}
            <li className="flex items-start gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zari-400" />
              {m.hours}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-maroon-800 dark:border-ink-700">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm sm:px-6">{m.rights(shopYearMonth(new Date()).year, settings.shopName)}</p>
      </div>
    </footer>
  );
}

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="mb-3 font-serif text-lg font-semibold text-zari-300">{children}</h2>;
}

function FooterLinkList({ heading, links }: { heading: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <FooterHeading>{heading}</FooterHeading>
      <ul className="space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={footerLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
