import { zodResolver } from '@hookform/resolvers/zod';
import { checkoutMessages, DeliveryAddressSchema, type CheckoutSession, type DeliveryAddress, type Order, type PaymentResult } from '@handloom/shared';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import { addressFields, emptyAddress, splitServerErrors, type AddressField } from './address.ts';
import { AddressDialog } from './address-dialog.tsx';
import type { CartItemInput } from './cart-check.ts';
import { startCheckout, verifyPayment } from './checkout-api.ts';
import { donationRupees } from './donation.ts';

const m = shopMessages.checkout;

const loadSandboxWindow = () => import('./sandbox-payment-window.tsx');
const SandboxPaymentWindow = lazy(loadSandboxWindow);

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
  /** The order is paid and saved. */
  onPaid: (order: Order) => void;
  /** The server refused the cart itself (stock or price moved): the page checks the cart again. */
  onCartRefused: () => void;
}

interface Payment {
  session: CheckoutSession;
  /** The checkout input it was made for, to reuse it when nothing changed. */
  key: string;
}

/**
 * "Buy Now": the delivery details popup, then the payment window of the
 * configured provider (the shop's sandbox window, or Razorpay Checkout), then
 * the server's verification of the payment.
 */
export function BuyNow({ items, donationPaise, blockedReason, defaultName, onPaid, onCartRefused }: BuyNowProps) {
  const reasonId = useId();
  const [addressOpen, setAddressOpen] = useState(false);
  // The delivery details live here, so closing the popup keeps what was typed.
  const addressForm = useForm({ resolver: zodResolver(DeliveryAddressSchema), defaultValues: { ...emptyAddress, name: defaultName } });
  const [formError, setFormError] = useState<string | null>(null);
  const [payment, setPayment] = useState<Payment | null>(null);
  const [windowOpen, setWindowOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState<{ result: PaymentResult; message: string } | null>(null);

  const verify = useMutation({
    mutationFn: verifyPayment,
    onSuccess: (order) => {
      setWindowOpen(false);
      setPayment(null);
      setUnconfirmed(null);
      toast.success(m.paymentSuccessful);
      onPaid(order);
    },
    onError: (error, input) => {
      const { orderId: _orderId, ...result } = input;
      setUnconfirmed({ result, message: `${m.verifyFailed} ${error.message}` });
    },
  });

  const confirm = (session: CheckoutSession, result: PaymentResult) => {
    setUnconfirmed(null);
    verify.mutate({ orderId: session.orderId, ...result });
  };

  const openPaymentWindow = (next: Payment) => {
    setNotice(null);
    if (next.session.provider === 'sandbox') {
      setWindowOpen(true);
      return;
    }
    setNotice(m.openingPayment);
    import('./razorpay-checkout.ts')
      .then(({ openRazorpayCheckout }) =>
        openRazorpayCheckout(next.session, {
          onPaid: (result) => confirm(next.session, result),
          onDismiss: () => setNotice(m.paymentNotCompleted),
        }),
      )
      .then(() => setNotice(null))
      .catch(() => setNotice(m.providerLoadFailed));
  };

  const start = useMutation({
    mutationFn: startCheckout,
    onSuccess: (session, input) => {
      const next = { session, key: JSON.stringify(input) };
      setPayment(next);
      setAddressOpen(false);
      openPaymentWindow(next);
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

  const openAddress = () => {
    setFormError(null);
    addressForm.clearErrors();
    setAddressOpen(true);
    // The payment window is next: fetch its code while the shopper types.
    void loadSandboxWindow();
  };

  // Any empty field stops with the spec's "All fields are required" (a toast and
  // one alert); a pincode or phone in the wrong form says so beside it.
  const addressInvalid = (errors: FieldErrors<Record<AddressField, string>>) => {
    const missing = addressFields.some((field) => errors[field]?.message === checkoutMessages.allFieldsRequired);
    if (missing) toast.error(m.allFieldsRequired, { position: 'top-center', autoClose: 1000 });
    setFormError(missing ? m.allFieldsRequired : null);
  };

  const addressValid = (address: DeliveryAddress) => {
    setFormError(null);
    if (donationPaise === null) return;
    const input = { items, donation: donationRupees(donationPaise), address };
    const key = JSON.stringify(input);
    if (payment && payment.key === key && Date.parse(payment.session.reservedUntil) - Date.now() > REUSE_MARGIN_MS) {
      setAddressOpen(false);
      openPaymentWindow(payment);
      return;
    }
    start.mutate(input);
  };

  const closePaymentWindow = () => {
    setWindowOpen(false);
    if (!unconfirmed) setNotice(m.paymentNotCompleted);
  };

  const blocked = blockedReason !== null || items.length === 0;
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
        {notice ? <p className="text-sm">{notice}</p> : null}
      </div>
      {unconfirmed && !windowOpen ? (
        <div className="mt-3 space-y-2">
          <FormAlert tone="error">{unconfirmed.message}</FormAlert>
          <Button variant="secondary" disabled={verify.isPending} onClick={() => payment && confirm(payment.session, unconfirmed.result)}>
            {m.retryConfirm}
          </Button>
        </div>
      ) : null}

      {addressOpen ? (
        <AddressDialog
          form={addressForm}
          formError={formError}
          busy={start.isPending}
          onSubmit={() => void addressForm.handleSubmit(addressValid, addressInvalid)()}
          onClose={() => setAddressOpen(false)}
        />
      ) : null}
      {payment && windowOpen ? (
        <Suspense fallback={null}>
          <SandboxPaymentWindow
            session={payment.session}
            confirming={verify.isPending}
            confirmError={unconfirmed?.message ?? null}
            onPaid={(result) => confirm(payment.session, result)}
            onRetryConfirm={() => unconfirmed && confirm(payment.session, unconfirmed.result)}
            onClose={closePaymentWindow}
          />
        </Suspense>
      ) : null}
    </>
  );
}
