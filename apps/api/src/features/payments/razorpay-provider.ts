import Razorpay from 'razorpay';
import type { PaymentMethod } from '@handloom/shared';
import { PaymentProviderError, type PaymentProvider, type ProviderPayment } from './payment-provider.ts';
import { hmacSha256Hex, paymentSignature, signatureMatches } from './payment-signature.ts';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Tests only: the fake Razorpay API on 127.0.0.1 (see testing/fake-razorpay.ts). */
  apiUrl?: string;
}

/** Hosts Razorpay Checkout loads from and talks to; the security policy allows them in razorpay mode only. */
export const razorpayBrowserOrigins = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

const REQUEST_TIMEOUT_MS = 10_000;

// The SDK keeps its axios instance at `instance.api.rq`, created with a fixed
// base URL (https://api.razorpay.com) and no timeout, and its typings do not
// show it. We set both there: the timeout so a slow Razorpay cannot hold a
// checkout forever, the base URL only for the offline tests.
interface SdkHttpClient {
  defaults: { baseURL?: string; timeout?: number };
}

export function razorpayProvider(settings: RazorpaySettings): PaymentProvider {
  const sdk = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  const http = (sdk.api as unknown as { rq?: SdkHttpClient }).rq;
  if (!http?.defaults) throw new Error('The razorpay SDK changed shape: cannot set its timeout (see razorpay-provider.ts).');
  http.defaults.timeout = REQUEST_TIMEOUT_MS;
  if (settings.apiUrl) http.defaults.baseURL = settings.apiUrl.replace(/\/$/, '');

  return {
    name: 'razorpay',
    publicKeyId: settings.keyId,
    async createOrder({ amountPaise, receipt }) {
      try {
        const order = await sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt });
        return { providerOrderId: order.id };
      } catch (error) {
        throw new PaymentProviderError('Razorpay could not create the order', sdkFailure(error));
      }
    },
    verifySignature({ providerOrderId, paymentId, signature }) {
      return signatureMatches(paymentSignature(settings.keySecret, providerOrderId, paymentId), signature);
    },
    async refund(paymentId, amountPaise) {
      try {
        const refund = await sdk.payments.refund(paymentId, { amount: amountPaise });
        return { refundId: refund.id };
      } catch (error) {
        throw new PaymentProviderError('Razorpay could not refund the payment', sdkFailure(error), razorpayReason(error));
      }
    },
    async findRefund(paymentId) {
      try {
        // https://razorpay.com/docs/api/refunds/fetch-multiple-refund-payment/ (a full refund is one; 100 is the most a page holds).
        const { items } = (await sdk.payments.fetchMultipleRefund(paymentId, { count: 100 })) as { items: { id: string; status: string }[] };
        const made = items.find((refund) => refund.status !== 'failed');
        return made ? { refundId: made.id } : null;
      } catch (error) {
        throw new PaymentProviderError('Razorpay could not list the refunds of the payment', sdkFailure(error), razorpayReason(error));
      }
    },
    async fetchPayment(paymentId) {
      try {
        return paymentFromEntity(await sdk.payments.fetch(paymentId));
      } catch (error) {
        throw new PaymentProviderError('Razorpay could not fetch the payment', sdkFailure(error));
      }
    },
    verifyWebhook(rawBody, signature) {
      return signatureMatches(hmacSha256Hex(settings.webhookSecret, rawBody), signature);
    },
  };
}

// The SDK rejects with a plain `{ statusCode, error }` object for API errors,
// and with a TypeError when there was no response at all (it reads
// `err.response.status`); keep whichever tells most, for the logs.
function sdkFailure(error: unknown): unknown {
  if (error instanceof Error) return { message: error.message, cause: error.cause };
  return error;
}

/**
 * What Razorpay said, for the owner: the description of an API error
 * (https://razorpay.com/docs/errors/), or that it did not answer.
 */
function razorpayReason(error: unknown): string {
  if (error instanceof Error) return `Razorpay did not answer (${error.message}).`;
  const description = (error as { error?: { description?: unknown } } | null)?.error?.description;
  return typeof description === 'string' && description.trim() ? description.trim() : 'Razorpay refused without saying why.';
}

// The part of Razorpay's payment entity the shop keeps
// (https://razorpay.com/docs/api/payments/fetch-with-id/).
interface PaymentEntity {
  id: string;
  order_id?: string | null;
  amount: number | string;
  status: string;
  method: string;
  vpa?: string | null;
  bank?: string | null;
  wallet?: string | null;
  card?: { last4?: string | null; network?: string | null } | null;
  card_id?: string | null;
}

const knownMethods: Record<string, PaymentMethod> = { upi: 'upi', card: 'card', netbanking: 'netbanking', wallet: 'wallet' };
const knownStatuses = new Set<ProviderPayment['status']>(['created', 'authorized', 'captured', 'refunded', 'failed']);

/** Razorpay's payment entity as the shop keeps it: the method used and a reference a person recognises. */
export function paymentFromEntity(entity: PaymentEntity): ProviderPayment {
  const method = knownMethods[entity.method] ?? 'other';
  const card = entity.card?.last4 ? `${entity.card.network ?? 'Card'} •••• ${entity.card.last4}` : null;
  const reference = { upi: entity.vpa, card, netbanking: entity.bank, wallet: entity.wallet, cod: null, other: entity.method }[method] ?? null;
  const status = knownStatuses.has(entity.status as ProviderPayment['status']) ? (entity.status as ProviderPayment['status']) : 'created';
  return { id: entity.id, providerOrderId: entity.order_id ?? null, amountPaise: Number(entity.amount), status, method, reference };
}
