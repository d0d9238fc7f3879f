import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { TextileArt } from '../components/ui/textile-art.tsx';
import { CategoryGrid } from '../features/catalog/category-grid.tsx';
import { LatestCollection } from '../features/catalog/latest-collection.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { shopMessages } from '../messages/shop-messages.ts';

const m = shopMessages.catalog.home;

const sectionHeading = 'font-serif text-2xl font-semibold text-maroon-800 sm:text-3xl dark:text-zari-300';

export default function HomePage() {
  useDocumentTitle(m.title);
  return (
    <div className="space-y-14">
      <section
        aria-labelledby="home-title"
        className="grid overflow-hidden rounded-2xl border border-maroon-100 bg-white shadow-sm md:grid-cols-[1.1fr_1fr] dark:border-ink-700 dark:bg-ink-800"
      >
        <div className="flex flex-col justify-center gap-5 p-6 sm:p-10">
          <h1 id="home-title" className="font-serif text-3xl leading-tight font-semibold text-maroon-800 sm:text-4xl lg:text-5xl dark:text-zari-300">
            {m.title}
          </h1>
          <p className="max-w-prose text-lg leading-relaxed text-stone-700 dark:text-stone-300">{m.description}</p>
          <div className="flex flex-wrap gap-3">
            <Link
              to={paths.allProducts()}
              className="inline-flex items-center gap-2 rounded-md bg-maroon-700 px-5 py-3 font-semibold text-white hover:bg-maroon-800 focus-visible:outline-maroon-700 dark:bg-zari-400 dark:text-ink-900 dark:hover:bg-zari-300 dark:focus-visible:outline-zari-400"
            >
              {m.shopNow}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link
              to={paths.weavers()}
              className="inline-flex items-center rounded-md border-2 border-maroon-700 px-5 py-2.5 font-semibold text-maroon-700 hover:bg-maroon-50 focus-visible:outline-maroon-700 dark:border-zari-400 dark:text-zari-300 dark:hover:bg-ink-700 dark:focus-visible:outline-zari-400"
            >
              {m.meetWeavers}
            </Link>
          </div>
        </div>
        <TextileArt className="h-44 w-full sm:h-64 md:h-full md:min-h-80" />
      </section>

      <section aria-labelledby="latest-title">
        <h2 id="latest-title" className={`${sectionHeading} mb-5`}>
          {m.latestCollection}
        </h2>
        <LatestCollection />
        <div className="mt-6 flex justify-center">
          <Link
            to={paths.allProducts()}
            className="inline-flex items-center gap-2 rounded-md border-2 border-maroon-700 px-6 py-2.5 font-semibold text-maroon-700 hover:bg-maroon-50 focus-visible:outline-maroon-700 dark:border-zari-400 dark:text-zari-300 dark:hover:bg-ink-800 dark:focus-visible:outline-zari-400"
          >
            {m.seeMore}
            <span className="sr-only"> {m.seeMoreContext}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>

      <section aria-labelledby="categories-title">
        <h2 id="categories-title" className={`${sectionHeading} mb-5`}>
          {m.categories}
        </h2>
        <CategoryGrid />
      </section>
    </div>
  );
}
