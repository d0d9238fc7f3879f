import { createHmac, randomBytes } from 'node:crypto';
import type { PaymentProvider } from './payment-provider.ts';
import { hmacSha256Hex, paymentSignature, signatureMatches } from './payment-signature.ts';

// The shop's own test payment window (PAYMENT_PROVIDER=sandbox). It signs
// exactly like Razorpay, so verification, webhooks and refunds take the same
// path; no money moves and refunds are only recorded.

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** A new payment id and its signature, as a real provider's window would hand back. */
  approvePayment(providerOrderId: string): { paymentId: string; signature: string };
}

/**
 * SANDBOX_PAYMENT_SECRET, or one derived from the auth secret: every instance
 * of the shop shares the auth secret, so they all accept each other's signatures.
 */
export function sandboxSecret(configured: string | undefined, authSecret: string): string {
  return configured ?? createHmac('sha256', authSecret).update('handloom sandbox payments').digest('hex');
}

export function sandboxProvider(secret: string): SandboxProvider {
  return {
    name: 'sandbox',
    async createOrder() {
      return { providerOrderId: `order_sbx_${randomId()}` };
    },
    approvePayment(providerOrderId) {
      const paymentId = `pay_sbx_${randomId()}`;
      return { paymentId, signature: paymentSignature(secret, providerOrderId, paymentId) };
    },
    verifySignature({ providerOrderId, paymentId, signature }) {
      return signatureMatches(paymentSignature(secret, providerOrderId, paymentId), signature);
    },
    async refund() {
      return { refundId: `rfnd_sbx_${randomId()}` };
    },
    verifyWebhook(rawBody, signature) {
      return signatureMatches(hmacSha256Hex(secret, rawBody), signature);
    },
  };
}

/** 14 letters and digits, the shape of Razorpay's ids. */
function randomId(): string {
  return randomBytes(11).toString('base64url').replace(/[-_]/g, '0').slice(0, 14);
}
