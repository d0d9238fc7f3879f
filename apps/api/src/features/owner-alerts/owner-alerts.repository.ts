import type { OwnerAlertSettings } from '@handloom/shared';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { OWNER_ALERT_KINDS, orderLines, orders, ownerAlerts, products, shopSettings, strayPayments } from '../../db/schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What an alert email says: the order placed, or the product left low. */
export type OwnerAlert =
  | {
      kind: 'new_order';
      id: string;
      createdAt: Date;
      order: {
        number: number | null;
        email: string;
        addressName: string;
        addressCity: string | null;
        addressState: string | null;
        pincode: string;
        paymentMethod: string | null;
        totalPaise: number;
        donationPaise: number;
        lines: { title: string; quantity: number; unitPricePaise: number }[];
      };
    }
  | { kind: 'low_stock'; id: string; createdAt: Date; product: { title: string; handle: string }; stock: number }
  | {
      kind: 'refund_failing';
      id: string;
      createdAt: Date;
      order: { number: number | null; email: string; totalPaise: number; paymentId: string | null; cancelledAt: Date | null; refundFailure: string | null };
    }
  | {
      kind: 'stray_refund_failing';
      id: string;
      createdAt: Date;
      order: { number: number | null; email: string };
      payment: { paymentId: string; amountPaise: number; createdAt: Date; refundFailure: string | null };
    };

/**
 * Alerts that go out as they come even in digest mode: a shopper's money the
 * payment service will not give back cannot wait for tomorrow's 8 am.
 */
export const URGENT_ALERT_KINDS: readonly OwnerAlert['kind'][] = ['refund_failing', 'stray_refund_failing'];

const DEFAULT_SETTINGS: OwnerAlertSettings = { mode: 'each', lowStockThreshold: 1 };

const STRAY_KEY = 'stray_refund_failing:';
const strayPaymentOf = (eventKey: string) => eventKey.slice(STRAY_KEY.length);

