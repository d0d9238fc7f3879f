import { createHmac, randomBytes } from 'node:crypto';
import type { PaymentMethod } from '@handloom/shared';
import { PaymentProviderError, type PaymentProvider, type ProviderPayment } from './payment-provider.ts';
import { hmacSha256Hex, paymentSignature, signatureMatches } from './payment-signature.ts';
import type { SandboxPaymentsRepository } from './payments.repository.ts';

// The shop's own test payment windows (PAYMENT_PROVIDER=sandbox): a card
// form and a UPI QR code. It signs exactly like Razorpay, so verification,
// webhooks and refunds take the same path; no money moves and refunds are
// only recorded. Its payments are kept in the sandbox_payments table, so every
// instance can look one up, as Razorpay's API would.

/** The payee the sandbox's UPI intents name (no real account). */
export const SANDBOX_UPI_PAYEE = 'kaithari.sandbox@upi';

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** Records a payment and hands back its id and signature, as a real provider's window would. */
  approvePayment(input: { providerOrderId: string; amountPaise: number; method: PaymentMethod; reference: string | null }): Promise<{ paymentId: string; signature: string }>;
  /** Records a payment in another state (a UPI payment the bank has not decided, or one it refused). */
  recordPayment(input: { providerOrderId: string; amountPaise: number; method: PaymentMethod; reference: string | null; status: 'pending' | 'failed' }): Promise<string>;
  /** The bank decided a pending payment: its record changes, and the caller sends the signed webhook. */
  resolvePending(paymentId: string, status: 'captured' | 'failed'): Promise<ProviderPayment | null>;
  /** A signed webhook as the sandbox bank sends it, in Razorpay's format (for the tests and `npm run sandbox:webhook`). */
  webhook(event: 'payment.captured' | 'payment.failed', payment: ProviderPayment): { body: string; signature: string };
  /** The upi://pay intent a UPI app opens: payee, amount and the order as the reference. */
  upiIntent(input: { providerOrderId: string; amountPaise: number; shopName: string }): string;
}

/**
 * SANDBOX_PAYMENT_SECRET, or one derived from the auth secret: every instance
 * of the shop shares the auth secret, so they all accept each other's signatures.
 */
export function sandboxSecret(configured: string | undefined, authSecret: string): string {
  return configured ?? createHmac('sha256', authSecret).update('handloom sandbox payments').digest('hex');
}

export function sandboxWebhook(secret: string, event: 'payment.captured' | 'payment.failed', payment: ProviderPayment): { body: string; signature: string } {
  const body = JSON.stringify({
    entity: 'event',
    id: `evt_sbx_${randomId()}`,
    event,
    payload: {
      payment: {
        entity: {
          id: payment.id,
          order_id: payment.providerOrderId,
          amount: payment.amountPaise,
          currency: 'INR',
          status: event === 'payment.captured' ? 'captured' : 'failed',
          method: payment.method,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  return { body, signature: hmacSha256Hex(secret, body) };
}

export function sandboxProvider(secret: string, payments: SandboxPaymentsRepository): SandboxProvider {
  return {
    name: 'sandbox',
    async createOrder() {
      return { providerOrderId: `order_sbx_${randomId()}` };
    },
    async approvePayment({ providerOrderId, amountPaise, method, reference }) {
      const paymentId = `pay_sbx_${randomId()}`;
      await payments.insert({ id: paymentId, providerOrderId, amountPaise, method, reference, status: 'captured' });
      return { paymentId, signature: paymentSignature(secret, providerOrderId, paymentId) };
    },
    async recordPayment(input) {
      const paymentId = `pay_sbx_${randomId()}`;
      await payments.insert({ id: paymentId, ...input });
      return paymentId;
    },
    async resolvePending(paymentId, status) {
      const row = await payments.resolvePending(paymentId, status);
      return row ? { ...row, status: row.status } : null;
    },
    webhook: (event, payment) => sandboxWebhook(secret, event, payment),
    upiIntent({ providerOrderId, amountPaise, shopName }) {
      // NPCI's linking specification: pa payee, pn name, am amount in rupees, cu currency, tr reference, tn note.
      const params = new URLSearchParams({
        pa: SANDBOX_UPI_PAYEE,
        pn: shopName,
        am: (amountPaise / 100).toFixed(2),
        cu: 'INR',
        tr: providerOrderId,
        tn: `Order ${providerOrderId}`,
      });
      return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
    },
    verifySignature({ providerOrderId, paymentId, signature }) {
      return signatureMatches(paymentSignature(secret, providerOrderId, paymentId), signature);
    },
    async fetchPayment(paymentId) {
      const row = await payments.find(paymentId);
      if (!row) throw new PaymentProviderError('The sandbox has no such payment', { paymentId });
      return row;
    },
    async refund() {
      return { refundId: `rfnd_sbx_${randomId()}` };
    },
    // The sandbox moves no money and keeps no refunds: a refund asked again is simply made again.
    async findRefund() {
      return null;
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
