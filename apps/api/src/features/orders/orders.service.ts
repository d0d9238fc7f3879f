import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  ErrorReason,
  bilingual,
  COD_CODE_LENGTH,
  COD_CODE_MINUTES,
  COD_MAX_CODES_SENT,
  COD_MAX_WRONG_CODES,
  codTexts,
  ErrorCode,
  formatOrderNumber,
  isUuid,
  parseOrderNumber,
  shopperCancelRefusal,
  type Order,
  type OrderList,
  type OrderStatus,
  type Widen,
} from '@handloom/shared';
import { SMTP_MAX_SEND_SECONDS, type Mailer } from '../email/mailer.ts';
import { backgroundSender } from '../email/background-sender.ts';
import type { OutgoingMail } from '../email/mailer.ts';
import type { ShopperEmailsRepository } from '../email/shopper-emails.repository.ts';
import { shopperOutbox, type ShopperEmailKind } from '../email/shopper-outbox.ts';
import { PaymentProviderError, type PaymentProvider } from '../payments/payment-provider.ts';
import { indianMobile, type TextSender } from '../email/text-sender.ts';
import { orderDeliveryWindow } from './order-delivery-window.ts';
import {
  cashCollectedMail,
  codCodeMail,
  codCodeText,
  orderCancelledByShopMail,
  orderCancelledByShopperMail,
  orderReturnedMail,
  orderConfirmationMail,
  orderRefundedMail,
  orderDeliveredMail,
  orderShippedMail,
  secondPaymentRefundMail,
  soldOutRefundMail,
} from './orders.emails.ts';
import { isRetryable, type NewPendingOrder, type OrderRecord, type OrdersRepository, type OrderWithLines, type PaymentDetails, type PlaceResult } from './orders.repository.ts';

// Another feature reaches orders through this service, never through its repository.
export type { NewOrderLine, PaymentDetails } from './orders.repository.ts';
import type { Lull } from '../../plugins/lull.ts';
import type { Logger } from '../../logger.ts';


export interface OrdersServiceOptions {
  repository: OrdersRepository;
  provider: PaymentProvider;
  mailer: Mailer;
  texts: TextSender;
  /** Keys the COD codes' hashes (the auth secret). */
  secret: string;
  shopName: string;
  /** Where Your Orders is, for the confirmation email. */
  ordersUrl: string;
  /** The shop's address (PUBLIC_URL), for links to product pages in emails. */
  shopUrl: string;
  /** The order's tax invoice or credit note PDF (features/invoices), attached to its emails; null when it has none. */
  taxDocumentAttachment?: (orderId: string, kind: 'invoice' | 'credit_note') => Promise<{ filename: string; content: Buffer } | null>;
  /** An order was placed (paid, or COD confirmed): its owner alerts are in the outbox, to be sent. */
  onPlaced?: () => void;
  /** A refund the provider keeps refusing (an order's, or a stray payment's) was told to the owner: the alert is in the outbox, to be sent. */
  onRefundFailing?: () => void;
  /** Stock came back from an order (a cancellation, a COD return, an abandoned checkout, a failed payment): shoppers waiting for it are emailed. */
  onStockReturned?: () => void;
  /** Resolves when the shop is answering no request (plugins/lull.ts): the confirmation email waits for it. */
  lull?: Lull;
  /** The shopper emails' outbox (shopper_emails). */
  emails: ShopperEmailsRepository;
  /** The wait before each new try of a shopper's email that failed (default MAIL_RETRY_DELAYS_MS). */
  mailRetryDelaysMs?: readonly number[];
  log: Logger;
}



export type SettleResult =
  | { kind: 'paid' | 'already-settled' | 'refund-owed' | 'unpayable'; order: OrderWithLines }
  | { kind: 'payment-used' | 'not-found' };

