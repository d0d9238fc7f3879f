import { PAISE_PER_RUPEE } from '@handloom/shared';
import { formatRupeesShort } from '../lib/format.ts';
import { paths } from '../lib/paths.ts';
import { ProsePage } from '../components/ui/prose-page.tsx';
import { ProseSection } from '../components/ui/prose-section.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { settings } from '../lib/settings.ts';
import { pageMessages } from '../messages/page-messages.ts';

const m = pageMessages.shippingAndRefund;

export default function ShippingAndRefundPage() {
  const s = m.sections;
  // The charge the shop applies at checkout: per unit of the order's total quantity.
  const perUnitPaise = settings.shippingPerUnitRupees * PAISE_PER_RUPEE;
  const perUnit = formatRupeesShort(perUnitPaise);
  return (
    <ProsePage title={m.title} lead={m.lead}>
      <ProseSection heading={s.where.heading} paragraphs={s.where.paragraphs} />
      <ProseSection heading={s.times.heading} points={s.times.points} />
      <ProseSection
        heading={s.charge.heading}
        paragraphs={[s.charge.perUnit(perUnit), s.charge.example(perUnit, formatRupeesShort(2 * perUnitPaise))]}
      />
      <ProseSection heading={s.tracking.heading} paragraphs={s.tracking.paragraphs}>
        <p>
          <TextLink to={paths.order()}>{s.tracking.ordersLink}</TextLink>
        </p>
      </ProseSection>
      <ProseSection heading={s.damaged.heading} paragraphs={s.damaged.paragraphs} />
      <ProseSection heading={s.refunds.heading} paragraphs={s.refunds.paragraphs}>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <TextLink to={paths.returnPolicy()}>{s.refunds.returnLink}</TextLink>
          </li>
          <li>
            <TextLink to={paths.contact()}>{s.refunds.contactLink}</TextLink>
          </li>
        </ul>
      </ProseSection>
    </ProsePage>
  );
}
