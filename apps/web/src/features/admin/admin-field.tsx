import { useId, type ReactNode } from 'react';
import { labelClass } from './admin-styles.ts';

interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
  /** Marked invalid without a message of its own. */
  invalid?: boolean | undefined;
  children: (props: FieldControlProps) => ReactNode;
}

/** A label, a control, a hint and an error, tied together for screen readers. */
export function AdminField({ label, hint, error, invalid, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error || invalid ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-700 dark:text-stone-300">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

