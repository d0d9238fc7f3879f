import type { AdminOrder, AdminOrderAction } from '@handloom/shared';
import { addressLines, formatRupeesShort, formatShopDateTime } from '../../lib/format.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { OwnerText, TypedText, withOwnerText } from '../../lib/owner-text.tsx';
import { shopMessages } from '../../messages/shop-messages.ts';
import { adminMessages } from '../../messages/admin-messages.ts';
import { paymentMethodLabel } from '../../lib/payment-method.ts';
import { adminCreditNoteUrl, adminInvoiceUrl, adminQueryGroup, changeOrderStatus, retryRefund } from './admin-api.ts';
import { inputClass, labelClass, panelClass } from './admin-styles.ts';

const m = adminMessages.orders;
const statuses = shopMessages.orders.statuses;

const actionLabels: Record<Exclude<AdminOrderAction, 'cancelled'>, string> = {
  packed: m.markPacked,
  shipped: m.markShipped,
  delivered: m.markDelivered,
  returned: m.markReturned,
};

function actionLabel(order: AdminOrder, action: Exclude<AdminOrderAction, 'cancelled'>): string {
  return action === 'delivered' && order.paymentMethod === 'cod' ? m.markCashCollected : actionLabels[action];
}

/** One order with everything the shop needs to send it, and the moves allowed from its status. */
export function AdminOrderCard({ order }: { order: AdminOrder }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const noteId = useId();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const move = useMutation({
    mutationFn: (status: AdminOrderAction) =>
      changeOrderStatus(order.id, status === 'shipped' && note.trim() ? { status, trackingNote: note.trim() } : { status }),
    onSuccess: async (updated) => {
      setConfirmingCancel(false);
      void notifySuccess(m.moved(statuses[updated.status]));
      await queryClient.invalidateQueries({ queryKey: adminQueryGroup });
      // The pressed button is gone (the next move, or none, replaces it): keep the focus on this order.
      heading.current?.focus();
    },
  });
  // The owner's "Try the refund again", once the payment service has refused it.
  const refund = useMutation({
    mutationFn: () => retryRefund(order.id),
    onSuccess: async () => {
      void notifySuccess(m.refundMade);
      await queryClient.invalidateQueries({ queryKey: adminQueryGroup });
      heading.current?.focus();
    },
  });
  const error = errorText(move.error);
  const refundError = errorText(refund.error);
  const forward = order.actions.filter((action): action is Exclude<AdminOrderAction, 'cancelled'> => action !== 'cancelled');
  // Cash on delivery is cancellable only before the cash is collected: there is nothing to refund.
  const unpaidCod = order.paymentMethod === 'cod' && order.paidAt === null;
  const run = (action: AdminOrderAction) => {
    if (!move.isPending) move.mutate(action);
  };

  return (
    <article aria-labelledby={headingId} className={`${panelClass} p-4`}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold">
          {m.order(formatShopDateTime(order.placedAt ?? order.createdAt), order.number)}
        </h3>
        <StatusBadge status={order.status} />
      </header>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Detail term={m.customer}>
          <TypedText>{order.customer.name}</TypedText>
          <br />
          {order.email}
        </Detail>
        <Detail term={m.deliverTo}>
          <TypedText>{order.address.name}</TypedText>
          <br />
          <span translate="no" className="whitespace-pre-line">
            {addressLines(order.address).join('\n')}
          </span>
        </Detail>
        <Detail term={m.pincode}>{order.address.pincode}</Detail>
        <Detail term={m.phone}>{order.address.phoneNumber}</Detail>
        <Detail term={m.paymentMethod}>{paymentMethodLabel(order) ? <span translate="no">{paymentMethodLabel(order)}</span> : '—'}</Detail>
        <Detail term={m.paymentId}>
          <span className="break-all">{order.paymentId ?? '—'}</span>
        </Detail>
        {order.taxDocuments.invoice ? (
          <Detail term={m.taxDocuments}>
            <a href={adminInvoiceUrl(order.id)} download className="underline underline-offset-4">
              {m.invoicePdf(order.taxDocuments.invoice.number)}
            </a>
            {order.taxDocuments.creditNote ? (
              <>
                {' · '}
                <a href={adminCreditNoteUrl(order.id)} download className="underline underline-offset-4">
                  {m.creditNotePdf(order.taxDocuments.creditNote.number)}
                </a>
              </>
            ) : null}
          </Detail>
        ) : null}
        {order.refundId ? (
          <Detail term={m.refundId}>
            <span className="break-all">{order.refundId}</span>
          </Detail>
        ) : null}
        {order.refundOwed ? (
          <Detail term={m.refund}>
            {order.refundOwed.failedAt ? (
              <>
                {m.refundRefused(formatShopDateTime(order.refundOwed.failedAt))}{' '}
                {/* The payment service's own words, in English. */}
                <span lang="en">{order.refundOwed.failure}</span>
              </>
            ) : (
              m.refundNotMade
            )}
          </Detail>
        ) : null}
        <Detail term={m.orderId}>
          <span className="break-all">{order.id}</span>
        </Detail>
        {order.trackingNote ? <Detail term={m.trackingNote}><OwnerText>{order.trackingNote}</OwnerText></Detail> : null}
      </dl>
      <h4 className="mt-4 text-sm font-semibold">{m.items}</h4>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {order.lines.map((line, index) => (
          <li key={`${line.productId ?? 'gone'}-${index}`}>{withOwnerText((title: string) => m.itemLine(title, line.quantity, formatRupeesShort(line.unitPricePaise)), line.title)}</li>
        ))}
      </ul>
      {/* Every amount the total adds up, the cash-on-delivery fee among them. */}
      <dl className={`mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm ${order.totals.codFeePaise > 0 ? 'sm:grid-cols-5' : 'sm:grid-cols-4'}`}>
        <Detail term={m.subtotal}>{formatRupeesShort(order.totals.subtotalPaise)}</Detail>
        <Detail term={m.shipping}>{formatRupeesShort(order.totals.shippingPaise)}</Detail>
        <Detail term={m.donation}>{formatRupeesShort(order.totals.donationPaise)}</Detail>
        {order.totals.codFeePaise > 0 ? <Detail term={m.codFee}>{formatRupeesShort(order.totals.codFeePaise)}</Detail> : null}
        <Detail term={m.total}>
          <strong>{formatRupeesShort(order.totals.totalPaise)}</strong>
        </Detail>
      </dl>

      {order.actions.length > 0 ? (
        <div className="mt-4 border-t border-maroon-100 pt-4 dark:border-ink-700">
          {order.actions.includes('shipped') ? (
            <div className="mb-3 max-w-md">
              <label htmlFor={noteId} className={labelClass}>
                {m.trackingNote}
              </label>
              <input
                id={noteId}
                className={inputClass}
                maxLength={500}
                placeholder={m.trackingPlaceholder}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            </div>
          ) : null}
          <div className="flex flex-wrap gap-3">
            {forward.map((action) => (
              <Button key={action} onClick={() => run(action)} aria-disabled={move.isPending}>
                {move.isPending && move.variables === action ? m.working : actionLabel(order, action)}
              </Button>
            ))}
            {order.actions.includes('cancelled') ? (
              <Button variant="secondary" onClick={() => setConfirmingCancel(true)} aria-disabled={move.isPending}>
                {m.cancel}
              </Button>
            ) : null}
          </div>
          {error && !confirmingCancel ? (
            <div className="mt-3">
              <FormAlert tone="error">{error}</FormAlert>
            </div>
          ) : null}
        </div>
      ) : null}

      {order.refundOwed?.failedAt ? (
        <div className="mt-4 border-t border-maroon-100 pt-4 dark:border-ink-700">
          <Button onClick={() => !refund.isPending && refund.mutate()} aria-disabled={refund.isPending}>
            {refund.isPending ? m.working : m.retryRefund}
          </Button>
          {refundError ? (
            <div className="mt-3">
              <FormAlert tone="error">{refundError}</FormAlert>
            </div>
          ) : null}
        </div>
      ) : null}

      {confirmingCancel ? (
        <ConfirmDialog
          title={m.cancelTitle}
          confirmLabel={unpaidCod ? m.confirmCancelCod : m.confirmCancel}
          busyLabel={m.working}
          keepLabel={m.keepOrder}
          busy={move.isPending}
          error={error}
          onConfirm={() => run('cancelled')}
          onClose={() => setConfirmingCancel(false)}
        >
          {unpaidCod ? m.cancelTextCod : m.cancelText}
        </ConfirmDialog>
      ) : null}
    </article>
  );
}

/** What a failed request says on the card: the shop's message, or that the shop could not be asked. */
function errorText(error: Error | null): string | null {
  if (!error) return null;
  return error instanceof ApiError ? error.message : adminMessages.loadFailed;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-stone-700 dark:text-stone-300">{term}</dt>
      {/* A grid item: an email or a name too long for the column breaks anywhere rather than widening it. */}
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}
