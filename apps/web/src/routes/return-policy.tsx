import { paths } from '../lib/paths.ts';
import { ProsePage } from '../components/ui/prose-page.tsx';
import { ProseSection } from '../components/ui/prose-section.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { pageMessages } from '../messages/page-messages.ts';

const m = pageMessages.returnPolicy;

export default function ReturnPolicyPage() {
  const s = m.sections;
  return (
    <ProsePage title={m.title} lead={m.lead}>
      <ProseSection heading={s.cancel.heading} paragraphs={s.cancel.paragraphs}>
        <p>
          <TextLink to={paths.order()}>{s.cancel.ordersLink}</TextLink>
        </p>
      </ProseSection>
      <ProseSection heading={s.returns.heading} paragraphs={s.returns.paragraphs} points={s.returns.points} />
      <ProseSection heading={s.steps.heading} steps={s.steps.points} />
      <ProseSection heading={s.refunds.heading} paragraphs={s.refunds.paragraphs} />
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <TextLink to={paths.contact()}>{m.contactLink}</TextLink>
        </li>
        <li>
          <TextLink to={paths.shippingAndRefund()}>{m.shippingLink}</TextLink>
        </li>
      </ul>
    </ProsePage>
  );
}
