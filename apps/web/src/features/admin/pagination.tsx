import { ChevronLeft, ChevronRight } from 'lucide-react';
import { adminMessages } from '../../messages/admin-messages.ts';

const m = adminMessages;

const buttonClass =
  'inline-flex items-center gap-1 rounded-md border border-stone-400 px-3 py-1.5 text-sm font-medium text-ink-900 hover:bg-maroon-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-stone-500 dark:text-cream-100 dark:hover:bg-ink-700';

/** Previous / next with "Page X of Y"; hidden when everything fits on one page. */
export function Pagination({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={m.pagination} className="mt-4 flex items-center justify-between gap-3">
      <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {m.previousPage}
      </button>
      <p className="text-sm" aria-live="polite">
        {m.pageOf(page, pages)}
      </p>
      <button type="button" className={buttonClass} disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {m.nextPage}
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
