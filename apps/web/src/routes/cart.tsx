import { DEFAULT_DONATION_RUPEES, type CheckoutMethod, type Order } from '@handloom/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../lib/paths.ts';
import { useCartStore } from '../features/cart/cart-store.ts';
import { BuyNow } from '../features/checkout/buy-now.tsx';
import { CheckDelivery } from '../features/delivery/check-delivery.tsx';
import { blocksPurchase, quoteItems } from '../features/checkout/cart-check.ts';
import { CartLineItem } from '../features/checkout/cart-line-item.tsx';
import { CartSummary } from '../features/checkout/cart-summary.tsx';
import { DonationBox } from '../features/checkout/donation-box.tsx';
import { PaymentChoice } from '../features/checkout/payment-choice.tsx';
import { useDonationBox } from '../features/checkout/donation.ts';
import { useCartCheck } from '../features/checkout/use-cart-check.ts';
import { ordersQueryKey, placedOrderQuery } from '../features/orders/orders-api.ts';
import { useSession } from '../features/session/use-session.ts';
import { notifyError } from '../lib/notify.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { shopMessages } from '../messages/shop-messages.ts';

const m = shopMessages.cart;

const headingClass = 'font-serif text-3xl font-semibold text-maroon-800 focus:outline-none dark:text-zari-300';

export default function CartPage() {
  useDocumentTitle(m.title);
  const lines = useCartStore((state) => state.lines);
  const replace = useCartStore((state) => state.replace);
  const remove = useCartStore((state) => state.remove);
  const setQuantity = useCartStore((state) => state.setQuantity);
  const takeOut = useCartStore((state) => state.takeOut);
  const user = useSession().data ?? null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const itemsHeadingId = useId();
  const donation = useDonationBox(DEFAULT_DONATION_RUPEES);
  const donationPaise = donation.paise;
  const check = useCartCheck(lines, donationPaise, replace);
  const [chosenMethod, setMethod] = useState<CheckoutMethod>('online');
  // Cash on delivery stays chosen only while the owner's rules allow this cart.
  const method: CheckoutMethod = chosenMethod === 'cod' && check.cod?.available ? 'cod' : 'online';
  const totals =
    check.totals && method === 'cod' && check.cod
      ? { ...check.totals, codFeePaise: check.cod.feePaise, totalPaise: check.totals.totalPaise + check.cod.feePaise }
      : check.totals;

  const unavailable = lines.some((line) => blocksPurchase(check.flags.get(line.productId) ?? []));
  const blockedReason = unavailable ? m.blockedUnavailable : donationPaise !== null ? null : m.blockedDonation;

  const removeLine = (productId: string) => {
    remove(productId);
    void notifyError(m.deleted);
    headingRef.current?.focus();
  };

  const paid = (order: Order) => {
    // The thank-you page shows the order just placed without asking for it again.
    if (order.number) queryClient.setQueryData(placedOrderQuery(order.number).queryKey, order);
    leaveFor(
      order.number,
      order.lines.flatMap((line) => (line.productId ? [{ productId: line.productId, quantity: line.quantity }] : [])),
    );
  };
  const leaveFor = (orderNumber: string | null, bought: readonly { productId: string; quantity: number }[]) => {
    void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    // What the order bought leaves the cart once the next page shows (so the cart page does not flash
    // "empty" on the way); what was added meanwhile in another tab stays.
    void Promise.resolve(navigate(orderNumber ? paths.placedOrder(orderNumber) : paths.order())).finally(() => takeOut(bought));
  };

  return (
    <div>
      {/* One heading for both states: removing the last line keeps the focus on it. */}
      <h1 ref={headingRef} tabIndex={-1} className={`${headingClass} mb-6 ${lines.length === 0 ? 'text-center' : ''}`}>
        {m.title}
      </h1>
      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <section aria-labelledby={itemsHeadingId}>
            <h2 id={itemsHeadingId} className="sr-only">
              {m.items}
            </h2>
            <ul className="space-y-4">
              {lines.map((line) => (
                <li key={line.productId}>
                  <CartLineItem
                    line={line}
                    flags={check.flags.get(line.productId) ?? []}
                    onQuantityChange={(quantity) => {
                      setQuantity(line.productId, quantity);
                      check.noteQuantity(line.productId, quantity);
                    }}
                    onRemove={() => removeLine(line.productId)}
                  />
                </li>
              ))}
            </ul>
          </section>
          <div className="space-y-6">
            <DonationBox give={donation.give} optIn={donation.optIn} field={donation.field} error={donation.error} />
            <CheckDelivery />
            <CartSummary totals={totals} totalQuantity={check.totalQuantity} checking={check.checking} failed={check.failed} refused={check.refused} onRecheck={check.recheck}>
              <PaymentChoice method={method} cod={check.cod} onChange={setMethod} />
              <BuyNow
                items={quoteItems(lines)}
                method={method}
                onPending={leaveFor}
                donationPaise={donationPaise}
                blockedReason={blockedReason}
                defaultName={user?.name ?? ''}
                onPaid={paid}
                onCartRefused={check.recheck}
              />
            </CartSummary>
          </div>
        </div>
      )}
    </div>
  );
}

function EmptyCart() {
  return (
    <div className="mx-auto max-w-xl pb-10 text-center">
      <ShoppingBag aria-hidden="true" className="mx-auto mt-2 size-14 text-maroon-700 dark:text-zari-400" />
      <p className="mt-4 text-xl font-semibold">{m.empty}</p>
      <p className="mt-2 text-stone-600 dark:text-stone-300">{m.emptyHint}</p>
      <Link
        to={paths.home()}
        className="mt-6 inline-flex items-center justify-center rounded-md bg-maroon-700 px-5 py-2.5 font-semibold text-white hover:bg-maroon-800 dark:bg-zari-400 dark:text-ink-900 dark:hover:bg-zari-300"
      >
        {m.continueShopping}
      </Link>
    </div>
  );
}
