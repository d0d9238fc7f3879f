import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentEvents, sandboxPayments } from '../../db/schema.ts';
import type { ProviderPayment } from './payment-provider.ts';

export function paymentsRepository(db: Database) {
  return {
    /** Records a webhook event id as handled (a repeat delivery handled at the same moment records nothing more). */
    async recordEvent(id: string, provider: string): Promise<void> {
      await db.insert(paymentEvents).values({ id, provider }).onConflictDoNothing();
    },

    /** Whether a webhook event of this id has been handled already. */
    async eventHandled(id: string): Promise<boolean> {
      const [found] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, id));
      return found !== undefined;
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
