import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { locale } from '../lib/locale.ts';
import { paths } from '../lib/paths.ts';
import { EmailLink } from '../components/ui/email-link.tsx';
import { LinkRow } from '../components/ui/link-row.tsx';
import { PhoneLink } from '../components/ui/phone-link.tsx';
import { ProsePage } from '../components/ui/prose-page.tsx';
import { ProseSection } from '../components/ui/prose-section.tsx';
import { settings } from '../lib/settings.ts';
import { pageMessages } from '../messages/page-messages.ts';

const m = pageMessages.contact;

const contactLink =
  'rounded-sm font-semibold text-maroon-700 underline decoration-zari-500 decoration-2 underline-offset-4 hover:text-maroon-900 focus-visible:outline-maroon-700 dark:text-zari-300 dark:hover:text-zari-400 dark:focus-visible:outline-zari-400';

export default function ContactPage() {
  return (
    <ProsePage title={m.title} lead={m.lead}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactCard icon={Mail} heading={m.emailHeading}>
          <p>
            <EmailLink email={settings.contactEmail} className={`${contactLink} break-all`} />
          </p>
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">{m.emailText}</p>
        </ContactCard>
        <ContactCard icon={Phone} heading={m.phoneHeading}>
          {settings.contactPhones.length > 0 ? (
            <ul className="space-y-1">
              {settings.contactPhones.map((phone) => (
                <li key={phone}>
                  <PhoneLink phone={phone} className={contactLink} />
                </li>
              ))}
            </ul>
          ) : (
            <p>{m.phonesNone}</p>
          )}
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">{m.phoneText}</p>
        </ContactCard>
        <ContactCard icon={Clock} heading={m.hoursHeading}>
          <p className="font-semibold">{m.hours}</p>
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">{m.hoursNote}</p>
        </ContactCard>
        {settings.storeAddress ? (
          <ContactCard icon={MapPin} heading={m.addressHeading}>
            {locale === 'ta' && settings.storeAddressTa ? (
              <address className="not-italic">{settings.storeAddressTa}</address>
            ) : (
              <address className="not-italic" lang={locale === 'en' ? undefined : 'en'}>
                {settings.storeAddress}
              </address>
            )}
            <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">{m.addressNote}</p>
          </ContactCard>
        ) : null}
      </div>
      <ProseSection heading={m.orderHelpHeading} paragraphs={[m.orderHelp]}>
        <LinkRow
          links={[
            { to: paths.shippingAndRefund(), label: m.shippingLink },
            { to: paths.returnPolicy(), label: m.returnLink },
          ]}
        />
      </ProseSection>
    </ProsePage>
  );
}

function ContactCard({ icon: Icon, heading, children }: { icon: LucideIcon; heading: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-maroon-100 bg-white p-5 shadow-sm dark:border-ink-700 dark:bg-ink-800">
      <h2 className="mb-3 flex items-center gap-2 font-serif text-lg font-semibold text-maroon-800 dark:text-zari-300">
        <Icon aria-hidden="true" className="size-5 text-zari-700 dark:text-zari-400" />
        {heading}
      </h2>
      {children}
    </section>
  );
}
