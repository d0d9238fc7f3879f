import type { ReactNode } from 'react';

/** A form's message, announced by screen readers as soon as it appears. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  const colours =
    tone === 'error'
      ? 'border-red-700 bg-red-50 text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200'
      : 'border-emerald-700 bg-emerald-50 text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100';
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border px-3 py-2 text-sm ${colours}`}>
      {children}
    </p>
  );
}
