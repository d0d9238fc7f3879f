import type { PaymentMethod, PaymentProviderName } from '@handloom/shared';

/** One way of taking money. The sandbox (the shop itself) and Razorpay implement it. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The public key the browser's payment window needs (Razorpay's key id); none for the sandbox. */
  readonly publicKeyId?: string;
  /** Creates the provider's order for an amount in paise, INR. */
  createOrder(input: { amountPaise: number; receipt: string }): Promise<{ providerOrderId: string }>;
  /** Whether the payment window's signature over `order_id|payment_id` is genuine. */
  verifySignature(input: { providerOrderId: string; paymentId: string; signature: string }): boolean;
  /** Refunds a captured payment; resolves with the provider's refund id. */
  refund(paymentId: string, amountPaise: number): Promise<{ refundId: string }>;
  /**
   * A refund of the payment the provider already made (or is making), or
   * null: asked before refunding again after a try whose answer was lost.
   */
  findRefund(paymentId: string): Promise<{ refundId: string } | null>;
  /** The provider's record of a payment: the method actually used and its reference (never the browser's word). */
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /** Whether a webhook's signature header matches its raw body. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
}

export interface ProviderPayment {
  id: string;
  providerOrderId: string | null;
  amountPaise: number;
  /** Razorpay's payment states; `pending` is the sandbox's UPI payment the bank has not decided. */
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed' | 'pending';
  method: PaymentMethod;
  reference: string | null;
}

/**
 * A provider call that failed (network, provider refusal); `detail` is for
 * logs only, `reason` is what the provider said in words the owner may read
 * ("Your account does not have enough balance..."), or the message.
 */
export class PaymentProviderError extends Error {
  readonly detail: unknown;
  readonly reason: string;

  constructor(message: string, detail: unknown, reason?: string) {
    super(message);
    this.name = 'PaymentProviderError';
    this.detail = detail;
    this.reason = reason ?? message;
  }
}
