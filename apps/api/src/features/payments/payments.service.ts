import { createHash } from 'node:crypto';
import {
  AppError,
  bilingual,
  cardDigits,
  ErrorCode,
  formatOrderNumber,
  PaymentMethodSchema,
  type Order,
  type PaymentResult,
  type SandboxPayInput,
  type SandboxUpiInput,
  type SandboxUpiResult,
  type SessionUser,
  type VerifyPaymentInput,
  type Widen,
} from '@handloom/shared';
import { z } from 'zod';
import { toOrder, type OrdersService } from '../orders/orders.service.ts';
import { limitTexts, type CheckoutLimits } from '../checkout/checkout-limits.ts';
import type { PaymentDetails } from '../orders/orders.service.ts';
import { PaymentProviderError, type PaymentProvider } from './payment-provider.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import { chargeSandboxCard, declinedError } from './sandbox-card.ts';
import type { SandboxProvider } from './sandbox-provider.ts';
import type { Logger } from '../../logger.ts';


export interface PaymentsServiceOptions {
  provider: PaymentProvider;
  orders: OrdersService;
  repository: PaymentsRepository;
  limits: CheckoutLimits;
  log: Logger;
}

export const paymentMessages = {
  orderNotFound: 'We could not find this order.',
  wrongOrder: 'This payment does not belong to this order.',
  badSignature: 'This payment could not be verified.',
  otherProvider: 'This order was started with another payment method. Please place the order again.',
  alreadyPaid: 'This order has already been paid.',
  paymentUsed: 'This payment has already been used for another order.',
  expired: 'This checkout has expired: its reservation ran out. Please place the order again.',
  notPayable: 'This order cannot be paid.',
  refunded: 'Your reservation ran out before the payment arrived and the item sold out meanwhile, so your payment has been refunded in full.',
  refundPending:
    'Your reservation ran out before the payment arrived and the item sold out meanwhile, so your payment will be refunded in full.',
  upiFailed: 'Your UPI payment failed and nothing was taken. Try again, or pay another way.',
  paymentNotPending: 'This payment is not waiting for the bank.',
  secondPaymentRefunded: 'This order had already been paid, so this second payment is being refunded in full.',
  unpayableRefunded: 'This order cannot take this payment, so it is being refunded in full.',
  providerUnavailable: 'We could not reach the payment service to confirm your payment. Please try again in a moment.',
} as const;

export const taPaymentMessages = {
  orderNotFound: 'இந்த ஆர்டர் எங்களுக்குக் கிடைக்கவில்லை.',
  wrongOrder: 'இந்தப் பணம் செலுத்துதல் இந்த ஆர்டருக்கு உரியது அல்ல.',
  badSignature: 'இந்தப் பணம் செலுத்துதலைச் சரிபார்க்க முடியவில்லை.',
  otherProvider: 'இந்த ஆர்டர் வேறொரு பணம் செலுத்தும் முறையில் தொடங்கப்பட்டது. மீண்டும் ஆர்டர் செய்யவும்.',
  alreadyPaid: 'இந்த ஆர்டருக்கு ஏற்கெனவே பணம் செலுத்தப்பட்டுவிட்டது.',
  paymentUsed: 'இந்தப் பணம் செலுத்துதல் ஏற்கெனவே வேறொரு ஆர்டருக்குப் பயன்படுத்தப்பட்டுவிட்டது.',
  expired: 'இந்த ஆர்டருக்கான நேரம் முடிந்துவிட்டது: பொருட்களை உங்களுக்காக ஒதுக்கி வைத்திருந்த காலம் கடந்துவிட்டது. மீண்டும் ஆர்டர் செய்யவும்.',
  notPayable: 'இந்த ஆர்டருக்குப் பணம் செலுத்த முடியாது.',
  refunded:
    'பணம் வருவதற்குள் பொருளை ஒதுக்கி வைத்திருந்த காலம் முடிந்து, இடையில் அது விற்றுத் தீர்ந்துவிட்டது; அதனால் நீங்கள் செலுத்திய முழுத் தொகையும் திருப்பி அளிக்கப்பட்டது.',
  refundPending:
    'பணம் வருவதற்குள் பொருளை ஒதுக்கி வைத்திருந்த காலம் முடிந்து, இடையில் அது விற்றுத் தீர்ந்துவிட்டது; அதனால் நீங்கள் செலுத்திய முழுத் தொகையும் திருப்பி அளிக்கப்படும்.',
  upiFailed: 'உங்கள் UPI பணம் செலுத்துதல் தோல்வியடைந்தது, பணம் எதுவும் எடுக்கப்படவில்லை. மீண்டும் முயலவும், அல்லது வேறு முறையில் செலுத்தவும்.',
  paymentNotPending: 'இந்தப் பணம் செலுத்துதல் வங்கியின் உறுதிப்படுத்தலுக்காகக் காத்திருக்கவில்லை.',
  secondPaymentRefunded: 'இந்த ஆர்டருக்கு ஏற்கெனவே பணம் செலுத்தப்பட்டுவிட்டதால், இந்த இரண்டாவது பணம் செலுத்துதலின் முழுத் தொகையும் திருப்பி அளிக்கப்படுகிறது.',
  unpayableRefunded: 'இந்த ஆர்டருக்கு இந்தப் பணம் செலுத்துதலை ஏற்க முடியாது, அதனால் அதன் முழுத் தொகையும் திருப்பி அளிக்கப்படுகிறது.',
  providerUnavailable: 'உங்கள் பணம் செலுத்துதலை உறுதிப்படுத்தப் பணம் செலுத்தும் சேவையை அணுக முடியவில்லை. சிறிது நேரத்தில் மீண்டும் முயலவும்.',
} satisfies Widen<typeof paymentMessages>;