export function ownerAlertsRepository(db: Database) {
  async function details(tx: Transaction, rows: (typeof ownerAlerts.$inferSelect)[]): Promise<OwnerAlert[]> {
    const orderIds = rows.flatMap((row) => (row.kind !== 'low_stock' && row.orderId ? [row.orderId] : []));
    const productIds = rows.flatMap((row) => (row.kind === 'low_stock' && row.productId ? [row.productId] : []));
    const orderRows = orderIds.length ? await tx.select().from(orders).where(inArray(orders.id, orderIds)) : [];
    const lineRows = orderIds.length ? await tx.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.title)) : [];
    const strayIds = rows.flatMap((row) => (row.kind === 'stray_refund_failing' ? [strayPaymentOf(row.eventKey)] : []));
    const strayRows = strayIds.length ? await tx.select().from(strayPayments).where(inArray(strayPayments.paymentId, strayIds)) : [];
    const productRows = productIds.length
      ? await tx.select({ id: products.id, title: products.title, handle: products.handle }).from(products).where(inArray(products.id, productIds))
      : [];
    return rows.flatMap((row): OwnerAlert[] => {
      if (row.kind === 'new_order') {
        const order = orderRows.find((o) => o.id === row.orderId);
        if (!order) return [];
        const lines = lineRows.filter((line) => line.orderId === order.id).map(({ title, quantity, unitPricePaise }) => ({ title, quantity, unitPricePaise }));
        return [{ kind: 'new_order', id: row.id, createdAt: row.createdAt, order: { ...order, lines } }];
      }
      if (row.kind === 'refund_failing') {
        const order = orderRows.find((o) => o.id === row.orderId);
        // Refunded since the alert was raised: nothing is left to tell.
        return order && order.refundId === null ? [{ kind: 'refund_failing', id: row.id, createdAt: row.createdAt, order }] : [];
      }
      if (row.kind === 'stray_refund_failing') {
        const order = orderRows.find((o) => o.id === row.orderId);
        const payment = strayRows.find((stray) => stray.paymentId === strayPaymentOf(row.eventKey));
        // Refunded since the alert was raised: nothing is left to tell.
        return order && payment && payment.refundId === null ? [{ kind: 'stray_refund_failing', id: row.id, createdAt: row.createdAt, order, payment }] : [];
      }
      const product = productRows.find((p) => p.id === row.productId);
      return product ? [{ kind: 'low_stock', id: row.id, createdAt: row.createdAt, product, stock: row.stock ?? 0 }] : [];
    });
  }

  async function markSent(tx: Transaction, ids: string[]): Promise<void> {
    if (ids.length) await tx.update(ownerAlerts).set({ sentAt: sql`now()` }).where(inArray(ownerAlerts.id, ids));
  }

  return {
    /**
     * In the transaction that placed the order (features/orders): its alert, and
     * one for each of its products the sale left at or below the threshold.
     * The event keys make a repeat add nothing.
     */
    async recordPlacedOrder(tx: Transaction, orderId: string): Promise<void> {
      await tx.insert(ownerAlerts).values({ kind: 'new_order', eventKey: `new_order:${orderId}`, orderId }).onConflictDoNothing();
      await tx.execute(sql`
        insert into owner_alerts (kind, event_key, order_id, product_id, stock)
        select 'low_stock', 'low_stock:' || ${orderId}::text || ':' || p.id::text, ${orderId}::uuid, p.id, p.stock
          from products p
         where p.id in (select product_id from order_lines where order_id = ${orderId}::uuid)
           and p.deleted_at is null
           and p.stock <= coalesce((select low_stock_threshold from shop_settings where id = 1), ${DEFAULT_SETTINGS.lowStockThreshold})
        on conflict (event_key) do nothing`);
    },

    /** A cancelled order's refund the provider keeps refusing (features/orders): once per order. */
    async recordRefundFailing(tx: Transaction, orderId: string): Promise<void> {
      await tx.insert(ownerAlerts).values({ kind: 'refund_failing', eventKey: `refund_failing:${orderId}`, orderId }).onConflictDoNothing();
    },

    /** The refund of a payment no order could take (stray_payments) keeps failing: once per payment. */
    async recordStrayRefundFailing(tx: Transaction, orderId: string, paymentId: string): Promise<void> {
      await tx.insert(ownerAlerts).values({ kind: 'stray_refund_failing', eventKey: `${STRAY_KEY}${paymentId}`, orderId }).onConflictDoNothing();
    },

    async settings(): Promise<OwnerAlertSettings> {
      const [row] = await db.select({ mode: shopSettings.alertMode, lowStockThreshold: shopSettings.lowStockThreshold }).from(shopSettings).where(eq(shopSettings.id, 1));
      return row ?? DEFAULT_SETTINGS;
    },

    async writeSettings(settings: OwnerAlertSettings): Promise<void> {
      const values = { alertMode: settings.mode, lowStockThreshold: settings.lowStockThreshold, updatedAt: sql`now()` };
      await db
        .insert(shopSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: shopSettings.id, set: values });
    },

    /**
     * The oldest unsent alert, handed to `send` under its row lock (other
     * senders skip it); marked sent when `send` returns, in the same
     * transaction, so a failed send leaves it for the next try. Only alerts
     * of `kinds` when given, and only kinds this version knows (a newer
     * instance's kind waits for it during an upgrade). False when none is
     * waiting.
     */
    async sendNextUnsent(send: (alert: OwnerAlert) => Promise<void>, kinds?: readonly OwnerAlert['kind'][]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const waiting = and(isNull(ownerAlerts.sentAt), inArray(ownerAlerts.kind, [...(kinds ?? OWNER_ALERT_KINDS)]));
        const rows = await tx.select().from(ownerAlerts).where(waiting).orderBy(asc(ownerAlerts.createdAt), desc(ownerAlerts.kind)).limit(1).for('update', { skipLocked: true });
        if (rows.length === 0) return false;
        const [alert] = await details(tx, rows);
        if (alert) await send(alert);
        await markSent(tx, rows.map((row) => row.id));
        return true;
      });
    },

    /**
     * The day's digest, once per India date: under the settings row's lock,
     * every unsent alert of a kind this version knows goes to `send` (not called when there are none) and
     * is marked sent with the day. False when the day already had its digest.
     */
    async sendDigest(day: string, send: (alerts: OwnerAlert[]) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [settings] = await tx.select({ lastDigestOn: shopSettings.lastDigestOn }).from(shopSettings).where(eq(shopSettings.id, 1)).for('update');
        if (!settings || (settings.lastDigestOn !== null && settings.lastDigestOn >= day)) return false;
        const rows = await tx
          .select()
          .from(ownerAlerts)
          .where(and(isNull(ownerAlerts.sentAt), inArray(ownerAlerts.kind, [...OWNER_ALERT_KINDS])))
          .orderBy(asc(ownerAlerts.createdAt))
          .for('update', { skipLocked: true });
        const alerts = await details(tx, rows);
        if (alerts.length) await send(alerts);
        await markSent(tx, rows.map((row) => row.id));
        await tx.update(shopSettings).set({ lastDigestOn: day }).where(eq(shopSettings.id, 1));
        return true;
      });
    },
  };
}
export type OwnerAlertsRepository = ReturnType<typeof ownerAlertsRepository>;
