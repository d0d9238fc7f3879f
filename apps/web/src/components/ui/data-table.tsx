import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Key, ReactNode } from 'react';
import { messages } from '../../messages/messages.ts';
import { Button } from './button.tsx';
import { FormAlert } from './form-alert.tsx';
import { Spinner } from './spinner.tsx';

/** What a list needs to know of its query (a React Query result fits). */
export interface ListQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface ListStatesProps<Data> {
  query: ListQuery<Data>;
  /** Said when the list could not be loaded; a retry button follows it. */
  errorText: string;
  /** "12 products": announced politely whenever it changes. */
  count?: (data: Data) => string;
  children: (data: Data) => ReactNode;
}

/**
 * Loading, failure (with a retry) and the loaded list, for a list of any
 * shape: a table (DataTable) or cards (CardList). Data that is still shown
 * while a newer page loads stays on screen.
 */
export function ListStates<Data>({ query, errorText, count, children }: ListStatesProps<Data>) {
  return (
    <>
      {count ? (
        <p className="mt-4 text-sm text-stone-700 dark:text-stone-300" aria-live="polite">
          {query.data === undefined ? '' : count(query.data)}
        </p>
      ) : null}
      {query.isPending ? <Spinner /> : null}
      {query.isError ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <FormAlert tone="error">{errorText}</FormAlert>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {messages.common.retry}
          </Button>
        </div>
      ) : null}
      {query.data === undefined ? null : children(query.data)}
    </>
  );
}

function EmptyList({ children }: { children: ReactNode }) {
  return <p className="py-8 text-center">{children}</p>;
}

export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Amounts, counts and actions line up on the right. */
  align?: 'end';
  /** Extra classes for this column's cells (wrapping, fonts). */
  className?: string;
}

interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
}

const panelClass = 'rounded-lg border border-maroon-100 bg-white shadow-sm dark:border-ink-700 dark:bg-ink-800';
const headCellClass = 'border-b border-maroon-100 px-3 py-2 font-semibold dark:border-ink-700';
const cellClass = 'border-b border-maroon-50 px-3 py-2 align-middle dark:border-ink-700';

/** A table with one header row; it scrolls sideways on a narrow screen rather than squeezing. */
export function DataTable<Row>({ columns, rows, rowKey, empty }: DataTableProps<Row>) {
  if (rows.length === 0) return <EmptyList>{empty}</EmptyList>;
  const alignClass = (column: Column<Row>) => (column.align === 'end' ? 'text-right' : '');
  return (
    <div className={`mt-2 overflow-x-auto ${panelClass}`}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={`${headCellClass} ${alignClass(column)}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) => (
                <td key={index} className={`${cellClass} ${alignClass(column)} ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface CardListProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  empty: ReactNode;
  children: (row: Row) => ReactNode;
}

/** A list of cards (one per row), for rows with too much to fit in a table. */
export function CardList<Row>({ rows, rowKey, empty, children }: CardListProps<Row>) {
  if (rows.length === 0) return <EmptyList>{empty}</EmptyList>;
  return (
    <ul className="mt-2 space-y-4">
      {rows.map((row) => (
        <li key={rowKey(row)}>{children(row)}</li>
      ))}
    </ul>
  );
}

const pageButtonClass =
  'inline-flex items-center gap-1 rounded-md border border-stone-400 px-3 py-1.5 text-sm font-medium text-ink-900 hover:bg-maroon-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-stone-500 dark:text-cream-100 dark:hover:bg-ink-700';

/** Previous / next with "Page X of Y"; hidden when everything fits on one page. */
export function Pagination({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const m = messages.pagination;
  if (pages <= 1) return null;
  return (
    <nav aria-label={m.label} className="mt-4 flex items-center justify-between gap-3">
      <button type="button" className={pageButtonClass} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {m.previous}
      </button>
      <p className="text-sm" aria-live="polite">
        {m.pageOf(page, pages)}
      </p>
      <button type="button" className={pageButtonClass} disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {m.next}
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
