import type { ReactNode } from 'react';

export function PageHeading({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="font-serif text-3xl font-semibold text-maroon-800 dark:text-zari-300">{children}</h1>
      {subtitle ? <p className="mt-2 text-stone-600 dark:text-stone-300">{subtitle}</p> : null}
    </div>
  );
}