export const orderMessages = {
  notFound: 'We could not find this order.',
  notRetryable: 'This order cannot be paid again.',
  badCursor: 'This page of orders is out of date: please open Your Orders again.',
  soldOutSincePayment: 'An item of this order sold out after your payment failed, so it cannot be paid again. Please place a new order from your cart.',
  otherProvider: 'This order was started with another payment method. Please place the order again.',
} as const;

export const taOrderMessages = {
  notFound: 'இந்த ஆர்டர் எங்களுக்குக் கிடைக்கவில்லை.',
  notRetryable: 'இந்த ஆர்டருக்கு மீண்டும் பணம் செலுத்த முடியாது.',
  badCursor: 'ஆர்டர்களின் இந்தப் பக்கம் பழையதாகிவிட்டது: "உங்கள் ஆர்டர்கள்" பக்கத்தை மீண்டும் திறக்கவும்.',
  soldOutSincePayment:
    'உங்கள் பணம் செலுத்துதல் தோல்வியடைந்த பிறகு இந்த ஆர்டரில் உள்ள ஒரு பொருள் விற்றுத் தீர்ந்துவிட்டதால், மீண்டும் பணம் செலுத்த முடியாது. உங்கள் கூடையிலிருந்து புதிய ஆர்டர் செய்யவும்.',
  otherProvider: 'இந்த ஆர்டர் வேறொரு பணம் செலுத்தும் முறையில் தொடங்கப்பட்டது. மீண்டும் ஆர்டர் செய்யவும்.',
} satisfies Widen<typeof orderMessages>;

const orderTexts = bilingual(orderMessages, taOrderMessages);

const EXPIRY_BATCH = 200;

