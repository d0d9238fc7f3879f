import { type DeliveryAddress, type SavedAddress } from '@handloom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formAlert, showServerProblem } from '../../lib/form-problems.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import { addressValues, emptyAddress, type AddressValues } from './address.ts';
import { AddressFields } from './address-fields.tsx';
import { addAddress, deleteAddress, savedAddressesQuery, updateAddress } from './addresses-api.ts';
import { useAddressForm } from './use-address-form.ts';
import { addressLines } from '../../lib/format.ts';

const m = shopMessages.profile;

/** Profile's address book: the shopper's saved addresses, the last used first, with add, edit and delete. */
export function SavedAddresses({ defaultName }: { defaultName: string }) {
  const list = useQuery(savedAddressesQuery);
  // 'new', an address id being edited, or null.
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  // Closing an editor, or deleting, removes the button that had the focus: the keyboard carries on from the list's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const closeEditor = () => {
    setEditing(null);
    heading.current?.focus();
  };
  // Counts deletions: the heading takes the focus once the dialog is gone (the page behind a modal dialog cannot take it).
  const [deleted, setDeleted] = useState(0);
  useEffect(() => {
    if (deleted > 0) heading.current?.focus();
  }, [deleted]);
  return (
    <section aria-labelledby="saved-addresses" className="mt-8 space-y-4">
      <h2 id="saved-addresses" ref={heading} tabIndex={-1} className="font-serif text-xl font-semibold">
        {m.addressesHeading}
      </h2>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <FormAlert tone="error">{m.addressesLoadFailed}</FormAlert> : null}
      {list.data?.length === 0 && editing !== 'new' ? <p className="text-sm text-stone-700 dark:text-stone-300">{m.addressesNone}</p> : null}
      <ul className="space-y-3">
        {list.data?.map((entry) =>
          editing === entry.id ? (
            <li key={entry.id}>
              <AddressEditor heading={m.editAddressHeading} initial={addressValues(entry)} id={entry.id} onDone={closeEditor} />
            </li>
          ) : (
            <li key={entry.id} className="rounded-md border border-stone-200 p-3 text-sm dark:border-ink-700" aria-label={entry.name} translate="no">
              <p className="font-medium">
                {entry.name}
                {entry.lastUsedAt && entry.id === list.data[0]?.id ? (
                  <span translate="yes" className="ml-2 rounded bg-stone-100 px-1.5 py-0.5 text-xs font-normal dark:bg-ink-700">
                    {m.lastUsed}
                  </span>
                ) : null}
              </p>
              <p translate="no" className="whitespace-pre-line">
                {addressLines(entry).join('\n')}
              </p>
              <p translate="yes">{m.phone(entry.phoneNumber)}</p>
              <div className="mt-2 flex gap-2">
                <Button variant="secondary" aria-label={m.editAddressOf(entry.name)} onClick={() => setEditing(entry.id)}>
                  {m.editAddress}
                </Button>
                <Button variant="secondary" aria-label={m.deleteAddressOf(entry.name)} onClick={() => setDeleting(entry)}>
                  {m.deleteAddress}
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <AddressEditor heading={m.newAddressHeading} initial={{ ...emptyAddress, name: defaultName }} id={null} onDone={closeEditor} />
      ) : (
        <Button onClick={() => setEditing('new')}>{m.addAddress}</Button>
      )}
      {deleting ? (
        <DeleteAddress
          address={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            setDeleted((count) => count + 1);
          }}
        />
      ) : null}
    </section>
  );
}

interface AddressEditorProps {
  heading: string;
  initial: AddressValues;
  /** The saved address changed, or null for a new one. */
  id: string | null;
  onDone: () => void;
}

function AddressEditor({ heading, initial, id, onDone }: AddressEditorProps) {
  const queryClient = useQueryClient();
  const address = useAddressForm(initial);
  const { form } = address;
  // The button that opened the form is gone: the focus goes to its first field.
  useEffect(() => form.setFocus('name'), [form]);
  const save = useMutation({
    mutationFn: (values: DeliveryAddress) => (id ? updateAddress(id, values) : addAddress(values)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: savedAddressesQuery.queryKey });
      void notifySuccess(m.addressSaved);
      onDone();
    },
    onError: (error) => showServerProblem(form.setError, error, m.addressesLoadFailed),
  });
  // Each problem once: a field's own message beside it, the alert only for what no field says.
  const alert = formAlert(form.formState.errors);
  const submit = address.submit(
    (values) => save.mutate(values),
    () => undefined,
  );
  return (
    <form
      noValidate
      aria-label={heading}
      className="space-y-4 rounded-md border border-stone-200 p-4 dark:border-ink-700"
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.isPending) void submit();
      }}
    >
      <h3 className="font-semibold">{heading}</h3>
      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      <AddressFields address={address} disabled={save.isPending} />
      <div className="flex gap-3">
        <Button type="submit" aria-disabled={save.isPending}>
          {save.isPending ? m.savingAddress : m.saveAddress}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}

function DeleteAddress({ address, onClose, onDeleted }: { address: SavedAddress; onClose: () => void; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteAddress(address.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: savedAddressesQuery.queryKey });
      void notifySuccess(m.addressDeleted);
      onDeleted();
    },
  });
  return (
    <ConfirmDialog
      title={m.deleteTitle}
      confirmLabel={m.deleteAddress}
      busyLabel={m.deleting}
      keepLabel={m.keepAddress}
      busy={remove.isPending}
      error={remove.error instanceof ApiError ? remove.error.message : remove.isError ? m.addressesLoadFailed : null}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    >
      {m.deleteText(`${address.name}, ${address.pincode}`)}
    </ConfirmDialog>
  );
}
