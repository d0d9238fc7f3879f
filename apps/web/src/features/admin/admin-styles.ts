// Class lists the admin screens share, so tables and controls look alike.
export const inputClass =
  'block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-ink-900 shadow-sm focus-visible:border-maroon-700 aria-invalid:border-red-700 dark:border-stone-500 dark:bg-ink-800 dark:text-cream-100';
export const labelClass = 'mb-1 block text-sm font-medium text-ink-800 dark:text-cream-100';
export const panelClass = 'rounded-lg border border-maroon-100 bg-white shadow-sm dark:border-ink-700 dark:bg-ink-800';
export const iconButtonClass =
  'inline-flex size-10 items-center justify-center rounded-md text-maroon-800 hover:bg-maroon-50 disabled:cursor-not-allowed disabled:opacity-50 dark:text-zari-300 dark:hover:bg-ink-700';
