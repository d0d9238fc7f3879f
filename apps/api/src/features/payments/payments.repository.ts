import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentEvents, sandboxPayments } from '../../db/schema.ts';
import type { ProviderPayment } from './payment-provider.ts';

export function paymentsRepository(db: Database) {
  return {
    /** Records a webhook event id; false when it was recorded before (a repeat delivery). */
    async recordEvent(id: string, provider: string): Promise<boolean> {
      const inserted = await db.insert(paymentEvents).values({ id, provider }).onConflictDoNothing().returning({ id: paymentEvents.id });
      return inserted.length > 0;
    },

    /** Forgets an event whose handling failed, so the provider's retry is handled. */
    async forgetEvent(id: string): Promise<void> {
      await db.delete(paymentEvents).where(eq(paymentEvents.id, id));
    },
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;

type SandboxRow = typeof sandboxPayments.$inferSelect;

function toPayment(row: SandboxRow): ProviderPayment {
  return { id: row.id, providerOrderId: row.providerOrderId, amountPaise: row.amountPaise, status: row.status, method: row.method, reference: row.reference };
}

/** The sandbox provider's payments (its stand-in for Razorpay's payment entities). */
export function sandboxPaymentsRepository(db: Database) {
  return {
    async insert(payment: typeof sandboxPayments.$inferInsert): Promise<void> {
      await db.insert(sandboxPayments).values(payment);
    },

    async find(id: string): Promise<ProviderPayment | null> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      return row ? toPayment(row) : null;
    },

    /** A pending payment becomes captured or failed, once. */
    async resolvePending(id: string, status: 'captured' | 'failed'): Promise<ProviderPayment | null> {
      const [row] = await db
        .update(sandboxPayments)
        .set({ status })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'pending')))
        .returning();
      return row ? toPayment(row) : null;
    },
  };
}
export type SandboxPaymentsRepository = ReturnType<typeof sandboxPaymentsRepository>;
