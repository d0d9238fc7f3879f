import type { ReactNode } from 'react';

/** The narrow card that holds the login, signup and password forms. */
export function AuthCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 dark:border-ink-700 dark:bg-ink-800">
      <h1 className="mb-6 text-center font-serif text-3xl font-semibold text-maroon-800 dark:text-zari-300">{heading}</h1>
      {children}
    </div>
  );
}
