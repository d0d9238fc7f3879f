import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { messages } from '../../messages/messages.ts';
import { shopMessages } from '../../messages/shop-messages.ts';

const m = shopMessages.orders;

interface CancelOrderDialogProps {
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before cancelling: a cancelled order cannot be placed again as it was. */
export function CancelOrderDialog({ busy, error, onConfirm, onClose }: CancelOrderDialogProps) {
  return (
    <ModalDialog title={m.cancelTitle} onClose={onClose} closeLabel={messages.common.close} busy={busy}>
      <p>{m.cancelText}</p>
      {error ? (
        <div className="mt-3">
          <FormAlert tone="error">{error}</FormAlert>
        </div>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {m.keepOrder}
        </Button>
        <Button onClick={onConfirm} aria-disabled={busy}>
          {busy ? m.cancelling : m.confirmCancel}
        </Button>
      </div>
    </ModalDialog>
  );
}
