import { useId, type InputHTMLAttributes } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
}

/** A labelled input whose error is tied to it for screen readers. */
export function FormField({ label, error, id, className, ...input }: FormFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink-800 dark:text-cream-100">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-ink-900 shadow-sm read-only:bg-stone-100 focus-visible:border-maroon-700 aria-invalid:border-red-700 dark:border-stone-500 dark:bg-ink-800 dark:text-cream-100 dark:read-only:bg-ink-700"
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
