import { DEFAULT_DONATION_RUPEES, PAISE_PER_RUPEE } from '@handloom/shared';
import { formatRupeesShort } from '../lib/format.ts';
import { HandHeart } from 'lucide-react';
import { paths } from '../lib/paths.ts';
import { ProsePage } from '../components/ui/prose-page.tsx';
import { ProseSection } from '../components/ui/prose-section.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { WeaverGrid } from '../features/weavers/weaver-grid.tsx';
import { pageMessages } from '../messages/page-messages.ts';
import { shopMessages } from '../messages/shop-messages.ts';

const m = pageMessages.weavers;

export default function WeaversPage() {
  const s = m.sections;
  return (
    <ProsePage title={m.title} lead={m.lead}>
      <WeaverGrid />
      <ProseSection heading={s.handloom.heading} paragraphs={s.handloom.paragraphs} />
      <ProseSection heading={s.pitLoom.heading} paragraphs={s.pitLoom.paragraphs} />
      <ProseSection heading={s.centres.heading} paragraphs={[s.centres.intro]}>
        <dl className="grid gap-4 pt-2 sm:grid-cols-2">
          {s.centres.places.map((place) => (
            <div
              key={place.name}
              className="rounded-xl border-l-4 border-zari-500 bg-white p-4 shadow-sm dark:border-zari-700 dark:bg-ink-800"
            >
              <dt className="font-serif text-lg font-semibold text-maroon-800 dark:text-zari-300">{place.name}</dt>
              <dd className="mt-1 text-sm leading-relaxed">{place.text}</dd>
            </div>
          ))}
        </dl>
      </ProseSection>
      <ProseSection heading={s.history.heading} paragraphs={s.history.paragraphs} />
      <ProseSection heading={s.challenges.heading} paragraphs={[s.challenges.intro]}>
        <ul className="list-disc space-y-2 pl-6 marker:text-zari-700 dark:marker:text-zari-400">
          {s.challenges.pressures.map((pressure) => (
            <li key={pressure.name}>
              <strong className="font-semibold text-maroon-800 dark:text-zari-300">{pressure.name}.</strong> {pressure.text}
            </li>
          ))}
        </ul>
      </ProseSection>
      <ProseSection heading={s.today.heading} paragraphs={s.today.paragraphs} />
      <section className="rounded-2xl border-2 border-zari-500 bg-maroon-50 p-6 dark:border-zari-700 dark:bg-ink-800">
        <h2 className="flex items-center gap-2 font-serif text-xl font-semibold text-maroon-800 sm:text-2xl dark:text-zari-300">
          <HandHeart aria-hidden="true" className="size-7 shrink-0 text-maroon-700 dark:text-zari-400" />
          {s.help.heading}
        </h2>
        <div className="mt-3 space-y-3">
          {s.help.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>{s.help.donation(formatRupeesShort(DEFAULT_DONATION_RUPEES * PAISE_PER_RUPEE))}</p>
        </div>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <TextLink to={paths.allProducts()}>{s.help.shopLink}</TextLink>
          </li>
          <li>
            <TextLink to={paths.cart()}>{s.help.cartLink}</TextLink>
          </li>
          <li>
            <TextLink to={paths.donations()}>{shopMessages.weavers.ledgerLink}</TextLink>
          </li>
        </ul>
      </section>
    </ProsePage>
  );
}
