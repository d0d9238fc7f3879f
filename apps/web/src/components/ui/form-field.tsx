import { useId, type ComponentProps } from 'react';

interface FormFieldProps extends ComponentProps<'input'> {
  label: string;
  /** The message under the field, tied to it for screen readers. */
  error?: string | undefined;
  /** Marked invalid without a message of its own (the form's one alert says why). */
  invalid?: boolean | undefined;
  hint?: string | undefined;
}

/**
 * A labelled input whose error and hint are tied to it for screen readers.
 * Takes react-hook-form's `register(...)` as it is (name, ref, handlers).
 */
export function FormField({ label, error, invalid, hint, id, className, ...input }: FormFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink-800 dark:text-cream-100">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy}
        className="block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-ink-900 shadow-sm read-only:bg-stone-100 focus-visible:border-maroon-700 aria-invalid:border-red-700 dark:border-stone-500 dark:bg-ink-800 dark:text-cream-100 dark:read-only:bg-ink-700"
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-stone-600 dark:text-stone-300">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