const paymentTexts = bilingual(paymentMessages, taPaymentMessages);

/** Answers to Razorpay's servers, not to a shopper: English only. */
export const webhookMessages = {
  badSignature: 'The webhook signature does not match.',
  badBody: 'The webhook body is not a Razorpay event.',
} as const;

// The part of Razorpay's webhook events this shop reads.
const WebhookEventSchema = z.object({
  id: z.string().optional(),
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({ entity: z.object({ id: z.string(), order_id: z.string().nullish(), amount: z.number(), method: z.string().optional() }) })
        .optional(),
      order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    })
    .default({}),
});
type WebhookEvent = z.infer<typeof WebhookEventSchema>;

export type WebhookResult = 'processed' | 'duplicate' | 'ignored';

export function paymentsService({ provider, orders, repository, limits, log }: PaymentsServiceOptions) {
  /**
   * The method and reference of a payment, from the provider's own record.
   * The payment is already proven genuine by its signature; if the provider
   * cannot be asked right now, the order is still settled, without them.
   */
  async function paymentDetails(paymentId: string, fallback: PaymentDetails = { method: null, reference: null }): Promise<PaymentDetails> {
    try {
      const payment = await provider.fetchPayment(paymentId);
      return { method: payment.method, reference: payment.reference, capturedPaise: payment.status === 'captured' ? payment.amountPaise : null };
    } catch (error) {
      log.warn({ err: error, paymentId }, 'could not fetch the payment from the provider; the order is settled without its method');
      return fallback;
    }
  }

  /** A declined payment counts against its order; the last one allowed releases the order (card testing stops here). */
  async function declined(orderId: string, error: AppError): Promise<AppError> {
    if (!(await limits.declined(orderId))) return error;
    await orders.releaseReservation(orderId);
    log.warn({ orderId }, 'too many declined payments; order released');
    // A 409, not a 429: waiting never helps, this order is over (only a new checkout can pay).
    return new AppError(ErrorCode.conflict, limitTexts.orderDeclines);
  }

  /** The shopper's own order behind a provider order id, still open for a payment (the sandbox windows' checks), after the attempt limits. */
  async function payableOrder(user: SessionUser, providerOrderId: string, now: Date, clientAddress: string) {
    const order = await orders.orderByProviderOrderId(providerOrderId);
    if (!order || order.userId !== user.uid) throw new AppError(ErrorCode.notFound, paymentTexts.orderNotFound);
    if (await limits.exhausted(order.id)) throw new AppError(ErrorCode.conflict, limitTexts.orderDeclines);
    await limits.payment(user.uid, clientAddress);
    if (order.status === 'expired' || (order.status === 'pending' && order.reservedUntil && order.reservedUntil < now)) {
      throw new AppError(ErrorCode.conflict, paymentTexts.expired);
    }
    if (order.status !== 'pending') {
      throw new AppError(ErrorCode.conflict, order.paymentId ? paymentTexts.alreadyPaid : paymentTexts.notPayable);
    }
    return order;
  }

  /** Settles a webhook's payment through the same path as the browser's verification. */
  async function settleFromWebhook(event: WebhookEvent): Promise<WebhookResult> {
    const payment = event.payload.payment?.entity;
    const providerOrderId = payment?.order_id ?? event.payload.order?.entity.id;
    if (!payment || !providerOrderId) return 'ignored';
    const order = await orders.orderByProviderOrderId(providerOrderId);
    if (!order) {
      log.warn({ providerOrderId, event: event.event }, 'webhook for an order this shop does not know');
      return 'ignored';
    }
    if (payment.amount !== order.totalPaise) {
      log.error({ orderId: order.id, paid: payment.amount, total: order.totalPaise }, 'webhook payment amount differs from the order total; not marked paid');
      return 'ignored';
    }
    const fallback = PaymentMethodSchema.safeParse(payment.method);
    // A payment.captured or order.paid event, signed by Razorpay, is its word that the amount is captured.
    const details = { ...(await paymentDetails(payment.id, { method: fallback.success ? fallback.data : null, reference: null })), capturedPaise: payment.amount };
    const result = await orders.settlePayment(order.id, payment.id, details);
    if (result.kind === 'paid') await limits.paid(order.id, order.userId);
    // A payment no order can take ('unpayable') is refunded by settlePayment; one used by another order paid that one.
    if (result.kind === 'payment-used') {
      log.error({ orderId: order.id, paymentId: payment.id }, 'webhook payment is already used by another order; not settled');
    }
    return 'processed';
  }

  async function handleEvent(event: WebhookEvent): Promise<WebhookResult> {
    switch (event.event) {
      case 'payment.captured':
      case 'order.paid':
        return settleFromWebhook(event);
      case 'payment.failed': {
        const providerOrderId = event.payload.payment?.entity.order_id;
        const order = providerOrderId ? await orders.orderByProviderOrderId(providerOrderId) : null;
        if (!order) return 'ignored';
        // A pending order waits for its own payment; another attempt's failure does not end it.
        if (order.status === 'payment_pending' && order.paymentId !== event.payload.payment?.entity.id) return 'ignored';
        // Nor does the earlier, refused payment's failure, delivered late or again, end an order reopened to be
        // paid again (numbered, pending): the shopper may be paying it right now. Its reservation lapses by itself.
        if (order.status === 'pending' && order.number !== null) return 'ignored';
        // The rule: a failed payment gives the reservation back at once.
        if (await orders.releaseReservation(order.id)) log.info({ orderId: order.id }, 'payment failed; reservation released');
        return 'processed';
      }
      default:
        return 'ignored';
    }
  }

  return {
    /** Checks the payment window's result against the order the server stored, then settles it. */
    async verify(user: SessionUser, input: VerifyPaymentInput): Promise<Order> {
      const order = await orders.orderOfUser(input.orderId, user.uid);
      if (!order) throw new AppError(ErrorCode.notFound, paymentTexts.orderNotFound);
      if (order.providerOrderId === null || order.providerOrderId !== input.providerOrderId) {
        throw new AppError(ErrorCode.badRequest, paymentTexts.wrongOrder);
      }
      if (order.paymentProvider !== provider.name) throw new AppError(ErrorCode.conflict, paymentTexts.otherProvider);
      if (!provider.verifySignature(input)) {
        log.warn({ orderId: order.id, paymentId: input.paymentId }, 'payment signature did not verify');
        throw new AppError(ErrorCode.badRequest, paymentTexts.badSignature);
      }

      const result = await orders.settlePayment(order.id, input.paymentId, await paymentDetails(input.paymentId)).catch((error: unknown) => {
        // The provider could not be asked about a payment the order cannot take: the shopper may confirm again.
        if (!(error instanceof PaymentProviderError)) throw error;
        log.error({ err: error, detail: error.detail, orderId: order.id }, 'payment could not be checked with the provider');
        throw new AppError(ErrorCode.unavailable, paymentTexts.providerUnavailable);
      });
      switch (result.kind) {
        case 'not-found':
          throw new AppError(ErrorCode.notFound, paymentTexts.orderNotFound);
        case 'payment-used':
          throw new AppError(ErrorCode.conflict, paymentTexts.paymentUsed);
        case 'unpayable':
          // settlePayment has recorded this payment for its refund, and asked for it.
          throw new AppError(ErrorCode.conflict, result.order.paidAt === null ? paymentTexts.unpayableRefunded : paymentTexts.secondPaymentRefunded);
        case 'refund-owed':
          throw new AppError(ErrorCode.conflict, result.order.status === 'refunded' ? paymentTexts.refunded : paymentTexts.refundPending);
        case 'paid':
        case 'already-settled':
          await limits.paid(order.id, user.uid);
          return toOrder(result.order, new Date());
      }
    },

    /** The sandbox card window: checks the card like a bank would and hands back a signed payment. */
    async sandboxPay(sandbox: SandboxProvider, user: SessionUser, input: SandboxPayInput, clientAddress: string): Promise<PaymentResult> {
      const now = new Date();
      const order = await payableOrder(user, input.providerOrderId, now, clientAddress);
      if (chargeSandboxCard(input, now) === 'declined') {
        // The order stays pending and reserved: the shopper may try another card, or UPI (up to the per-order limit).
        log.info({ orderId: order.id }, 'sandbox card declined');
        throw await declined(order.id, declinedError());
      }
      const reference = `Card •••• ${cardDigits(input.cardNumber).slice(-4)}`;
      const payment = await sandbox.approvePayment({ providerOrderId: input.providerOrderId, amountPaise: order.totalPaise, method: 'card', reference });
      return { providerOrderId: input.providerOrderId, ...payment };
    },

    /**
     * The sandbox's stand-in for the shopper's UPI app, after the QR code or
     * the intent: success is paid like a card; failure takes nothing and the
     * order stays open for another try; pending places the order (numbered,
     * stock still reserved) until the bank's webhook says what happened.
     */
    async sandboxUpi(sandbox: SandboxProvider, user: SessionUser, input: SandboxUpiInput, clientAddress: string): Promise<SandboxUpiResult> {
      const order = await payableOrder(user, input.providerOrderId, new Date(), clientAddress);
      const payment = { providerOrderId: input.providerOrderId, amountPaise: order.totalPaise, method: 'upi' as const, reference: 'shopper@sandbox' };
      switch (input.outcome) {
        case 'success':
          return { status: 'paid', providerOrderId: input.providerOrderId, ...(await sandbox.approvePayment(payment)) };
        case 'failure':
          await sandbox.recordPayment({ ...payment, status: 'failed' });
          log.info({ orderId: order.id }, 'sandbox UPI payment failed');
          throw await declined(order.id, new AppError(ErrorCode.paymentDeclined, paymentTexts.upiFailed));
        case 'pending': {
          const paymentId = await sandbox.recordPayment({ ...payment, status: 'pending' });
          const pending = await orders.markPaymentPending(order.id, paymentId, { method: 'upi', reference: payment.reference });
          if (!pending?.number) throw new AppError(ErrorCode.conflict, paymentTexts.expired);
          log.info({ orderId: order.id, paymentId }, 'sandbox UPI payment pending');
          return { status: 'pending', orderNumber: formatOrderNumber(pending.number) };
        }
      }
    },

    /**
     * The sandbox bank decides a pending payment of the shopper's: its record
     * changes and it sends the shop its signed webhook, as a real bank's
     * gateway would. Returns the webhook to deliver.
     */
    async sandboxResolve(sandbox: SandboxProvider, user: SessionUser, orderNumber: string, outcome: 'captured' | 'failed') {
      const order = await orders.placedOrder(orderNumber, user.uid).catch(() => null);
      if (!order || order.status !== 'payment_pending' || !order.paymentId) throw new AppError(ErrorCode.conflict, paymentTexts.paymentNotPending);
      const payment = await sandbox.resolvePending(order.paymentId, outcome);
      if (!payment) throw new AppError(ErrorCode.conflict, paymentTexts.paymentNotPending);
      return sandbox.webhook(outcome === 'captured' ? 'payment.captured' : 'payment.failed', payment);
    },

    /**
     * A provider webhook: genuine (signature over the raw body), answered
     * "duplicate" once its event id has been handled, and settled through the
     * same path as the browser's verify.
     */
    async handleWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<WebhookResult> {
      const signature = headers['x-razorpay-signature'];
      if (!provider.verifyWebhook(rawBody, typeof signature === 'string' ? signature : undefined)) {
        log.warn({}, 'webhook with a bad signature refused');
        throw new AppError(ErrorCode.badRequest, webhookMessages.badSignature);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError(ErrorCode.badRequest, webhookMessages.badBody);
      }
      const event = WebhookEventSchema.safeParse(parsed);
      if (!event.success) throw new AppError(ErrorCode.badRequest, webhookMessages.badBody);

      const header = headers['x-razorpay-event-id'];
      const eventId =
        (typeof header === 'string' && header) || event.data.id || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
      if (await repository.eventHandled(eventId)) return 'duplicate';
      // Recorded once handled, never before: a process that stops (or a database that drops) mid-way
      // leaves nothing that would make the provider's retry a "duplicate" and its payment unsettled.
      // Handling twice is harmless: a payment settles once, under its order's row lock, and a failure
      // releases only the attempt it belongs to (handleEvent).
      const result = await handleEvent(event.data);
      await repository.recordEvent(eventId, provider.name);
      return result;
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
