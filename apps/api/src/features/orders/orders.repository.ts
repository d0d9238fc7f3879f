import { cancelTexts, COD_OPEN_STATUSES, REPLACEABLE_STATUSES, statusesBefore, type DeliveryAddress, type PaymentMethod, type PromisedDays, type ShopLocale, type ShopText } from '@handloom/shared';
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { olderThan } from '../../db/order-keyset.ts';
import type { Database } from '../../db/client.ts';
import { orderLines, orderNumberCounter, orders, products, strayPayments, taxDocuments, type SHOPPER_EMAIL_KINDS } from '../../db/schema.ts';
import { creditNoteReasons } from '../invoices/invoice-document.ts';

/** A confirmed COD order that still stands: its cash is to be collected, or was. */
const STANDING_COD_STATUSES: ReadonlySet<string> = new Set([...COD_OPEN_STATUSES, 'delivered']);

// Every change to an order's status, and every stock movement that goes with
// it, happens here, each in one transaction.
//
// Two rules keep concurrent buyers, webhooks and the expiry job from
// deadlocking or double-counting:
// - a status change is a conditional update (or runs under the order's row
//   lock) guarded by the states that may lead to the new one (packages/shared
//   order-status.ts), so only one of several racing requests makes it;
// - product rows are always locked in ascending id order (applyStockChanges),
//   whichever path changes stock.

export type OrderRecord = typeof orders.$inferSelect;
export type OrderLineRecord = typeof orderLines.$inferSelect;
/** The order's invoice (or bill of supply) and credit note, by number. */
export type OrderTaxDocumentRecord = { kind: (typeof taxDocuments.$inferSelect)['kind']; number: string };
export type OrderWithLines = OrderRecord & { lines: OrderLineRecord[]; taxDocuments?: OrderTaxDocumentRecord[] };
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface NewOrderLine {
  productId: string;
  title: string;
  titleTa: string | null;
  category: string;
  imageUrl: string;
  pricePaise: number;
  discountPercent: number;
  unitPricePaise: number;
  quantity: number;
}

export interface NewPendingOrder {
  userId: string;
  email: string;
  /** Checked against the pincode directory (its state is the pincode's). */
  address: DeliveryAddress;
  totals: { subtotalPaise: number; shippingPaise: number; donationPaise: number; codFeePaise: number; totalPaise: number };
  paymentProvider: string;
  /** The provider's order, created before the order is written (null for cash on delivery). */
  providerOrderId: string | null;
  lines: NewOrderLine[];
  reservationMinutes: number;
  /** Cash on delivery: the order waits for its code (awaiting_confirmation) instead of a payment. */
  cod: { codeHash: string } | null;
  /** The delivery promise to the address's pincode in force now (features/delivery). */
  deliveryDays: PromisedDays;
  /** The language of the page the order was placed from: its emails are written in it. */
  locale: ShopLocale;
}

/** What the provider says about the payment that settles an order. */
export interface PaymentDetails {
  method: PaymentMethod | null;
  reference: string | null;
  /**
   * The amount the provider holds as captured; null when it reports the
   * payment not captured (an authorisation); absent when it could not be
   * asked. Read only for a payment the order cannot take (a stray).
   */
  capturedPaise?: number | null;
}

export type CodConfirmOutcome =
  | { kind: 'placed'; order: OrderRecord }
  | { kind: 'wrong-code'; triesLeft: number }
  | { kind: 'too-many-wrong' | 'expired' | 'already-confirmed' | 'not-awaiting' | 'not-found' };

/** The new order, or the first product that could not supply its quantity (`null`: one of them, the caller finds which). */
export type PlaceResult = { ok: true; orderId: string; reservedUntil: Date } | { ok: false; productId: string | null };

export type SettleOutcome =
  /** The order became paid now (the caller sends the confirmation). */
  | { kind: 'paid'; order: OrderRecord }
  /** This very payment was recorded before: nothing changes. */
  | { kind: 'already-settled'; order: OrderRecord }
  /** A late payment for an expired order whose stock is gone: cancelled, to be refunded. */
  | { kind: 'refund-owed'; order: OrderRecord }
  /**
   * The order was settled by another payment (or cannot take one). A captured
   * payment is kept in stray_payments, in the same transaction, for its refund.
   */
  | { kind: 'unpayable'; order: OrderRecord; stray: 'recorded' | 'not-captured' | 'unknown' }
  /** The payment id already paid another order. */
  | { kind: 'payment-used' }
  | { kind: 'not-found' };

export type CancelResult =
  | { kind: 'cancelled'; order: OrderRecord }
  | { kind: 'refused'; reason: string | ShopText }
  | { kind: 'not-found' };

interface StockChange {
  productId: string;
  delta: number;
}

class ReservationMissed extends Error {
  constructor(readonly productId: string) {
    super(`no stock for ${productId}`);
  }
}

/**
 * Issues GST documents inside the transactions here (features/invoices), so
 * an invoice and its number commit or roll back with the order's payment.
 */
export interface TaxDocumentIssuer {
  /** Reads what the invoice needs and answers the step that numbers and stores it (null: the order has one). */
  prepareInvoice(tx: Transaction, orderId: string, lockedOrder?: OrderRecord): Promise<((orderNumber: number | null, issuedAt: Date) => Promise<void>) | null>;
  issueCreditNote(tx: Transaction, orderId: string, issuedAt: Date, reason: string): Promise<void>;
}

/** Records the owner's alerts in the transaction of their event (features/owner-alerts). */
export interface OwnerAlertRecorder {
  recordPlacedOrder(tx: Transaction, orderId: string): Promise<void>;
  recordRefundFailing(tx: Transaction, orderId: string): Promise<void>;
  recordStrayRefundFailing(tx: Transaction, orderId: string, paymentId: string): Promise<void>;
}

