import { z } from 'zod';
import { PricedLineSchema, TotalsSchema } from './checkout.ts';

export const OrderStatusSchema = z.enum(['pending', 'paid', 'packed', 'shipped', 'delivered', 'cancelled', 'refunded', 'expired']);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** An order as its owner (and the admin) sees it; lines are the snapshot taken at checkout. */
export const OrderSchema = z.object({
  id: z.uuid(),
  /** "KH-10234", given when the order is placed; null for a checkout never paid. */
  number: z.string().nullable(),
  status: OrderStatusSchema,
  createdAt: z.iso.datetime({ offset: true }),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  email: z.string(),
  paymentId: z.string().nullable(),
  trackingNote: z.string().nullable(),
  /** True while the shopper may still cancel (paid or packed, within 24 hours of purchase). */
  cancellable: z.boolean(),
  address: z.object({ name: z.string(), address: z.string(), pincode: z.string(), phoneNumber: z.string() }),
  // productId is null once the product was deleted; the snapshot stays.
  lines: z.array(PricedLineSchema.extend({ productId: z.string().nullable() })),
  totals: TotalsSchema,
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderListSchema = z.object({ orders: z.array(OrderSchema) });

export const CANCEL_WINDOW_HOURS = 24;
