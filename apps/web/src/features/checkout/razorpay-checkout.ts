import type { CheckoutSession, PaymentResult } from '@handloom/shared';

// Razorpay Checkout (PAYMENT_PROVIDER=razorpay). Its script comes from
// Razorpay and is fetched only in this mode, the first time a shopper pays;
// the shop's security policy allows Razorpay's hosts only then.

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: CheckoutSession['prefill'];
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

type RazorpayConstructor = new (options: RazorpayOptions) => { open: () => void };

let loading: Promise<RazorpayConstructor> | null = null;

function loadCheckout(): Promise<RazorpayConstructor> {
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      const Razorpay = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (Razorpay) resolve(Razorpay);
      else reject(new Error('Razorpay Checkout loaded without Razorpay'));
    };
    script.onerror = () => {
      // Let the next attempt try again (a flaky connection).
      script.remove();
      loading = null;
      reject(new Error('Razorpay Checkout could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

export interface RazorpayHandlers {
  onPaid: (result: PaymentResult) => void;
  /** The shopper closed the window: the order stays pending. */
  onDismiss: () => void;
}

export async function openRazorpayCheckout(session: CheckoutSession, handlers: RazorpayHandlers): Promise<void> {
  if (!session.keyId) throw new Error('The checkout session has no Razorpay key id');
  const Razorpay = await loadCheckout();
  new Razorpay({
    key: session.keyId,
    order_id: session.providerOrderId,
    amount: session.amountPaise,
    currency: session.currency,
    name: session.shopName,
    description: session.receipt,
    prefill: session.prefill,
    theme: { color: '#7a1f2b' },
    handler: (response) =>
      handlers.onPaid({
        providerOrderId: response.razorpay_order_id,
        paymentId: response.razorpay_payment_id,
        signature: response.razorpay_signature,
      }),
    modal: { ondismiss: handlers.onDismiss },
  }).open();
}
