import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { messages } from '../../messages/messages.ts';
import { adminMessages } from '../../messages/admin-messages.ts';

const m = adminMessages.products;

interface DeleteProductDialogProps {
  title: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a product leaves the shop. */
export function DeleteProductDialog({ title, busy, error, onConfirm, onClose }: DeleteProductDialogProps) {
  return (
    <ModalDialog title={m.deleteTitle} onClose={onClose} closeLabel={messages.common.close} busy={busy}>
      <p>{m.deleteText(title)}</p>
      {error ? (
        <div className="mt-3">
          <FormAlert tone="error">{error}</FormAlert>
        </div>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {m.keep}
        </Button>
        <Button onClick={onConfirm} aria-disabled={busy}>
          {busy ? m.deleting : m.confirmDelete}
        </Button>
      </div>
    </ModalDialog>
  );
}
