import type { ButtonHTMLAttributes } from 'react';

const variants = {
  primary:
    'bg-maroon-700 text-white hover:bg-maroon-800 disabled:bg-stone-400 disabled:text-stone-800 dark:bg-zari-400 dark:text-ink-900 dark:hover:bg-zari-300 dark:disabled:bg-stone-600 dark:disabled:text-stone-200',
  secondary:
    'border border-maroon-700 text-maroon-800 hover:bg-maroon-50 dark:border-zari-400 dark:text-zari-300 dark:hover:bg-ink-700',
} as const;

export function Button({ variant = 'primary', className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof variants }) {
  return (
    <button
      type="button"
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2.5 font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${className}`}
      {...props}
    />
  );
}
