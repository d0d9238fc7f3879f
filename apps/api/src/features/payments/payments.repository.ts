import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema.ts';

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
