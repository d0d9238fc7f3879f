import { useEffect, useRef, type ReactNode } from 'react';

/** A form's message, announced by screen readers as soon as it appears. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (tone === 'error' && alertRef.current) takeFocusFromSubmit(alertRef.current);
  }, [tone, children]);
  const colours =
    tone === 'error'
      ? 'border-red-700 bg-red-50 text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200'
      : 'border-emerald-700 bg-emerald-50 text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100';
  return (
    <p ref={alertRef} role={tone === 'error' ? 'alert' : 'status'} tabIndex={tone === 'error' ? -1 : undefined} className={`rounded-md border px-3 py-2 text-sm ${colours}`}>
      {children}
    </p>
  );
}

/**
 * An error that appears while focus is still on its form's submit button (the
 * server refused the submit, and no field took focus for it) takes the focus,
 * so the keyboard stays where the problem is said. A field the schema or the
 * server marked keeps its focus.
 */
function takeFocusFromSubmit(alert: HTMLElement) {
  const focused = document.activeElement;
  const form = alert.closest('form');
  if (form && focused instanceof HTMLButtonElement && focused.type === 'submit' && focused.form === form) alert.focus();
}
