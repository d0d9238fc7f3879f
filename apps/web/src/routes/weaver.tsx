import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { ProductGrid } from '../features/catalog/product-grid.tsx';
import { WeaverPortrait } from '../features/weavers/weaver-portrait.tsx';
import { weaverPlace } from '../features/weavers/weaver-place.tsx';
import { weaverPageQuery } from '../features/weavers/weavers-queries.ts';
import { ApiError } from '../lib/api-client.ts';
import { locale } from '../lib/locale.ts';
import { OwnerText } from '../lib/owner-text.tsx';
import { paths } from '../lib/paths.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { messages } from '../messages/messages.ts';
import { shopMessages } from '../messages/shop-messages.ts';

const m = shopMessages.weavers;

/** /weavers/:slug: a weaver's profile (shown with their consent) and their pieces in stock. */
export default function WeaverPage() {
  const slug = useParams().slug ?? '';
  const page = useQuery(weaverPageQuery(slug));
  const notFound = page.error instanceof ApiError && page.error.status === 404;
  useDocumentTitle((locale === 'ta' ? page.data?.weaver.nameTa : page.data?.weaver.nameEn) ?? (notFound ? m.notFoundTitle : null));

  if (page.isPending) return <Spinner />;
  if (notFound) {
    return (
      <div className="mx-auto max-w-xl py-12 text-center">
        <PageHeading subtitle={m.notFoundText}>{m.notFoundTitle}</PageHeading>
        <TextLink to={paths.weavers()}>{m.backToWeavers}</TextLink>
      </div>
    );
  }
  if (page.isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl py-12 text-center">
        <p className="mb-4">{m.failed}</p>
        <button
          type="button"
          className="rounded-md bg-maroon-700 px-4 py-2 font-semibold text-white dark:bg-zari-400 dark:text-ink-900"
          onClick={() => void page.refetch()}
        >
          {messages.common.retry}
        </button>
      </div>
    );
  }

  const { weaver, products } = page.data;
  return (
    <article className="space-y-10">
      <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <WeaverPortrait url={weaver.portrait} alt={m.portraitOf(locale === 'ta' ? weaver.nameTa : weaver.nameEn)} sizes="(min-width: 768px) 33vw, 100vw" className="max-w-sm" />
        <div className="min-w-0 space-y-4">
          <div>
            <h1 className="font-serif text-3xl font-semibold break-words text-maroon-800 dark:text-zari-300">
              <OwnerText>{weaver.nameEn}</OwnerText>
            </h1>
            <p lang="ta" className="mt-1 text-xl break-words">
              {weaver.nameTa}
            </p>
          </div>
          <ul className="space-y-1 text-stone-700 dark:text-stone-300">
            <li>{weaverPlace(weaver)}</li>
            <li>{weaver.loom === 'frame' ? m.loomFrame : m.loomPit}</li>
            <li>{m.yearsWeaving(weaver.yearsWeaving)}</li>
          </ul>
          {/* The story is text the admin typed: React writes it as text, never as markup. */}
          <p className="leading-relaxed break-words whitespace-pre-line" data-testid="weaver-story">
            <OwnerText ta={weaver.storyTa}>{weaver.story}</OwnerText>
          </p>
          {weaver.illustrative ? (
            <p className="rounded-md border-l-4 border-zari-500 bg-maroon-50 p-3 text-sm dark:bg-ink-800">{m.illustrative}</p>
          ) : null}
          <TextLink to={paths.weavers()}>{m.backToWeavers}</TextLink>
        </div>
      </div>
      <section aria-labelledby="weaver-pieces" className="space-y-4">
        <h2 id="weaver-pieces" className="font-serif text-2xl font-semibold text-maroon-800 dark:text-zari-300">
          {m.piecesHeading(locale === 'ta' ? weaver.nameTa : weaver.nameEn)}
        </h2>
        {products.length ? <ProductGrid products={products} headingLevel={3} /> : <p>{m.noPieces}</p>}
      </section>
    </article>
  );
}
