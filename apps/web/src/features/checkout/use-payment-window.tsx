import type { CheckoutSession, Order, PaymentResult } from '@handloom/shared';
import { useMutation } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { shopMessages } from '../../messages/shop-messages.ts';
import { ApiError } from '../../lib/api-client.ts';
import { lazyPart, PartBoundary } from '../../lib/lazy-part.tsx';
import { abandonCheckout, verifyPayment } from './checkout-api.ts';
import { notifySuccess } from '../../lib/notify.ts';

const m = shopMessages.checkout;

/** Answers to a payment's confirmation that asking again cannot change. */
const FINAL_REFUSALS = new Set([400, 404, 409]);

export const loadSandboxWindow = () => import('./sandbox-payment-window.tsx');
const SandboxPaymentWindow = lazyPart(loadSandboxWindow);

interface PaymentWindowOptions {
  /** The order is paid and saved. */
  onPaid: (order: Order) => void;
  /** UPI left pending: the order is placed and waits for the bank. */
  onPending: (orderNumber: string) => void;
  /**
   * Closing the window without paying gives the checkout up: its stock goes
   * back at once, and the next try is a new checkout. Buy Now's; an order paid
   * again from its page stays payable there instead.
   */
  abandonOnClose?: boolean;
  /** The shop refused the payment for good (a 409: the order paid meanwhile, or closed): what is shown of the order may be out of date, and paying it again would not help. */
  onRefused?: () => void;
}

export interface PaymentWindow {
  /** The order being paid, while there is one. */
  session: CheckoutSession | null;
  /** Opens the configured provider's window for this order (the sandbox's, or Razorpay Checkout). */
  open: (session: CheckoutSession) => void;
  /** A line for the shopper (opening, not completed), or null. */
  notice: string | null;
  setNotice: (notice: string | null) => void;
  /** The shop is checking a payment the window handed back: no new payment may start meanwhile. */
  confirming: boolean;
  /** The window itself, "Confirming your payment…" and the "confirm again" alert: render it where the button is. */
  view: ReactNode;
}

/**
 * The payment window of an order, then the server's verification of what it
 * hands back: Buy Now uses it for a new order, Pay again for an order whose
 * payment failed.
 */
export function usePaymentWindow({ onPaid, onPending, abandonOnClose = false, onRefused }: PaymentWindowOptions): PaymentWindow {
  const [session, setSession] = useState<CheckoutSession | null>(null);
  const [windowOpen, setWindowOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // `final`: the shop refused the payment for good (400, 404, 409, such as a second payment it is refunding): asking again
  // changes nothing. A 401 (signed out meanwhile) or a 429 may be asked again.
  const [unconfirmed, setUnconfirmed] = useState<{ result: PaymentResult; message: string; final: boolean } | null>(null);

  const verify = useMutation({
    mutationFn: verifyPayment,
    onSuccess: (order) => {
      setWindowOpen(false);
      setSession(null);
      setUnconfirmed(null);
      void notifySuccess(m.paymentSuccessful);
      onPaid(order);
    },
    onError: (error, input) => {
      const { orderId: _orderId, ...result } = input;
      const final = error instanceof ApiError && FINAL_REFUSALS.has(error.status);
      setUnconfirmed({ result, message: final ? error.message : `${m.verifyFailed} ${error.message}`, final });
      // The order cannot take this payment: a new try starts a new checkout (our window is told when it closes).
      if (final && !windowOpen) setSession(null);
      if (error instanceof ApiError && error.status === 409) onRefused?.();
    },
  });

  const confirm = (paying: CheckoutSession, result: PaymentResult) => {
    setUnconfirmed(null);
    verify.mutate({ orderId: paying.orderId, ...result });
  };

  const open = (next: CheckoutSession) => {
    setSession(next);
    setNotice(null);
    setUnconfirmed(null);
    if (next.provider === 'sandbox') {
      setWindowOpen(true);
      return;
    }
    setNotice(m.openingPayment);
    import('./razorpay-checkout.ts')
      .then(({ openRazorpayCheckout }) =>
        openRazorpayCheckout(next, {
          onPaid: (result) => confirm(next, result),
          onDismiss: () => notCompleted(next),
        }),
      )
      .then(() => setNotice(null))
      .catch(() => setNotice(m.providerLoadFailed));
  };

  /** The window closed without a payment (a payment waiting for its confirmation keeps everything as it is). */
  const notCompleted = (closed: CheckoutSession) => {
    setNotice(abandonOnClose ? m.paymentNotCompleted : m.payAgainNotCompleted);
    if (!abandonOnClose) return;
    setSession(null);
    void abandonCheckout(closed.orderId);
  };

  const close = () => {
    setWindowOpen(false);
    if (unconfirmed?.final) setSession(null);
    else if (!unconfirmed && session) notCompleted(session);
  };

  const view = (
    <>
      {verify.isPending && !windowOpen ? (
        <p role="status" className="mt-3 text-sm">
          {m.confirming}
        </p>
      ) : null}
      {unconfirmed && !windowOpen ? (
        <div className="mt-3 space-y-2">
          <FormAlert tone="error">{unconfirmed.message}</FormAlert>
          {unconfirmed.final ? null : (
            <Button variant="secondary" disabled={verify.isPending} onClick={() => session && confirm(session, unconfirmed.result)}>
              {m.retryConfirm}
            </Button>
          )}
        </div>
      ) : null}
      {session && windowOpen ? (
        <PartBoundary
          fallback={null}
          onError={() => {
            // The window's code did not download: closed as if the shopper closed it, and said why.
            SandboxPaymentWindow.retry();
            close();
            setNotice(m.providerLoadFailed);
          }}
        >
          <Suspense fallback={null}>
            <SandboxPaymentWindow
              session={session}
              confirming={verify.isPending}
              confirmError={unconfirmed && !unconfirmed.final ? unconfirmed.message : null}
              confirmRefused={unconfirmed?.final ? unconfirmed.message : null}
              onPaid={(result) => confirm(session, result)}
              onPending={(orderNumber) => {
                setWindowOpen(false);
                setSession(null);
                onPending(orderNumber);
              }}
              onRetryConfirm={() => unconfirmed && confirm(session, unconfirmed.result)}
              onClose={close}
            />
          </Suspense>
        </PartBoundary>
      ) : null}
    </>
  );

  return { session, open, notice, setNotice, confirming: verify.isPending, view };
}
