import { type SavedAddress } from '@handloom/shared';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { messages } from '../../messages/messages.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import { AddressFields } from './address-fields.tsx';
import type { AddressForm } from './use-address-form.ts';
import { addressLines } from '../../lib/format.ts';

const m = shopMessages.checkout;

interface AddressDialogProps {
  address: AddressForm;
  /** The shopper's saved addresses, the last used first. */
  saved: readonly SavedAddress[];
  /** The saved addresses are on their way, or could not be loaded; null once they are here (or there are none to ask for). */
  savedState: 'loading' | 'failed' | null;
  onRetrySaved: () => void;
  /** The saved address the form started from; null for a new one. */
  chosenId: string | null;
  onChoose: (saved: SavedAddress | null) => void;
  /** A message about the whole form ("All fields are required", a stock problem). */
  formError: string | null;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

/** The Buy Now popup: a saved address or a new one; name, phone, pincode (city and state follow), street, locality, landmark. */
export function AddressDialog({ address, saved, savedState, onRetrySaved, chosenId, onChoose, formError, busy, onSubmit, onClose }: AddressDialogProps) {
  return (
    <ModalDialog title={m.deliveryHeading} onClose={onClose} closeLabel={m.closeDelivery} busy={busy}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onSubmit();
        }}
        className="space-y-4"
      >
        {/* In the saved addresses' place while they are on their way: the fields below move once, when they arrive. */}
        <div role="status" className="text-sm empty:hidden">
          {savedState === 'loading' ? <p className="text-stone-700 dark:text-stone-300">{m.savedAddressesLoading}</p> : null}
          {savedState === 'failed' ? (
            <p className="text-amber-800 dark:text-amber-300">
              {m.savedAddressesFailed}{' '}
              <button type="button" onClick={onRetrySaved} className="font-semibold underline underline-offset-4">
                {messages.common.retry}
              </button>
            </p>
          ) : null}
        </div>
        {saved.length > 0 ? (
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium">{m.savedAddresses}</legend>
            {saved.map((entry) => (
              <label key={entry.id} className="flex items-start gap-2 text-sm">
                <input type="radio" name="saved-address" className="mt-1" checked={chosenId === entry.id} onChange={() => onChoose(entry)} disabled={busy} />
                <span>
                  <span className="font-medium">{entry.name}</span>, {addressLines({ ...entry, landmark: null }).join(', ')}
                </span>
              </label>
            ))}
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="saved-address" checked={chosenId === null} onChange={() => onChoose(null)} disabled={busy} />
              {m.newAddress}
            </label>
          </fieldset>
        ) : null}
        <p className="text-sm text-stone-700 dark:text-stone-300">{m.requiredNote}</p>
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        <AddressFields address={address} disabled={busy} />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {m.cancel}
          </Button>
          <Button type="submit" aria-disabled={busy}>
            {busy ? m.working : m.continueToPayment}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
