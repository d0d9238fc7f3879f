import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  title: ReactNode;
  /** Escape and the close button; the parent unmounts the dialog to close it. */
  onClose: () => void;
  closeLabel: string;
  /** While true (a payment in flight) the dialog cannot be dismissed. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: the page behind it is inert (the
 * focus stays inside), Escape closes it, and the focus returns to whatever
 * opened it. Mount it to open it, unmount it to close it.
 */
export function ModalDialog({ title, onClose, closeLabel, busy = false, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const busyRef = useRef(busy);
  useEffect(() => {
    busyRef.current = busy;
  }, [busy]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // The first field or button of the content, not the close button in the corner.
    dialog.querySelector<HTMLElement>('input, textarea, select, button:not([data-dialog-close])')?.focus();
    document.documentElement.classList.add('overflow-hidden');
    return () => {
      document.documentElement.classList.remove('overflow-hidden');
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busyRef.current) onClose();
      }}
      onClose={(event) => {
        // Chrome closes a dialog on a repeated Escape even when `cancel` is
        // refused; while busy it opens again, otherwise the parent learns of it.
        const dialog = event.currentTarget;
        if (!dialog.isConnected || dialog.open) return;
        if (busyRef.current) dialog.showModal();
        else onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-lg border border-zari-400 bg-cream-50 p-0 text-ink-900 shadow-2xl backdrop:bg-ink-900/60 dark:border-zari-700 dark:bg-ink-800 dark:text-cream-100"
    >
      <div className="flex items-start justify-between gap-3 border-b border-maroon-100 px-5 pt-4 pb-3 dark:border-ink-700">
        <h2 id={titleId} className="font-serif text-xl font-semibold text-maroon-800 dark:text-zari-300">
          {title}
        </h2>
        <button
          type="button"
          data-dialog-close=""
          aria-label={closeLabel}
          disabled={busy}
          onClick={onClose}
          className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-ink-900 hover:bg-maroon-50 focus-visible:outline-maroon-700 disabled:cursor-not-allowed disabled:opacity-50 dark:text-cream-100 dark:hover:bg-ink-700 dark:focus-visible:outline-zari-400"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}
