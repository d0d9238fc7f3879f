import type { ReactNode } from 'react';
import { Link } from 'react-router';

const looks = {
  /** Inside running text: underlined, so it is told apart from the words around it without colour. */
  text: 'font-medium text-maroon-700 underline decoration-zari-500 decoration-2 underline-offset-4 hover:text-maroon-900 dark:text-zari-300 dark:hover:text-zari-400',
  /** A product's title as the link to its page (product cards, cart lines). */
  title: 'text-ink-900 hover:text-maroon-700 dark:text-cream-100 dark:hover:text-zari-300',
} as const;

export function TextLink({ to, look = 'text', className = '', children }: { to: string; look?: keyof typeof looks; className?: string; children: ReactNode }) {
  return (
    <Link to={to} className={`rounded-sm focus-visible:outline-maroon-700 dark:focus-visible:outline-zari-400 ${looks[look]} ${className}`}>
      {children}
    </Link>
  );
}
