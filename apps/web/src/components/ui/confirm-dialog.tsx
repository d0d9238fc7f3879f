import { useEffect, useRef, type ReactNode } from 'react';
import { messages } from '../../messages/messages.ts';
import { Button } from './button.tsx';
import { FormAlert } from './form-alert.tsx';
import { ModalDialog } from './modal-dialog.tsx';

interface ConfirmDialogProps {
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel: string;
  /** The button that keeps things as they are. */
  keepLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before something that cannot be undone. The keep button comes first
 * (it gets the focus); while the action runs the dialog cannot be dismissed,
 * and a failure shows inside it.
 */
export function ConfirmDialog({ title, children, confirmLabel, busyLabel, keepLabel, busy, error, onConfirm, onClose }: ConfirmDialogProps) {
  // A double click confirms once: the second click can come before `busy` does (react-query
  // tells of a pending mutation a tick later), and a second "Yes, cancel order" was sent and
  // answered 409. Cleared when the action is over (busy again false, or a new error), not on any
  // other drawing of the page, which can come between the two clicks.
  const confirming = useRef(false);
  useEffect(() => {
    if (!busy) confirming.current = false;
  }, [busy, error]);
  return (
    <ModalDialog title={title} onClose={onClose} closeLabel={messages.common.close} busy={busy}>
      <p>{children}</p>
      {error ? (
        <div className="mt-3">
          <FormAlert tone="error">{error}</FormAlert>
        </div>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {keepLabel}
        </Button>
        <Button
          onClick={() => {
            if (busy || confirming.current) return;
            confirming.current = true;
            onConfirm();
          }}
          aria-disabled={busy}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
