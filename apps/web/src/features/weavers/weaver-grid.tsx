import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { OwnerText } from '../../lib/owner-text.tsx';
import { paths } from '../../lib/paths.ts';
import { weaverPlace } from './weaver-place.tsx';
import { shopMessages } from '../../messages/shop-messages.ts';
import { publicWeaversQuery } from './weavers-queries.ts';
import { WeaverPortrait } from './weaver-portrait.tsx';

const m = shopMessages.weavers;

/** The weavers shown in the shop, each a link to their profile. Nothing when none is shown (or the list cannot load). */
export function WeaverGrid() {
  const weavers = useQuery(publicWeaversQuery);
  if (!weavers.data?.length) return null;
  return (
    <section aria-labelledby="meet-weavers" className="space-y-3">
      <h2 id="meet-weavers" className="font-serif text-xl font-semibold text-maroon-800 sm:text-2xl dark:text-zari-300">
        {m.meetWeavers}
      </h2>
      <p>{m.gridLead}</p>
      <ul role="list" className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {weavers.data.map((weaver) => (
          <li key={weaver.slug}>
            <Link to={paths.weaver(weaver.slug)} className="group block rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-zari-500">
              <WeaverPortrait url={weaver.portrait} alt="" sizes="(min-width: 640px) 33vw, 50vw" />
              <span className="mt-2 block font-semibold break-words text-maroon-800 group-hover:underline dark:text-zari-300">
                <OwnerText>{weaver.nameEn}</OwnerText>
              </span>
              <span lang="ta" className="block text-sm break-words">
                {weaver.nameTa}
              </span>
              <span className="block text-sm break-words text-stone-700 dark:text-stone-300">{weaverPlace(weaver)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