/**
 * How long after the cancellation a refund the provider still refuses is
 * told to the owner: long enough for a passing outage to heal on its own,
 * short enough that the shopper's money is not held for days unknown.
 */
export const REFUND_ALERT_AFTER = '1 hour';

/** A refund claim this old was left by a process that stopped mid-call (the provider's calls time out in 10 s). */
export const STALE_REFUND_CLAIM = '10 minutes';

/** Records the shopper's emails in the transaction of the change they tell of (features/email/shopper-outbox.ts). */
export interface ShopperEmailRecorder {
  record(tx: Transaction, kind: (typeof SHOPPER_EMAIL_KINDS)[number], orderId: string, paymentId?: string): Promise<void>;
}

export interface OrdersRepositoryOptions {
  taxDocuments?: TaxDocumentIssuer;
  ownerAlerts?: OwnerAlertRecorder;
  shopperEmails?: ShopperEmailRecorder;
  /** The time on documents issued (tests move it to the end of a financial year). */
  clock?: () => Date;
}

export function ordersRepository(db: Database, { taxDocuments: issuer, ownerAlerts, shopperEmails, clock = () => new Date() }: OrdersRepositoryOptions = {}) {
  async function linesOf(executor: Database | Transaction, orderIds: string[]): Promise<OrderLineRecord[]> {
    if (orderIds.length === 0) return [];
    return executor.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.orderId), asc(orderLines.id));
  }

  /**
   * An order's columns and its tax documents (kind and number), in the one
   * statement that reads the order: order reads are then two round trips
   * (the orders, their lines) instead of three. ("orders"."id" is spelt out:
   * drizzle leaves a column of the one table selected from unqualified.)
   */
  const orderWithDocuments = {
    ...getTableColumns(orders),
    taxDocuments: sql<OrderTaxDocumentRecord[]>`coalesce((
      select json_agg(json_build_object('kind', d.kind, 'number', d.number) order by d.issued_at, d.id)
      from ${taxDocuments} d where d.order_id = "orders"."id"), '[]'::json)`.as('tax_documents'),
  };

  async function withLines<Row extends OrderRecord & { taxDocuments: OrderTaxDocumentRecord[] }>(rows: Row[]): Promise<OrderWithLines[]> {
    const lines = await linesOf(db, rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, lines: lines.filter((line) => line.orderId === row.id) }));
  }

  /** Gives back the stock of these orders' lines (products deleted since are skipped: their lines have no product). */
  async function returnStockOf(tx: Transaction, orderIds: string[]): Promise<void> {
    if (orderIds.length === 0) return;
    const rows = await tx
      .select({ productId: orderLines.productId, quantity: sql<number>`sum(${orderLines.quantity})::int` })
      .from(orderLines)
      .where(and(inArray(orderLines.orderId, orderIds), isNotNull(orderLines.productId)))
      .groupBy(orderLines.productId);
    const changes = rows.flatMap((row) => (row.productId ? [{ productId: row.productId, delta: row.quantity }] : []));
    await applyStockChanges(tx, changes);
  }

  /** Takes back the stock of these lines; the first product that cannot supply its quantity aborts (throws ReservationMissed). */
  async function reserveLines(tx: Transaction, lines: { productId: string | null; quantity: number }[], released: StockChange[] = []) {
    const net = new Map<string, number>();
    for (const change of released) net.set(change.productId, (net.get(change.productId) ?? 0) + change.delta);
    for (const line of lines) {
      if (!line.productId) throw new ReservationMissed('');
      net.set(line.productId, (net.get(line.productId) ?? 0) - line.quantity);
    }
    const missed = await applyStockChanges(
      tx,
      [...net].map(([productId, delta]) => ({ productId, delta })),
    );
    if (missed) throw new ReservationMissed(missed);
  }

  /** Applies stock changes in product id order; returns the product that could not give what was asked, or null. */
  async function applyStockChanges(tx: Transaction, changes: StockChange[]): Promise<string | null> {
    for (const { productId, delta } of [...changes].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
      if (delta > 0) {
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${delta}` })
          .where(eq(products.id, productId));
      } else if (delta < 0) {
        // The spec's reservation statement: only a live product with enough stock is taken from.
        const taken = await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${-delta}` })
          .where(and(eq(products.id, productId), isNull(products.deletedAt), gte(products.stock, -delta)))
          .returning({ id: products.id });
        if (taken.length === 0) return productId;
      }
    }
    return null;
  }

  /** Moves pending orders to expired and gives their stock back, in the caller's transaction. */
  async function expireInTransaction(tx: Transaction, condition: SQL): Promise<string[]> {
    const expired = await tx
      .update(orders)
      .set({ status: 'expired', reservedUntil: null, updatedAt: sql`now()` })
      .where(and(inArray(orders.status, statusesBefore('expired')), condition))
      .returning({ id: orders.id });
    const ids = expired.map((row) => row.id);
    await returnStockOf(tx, ids);
    return ids;
  }

  /**
   * The flash-sale path: reserve the stock, insert the order and its lines in
   * ONE statement (one round trip, the product rows locked only while it runs
   * and commits). All or nothing by PostgreSQL's own rules:
   * - the update takes only the products that are there, not deleted, and
   *   have the units; PostgreSQL re-reads each locked row after a concurrent
   *   buyer's commit, so the last unit goes to exactly one of them;
   * - when none could be taken (the shopper came too late: the common answer
   *   in a flash sale), nothing is written and no row comes back;
   * - when some but not all could be taken, the guard divides by zero, which
   *   aborts the whole statement, so nothing is reserved or written;
   * - products_stock_check (stock >= 0) stays as the last line of defence.
   * Sold out is an answer, not an error: pg's pool closes the connection of
   * any query that fails, and reconnecting (a SCRAM handshake) cost more than
   * the checkout itself.
   */
  async function placeInOneStatement(input: NewPendingOrder): Promise<PlaceResult> {
    const lines = [...input.lines].sort((a, b) => (a.productId < b.productId ? -1 : 1));
    const wanted = sql.join(
      lines.map((line) => sql`(${line.productId}::uuid, ${line.quantity}::int)`),
      sql`, `,
    );
    const snapshot = sql.join(
      lines.map(
        (line) =>
          sql`(${line.productId}::uuid, ${line.title}::text, ${line.titleTa}::text, ${line.category}::text, ${line.imageUrl}::text, ${line.pricePaise}::int, ${line.discountPercent}::smallint, ${line.unitPricePaise}::int, ${line.quantity}::int)`,
      ),
      sql`, `,
    );
    const { address, totals } = input;
    const status = newOrderStatus(input);
    try {
      const result = await db.execute<{ id: string; reserved_until_ms: number }>(sql`
        with wanted (product_id, quantity) as (values ${wanted}),
        reserved as (
          update products p
          set stock = p.stock - w.quantity
          from wanted w
          where p.id = w.product_id and p.deleted_at is null and p.stock >= w.quantity
          returning p.id
        ),
        created as (
          insert into orders (user_id, email, status, address_name, address, address_locality, address_city, address_state, address_landmark, pincode, phone_number,
                              subtotal_paise, shipping_paise, donation_paise, cod_fee_paise, total_paise, payment_provider, provider_order_id,
                              payment_method, cod_code_hash, cod_codes_sent, delivery_min_days, delivery_max_days, locale, reserved_until)
          select ${input.userId}::text, ${input.email}::text, ${status}::text, ${address.name}::text, ${address.address}::text,
                 ${address.locality}::text, ${address.city}::text, ${address.state}::text, ${address.landmark || null}::text, ${address.pincode}::text,
                 ${address.phoneNumber}::text, ${totals.subtotalPaise}::int, ${totals.shippingPaise}::int, ${totals.donationPaise}::int,
                 ${totals.codFeePaise}::int, ${totals.totalPaise}::int, ${input.paymentProvider}::text, ${input.providerOrderId}::text,
                 ${input.cod ? 'cod' : null}::text, ${input.cod?.codeHash ?? null}::text, ${input.cod ? 1 : 0}::smallint,
                 ${input.deliveryDays.minDays}::smallint, ${input.deliveryDays.maxDays}::smallint, ${input.locale}::text,
                 now() + make_interval(mins => ${input.reservationMinutes}::int)
          where (select case when count(*) = 0 then 0 else 1 / (count(*) = ${lines.length}::int)::int end from reserved) = 1
          returning id, reserved_until
        ),
        snapshot_lines as (
          insert into order_lines (order_id, product_id, title, title_ta, category, image_url, price_paise, discount_percent, unit_price_paise, quantity)
          select created.id, v.* from created
          cross join (values ${snapshot}) as v (product_id, title, title_ta, category, image_url, price_paise, discount_percent, unit_price_paise, quantity)
        )
        select id, (extract(epoch from reserved_until) * 1000)::float8 as reserved_until_ms from created`);
      const [row] = result.rows;
      // Nothing could be taken: nothing was reserved or written.
      if (!row) return { ok: false, productId: null };
      return { ok: true, orderId: row.id, reservedUntil: new Date(row.reserved_until_ms) };
    } catch (error) {
      if (isCheckViolation(error, 'products_stock_check') || hasCode(error, '22012')) return { ok: false, productId: null };
      throw error;
    }
  }

  /**
   * In one transaction: releases the shopper's own earlier unpaid checkouts (a
   * second "Buy Now" replaces the first instead of holding the stock twice),
   * inserts the pending order and its lines, and reserves the stock. Any
   * product short of stock rolls all of it back.
   */
  async function placeReplacingPending(input: NewPendingOrder): Promise<PlaceResult> {
    try {
      const order = await db.transaction(async (tx) => {
        const previous = await tx
          .update(orders)
          .set({ status: 'expired', reservedUntil: null, updatedAt: sql`now()` })
          .where(and(eq(orders.userId, input.userId), inArray(orders.status, [...REPLACEABLE_STATUSES])))
          .returning({ id: orders.id });
        const releasedLines = await linesOf(
          tx,
          previous.map((row) => row.id),
        );
        const released = releasedLines.flatMap((line) => (line.productId ? [{ productId: line.productId, delta: line.quantity }] : []));

        const [created] = await tx
          .insert(orders)
          .values({
            userId: input.userId,
            email: input.email,
            status: newOrderStatus(input),
            ...(input.cod ? { paymentMethod: 'cod' as const, codCodeHash: input.cod.codeHash, codCodesSent: 1 } : {}),
            addressName: input.address.name,
            address: input.address.address,
            addressLocality: input.address.locality,
            addressCity: input.address.city,
            addressState: input.address.state,
            addressLandmark: input.address.landmark || null,
            pincode: input.address.pincode,
            phoneNumber: input.address.phoneNumber,
            ...input.totals,
            paymentProvider: input.paymentProvider,
            providerOrderId: input.providerOrderId,
            deliveryMinDays: input.deliveryDays.minDays,
            deliveryMaxDays: input.deliveryDays.maxDays,
            locale: input.locale,
            reservedUntil: sql`now() + make_interval(mins => ${input.reservationMinutes})`,
          })
          .returning();
        if (!created) throw new Error('order insert returned no row');
        // Before the lines, so an unknown product is a missed reservation rather than a foreign-key error.
        await reserveLines(tx, input.lines, released);
        await tx.insert(orderLines).values(input.lines.map((line) => ({ ...line, orderId: created.id })));
        return created;
      });
      return { ok: true, orderId: order.id, reservedUntil: order.reservedUntil ?? new Date() };
    } catch (error) {
      if (error instanceof ReservationMissed) return { ok: false, productId: error.productId };
      throw error;
    }
  }

  return {
    /** Places a pending order with its stock reserved; see placeInOneStatement and placeReplacingPending. */
    async insertPendingOrder(input: NewPendingOrder & { replacePending: boolean }): Promise<PlaceResult> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await (input.replacePending ? placeReplacingPending(input) : placeInOneStatement(input));
        } catch (error) {
          // Two carts locking the same products in another order; PostgreSQL broke the tie: try once more.
          if (!hasCode(error, '40P01') || attempt >= 3) throw error;
        }
      }
    },

    /**
     * Removes an order that never got under way (it never reached the payment
     * provider, or its cash-on-delivery code could not be sent), and gives its
     * stock back. An order already placed (numbered) is never removed.
     */
    async discardUnplacedOrder(orderId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const lines = await linesOf(tx, [orderId]);
        const deleted = await tx
          .delete(orders)
          .where(and(eq(orders.id, orderId), inArray(orders.status, ['pending', 'awaiting_confirmation']), isNull(orders.number)))
          .returning({ id: orders.id });
        if (deleted.length === 0) return;
        await applyStockChanges(
          tx,
          lines.flatMap((line) => (line.productId ? [{ productId: line.productId, delta: line.quantity }] : [])),
        );
      });
    },

    async findOrder(orderId: string): Promise<OrderWithLines | null> {
      const rows = await db.select(orderWithDocuments).from(orders).where(eq(orders.id, orderId));
      const [order] = await withLines(rows);
      return order ?? null;
    },

    async findNumberedOrderOfUser(number: number, userId: string): Promise<OrderWithLines | null> {
      const rows = await db
        .select(orderWithDocuments)
        .from(orders)
        .where(and(eq(orders.number, number), eq(orders.userId, userId)));
      const [order] = await withLines(rows);
      return order ?? null;
    },

    /** The order alone (no lines), when it is this user's. */
    async findOrderRecordOfUser(orderId: string, userId: string): Promise<OrderRecord | null> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      return order ?? null;
    },

    async findByProviderOrderId(providerOrderId: string): Promise<OrderRecord | null> {
      const [order] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
      return order ?? null;
    },

    /**
     * The user's placed (numbered) orders, newest first, after the order `afterId`
     * (keyset: new orders never shift a later page), with their lines.
     */
    async listPlacedOrdersOfUser(userId: string, afterId: string | null, limit: number): Promise<OrderWithLines[]> {
      const rows = await db
        .select(orderWithDocuments)
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            isNotNull(orders.number),
            afterId ? olderThan(afterId) : undefined,
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
      return withLines(rows);
    },

    /**
     * Records a verified payment against an order, under the order's row lock,
     * so the browser and the webhook (and their repeats) settle it once.
     * A pending order becomes paid. An expired one (a late payment) takes its
     * stock back if it still can, else it is cancelled with the payment kept,
     * for a refund.
     */
    async settlePayment(orderId: string, paymentId: string, details: PaymentDetails): Promise<SettleOutcome> {
      try {
        return await db.transaction(async (tx): Promise<SettleOutcome> => {
          // Recorded under the order's lock: no other settlement of it can come between.
          const unpayable = async (order: OrderRecord): Promise<SettleOutcome> => {
            if (details.capturedPaise === undefined) return { kind: 'unpayable', order, stray: 'unknown' };
            if (details.capturedPaise === null || details.capturedPaise <= 0) return { kind: 'unpayable', order, stray: 'not-captured' };
            await tx.insert(strayPayments).values({ paymentId, orderId, amountPaise: details.capturedPaise }).onConflictDoNothing();
            return { kind: 'unpayable', order, stray: 'recorded' };
          };
          const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
          if (!order) return { kind: 'not-found' };
          if (order.paymentMethod === 'cod') return unpayable(order);
          // The payment that left the order pending (or lapsed while pending) is the one that may settle it.
          const awaitingThis = order.paymentId === paymentId && (order.status === 'payment_pending' || order.status === 'expired');
          if (order.paymentId === paymentId && !awaitingThis) return { kind: 'already-settled', order };
          if (order.paymentId !== null && order.paymentId !== paymentId) return unpayable(order);
          // A payment already given back as one no order could take never settles one later (a repeat of it).
          const [refunded] = await tx.select({ id: strayPayments.paymentId }).from(strayPayments).where(eq(strayPayments.paymentId, paymentId));
          if (refunded) return { kind: 'unpayable', order, stray: 'recorded' };

          let restocked = order.status === 'pending' || order.status === 'payment_pending';
          if (order.status === 'expired') {
            const lines = await linesOf(tx, [orderId]);
            restocked = await tx
              .transaction(async (savepoint) => {
                await reserveLines(savepoint, lines);
                return true;
              })
              .catch((error: unknown) => {
                if (error instanceof ReservationMissed) return false;
                throw error;
              });
          } else if (!restocked) {
            return unpayable(order);
          }

          const target = restocked ? 'paid' : 'cancelled';
          // Read before the order number is taken: the numbering locks are then held for two statements.
          const issueInvoice = restocked ? await issuer?.prepareInvoice(tx, orderId, order) : null;
          const [updated] = await tx
            .update(orders)
            .set({
              status: target,
              number: order.number ?? (await nextOrderNumber(tx)),
              placedAt: order.placedAt ?? sql`now()`,
              paymentId,
              ...paymentColumns(details),
              paidAt: sql`now()`,
              reservedUntil: null,
              paymentFailedAt: null,
              ...(restocked ? {} : { cancelledAt: sql`now()`, cancelReason: 'sold_out_while_pending' }),
              updatedAt: sql`now()`,
            })
            .where(and(eq(orders.id, orderId), inArray(orders.status, statusesBefore(target))))
            .returning();
          if (!updated) throw new Error(`order ${orderId} changed under its row lock`);
          // The tax invoice is issued with the payment: same transaction, so a rollback takes its number back too.
          await issueInvoice?.(updated.number, clock());
          if (restocked) await ownerAlerts?.recordPlacedOrder(tx, orderId);
          await shopperEmails?.record(tx, restocked ? 'confirmation' : 'sold_out_refund', orderId);
          return restocked ? { kind: 'paid', order: updated } : { kind: 'refund-owed', order: updated };
        });
      } catch (error) {
        // The unique payment_id (named orders_paymentId_unique by migration 0000) is the last word on reuse.
        if (isUniqueViolation(error, /^orders_payment_?id_unique$/i)) return { kind: 'payment-used' };
        throw error;
      }
    },

    /**
     * A payment the bank has not confirmed yet (UPI, netbanking): the order is
     * placed (numbered) and keeps its reservation until it lapses; the webhook
     * settles it. Null when the order was no longer waiting for a payment.
     */
    async markPaymentPending(orderId: string, paymentId: string, details: PaymentDetails): Promise<OrderRecord | null> {
      try {
        return await db.transaction(async (tx) => {
          const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
          if (!order || order.status !== 'pending' || order.paymentMethod === 'cod') return null;
          if (order.reservedUntil && order.reservedUntil.getTime() < Date.now()) return null;
          const [updated] = await tx
            .update(orders)
            .set({
              status: 'payment_pending',
              number: order.number ?? (await nextOrderNumber(tx)),
              placedAt: sql`now()`,
              paymentId,
              ...paymentColumns(details),
              updatedAt: sql`now()`,
            })
            .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
            .returning();
          return updated ?? null;
        });
      } catch (error) {
        if (isUniqueViolation(error, /^orders_payment_?id_unique$/i)) return null;
        throw error;
      }
    },

    /**
     * Cash on delivery: checks the shopper's code under the order's row lock.
     * The right code places the order (numbered); a wrong one counts, and the
     * fifth wrong one, like a lapsed code, ends the order and gives its stock back.
     */
    async confirmCod(orderId: string, userId: string, codeMatches: (hash: string | null) => boolean, maxWrong: number): Promise<CodConfirmOutcome> {
      return db.transaction(async (tx): Promise<CodConfirmOutcome> => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
          .for('update');
        if (!order || order.paymentMethod !== 'cod') return { kind: 'not-found' };
        // Confirmed before, and still standing (not cancelled or returned since): the order, not a refusal.
        if (order.status !== 'awaiting_confirmation') return { kind: order.number !== null && STANDING_COD_STATUSES.has(order.status) ? 'already-confirmed' : 'not-awaiting' };
        if (!order.reservedUntil || order.reservedUntil.getTime() < Date.now()) {
          await expireInTransaction(tx, eq(orders.id, orderId));
          return { kind: 'expired' };
        }
        if (!codeMatches(order.codCodeHash)) {
          const wrong = order.codWrongCodes + 1;
          await tx.update(orders).set({ codWrongCodes: wrong, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
          if (wrong >= maxWrong) {
            await expireInTransaction(tx, eq(orders.id, orderId));
            return { kind: 'too-many-wrong' };
          }
          return { kind: 'wrong-code', triesLeft: maxWrong - wrong };
        }
        const [placed] = await tx
          .update(orders)
          .set({
            status: 'placed',
            number: await nextOrderNumber(tx),
            placedAt: sql`now()`,
            codCodeHash: null,
            reservedUntil: null,
            updatedAt: sql`now()`,
          })
          .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_confirmation')))
          .returning();
        if (!placed) throw new Error(`order ${orderId} changed under its row lock`);
        await ownerAlerts?.recordPlacedOrder(tx, orderId);
        await shopperEmails?.record(tx, 'confirmation', orderId);
        return { kind: 'placed', order: placed };
      });
    },

    /**
     * Takes one of a COD order's resends (at most `maxSent` codes) for a code
     * about to be sent; the code the shopper has stays in force until the new
     * one has gone out (setCodCode). One resend at a time: while one is on its
     * way (for at most `inFlightSeconds`, longer than the mailer's timeouts)
     * another is refused, so the codes go out and are stored in one order.
     * The claim's `token` (when it was made, to the microsecond) lets only
     * this resend store or give back its code: one that outlived its
     * `inFlightSeconds` and was overtaken by the next can no longer store
     * its older code over the newer one.
     * Refused when the order is not waiting, its time is up, or its codes are spent.
     */
    async claimCodResend(
      orderId: string,
      userId: string,
      maxSent: number,
      inFlightSeconds: number,
    ): Promise<{ token: string; codesSent: number } | { refused: 'not-found' | 'not-awaiting' | 'expired' | 'too-many' | 'in-flight' }> {
      const [claimed] = await db
        .update(orders)
        .set({ codCodesSent: sql`${orders.codCodesSent} + 1`, codResendStartedAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.userId, userId),
            eq(orders.status, 'awaiting_confirmation'),
            gte(orders.reservedUntil, sql`now()`),
            lt(orders.codCodesSent, maxSent),
            or(isNull(orders.codResendStartedAt), lt(orders.codResendStartedAt, sql`now() - make_interval(secs => ${inFlightSeconds})`)),
          ),
        )
        .returning({ token: sql<string>`${orders.codResendStartedAt}::text`, codesSent: orders.codCodesSent });
      if (claimed) return claimed;
      const [order] = await db
        .select({
          paymentMethod: orders.paymentMethod,
          status: orders.status,
          number: orders.number,
          codCodesSent: orders.codCodesSent,
          open: sql<boolean>`coalesce(${orders.reservedUntil} >= now(), false)`,
          inFlight: sql<boolean>`coalesce(${orders.codResendStartedAt} >= now() - make_interval(secs => ${inFlightSeconds}), false)`,
        })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      if (!order || order.paymentMethod !== 'cod') return { refused: 'not-found' };
      // Never confirmed, and its code's time ran out (released by the expiry job, or about to be).
      if ((order.status === 'awaiting_confirmation' && !order.open) || (order.status === 'expired' && order.number === null)) return { refused: 'expired' };
      if (order.status !== 'awaiting_confirmation') return { refused: 'not-awaiting' };
      // Before "too many": the code on its way may be the last one, and if it cannot be sent its resend comes back.
      if (order.inFlight) return { refused: 'in-flight' };
      return { refused: order.codCodesSent >= maxSent ? 'too-many' : 'not-awaiting' };
    },

    /**
     * The code just sent by the resend `token` replaces the one before, and its
     * `minutes` start. 'not-awaiting' when the order stopped waiting meanwhile;
     * 'overtaken' when a later resend claimed the order (this one outlived its time).
     */
    async setCodCode(orderId: string, token: string, codeHash: string, minutes: number): Promise<OrderRecord | 'not-awaiting' | 'overtaken'> {
      const ours = sql`${orders.codResendStartedAt}::text = ${token}`;
      const [updated] = await db
        .update(orders)
        .set({ codCodeHash: codeHash, codResendStartedAt: null, reservedUntil: sql`now() + make_interval(mins => ${minutes})`, updatedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_confirmation'), ours))
        .returning();
      if (updated) return updated;
      const [order] = await db
        .update(orders)
        .set({ codResendStartedAt: sql`case when ${ours} then null else ${orders.codResendStartedAt} end` })
        .where(eq(orders.id, orderId))
        .returning({ status: orders.status });
      return order?.status === 'awaiting_confirmation' ? 'overtaken' : 'not-awaiting';
    },

    /** Gives back a resend whose code could not be sent (claimCodResend); a later resend's claim stays. */
    async releaseCodResend(orderId: string, token: string): Promise<void> {
      await db
        .update(orders)
        .set({
          codCodesSent: sql`greatest(${orders.codCodesSent} - 1, 0)`,
          codResendStartedAt: sql`case when ${orders.codResendStartedAt}::text = ${token} then null else ${orders.codResendStartedAt} end`,
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, orderId));
    },

    /**
     * Paying again an order whose payment the bank refused: under the order's
     * row lock its stock is reserved again (all or nothing) and it waits for a
     * payment, keeping its number.
     */
    async reopenFailedPayment(
      orderId: string,
      userId: string,
      minutes: number,
      providerName: string,
    ): Promise<{ kind: 'reopened'; order: OrderRecord } | { kind: 'not-found' | 'refused' | 'sold-out' | 'other-provider' }> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
          .for('update');
        if (!order) return { kind: 'not-found' };
        if (!isRetryable(order)) return { kind: 'refused' };
        // Paid again only where it was started (the shop may have moved from the sandbox to Razorpay): asked before any stock is held.
        if (!order.providerOrderId || order.paymentProvider !== providerName) return { kind: 'other-provider' };
        const lines = await linesOf(tx, [orderId]);
        const reserved = await tx
          .transaction(async (savepoint) => {
            await reserveLines(savepoint, lines);
            return true;
          })
          .catch((error: unknown) => {
            if (error instanceof ReservationMissed) return false;
            throw error;
          });
        if (!reserved) return { kind: 'sold-out' };
        const [reopened] = await tx
          .update(orders)
          .set({
            status: 'pending',
            paymentId: null,
            paymentMethod: null,
            paymentReference: null,
            paymentFailedAt: null,
            reservedUntil: sql`now() + make_interval(mins => ${minutes})`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(orders.id, orderId), eq(orders.status, 'expired')))
          .returning();
        if (!reopened) throw new Error(`order ${orderId} changed under its row lock`);
        return { kind: 'reopened', order: reopened };
      });
    },

    /**
     * The shopper gave up a checkout not yet placed (closed the payment window
     * or the COD code box): expired now, stock back. Only an unnumbered order
     * still waiting: a numbered one (paid again after a refusal) stays payable
     * from its page, and a payment the bank is deciding is left to the bank.
     * Null when the shopper has no such order; else whether it was released.
     */
    async abandonCheckout(orderId: string, userId: string): Promise<boolean | null> {
      return db.transaction(async (tx) => {
        const [order] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
        if (!order) return null;
        const released = await expireInTransaction(
          tx,
          and(eq(orders.id, orderId), inArray(orders.status, [...REPLACEABLE_STATUSES]), isNull(orders.number)) ?? sql`false`,
        );
        return released.length > 0;
      });
    },

    /** An unpaid checkout whose payment failed: expired now, stock back. True when it was still waiting for a payment. */
    async releaseReservation(orderId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const released = await expireInTransaction(tx, and(eq(orders.id, orderId), ne(orders.status, 'awaiting_confirmation')) ?? sql`false`);
        if (released.length > 0) await tx.update(orders).set({ paymentFailedAt: sql`now()` }).where(eq(orders.id, orderId));
        return released.length > 0;
      });
    },

    /**
     * Expires up to `limit` lapsed reservations and returns their stock. Rows
     * another instance is expiring right now are skipped (SKIP LOCKED), so the
     * job can run in every instance and each order is expired once.
     */
    async expireLapsedReservations(limit: number): Promise<string[]> {
      return db.transaction(async (tx) => {
        const lapsed = tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(inArray(orders.status, statusesBefore('expired')), lt(orders.reservedUntil, sql`now()`)))
          .orderBy(asc(orders.reservedUntil))
          .limit(limit)
          .for('update', { skipLocked: true });
        return expireInTransaction(tx, inArray(orders.id, lapsed));
      });
    },

    /**
     * Cancels the order if `refusal` (the shop's rule, judged under the
     * row lock) has nothing against it, and gives the stock back.
     */
    async cancelOrder(
      orderId: string,
      /** The owner, for a shopper's cancellation; null for the admin's. */
      userId: string | null,
      refusal: (order: OrderRecord, now: Date) => string | ShopText | null,
    ): Promise<CancelResult> {
      return db.transaction(async (tx): Promise<CancelResult> => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), userId === null ? undefined : eq(orders.userId, userId)))
          .for('update');
        if (!order) return { kind: 'not-found' };
        const reason = refusal(order, new Date());
        if (reason) return { kind: 'refused', reason };
        const [cancelled] = await tx
          .update(orders)
          .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
          .where(and(eq(orders.id, orderId), inArray(orders.status, statusesBefore('cancelled'))))
          .returning();
        if (!cancelled) return { kind: 'refused', reason: cancelTexts.noLongerCancellable };
        await returnStockOf(tx, [orderId]);
        // An invoiced order cancelled (and refunded) gets a credit note in the same transaction.
        await issuer?.issueCreditNote(tx, orderId, clock(), (userId === null ? creditNoteReasons.cancelledByShop : creditNoteReasons.cancelledByBuyer).en);
        // The shop's cancellation is told to the shopper (written before any refund's receipt, which follows it);
        // the shopper's own is confirmed when nothing was paid (a paid one's refund receipt confirms it).
        if (userId === null) await shopperEmails?.record(tx, 'cancelled_by_shop', orderId);
        else if (cancelled.paymentId === null) await shopperEmails?.record(tx, 'cancelled_by_shopper', orderId);
        return { kind: 'cancelled', order: cancelled };
      });
    },

    /**
     * The admin's packed / shipped / delivered / returned step; false when the
     * order is not in a state that leads there. Delivered sets a cash-on-delivery
     * order's paidAt (the cash collected); returned (COD only) puts the stock back.
     */
    async advance(orderId: string, to: 'packed' | 'shipped' | 'delivered' | 'returned', trackingNote: string | null): Promise<boolean> {
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(orders)
          .set({
            status: to,
            ...(trackingNote === null ? {} : { trackingNote }),
            ...(to === 'delivered' ? { paidAt: sql`coalesce(${orders.paidAt}, now())` } : {}),
            ...(to === 'returned' ? { returnedAt: sql`now()` } : {}),
            updatedAt: sql`now()`,
          })
          .where(and(eq(orders.id, orderId), inArray(orders.status, statusesBefore(to)), to === 'returned' ? eq(orders.paymentMethod, 'cod') : undefined))
          .returning({ id: orders.id, paymentMethod: orders.paymentMethod, number: orders.number });
        if (moved.length > 0 && to === 'returned') await returnStockOf(tx, [orderId]);
        // Cash on delivery is invoiced when the cash is collected (a prepaid order was invoiced when paid).
        if (to === 'delivered' && moved[0]?.paymentMethod === 'cod') {
          const issueInvoice = await issuer?.prepareInvoice(tx, orderId);
          await issueInvoice?.(moved[0].number, clock());
        }
        // Packing is not told to the shopper; the other moves are.
        if (moved.length > 0 && to !== 'packed') await shopperEmails?.record(tx, to, orderId);
        return moved.length > 0;
      });
    },

    /**
     * Claims the refund of a cancelled order; null when there is none to make
     * or another process holds the claim. A claim older than
     * STALE_REFUND_CLAIM was left by a process that stopped while asking the
     * provider (its call times out in seconds): it is taken over. `stale` says
     * the provider may already have made that refund: so may any earlier try
     * that failed, since a refund made whose answer was lost (a timeout, a
     * dropped connection) fails here like one refused.
     */
    async claimRefund(orderId: string): Promise<{ paymentId: string; amountPaise: number; stale: boolean } | null> {
      const claimable = or(isNull(orders.refundRequestedAt), lt(orders.refundRequestedAt, sql`now() - ${STALE_REFUND_CLAIM}::interval`));
      const result = await db.execute<{ payment_id: string | null; amount_paise: number; stale: boolean }>(sql`
        update orders set refund_requested_at = now(), updated_at = now()
          from (select id, refund_requested_at is not null or refund_failed_at is not null as stale from orders where id = ${orderId} for update) before
         where orders.id = before.id and ${and(eq(orders.status, 'cancelled'), isNotNull(orders.paymentId), claimable)}
        returning orders.payment_id, orders.total_paise as amount_paise, before.stale`);
      const claimed = result.rows[0];
      return claimed?.payment_id ? { paymentId: claimed.payment_id, amountPaise: Number(claimed.amount_paise), stale: claimed.stale } : null;
    },

    /** Records the refund made; with `receipt`, the shopper's refund email in the same transaction. */
    async completeRefund(orderId: string, refundId: string, { receipt }: { receipt: boolean }): Promise<void> {
      await db.transaction(async (tx) => {
        const refunded = await tx
          .update(orders)
          .set({ status: 'refunded', refundId, refundedAt: sql`now()`, refundFailedAt: null, refundFailure: null, updatedAt: sql`now()` })
          .where(and(eq(orders.id, orderId), inArray(orders.status, statusesBefore('refunded'))))
          .returning({ id: orders.id });
        if (receipt && refunded.length > 0) await shopperEmails?.record(tx, 'refund', orderId);
      });
    },

    /**
     * The provider refused or failed: the refund may be tried again later, and
     * what it said is kept for the owner. Once the order has waited longer than
     * REFUND_ALERT_AFTER, the owner's alert is recorded (once); true then.
     */
    async releaseRefundClaim(orderId: string, failure: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [released] = await tx
          .update(orders)
          .set({ refundRequestedAt: null, refundFailedAt: sql`now()`, refundFailure: failure.slice(0, 500), updatedAt: sql`now()` })
          .where(and(eq(orders.id, orderId), eq(orders.status, 'cancelled')))
          .returning({ overdue: sql<boolean>`${orders.cancelledAt} < now() - ${REFUND_ALERT_AFTER}::interval` });
        if (!released?.overdue || !ownerAlerts) return false;
        await ownerAlerts.recordRefundFailing(tx, orderId);
        return true;
      });
    },

    /** Cancelled, paid orders whose refund nobody has claimed for a while (a failed attempt). */
    async ordersAwaitingRefund(limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'cancelled'),
            isNotNull(orders.paymentId),
            or(isNull(orders.refundRequestedAt), lt(orders.refundRequestedAt, sql`now() - ${STALE_REFUND_CLAIM}::interval`)),
            lt(orders.cancelledAt, sql`now() - interval '1 minute'`),
            // A refund still failing after a week needs a person, not another retry.
            gte(orders.cancelledAt, sql`now() - interval '7 days'`),
          ),
        )
        .orderBy(asc(orders.cancelledAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** claimRefund's rules, for a stray payment: null once refunded, or while another try holds it. */
    async claimStrayRefund(paymentId: string): Promise<{ orderId: string; amountPaise: number; stale: boolean } | null> {
      const claimable = or(isNull(strayPayments.refundRequestedAt), lt(strayPayments.refundRequestedAt, sql`now() - ${STALE_REFUND_CLAIM}::interval`));
      const result = await db.execute<{ order_id: string; amount_paise: number; stale: boolean }>(sql`
        update stray_payments set refund_requested_at = now()
          from (select payment_id, refund_requested_at is not null or refund_failure is not null as stale
                  from stray_payments where payment_id = ${paymentId} for update) before
         where stray_payments.payment_id = before.payment_id and ${and(isNull(strayPayments.refundId), claimable)}
        returning stray_payments.order_id, stray_payments.amount_paise, before.stale`);
      const claimed = result.rows[0];
      return claimed ? { orderId: claimed.order_id, amountPaise: Number(claimed.amount_paise), stale: claimed.stale } : null;
    },

    /** Records the refund made, and the shopper's email about it in the same transaction. */
    async completeStrayRefund(paymentId: string, refundId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [refunded] = await tx
          .update(strayPayments)
          .set({ refundId, refundedAt: sql`now()`, refundRequestedAt: null, refundFailure: null })
          .where(and(eq(strayPayments.paymentId, paymentId), isNull(strayPayments.refundId)))
          .returning({ orderId: strayPayments.orderId });
        if (refunded) await shopperEmails?.record(tx, 'second_payment_refund', refunded.orderId, paymentId);
      });
    },

    async findStrayPayment(paymentId: string): Promise<{ amountPaise: number; refundId: string | null } | null> {
      const [row] = await db.select({ amountPaise: strayPayments.amountPaise, refundId: strayPayments.refundId }).from(strayPayments).where(eq(strayPayments.paymentId, paymentId));
      return row ?? null;
    },

    /**
     * The provider refused or failed: the sweep tries again, and what it said
     * is kept. Once the payment has waited longer than REFUND_ALERT_AFTER, the
     * owner's alert is recorded (once); true then.
     */
    async releaseStrayRefundClaim(paymentId: string, failure: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [released] = await tx
          .update(strayPayments)
          .set({ refundRequestedAt: null, refundFailure: failure.slice(0, 500) })
          .where(and(eq(strayPayments.paymentId, paymentId), isNull(strayPayments.refundId)))
          .returning({ orderId: strayPayments.orderId, overdue: sql<boolean>`${strayPayments.createdAt} < now() - ${REFUND_ALERT_AFTER}::interval` });
        if (!released?.overdue || !ownerAlerts) return false;
        await ownerAlerts.recordStrayRefundFailing(tx, released.orderId, paymentId);
        return true;
      });
    },

    /** Stray payments still to refund, whose try failed (or was lost) a while ago; for a week, like ordersAwaitingRefund. */
    async strayPaymentsAwaitingRefund(limit: number): Promise<string[]> {
      const rows = await db
        .select({ paymentId: strayPayments.paymentId })
        .from(strayPayments)
        .where(
          and(
            isNull(strayPayments.refundId),
            or(isNull(strayPayments.refundRequestedAt), lt(strayPayments.refundRequestedAt, sql`now() - ${STALE_REFUND_CLAIM}::interval`)),
            lt(strayPayments.createdAt, sql`now() - interval '1 minute'`),
            gte(strayPayments.createdAt, sql`now() - interval '7 days'`),
          ),
        )
        .orderBy(asc(strayPayments.createdAt))
        .limit(limit);
      return rows.map((row) => row.paymentId);
    },
  };
}
export type OrdersRepository = ReturnType<typeof ordersRepository>;

