import { paths } from '../lib/paths.ts';
import { ProsePage } from '../components/ui/prose-page.tsx';
import { ProseSection } from '../components/ui/prose-section.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { settings } from '../lib/settings.ts';
import { pageMessages } from '../messages/page-messages.ts';

const m = pageMessages.about;

export default function AboutPage() {
  return (
    <ProsePage title={m.title} lead={m.lead(settings.shopName)}>
      {m.sections.map((section) => (
        <ProseSection key={section.heading} heading={section.heading} paragraphs={section.paragraphs} />
      ))}
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <TextLink to={paths.weavers()}>{m.weaversLink}</TextLink>
        </li>
        <li>
          <TextLink to={paths.contact()}>{m.contactLink}</TextLink>
        </li>
      </ul>
    </ProsePage>
  );
}
