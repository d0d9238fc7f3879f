import { type Order } from '@handloom/shared';
import { addressLines, formatDeliveryWindow, formatRupees, formatShopDateTime } from '../../lib/format.ts';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { withOwnerText } from '../../lib/owner-text.tsx';
import { paths } from '../../lib/paths.ts';
import { shownTitle } from '../../lib/product-text.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ProductImage } from '../../components/ui/product-image.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import { onTheWay, statusLabel } from './order-format.ts';
import { paymentMethodLabel } from '../../lib/payment-method.ts';
import { useCancelOrder } from './use-cancel-order.ts';
import { TaxDocumentLinks } from './tax-document-links.tsx';

const m = shopMessages.orders;

/** One order on Your Orders: when, its status, when it should arrive, the items, the money and where it goes. */
export function OrderCard({ order, showDeliveryWindow = true }: { order: Order; showDeliveryWindow?: boolean }) {
  const headingId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder();

  const confirmCancel = () =>
    cancel.mutate(order.id, {
      onSuccess: (updated) => {
        setConfirming(false);
        void notifySuccess(m.cancelledToast(statusLabel(updated.status)));
        requestAnimationFrame(() => statusRef.current?.focus());
      },
    });

  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-maroon-100 bg-white shadow-sm dark:border-ink-700 dark:bg-ink-800">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-maroon-100 px-4 py-3 sm:px-5 dark:border-ink-700">
        <h2 id={headingId} className="font-serif text-lg font-semibold text-maroon-800 dark:text-zari-300">
          {m.placedOn(formatShopDateTime(order.createdAt), order.number)}
        </h2>
        <StatusBadge ref={statusRef} tabIndex={-1} status={order.status} srLabel={m.status} />
      </header>
      <div className="grid gap-5 px-4 py-4 sm:px-5 lg:grid-cols-[2fr_1fr]">
        <div>
          {showDeliveryWindow && order.deliveryWindow && onTheWay(order) ? (
            <p className="mb-3 text-sm font-medium">{m.expectedDelivery(formatDeliveryWindow(order.deliveryWindow))}</p>
          ) : null}
          {order.status === 'shipped' && order.trackingNote ? <p className="mb-3 text-sm">{withOwnerText(m.tracking, order.trackingNote)}</p> : null}
          {order.cancelReason === 'sold_out_while_pending' ? <p className="mb-3 text-sm font-medium">{m.soldOutRefund}</p> : null}
          <ul aria-label={m.items} className="divide-y divide-maroon-100 dark:divide-ink-700">
            {order.lines.map((line, index) => (
              <li key={`${line.productId ?? 'gone'}-${index}`} className="flex gap-3 py-3 first:pt-0">
                <div className="w-14 shrink-0 overflow-hidden rounded">
                  <ProductImage url={line.imageUrl} alt="" sizes="56px" />
                </div>
                <div className="min-w-0 flex-1">
                  {/* The title as it was bought: the Tamil one on Tamil pages when the product had one, else the English. */}
                  <p lang={shownTitle(line).lang} className="text-sm font-medium">
                    {line.productId ? (
                      <Link to={paths.productInfo(line.productId)} className="rounded-sm hover:text-maroon-700 hover:underline dark:hover:text-zari-300">
                        {shownTitle(line).text}
                      </Link>
                    ) : (
                      shownTitle(line).text
                    )}
                  </p>
                  <p className="text-sm text-stone-700 tabular-nums dark:text-stone-300">{m.quantityTimesPrice(line.quantity, formatRupees(line.unitPricePaise))}</p>
                </div>
                <p className="text-sm font-semibold tabular-nums">{formatRupees(line.unitPricePaise * line.quantity)}</p>
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-4 text-sm">
          <dl className="space-y-1 tabular-nums">
            <TotalRow label={m.subtotal} paise={order.totals.subtotalPaise} />
            <TotalRow label={m.shipping} paise={order.totals.shippingPaise} />
            {order.totals.codFeePaise > 0 ? <TotalRow label={m.codFee} paise={order.totals.codFeePaise} /> : null}
            {order.totals.donationPaise > 0 ? <TotalRow label={m.donation} paise={order.totals.donationPaise} /> : null}
            <div className="flex justify-between gap-4 border-t border-maroon-100 pt-2 text-base font-semibold dark:border-ink-700">
              <dt>{m.total}</dt>
              <dd>{formatRupees(order.totals.totalPaise)}</dd>
            </div>
          </dl>
          {order.totals.donationPaise > 0 ? (
            <p>
              <Link to={paths.donations()} className="underline">
                {shopMessages.weavers.ledgerLink}
              </Link>
            </p>
          ) : null}
          <div>
            <h3 className="font-semibold">{m.deliverTo}</h3>
            <p translate="no" className="break-words whitespace-pre-line">
              {[order.address.name, ...addressLines(order.address), order.address.phoneNumber].join('\n')}
            </p>
          </div>
          {paymentMethodLabel(order) ? (
            <p>
              <span className="font-semibold">{m.paymentMethod}:</span> <span translate="no">{paymentMethodLabel(order)}</span>
            </p>
          ) : null}
          {order.paymentId ? (
            <p className="break-all text-stone-700 dark:text-stone-300">
              {m.paymentId}: <span translate="no">{order.paymentId}</span>
            </p>
          ) : null}
          {order.number ? <TaxDocumentLinks orderNumber={order.number} documents={order.taxDocuments} /> : null}
          {order.retryable && order.number ? (
            <Link to={paths.placedOrder(order.number)} className="font-semibold text-maroon-700 underline underline-offset-4 dark:text-zari-300">
              {m.payAgainLink}
            </Link>
          ) : null}
          {order.cancellable ? (
            <div>
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {m.cancel}
              </Button>
              <p className="mt-1 text-xs text-stone-600 dark:text-stone-300">{m.cancelHint}</p>
            </div>
          ) : null}
        </div>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={m.cancelTitle}
          confirmLabel={m.confirmCancel}
          busyLabel={m.cancelling}
          keepLabel={m.keepOrder}
          busy={cancel.isPending}
          error={cancel.error?.message ?? null}
          onConfirm={confirmCancel}
          onClose={() => {
            setConfirming(false);
            cancel.reset();
          }}
        >
          {order.paymentMethod === 'cod' && order.paidAt === null ? m.cancelTextCod : m.cancelText}
        </ConfirmDialog>
      ) : null}
    </article>
  );
}

function TotalRow({ label, paise }: { label: string; paise: number }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd>{formatRupees(paise)}</dd>
    </div>
  );
}