/** A placed order whose payment the bank refused (not one merely lapsed: its payment may still arrive). */
export function isRetryable(order: Pick<OrderRecord, 'status' | 'paymentFailedAt' | 'number' | 'paymentMethod' | 'providerOrderId'>): boolean {
  return order.status === 'expired' && order.paymentFailedAt !== null && order.number !== null && order.paymentMethod !== 'cod' && order.providerOrderId !== null;
}

function newOrderStatus(input: NewPendingOrder): 'pending' | 'awaiting_confirmation' {
  return input.cod ? 'awaiting_confirmation' : 'pending';
}

function paymentColumns(details: PaymentDetails) {
  return details.method === null ? {} : { paymentMethod: details.method, paymentReference: details.reference };
}

/** The next order number, under the counter's row lock until the caller's transaction commits: no gaps, no repeats. */
async function nextOrderNumber(tx: Transaction): Promise<number> {
  const [counter] = await tx
    .update(orderNumberCounter)
    .set({ last: sql`${orderNumberCounter.last} + 1` })
    .where(eq(orderNumberCounter.id, 1))
    .returning({ number: orderNumberCounter.last });
  if (!counter) throw new Error('order_number_counter has no row (migration 0004 seeds it)');
  return counter.number;
}

function hasCode(error: unknown, code: string): boolean {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === code) return true;
  }
  return false;
}

function isCheckViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: string; constraint?: string };
    if (code === '23514' && name === constraint) return true;
  }
  return false;
}

function isUniqueViolation(error: unknown, constraint: RegExp): boolean {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: string; constraint?: string };
    if (code === '23505' && name !== undefined && constraint.test(name)) return true;
  }
  return false;
}
