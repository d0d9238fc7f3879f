import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link inside running text: underlined, so it is told apart from the words around it without colour. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="rounded-sm font-medium text-maroon-700 underline decoration-zari-500 decoration-2 underline-offset-4 hover:text-maroon-900 focus-visible:outline-maroon-700 dark:text-zari-300 dark:hover:text-zari-400 dark:focus-visible:outline-zari-400"
    >
      {children}
    </Link>
  );
}
