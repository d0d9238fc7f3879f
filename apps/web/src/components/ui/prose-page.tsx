import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageHeading } from './page-heading.tsx';

/** The frame of a static page: one h1 (which names the tab too), a lead paragraph, then readable-width sections. */
export function ProsePage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-3xl">
      <PageHeading subtitle={lead}>{title}</PageHeading>
      <div aria-hidden="true" className="mb-8 h-1 w-24 rounded-full bg-linear-to-r from-maroon-700 via-zari-500 to-maroon-700 dark:from-zari-700 dark:via-zari-400 dark:to-zari-700" />
      <div className="space-y-10 text-base leading-relaxed text-ink-800 dark:text-cream-100">{children}</div>
    </article>
  );
}
