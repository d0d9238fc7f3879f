import { EmailLink } from '../components/ui/email-link.tsx';
import { ProsePage } from '../components/ui/prose-page.tsx';
import { ProseSection } from '../components/ui/prose-section.tsx';
import { settings } from '../lib/settings.ts';
import { pageMessages } from '../messages/page-messages.ts';

const m = pageMessages.privacyPolicy;

export default function PrivacyPolicyPage() {
  return (
    <ProsePage title={m.title} lead={m.lead}>
      {m.sections.map((section) => (
        <ProseSection
          key={section.heading}
          heading={section.heading}
          paragraphs={section.paragraphs}
          points={'points' in section ? section.points : undefined}
        />
      ))}
      <ProseSection heading={m.rightsHeading} paragraphs={[m.rights]}>
        <p>
          {m.writeTo}{' '}
          <EmailLink
            email={settings.contactEmail}
            className="rounded-sm font-medium break-all text-maroon-700 underline decoration-zari-500 decoration-2 underline-offset-4 focus-visible:outline-maroon-700 dark:text-zari-300 dark:focus-visible:outline-zari-400"
          />
        </p>
      </ProseSection>
    </ProsePage>
  );
}
