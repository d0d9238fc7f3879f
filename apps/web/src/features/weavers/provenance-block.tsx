import { hasProvenance, type Provenance } from '@handloom/shared';
import { BadgeCheck } from 'lucide-react';
import { TextLink } from '../../components/ui/text-link.tsx';
import { OwnerText, withOwnerText } from '../../lib/owner-text.tsx';
import { paths } from '../../lib/paths.ts';
import { weaverPlace } from './weaver-place.tsx';
import { shopMessages } from '../../messages/shop-messages.ts';

const m = shopMessages.weavers;

/**
 * Who wove a piece and what proves it is handloom. Each line appears only
 * when the admin set it; with nothing set, nothing is shown at all.
 */
export function ProvenanceBlock({ provenance }: { provenance: Provenance | null | undefined }) {
  if (!hasProvenance(provenance)) return null;
  const { weaver, clusterName, loomDays, yarn, handloomMark, indiaHandloomBrand, silkMarkLabel, giName, clusterNameTa = null, yarnTa = null, giNameTa = null } = provenance;
  const marks = [
    handloomMark ? { key: 'handloom', text: m.handloomMark } : null,
    indiaHandloomBrand ? { key: 'brand', text: m.indiaHandloomBrand } : null,
    silkMarkLabel ? { key: 'silk', text: withOwnerText(m.silkMark, silkMarkLabel) } : null,
    giName ? { key: 'gi', text: withOwnerText(m.gi, { en: giName, ta: giNameTa }) } : null,
  ].filter((mark) => mark !== null);
  return (
    <section aria-labelledby="product-provenance" data-testid="provenance" className="border-t border-maroon-100 pt-5 dark:border-ink-700">
      <h2 id="product-provenance" className="mb-3 font-serif text-xl font-semibold text-maroon-800 dark:text-zari-300">
        {m.provenanceHeading}
      </h2>
      <ul className="space-y-1.5 leading-relaxed">
        {weaver ? (
          <li>
            {m.wovenBy}{' '}
            <TextLink to={paths.weaver(weaver.slug)}>
              <OwnerText>{weaver.nameEn}</OwnerText>
            </TextLink>{' '}
            <span lang="ta">({weaver.nameTa})</span>, {weaverPlace(weaver)}
          </li>
        ) : clusterName ? (
          <li>{withOwnerText(m.wovenByCluster, { en: clusterName, ta: clusterNameTa })}</li>
        ) : null}
        {loomDays ? <li>{m.loomDays(loomDays)}</li> : null}
        {yarn ? (
          <li>
            {m.yarn}: <OwnerText ta={yarnTa}>{yarn}</OwnerText>
          </li>
        ) : null}
      </ul>
      {marks.length > 0 ? (
        <>
          <h3 className="mt-4 mb-2 font-semibold">{m.marksHeading}</h3>
          <ul className="flex flex-wrap gap-2">
            {marks.map((mark) => (
              <li key={mark.key} className="inline-flex items-center gap-1.5 rounded-full border border-zari-600 px-3 py-1 text-sm dark:border-zari-400">
                <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-maroon-700 dark:text-zari-300" />
                {mark.text}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
