import {
  DisbursementInputSchema,
  imageSrc,
  weaverMessages,
  WithdrawDisbursementInputSchema,
  type Disbursement,
  type DisbursementForm,
  type WithdrawDisbursementForm,
} from '@handloom/shared';
import { formatRupeesShort, formatShopDate, formatShopDay } from '../../lib/format.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { DataTable, ListStates, type Column } from '../../components/ui/data-table.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { formAlert, showServerProblem } from '../../lib/form-problems.ts';
import { messages } from '../../messages/messages.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { adminMessages } from '../../messages/admin-messages.ts';
import { adminQueryGroup, ledgerQuery, recordDisbursement, withdrawDisbursement } from './admin-api.ts';
import { iconButtonClass, panelClass } from './admin-styles.ts';
import { AdminTextInput } from './admin-text-input.tsx';
import { ImageSlot } from './image-slot.tsx';
import { schemaResolver } from '../../lib/schema-resolver.ts';
import { schemaText } from '../../lib/schema-text.ts';

const m = adminMessages.ledger;

function problem(error: FieldError | undefined): { error?: string; invalid?: boolean } {
  if (!error?.message) return {};
  return error.message === schemaText(weaverMessages.allFieldsRequired) ? { invalid: true } : { error: error.message };
}

/** The open donation ledger: what was raised (the Funds tab's total), what was given out, and to whom. */
export function LedgerTab() {
  const ledger = useQuery(ledgerQuery);
  const [withdrawing, setWithdrawing] = useState<Disbursement | null>(null);
  // A withdrawn entry loses its Withdraw button, where the focus came back to: the heading keeps the place.
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="space-y-6">
      <div className="max-w-2xl">
        <h2 ref={heading} tabIndex={-1} className="font-serif text-xl font-semibold">
          {m.heading}
        </h2>
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
            <DataTable columns={columns(setWithdrawing)} rows={data.disbursements} rowKey={(entry) => entry.id} empty={m.empty} />
          </>
        )}
      </ListStates>
      {withdrawing ? (
        <WithdrawDisbursement entry={withdrawing} onClose={() => setWithdrawing(null)} onWithdrawn={() => heading.current?.focus()} />
      ) : null}
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
    resolver: schemaResolver(DisbursementInputSchema, undefined, { raw: true }) as Resolver<DisbursementValues>,
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

/** "20 Nov 2026" (ta "20 நவம்பர் 2026"), as the dashboard says a day. */
function givenOnText(entry: Disbursement): string {
  return formatShopDay(entry.givenOn);
}

function columns(onWithdraw: (entry: Disbursement) => void): Column<Disbursement>[] {
  return [
    { header: m.givenOn, cell: (entry) => givenOnText(entry), className: 'whitespace-nowrap tabular-nums' },
    {
      header: m.recipient,
      className: 'break-words',
      cell: (entry) =>
        entry.withdrawn ? (
          <>
            <span className="line-through">{entry.recipient}</span>
            <span className="block text-sm text-stone-700 dark:text-stone-300">{m.withdrawnNote(formatShopDate(entry.withdrawn.at), entry.withdrawn.reason)}</span>
          </>
        ) : (
          entry.recipient
        ),
    },
    {
      header: m.receipt,
      cell: (entry) =>
        entry.receipt ? (
          <a href={imageSrc(entry.receipt, 1024)} className="underline" target="_blank" rel="noreferrer">
            {m.viewReceipt}
          </a>
        ) : null,
    },
    {
      header: m.amount,
      align: 'end',
      className: 'tabular-nums',
      cell: (entry) => (entry.withdrawn ? <s>{formatRupeesShort(entry.amountPaise)}</s> : formatRupeesShort(entry.amountPaise)),
    },
    {
      header: adminMessages.products.actions,
      align: 'end',
      cell: (entry) =>
        entry.withdrawn ? null : (
          <button type="button" onClick={() => onWithdraw(entry)} aria-label={m.withdraw(entry.recipient)} title={m.withdraw(entry.recipient)} className={iconButtonClass}>
            <Undo2 aria-hidden="true" className="size-5" />
          </button>
        ),
    },
  ];
}

/** Withdraws an entry recorded by mistake, with the reason the public ledger shows beside it. */
function WithdrawDisbursement({ entry, onClose, onWithdrawn }: { entry: Disbursement; onClose: () => void; onWithdrawn: () => void }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, formState } = useForm<WithdrawDisbursementForm>({
    resolver: schemaResolver(WithdrawDisbursementInputSchema, undefined, { raw: true }) as Resolver<WithdrawDisbursementForm>,
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (form) => {
    try {
      await withdrawDisbursement(entry.id, form);
      void notifySuccess(m.withdrawn);
      onClose();
      await queryClient.invalidateQueries({ queryKey: adminQueryGroup });
      onWithdrawn();
    } catch (caught) {
      showServerProblem(setError, caught, adminMessages.loadFailed);
    }
  });
  return (
    <ModalDialog title={m.withdrawTitle} onClose={onClose} closeLabel={messages.common.close} busy={isSubmitting}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isSubmitting) void submit(event);
        }}
      >
        <p>{m.withdrawText}</p>
        <p className="font-medium break-words">
          {givenOnText(entry)} · {entry.recipient} · {formatRupeesShort(entry.amountPaise)}
        </p>
        <AdminTextInput label={m.withdrawReason} autoFocus {...register('reason')} error={errors.reason?.message} />
        {errors.root?.message ? <FormAlert tone="error">{errors.root.message}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {adminMessages.weavers.cancel}
          </Button>
          <Button type="submit" aria-disabled={isSubmitting}>
            {isSubmitting ? m.saving : m.withdrawConfirm}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
