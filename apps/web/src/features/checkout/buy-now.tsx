import { checkoutMessages, type CheckoutMethod, type CodCheckout, type DeliveryAddress, type Order, type SavedAddress } from '@handloom/shared';
import { hashKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import { addressFields, addressValues, emptyAddress, splitServerErrors, type AddressValues } from './address.ts';
import { AddressDialog } from './address-dialog.tsx';
import { savedAddressesQuery } from './addresses-api.ts';
import type { CartItemInput } from './cart-check.ts';
import { abandonCheckout, startCheckout } from './checkout-api.ts';
import { CodConfirmDialog } from './cod-confirm-dialog.tsx';
import { donationRupees } from './donation.ts';
import { useAddressForm } from './use-address-form.ts';
import { loadSandboxWindow, usePaymentWindow } from './use-payment-window.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { schemaText } from '../../lib/schema-text.ts';

const m = shopMessages.checkout;

// Nobody logged in has no saved addresses (the checkout itself asks them to log in); anything else went wrong.
const savedLoadFailed = (error: Error | null) => error !== null && !(error instanceof ApiError && error.status === 401);

// A pending order's reservation is reused when the shopper pays for the same
// cart again, unless it is about to run out.
const REUSE_MARGIN_MS = 60_000;

interface BuyNowProps {
  items: CartItemInput[];
  /** Null while the donation box holds something that is not an amount. */
  donationPaise: number | null;
  /** Why the cart cannot be bought now (sold out lines, a bad donation), or null. */
  blockedReason: string | null;
  defaultName: string;
  /** Pay online now, or cash on delivery (the cart page's choice). */
  method: CheckoutMethod;
  /** The order is paid (or, cash on delivery, confirmed) and saved. */
  onPaid: (order: Order) => void;
  /** The order is placed with its payment pending at the bank: its own page follows it. `items`: what it bought. */
  onPending: (orderNumber: string, items: readonly CartItemInput[]) => void;
  /** The server refused the cart itself (stock or price moved): the page checks the cart again. */
  onCartRefused: () => void;
}

/**
 * "Buy Now": the delivery details popup, then the payment window of the
 * configured provider (the shop's sandbox window, or Razorpay Checkout), then
 * the server's verification of the payment.
 */
export function BuyNow({ items, donationPaise, blockedReason, defaultName, method, onPaid, onPending, onCartRefused }: BuyNowProps) {
  const reasonId = useId();
  const [addressOpen, setAddressOpen] = useState(false);
  // The delivery details live here, so closing the popup keeps what was typed.
  const [initialAddress] = useState<AddressValues>(() => ({ ...emptyAddress, name: defaultName }));
  const address = useAddressForm(initialAddress);
  const addressForm = address.form;
  // What the form was last filled with, to tell what the shopper has typed since.
  const filledWith = useRef(initialAddress);
  const queryClient = useQueryClient();
  const saved = useQuery({ ...savedAddressesQuery, enabled: addressOpen });
  // The saved address the form was filled from (null: a new one; undefined: not chosen yet).
  const [chosenId, setChosenId] = useState<string | null | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  // The checkout input the open order was made for, to reuse its reservation when nothing changed.
  const [paymentKey, setPaymentKey] = useState<string | null>(null);
  const [cod, setCod] = useState<CodCheckout | null>(null);

  // What the open order was made for: the cart may hold more by the time it is paid (another tab).
  const orderItems = useRef<readonly CartItemInput[]>([]);
  const paymentWindow = usePaymentWindow({ onPaid, onPending: (orderNumber) => onPending(orderNumber, orderItems.current), abandonOnClose: true });
  const { setNotice } = paymentWindow;

  const start = useMutation({
    mutationFn: startCheckout,
    onSuccess: (session, input) => {
      orderItems.current = input.items;
      // The address just used is now the shopper's last used one.
      void queryClient.invalidateQueries({ queryKey: savedAddressesQuery.queryKey });
      if (session.method === 'cod') {
        setAddressOpen(false);
        setCod(session);
        return;
      }
      setPaymentKey(JSON.stringify(input));
      setAddressOpen(false);
      paymentWindow.open(session);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) {
        setFormError(error.message);
        return;
      }
      const { fieldErrors, others } = splitServerErrors(error.fields);
      const faulty = addressFields.filter((field) => fieldErrors[field]);
      faulty.forEach((field, index) => addressForm.setError(field, { message: fieldErrors[field] }, { shouldFocus: index === 0 }));
      const addressOnly = others.length === 0 && Object.keys(fieldErrors).length > 0;
      setFormError(addressOnly ? null : others.length > 0 ? others.join(' ') : error.message);
      if (!addressOnly) onCartRefused();
    },
  });

  const choose = (entry: SavedAddress | null) => {
    const values = entry ? addressValues(entry) : { ...emptyAddress, name: defaultName };
    setChosenId(entry?.id ?? null);
    filledWith.current = values;
    addressForm.reset(values);
  };

  // The form's own values, read now (formState.isDirty, read outside a render, is not kept up to date).
  const typedSince = () => addressFields.some((field) => addressForm.getValues(field) !== filledWith.current[field]);

  // The last used address is preselected once the saved addresses first arrive (at this
  // opening or a later one, when this one could not load them), unless the shopper has
  // typed meanwhile: what they typed stays, as "a new address".
  const preselect = (list: readonly SavedAddress[]) => {
    if (chosenId !== undefined) return;
    const [lastUsed] = list;
    if (lastUsed && !typedSince()) choose(lastUsed);
    else setChosenId(null);
  };
  const preselectOnArrival = useEffectEvent(preselect);
  useEffect(() => {
    if (!addressOpen) return;
    // Whichever fetch brings them: this opening's, Try again, or the window regaining focus.
    const savedHash = hashKey(savedAddressesQuery.queryKey);
    return queryClient.getQueryCache().subscribe((event) => {
      const list = event.query.state.data as readonly SavedAddress[] | undefined;
      if (event.type === 'updated' && event.action.type === 'success' && event.query.queryHash === savedHash && list) preselectOnArrival(list);
    });
  }, [addressOpen, queryClient]);

  const openAddress = () => {
    setFormError(null);
    addressForm.clearErrors();
    // Opening asks for the saved addresses again (the query is enabled while open), so an opening that could not load them leaves the next one to try.
    setAddressOpen(true);
    const known = queryClient.getQueryData(savedAddressesQuery.queryKey);
    if (known) preselect(known);
    // The payment window is next: fetch its code while the shopper types.
    void loadSandboxWindow().catch(() => undefined);
  };

  // Any empty field stops with the spec's "All fields are required" (a toast and
  // one alert); a pincode or phone in the wrong form says so beside it.
  const addressInvalid = (errors: FieldErrors<AddressValues>) => {
    const missing = addressFields.some((field) => errors[field]?.message === schemaText(checkoutMessages.allFieldsRequired));
    if (missing) void notifyError(m.allFieldsRequired, { position: 'top-center', autoClose: 1000 });
    setFormError(missing ? m.allFieldsRequired : null);
  };

  const addressValid = async (delivery: DeliveryAddress) => {
    setFormError(null);
    if (donationPaise === null) return;
    const input = { items, donation: donationRupees(donationPaise), address: delivery, method, ...(chosenId ? { savedAddressId: chosenId } : {}) };
    const key = JSON.stringify(input);
    const open = paymentWindow.session;
    if (method === 'online' && open && paymentKey === key && Date.parse(open.reservedUntil) - Date.now() > REUSE_MARGIN_MS) {
      setAddressOpen(false);
      paymentWindow.open(open);
      return;
    }
    // Awaited, so the popup stays busy until the shop answers (its onError says what went wrong).
    await start.mutateAsync(input).catch(() => undefined);
  };

  // One checkout at a time: busy from the press (the pincode may be looked up
  // again, the fields are checked) to the shop's answer, so a second press sends nothing.
  const [submitting, setSubmitting] = useState(false);
  const submitAddress = async () => {
    setSubmitting(true);
    try {
      await address.submit(addressValid, addressInvalid)();
    } finally {
      setSubmitting(false);
    }
  };

  // While a payment is being confirmed, a second press would start a second order.
  const blocked = blockedReason !== null || items.length === 0 || paymentWindow.confirming;
  return (
    <>
      <Button className="w-full py-3 text-lg" disabled={blocked} aria-describedby={blockedReason ? reasonId : undefined} onClick={openAddress}>
        {m.buyNow}
      </Button>
      {blockedReason ? (
        <p id={reasonId} className="mt-2 text-sm text-red-700 dark:text-red-300">
          {blockedReason}
        </p>
      ) : null}
      <div aria-live="polite" className="mt-3 space-y-2 empty:hidden">
        {paymentWindow.notice ? <p className="text-sm">{paymentWindow.notice}</p> : null}
      </div>

      {addressOpen ? (
        <AddressDialog
          address={address}
          saved={saved.data ?? []}
          savedState={saved.data ? null : saved.isFetching ? 'loading' : savedLoadFailed(saved.error) ? 'failed' : null}
          onRetrySaved={() => void saved.refetch()}
          chosenId={chosenId ?? null}
          onChoose={choose}
          formError={formError}
          busy={submitting}
          onSubmit={() => void submitAddress()}
          onClose={() => setAddressOpen(false)}
        />
      ) : null}
      {cod ? (
        <CodConfirmDialog
          checkout={cod}
          onPlaced={(order) => {
            setCod(null);
            void notifySuccess(m.codPlaced);
            onPaid(order);
          }}
          onClose={() => {
            setCod(null);
            setNotice(m.codLeft);
            void abandonCheckout(cod.orderId);
          }}
        />
      ) : null}
      {paymentWindow.view}
    </>
  );
}
