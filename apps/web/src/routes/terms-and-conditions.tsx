import { paths } from '../lib/paths.ts';
import { ProsePage } from '../components/ui/prose-page.tsx';
import { ProseSection } from '../components/ui/prose-section.tsx';
import { LinkRow } from '../components/ui/link-row.tsx';
import { settings } from '../lib/settings.ts';
import { pageMessages } from '../messages/page-messages.ts';

const m = pageMessages.termsAndConditions;

export default function TermsAndConditionsPage() {
  return (
    <ProsePage title={m.title} lead={m.lead(settings.shopName)}>
      {m.sections.map((section) => (
        <ProseSection key={section.heading} heading={section.heading} paragraphs={section.paragraphs} />
      ))}
      <div className="space-y-2 rounded-xl border border-maroon-100 bg-white p-5 dark:border-ink-700 dark:bg-ink-800">
        <p className="font-semibold">{m.questions}</p>
        <LinkRow
          links={[
            { to: paths.shippingAndRefund(), label: m.shippingLink },
            { to: paths.returnPolicy(), label: m.returnLink },
            { to: paths.contact(), label: m.contactLink },
          ]}
        />
      </div>
    </ProsePage>
  );
}
