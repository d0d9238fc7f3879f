import { zodResolver } from '@hookform/resolvers/zod';
import { DisbursementInputSchema, imageSrc, weaverMessages, type Disbursement, type DisbursementForm } from '@handloom/shared';
import { formatRupeesShort } from '../../lib/format.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { DataTable, ListStates, type Column } from '../../components/ui/data-table.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formAlert, showServerProblem } from '../../lib/form-problems.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { adminMessages } from '../../messages/admin-messages.ts';
import { adminQueryGroup, deleteDisbursement, ledgerQuery, recordDisbursement } from './admin-api.ts';
import { iconButtonClass, panelClass } from './admin-styles.ts';
import { AdminTextInput } from './admin-text-input.tsx';
import { ImageSlot } from './image-slot.tsx';

const m = adminMessages.ledger;

function problem(error: FieldError | undefined): { error?: string; invalid?: boolean } {
  if (!error?.message) return {};
  return error.message === weaverMessages.allFieldsRequired ? { invalid: true } : { error: error.message };
}

/** The open donation ledger: what was raised (the Funds tab's total), what was given out, and to whom. */
export function LedgerTab() {
  const ledger = useQuery(ledgerQuery);
  const [deleting, setDeleting] = useState<Disbursement | null>(null);
  return (
    <div className="space-y-6">
      <div className="max-w-2xl">
        <h2 className="font-serif text-xl font-semibold">{m.heading}</h2>
        <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{m.intro}</p>
      </div>
      <ListStates query={ledger} errorText={adminMessages.loadFailed}>
        {(data) => (
          <>
            <dl className={`grid gap-4 p-5 sm:grid-cols-3 ${panelClass}`}>
              {[
                [m.raised, data.raisedPaise],
                [m.given, data.givenPaise],
                [m.balance, data.raisedPaise - data.givenPaise],
              ].map(([label, paise]) => (
                <div key={label}>
                  <dt className="text-sm font-medium text-stone-700 dark:text-stone-300">{label}</dt>
                  <dd className="text-2xl font-bold tabular-nums">{formatRupeesShort(Number(paise))}</dd>
                </div>
              ))}
            </dl>
            <DisbursementFormPanel />
            <DataTable columns={columns(setDeleting)} rows={data.disbursements} rowKey={(entry) => entry.id} empty={m.empty} />
          </>
        )}
      </ListStates>
      {deleting ? <DeleteDisbursement entry={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}

interface DisbursementValues {
  givenOn: string;
  amount: string;
  recipient: string;
  receipt: string;
}
const emptyValues: DisbursementValues = { givenOn: '', amount: '', recipient: '', receipt: '' };

function DisbursementFormPanel() {
  const queryClient = useQueryClient();
  const { register, handleSubmit, setValue, setError, reset, control, formState } = useForm<DisbursementValues>({
    resolver: zodResolver(DisbursementInputSchema, undefined, { raw: true }) as Resolver<DisbursementValues>,
    defaultValues: emptyValues,
  });
  const receipt = useWatch({ control, name: 'receipt' });
  const [uploads, setUploads] = useState(0);
  const { errors, isSubmitting } = formState;
  const alert = formAlert(errors);
  const submit = handleSubmit(async (form) => {
    if (uploads > 0) return;
    try {
      await recordDisbursement(form satisfies DisbursementForm);
      void notifySuccess(m.saved);
      reset(emptyValues);
      await queryClient.invalidateQueries({ queryKey: adminQueryGroup });
    } catch (caught) {
      showServerProblem(setError, caught, adminMessages.loadFailed);
    }
  });
  return (
    <form
      noValidate
      aria-labelledby="disbursement-heading"
      className={`space-y-4 p-5 ${panelClass}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isSubmitting) void submit(event);
      }}
    >
      <h3 id="disbursement-heading" className="font-semibold">
        {m.add}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminTextInput label={m.givenOn} type="date" {...register('givenOn')} {...problem(errors.givenOn)} />
        <AdminTextInput label={m.amount} inputMode="decimal" {...register('amount')} {...problem(errors.amount)} />
      </div>
      <AdminTextInput label={m.recipient} hint={m.recipientHint} {...register('recipient')} {...problem(errors.recipient)} />
      <ImageSlot
        slot={1}
        value={receipt}
        error={problem(errors.receipt).error}
        onChange={(url) => setValue('receipt', url, { shouldDirty: true })}
        onBusyChange={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
        labels={{ url: m.receipt, upload: `${m.receipt}: ${adminMessages.form.upload(1)}`, remove: `${m.receipt}: ${adminMessages.form.removeImage(1)}`, preview: m.receipt }}
      />
      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      <Button type="submit" aria-disabled={isSubmitting || uploads > 0}>
        {isSubmitting ? m.saving : m.save}
      </Button>
    </form>
  );
}

function columns(onDelete: (entry: Disbursement) => void): Column<Disbursement>[] {
  return [
    { header: m.givenOn, cell: (entry) => entry.givenOn, className: 'whitespace-nowrap tabular-nums' },
    { header: m.recipient, cell: (entry) => entry.recipient, className: 'break-words' },
    {
      header: m.receipt,
      cell: (entry) =>
        entry.receipt ? (
          <a href={imageSrc(entry.receipt, 1024)} className="underline" target="_blank" rel="noreferrer">
            {m.viewReceipt}
          </a>
        ) : null,
    },
    { header: m.amount, align: 'end', className: 'tabular-nums', cell: (entry) => formatRupeesShort(entry.amountPaise) },
    {
      header: adminMessages.products.actions,
      align: 'end',
      cell: (entry) => (
        <button type="button" onClick={() => onDelete(entry)} aria-label={m.remove(entry.recipient)} title={m.remove(entry.recipient)} className={iconButtonClass}>
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      ),
    },
  ];
}

function DeleteDisbursement({ entry, onClose }: { entry: Disbursement; onClose: () => void }) {
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: () => deleteDisbursement(entry.id),
    onSuccess: async () => {
      void notifySuccess(m.removed);
      onClose();
      await queryClient.invalidateQueries({ queryKey: adminQueryGroup });
    },
  });
  const error = removal.error ? (removal.error instanceof ApiError ? removal.error.message : adminMessages.loadFailed) : null;
  return (
    <ConfirmDialog
      title={m.removeTitle}
      confirmLabel={m.removeConfirm}
      busyLabel={m.saving}
      keepLabel={adminMessages.weavers.cancel}
      busy={removal.isPending}
      error={error}
      onConfirm={() => removal.mutate()}
      onClose={onClose}
    >
      {m.removeText}
    </ConfirmDialog>
  );
}