export function ordersService({
  repository,
  provider,
  mailer,
  texts,
  secret,
  shopName,
  ordersUrl,
  shopUrl,
  taxDocumentAttachment,
  onPlaced,
  onRefundFailing,
  onStockReturned,
  lull,
  emails,
  mailRetryDelaysMs,
  log,
}: OrdersServiceOptions) {
  const retries = mailRetryDelaysMs ? { retryDelaysMs: mailRetryDelaysMs } : {};
  // The COD code's text message goes out after the answer, tried again in memory when refused.
  const background = backgroundSender({ ...retries, log });
  // Emails about an order go out after its change is committed and answered, through the outbox:
  // tried again when refused, also after a restart. In a burst of payments the shoppers' answers
  // come first (the lull); the emails, each drawing a PDF, follow.
  const outbox = shopperOutbox({ repository: emails, mailer, build: buildEmail, ...retries, ...(lull ? { lull } : {}), log });

  /** The tax invoice or credit note as an email attachment, when the order has one. */
  async function taxDocumentAttachments(orderId: string, kind: 'invoice' | 'credit_note') {
    const file = taxDocumentAttachment ? await taxDocumentAttachment(orderId, kind) : null;
    return file ? [{ filename: file.filename, content: file.content, contentType: 'application/pdf' }] : [];
  }

  /** The email of a kind about an order, from the order as it is when it is sent; null when the order is gone. */
  async function buildEmail(kind: ShopperEmailKind, orderId: string, paymentId: string | null): Promise<OutgoingMail | null> {
    const order = await repository.findOrder(orderId);
    if (!order) return null;
    switch (kind) {
      case 'confirmation': {
        const attachments = await taxDocumentAttachments(orderId, 'invoice');
        return { ...orderConfirmationMail(shopName, ordersUrl, order, attachments.length > 0), attachments };
      }
      case 'shipped':
        return orderShippedMail(shopName, ordersUrl, order);
      case 'delivered': {
        if (order.paymentMethod !== 'cod') return orderDeliveredMail(shopName, ordersUrl, shopUrl, order);
        // Cash collected: the COD order's invoice was issued with it, and goes to the shopper now.
        const attachments = await taxDocumentAttachments(orderId, 'invoice');
        return { ...cashCollectedMail(shopName, ordersUrl, shopUrl, order, attachments.length > 0), attachments };
      }
      case 'returned':
        return orderReturnedMail(shopName, ordersUrl, order);
      case 'cancelled_by_shop':
        return orderCancelledByShopMail(shopName, ordersUrl, order);
      case 'cancelled_by_shopper':
        return orderCancelledByShopperMail(shopName, ordersUrl, order);
      case 'refund': {
        // The refund's receipt, with the credit note issued when the order was cancelled.
        const attachments = await taxDocumentAttachments(orderId, 'credit_note');
        return { ...orderRefundedMail(shopName, ordersUrl, order, attachments.length > 0), attachments };
      }
      case 'sold_out_refund':
        return soldOutRefundMail(shopName, ordersUrl, order);
      case 'second_payment_refund': {
        const payment = paymentId === null ? null : await repository.findStrayPayment(paymentId);
        return payment ? secondPaymentRefundMail(shopName, ordersUrl, order, payment) : null;
      }
    }
  }

  function codCodeHash(code: string): string {
    return createHmac('sha256', secret).update(`cod-code:${code}`).digest('hex');
  }

  /** A new 6-digit code: by email (awaited: the shopper waits for it) and by text message to the delivery phone. */
  async function sendCodCode(order: OrderWithLines, code: string): Promise<void> {
    await mailer.send(codCodeMail(shopName, order, code));
    void background.send('COD code text message', { orderId: order.id }, () => texts.send({ to: indianMobile(order.phoneNumber), channel: 'sms', text: codCodeText(shopName, code, order.locale) }));
  }

  /**
   * Refunds a cancelled order's payment once: the claim in the database, not
   * this process, decides who asks the provider. 'refunded' when this call
   * refunded it; 'none' when there was nothing to claim; else what the
   * provider said (kept on the order, and told to the owner once overdue).
   * With `receipt`, the refund's email is written with the refund (after any
   * email of the order written before it, such as the cancellation's).
   */
  async function refundCancelled(orderId: string, { receipt }: { receipt: boolean }): Promise<'refunded' | 'none' | { failed: string }> {
    const claim = await repository.claimRefund(orderId);
    if (!claim) return 'none';
    const asked = await askRefund(claim, { orderId });
    if ('failed' in asked) {
      log.error({ err: asked.error, detail: asked.detail, orderId }, 'refund failed; the order stays cancelled and the refund will be tried again');
      if (await repository.releaseRefundClaim(orderId, asked.failed)) onRefundFailing?.();
      return { failed: asked.failed };
    }
    await repository.completeRefund(orderId, asked.refundId, { receipt });
    outbox.nudge();
    log.info({ orderId, refundId: asked.refundId }, 'order refunded');
    return 'refunded';
  }

  /**
   * Refunds in full a captured payment no order can take (recorded in
   * stray_payments), once, under the same claim rules as refundCancelled.
   */
  async function refundStray(paymentId: string): Promise<'refunded' | 'none' | { failed: string }> {
    const claim = await repository.claimStrayRefund(paymentId);
    if (!claim) return 'none';
    const asked = await askRefund({ paymentId, ...claim }, { orderId: claim.orderId, paymentId });
    if ('failed' in asked) {
      log.error({ err: asked.error, detail: asked.detail, orderId: claim.orderId, paymentId }, 'refund of a payment no order could take failed; it will be tried again');
      if (await repository.releaseStrayRefundClaim(paymentId, asked.failed)) onRefundFailing?.();
      return { failed: asked.failed };
    }
    // The shopper's email about it is written with the refund.
    await repository.completeStrayRefund(paymentId, asked.refundId);
    outbox.nudge();
    log.info({ orderId: claim.orderId, paymentId, refundId: asked.refundId }, 'payment no order could take refunded');
    return 'refunded';
  }

  /** Asks the provider for a claimed refund; a stale claim's refund may exist already: asked first, never made twice. */
  async function askRefund(
    claim: { paymentId: string; amountPaise: number; stale: boolean },
    context: Record<string, string>,
  ): Promise<{ refundId: string } | { failed: string; error: unknown; detail: unknown }> {
    try {
      const made = claim.stale ? await provider.findRefund(claim.paymentId) : null;
      if (made) log.warn({ ...context, refundId: made.refundId }, 'refund found made by a try whose answer was lost; recorded');
      return made ?? (await provider.refund(claim.paymentId, claim.amountPaise));
    } catch (error) {
      const detail = error instanceof PaymentProviderError ? error.detail : undefined;
      const failed = error instanceof PaymentProviderError ? error.reason : 'The payment service could not be asked.';
      return { failed, error, detail };
    }
  }

  async function mustFind(orderId: string): Promise<OrderWithLines> {
    const order = await repository.findOrder(orderId);
    if (!order) throw new Error(`order ${orderId} vanished`);
    return order;
  }

  return {
    placePendingOrder(input: NewPendingOrder & { replacePending: boolean }): Promise<PlaceResult> {
      return repository.insertPendingOrder(input);
    },

    /** A cash-on-delivery order: reserved for the code's 15 minutes, waiting for the code this sends. */
    async placeCodOrder(input: Omit<NewPendingOrder, 'cod' | 'reservationMinutes' | 'providerOrderId'> & { replacePending: boolean }): Promise<PlaceResult & { codeExpiresAt?: Date }> {
      const code = String(randomInt(0, 10 ** COD_CODE_LENGTH)).padStart(COD_CODE_LENGTH, '0');
      const placed = await repository.insertPendingOrder({ ...input, providerOrderId: null, reservationMinutes: COD_CODE_MINUTES, cod: { codeHash: codCodeHash(code) } });
      if (!placed.ok) return placed;
      try {
        await sendCodCode(await mustFind(placed.orderId), code);
      } catch (error) {
        // No order may stay reserved with no way to confirm it: the shopper's cart is as it was, and nothing is held.
        log.error({ err: error, orderId: placed.orderId }, 'could not send the first COD code; the order is discarded');
        await repository.discardUnplacedOrder(placed.orderId);
        throw new AppError(ErrorCode.unavailable, codTexts.firstCodeNotSent);
      }
      return placed;
    },

    /** The shopper's code for a COD order: the right one places it (numbered) and sends the confirmation. */
    async confirmCod(orderId: string, userId: string, code: string): Promise<Order> {
      if (!isUuid(orderId)) throw new AppError(ErrorCode.notFound, orderTexts.notFound);
      const expected = (hash: string | null) => {
        if (!hash) return false;
        const given = Buffer.from(codCodeHash(code), 'hex');
        const stored = Buffer.from(hash, 'hex');
        return given.length === stored.length && timingSafeEqual(given, stored);
      };
      const outcome = await repository.confirmCod(orderId, userId, expected, COD_MAX_WRONG_CODES);
      switch (outcome.kind) {
        case 'not-found':
          throw new AppError(ErrorCode.notFound, orderTexts.notFound);
        case 'wrong-code':
          throw new AppError(ErrorCode.validation, codTexts.wrongCode(outcome.triesLeft), { code: codTexts.wrongCode(outcome.triesLeft) });
        case 'too-many-wrong':
          log.warn({ orderId }, 'COD order ended after too many wrong codes');
          throw new AppError(ErrorCode.conflict, codTexts.tooManyWrongCodes);
        case 'expired':
          throw new AppError(ErrorCode.conflict, codTexts.codeExpired, undefined, { reason: ErrorReason.codCodeExpired });
        case 'already-confirmed':
          // Asked again (the first answer was lost on the way, or a second tab): the order its own
          // shopper placed, as the first answer gave it, so the page moves on instead of saying
          // "not confirmed" and sending them to order again. Placed, emailed and counted once.
          return toOrder(await mustFind(orderId), new Date());
        case 'not-awaiting':
          throw new AppError(ErrorCode.conflict, codTexts.notAwaiting);
        case 'placed': {
          const order = await mustFind(orderId);
          log.info({ orderId }, 'COD order confirmed');
          outbox.nudge();
          onPlaced?.();
          return toOrder(order, new Date());
        }
      }
    },

    /**
     * A fresh code for a COD order still waiting (at most COD_MAX_CODES_SENT per
     * order). The code the shopper has works until the new one has gone out; a
     * new code that cannot be sent is never stored, and its resend is given back.
     * A second resend while one is on its way is refused (409), so the email the
     * shopper receives last always carries the code that works.
     */
    async resendCod(orderId: string, userId: string): Promise<{ sentTo: string; codeExpiresAt: string; resendsLeft: number }> {
      if (!isUuid(orderId)) throw new AppError(ErrorCode.notFound, orderTexts.notFound);
      // A resend whose process died mid-send frees the order after twice the longest send.
      const claim = await repository.claimCodResend(orderId, userId, COD_MAX_CODES_SENT, 2 * SMTP_MAX_SEND_SECONDS);
      if ('refused' in claim) {
        switch (claim.refused) {
          case 'not-found':
            throw new AppError(ErrorCode.notFound, orderTexts.notFound);
          case 'too-many':
            throw new AppError(ErrorCode.conflict, codTexts.tooManyCodesSent, undefined, { reason: ErrorReason.codCodesSpent });
          case 'in-flight':
            throw new AppError(ErrorCode.conflict, codTexts.codeOnItsWay);
          case 'expired':
            throw new AppError(ErrorCode.conflict, codTexts.codeExpired, undefined, { reason: ErrorReason.codCodeExpired });
          case 'not-awaiting':
            throw new AppError(ErrorCode.conflict, codTexts.notAwaiting);
        }
      }
      const code = String(randomInt(0, 10 ** COD_CODE_LENGTH)).padStart(COD_CODE_LENGTH, '0');
      try {
        await sendCodCode(await mustFind(orderId), code);
      } catch (error) {
        log.error({ err: error, orderId }, 'could not send a new COD code; the previous one stands');
        await repository.releaseCodResend(orderId, claim.token);
        throw new AppError(ErrorCode.unavailable, codTexts.codeNotSent);
      }
      const updated = await repository.setCodCode(orderId, claim.token, codCodeHash(code), COD_CODE_MINUTES);
      // Confirmed with the earlier code, or released, while the new one was on its way.
      if (updated === 'not-awaiting') throw new AppError(ErrorCode.conflict, codTexts.notAwaiting);
      // This send took longer than its time, and a later resend's code is the one that counts.
      if (updated === 'overtaken') throw new AppError(ErrorCode.conflict, codTexts.codeOnItsWay);
      return {
        sentTo: updated.email,
        codeExpiresAt: (updated.reservedUntil ?? new Date()).toISOString(),
        resendsLeft: Math.max(COD_MAX_CODES_SENT - claim.codesSent, 0),
      };
    },

    /** Reserves a refused order's stock again for another payment; throws the shopper's 404 / 409. */
    async reopenFailedPayment(orderId: string, userId: string, minutes: number): Promise<OrderRecord> {
      const result = isUuid(orderId) ? await repository.reopenFailedPayment(orderId, userId, minutes, provider.name) : ({ kind: 'not-found' } as const);
      switch (result.kind) {
        case 'not-found':
          throw new AppError(ErrorCode.notFound, orderTexts.notFound);
        case 'refused':
          throw new AppError(ErrorCode.conflict, orderTexts.notRetryable);
        case 'sold-out':
          throw new AppError(ErrorCode.conflict, orderTexts.soldOutSincePayment);
        case 'other-provider':
          throw new AppError(ErrorCode.conflict, orderTexts.otherProvider);
        case 'reopened':
          log.info({ orderId }, 'order reopened for another payment');
          return result.order;
      }
    },

    /** A payment the bank has not confirmed: the order is placed, waiting (see the repository). */
    async markPaymentPending(orderId: string, paymentId: string, details: PaymentDetails): Promise<OrderRecord | null> {
      const order = await repository.markPaymentPending(orderId, paymentId, details);
      if (order) log.info({ orderId, paymentId }, 'payment pending at the bank; order placed');
      return order;
    },

    /** The user's own order in any state, or null (someone else's order is as good as unknown). */
    async orderOfUser(orderId: string, userId: string): Promise<OrderRecord | null> {
      return isUuid(orderId) ? repository.findOrderRecordOfUser(orderId, userId) : null;
    },

    orderByProviderOrderId(providerOrderId: string): Promise<OrderRecord | null> {
      return repository.findByProviderOrderId(providerOrderId);
    },

    /** One of the shopper's placed orders by its number ("KH-10234"); someone else's is as good as unknown (404). */
    async placedOrder(numberText: string, userId: string): Promise<Order> {
      const number = parseOrderNumber(numberText);
      const order = number === null ? null : await repository.findNumberedOrderOfUser(number, userId);
      if (!order) throw new AppError(ErrorCode.notFound, orderTexts.notFound);
      return toOrder(order, new Date());
    },

    /** Your Orders: placed orders only (unpaid checkouts are not orders), newest first, a page at a time. */
    async listPlacedOrders(userId: string, query: { cursor?: string | undefined; limit: number }): Promise<OrderList> {
      const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
      if (query.cursor !== undefined && !cursor) throw new AppError(ErrorCode.validation, orderTexts.badCursor, { cursor: orderTexts.badCursor });
      const rows = await repository.listPlacedOrdersOfUser(userId, cursor, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const now = new Date();
      return { orders: page.map((order) => toOrder(order, now)), nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
    },

    /**
     * Records a verified payment (from the browser or a webhook, in any order,
     * any number of times). The confirmation email goes out on the one call
     * that made the order paid; a late payment for stock sold meanwhile is refunded.
     */
    async settlePayment(orderId: string, paymentId: string, details: PaymentDetails): Promise<SettleResult> {
      const outcome = await repository.settlePayment(orderId, paymentId, details);
      switch (outcome.kind) {
        case 'payment-used':
        case 'not-found':
          return outcome;
        case 'paid': {
          const order = await mustFind(orderId);
          log.info({ orderId, paymentId }, 'order paid');
          outbox.nudge();
          onPlaced?.();
          return { kind: 'paid', order };
        }
        case 'refund-owed':
          log.warn({ orderId, paymentId }, 'payment arrived after the reservation lapsed and the stock was sold; refunding');
          // Its email was written with the cancellation (durable); sent by the next look at the outbox, which may come
          // while this refund is still being asked for: the email then says the money was sent back for refund.
          await refundCancelled(orderId, { receipt: false });
          outbox.nudge();
          return { kind: 'refund-owed', order: await mustFind(orderId) };
        case 'unpayable':
          // Money taken that no order can take (a second payment, or one for a checkout closed meanwhile) goes back,
          // in full, as the provider holds it. Only once captured: an authorisation alone cannot be refunded, and its
          // payment.captured webhook brings it back here (or, never captured, it lapses by itself). When the provider
          // could not be asked, this call fails: the browser may confirm again (the webhook knows from its event).
          switch (outcome.stray) {
            case 'unknown':
              throw new PaymentProviderError('The payment service could not be asked about a payment this order cannot take', { orderId, paymentId });
            case 'not-captured':
              log.warn({ orderId, paymentId }, 'a payment this order cannot take is not captured yet; refunded once it is');
              break;
            case 'recorded':
              log.warn({ orderId, paymentId, status: outcome.order.status }, 'a captured payment this order cannot take; refunding it');
              await refundStray(paymentId);
              break;
          }
          return { kind: 'unpayable', order: await mustFind(orderId) };
        case 'already-settled':
          return { kind: outcome.kind, order: await mustFind(orderId) };
      }
    },

    /** The provider reported a failed payment: the reservation goes back to the shop at once. */
    async releaseReservation(orderId: string): Promise<boolean> {
      const released = await repository.releaseReservation(orderId);
      if (released) onStockReturned?.();
      return released;
    },

    /** Expires every lapsed reservation (in batches); returns how many. */
    async expireLapsedReservations(): Promise<number> {
      let total = 0;
      for (;;) {
        const expired = await repository.expireLapsedReservations(EXPIRY_BATCH);
        total += expired.length;
        if (expired.length < EXPIRY_BATCH) return total;
      }
    },

    /** Tries again the refunds that failed earlier: cancelled orders', then those of payments no order could take. */
    async retryFailedRefunds(): Promise<void> {
      for (const orderId of await repository.ordersAwaitingRefund(50)) {
        await refundCancelled(orderId, { receipt: true });
      }
      for (const paymentId of await repository.strayPaymentsAwaitingRefund(50)) {
        await refundStray(paymentId);
      }
    },

    /**
     * The owner's "Try the refund again", after putting right what the provider
     * named: asks now, also after the sweep's week. 'none' when the order owes
     * no refund (made, claimed by another try, or never paid online).
     */
    async retryRefundByAdmin(orderId: string): Promise<'refunded' | 'none' | { failed: string }> {
      const outcome = await refundCancelled(orderId, { receipt: true });
      if (outcome === 'refunded') log.info({ orderId }, 'refund made at the owner\'s request');
      return outcome;
    },

    /** The shopper gave up a checkout not yet placed: its stock returns at once instead of after its reservation. */
    async abandonCheckout(orderId: string, userId: string): Promise<{ released: boolean }> {
      const released = isUuid(orderId) ? await repository.abandonCheckout(orderId, userId) : null;
      if (released === null) throw new AppError(ErrorCode.notFound, orderTexts.notFound);
      if (released) {
        log.info({ orderId }, 'checkout abandoned by the shopper; reservation released');
        onStockReturned?.();
      }
      return { released };
    },

    /** The shopper's cancellation (return policy): stock back, then the refund; answers the order as it ends up. */
    async cancelByShopper(orderId: string, userId: string): Promise<Order> {
      if (!isUuid(orderId)) throw new AppError(ErrorCode.notFound, orderTexts.notFound);
      const result = await repository.cancelOrder(orderId, userId, shopperCancelRefusal);
      if (result.kind === 'not-found') throw new AppError(ErrorCode.notFound, orderTexts.notFound);
      if (result.kind === 'refused') throw new AppError(ErrorCode.conflict, result.reason);
      log.info({ orderId }, 'order cancelled by the shopper');
      onStockReturned?.();
      // An unpaid order's cancellation email was written with it; a paid one's refund receipt follows the refund.
      outbox.nudge();
      await refundCancelled(orderId, { receipt: true });
      return toOrder(await mustFind(orderId), new Date());
    },

    /** The admin's packed / shipped (with an optional tracking note) / delivered step; false when the order cannot move there. */
    async advanceByAdmin(orderId: string, to: 'packed' | 'shipped' | 'delivered' | 'returned', trackingNote: string | null): Promise<boolean> {
      // The move and the shopper's email about it (none for packing) commit together; the email goes out in the background.
      const moved = await repository.advance(orderId, to, trackingNote);
      if (moved) outbox.nudge();
      if (moved && to === 'returned') onStockReturned?.();
      return moved;
    },

    /** The admin's cancellation: any paid or packed order, whenever; stock back, then the refund (once); the shopper is told of each. */
    async cancelByAdmin(orderId: string): Promise<boolean> {
      const result = await repository.cancelOrder(orderId, null, adminCancelRefusal);
      if (result.kind !== 'cancelled') return false;
      log.info({ orderId }, 'order cancelled by the admin');
      onStockReturned?.();
      // Its email was written with the cancellation, before the refund is asked for: the receipt follows it.
      outbox.nudge();
      await refundCancelled(orderId, { receipt: true });
      return true;
    },

    /** Waits until no message can be sent now: each sent, given up or waiting for a later try (tests, where the tries are at once). */
    async settled(): Promise<void> {
      await Promise.all([background.settled(), outbox.settled()]);
    },

    /** Sends the emails a stopped shop left waiting (at start, and every `intervalMs` for their new tries). */
    startEmails(intervalMs: number): void {
      outbox.nudge();
      outbox.start(intervalMs);
    },

    /** Waits for the messages being sent now. An email waiting for a new try stays in the outbox for the next start; a text message waiting is given up (logged). */
    async close(): Promise<void> {
      await Promise.all([background.close(), outbox.close()]);
    },
  };
}
export type OrdersService = ReturnType<typeof ordersService>;

/** A page boundary: the last order's id, opaque to the browser. */
function encodeCursor(order: { id: string }): string {
  return Buffer.from(order.id).toString('base64url');
}

function decodeCursor(cursor: string): string | null {
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  return isUuid(id) ? id : null;
}

/** What the admin may cancel: an order placed and not yet on its way (a lapsed checkout is no order to cancel). */
export const ADMIN_CANCELLABLE_STATUSES: readonly OrderStatus[] = ['paid', 'placed', 'packed'];

function adminCancelRefusal(order: OrderRecord): string | null {
  return ADMIN_CANCELLABLE_STATUSES.includes(order.status) ? null : `An order that is ${order.status} cannot be cancelled.`;
}

/** The one mapping from a stored order to what its owner sees. */
export function toOrder(order: OrderWithLines, now: Date): Order {
  return {
    id: order.id,
    number: order.number === null ? null : formatOrderNumber(order.number),
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    placedAt: order.placedAt?.toISOString() ?? null,
    paidAt: order.paidAt?.toISOString() ?? null,
    paymentMethod: order.paymentMethod,
    paymentReference: order.paymentReference,
    cancelReason: order.cancelReason === 'sold_out_while_pending' ? order.cancelReason : null,
    email: order.email,
    paymentId: order.paymentId,
    trackingNote: order.trackingNote,
    cancellable: shopperCancelRefusal(order, now) === null,
    retryable: isRetryable(order),
    address: {
      name: order.addressName,
      address: order.address,
      pincode: order.pincode,
      phoneNumber: order.phoneNumber,
      locality: order.addressLocality,
      city: order.addressCity,
      state: order.addressState,
      landmark: order.addressLandmark,
    },
    deliveryWindow: orderDeliveryWindow(order),
    lines: order.lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      titleTa: line.titleTa,
      imageUrl: line.imageUrl,
      pricePaise: line.pricePaise,
      discountPercent: line.discountPercent,
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
    })),
    totals: {
      subtotalPaise: order.subtotalPaise,
      shippingPaise: order.shippingPaise,
      donationPaise: order.donationPaise,
      codFeePaise: order.codFeePaise,
      totalPaise: order.totalPaise,
    },
    taxDocuments: orderTaxDocuments(order.taxDocuments ?? []),
  };
}

/** The numbers of an order's invoice and credit note, for the download links. */
export function orderTaxDocuments(documents: readonly { kind: 'tax_invoice' | 'bill_of_supply' | 'credit_note'; number: string }[]): Order['taxDocuments'] {
  let invoice: Order['taxDocuments']['invoice'] = null;
  let creditNote: Order['taxDocuments']['creditNote'] = null;
  for (const document of documents) {
    if (document.kind === 'credit_note') creditNote = { number: document.number };
    else invoice = { number: document.number, kind: document.kind };
  }
  return { invoice, creditNote };
}

