import { DEFAULT_SHIPPING_PER_UNIT_RUPEES, orderTotals, rupeesToPaise } from '@handloom/shared';
import type { Database } from '../db/client.ts';
import { sql } from 'drizzle-orm';
import { orderLines, orderNumberCounter, orders, type OrderStatus } from '../db/schema.ts';

// Placed orders for tests that read them (the dashboard), inserted straight
// into the database. The checkout journey itself is tested through the API.

export interface OrderFixture {
  userId: string;
  email: string;
  status?: OrderStatus;
  paidAt?: Date | null;
  donationPaise?: number;
  address?: Partial<{ name: string; address: string; pincode: string; phoneNumber: string; locality: string | null; city: string | null; state: string | null; landmark: string | null }>;
  lines: { productId: string | null; title: string; unitPricePaise: number; quantity: number }[];
  paymentId?: string | null;
  trackingNote?: string | null;
}

let sequence = 0;

export async function insertOrder(db: Database, fixture: OrderFixture) {
  sequence += 1;
  const paidAt = fixture.paidAt === undefined ? new Date() : fixture.paidAt;
  // Priced by the shop's own rule, at the default shipping the test apps run with.
  const totals = orderTotals(fixture.lines, fixture.donationPaise ?? 0, rupeesToPaise(DEFAULT_SHIPPING_PER_UNIT_RUPEES));
  const status = fixture.status ?? 'paid';
  // A placed order has its number, from the same counter the shop uses.
  const placed = !['pending', 'expired', 'awaiting_confirmation'].includes(status);
  const [counter] = placed
    ? await db.update(orderNumberCounter).set({ last: sql`${orderNumberCounter.last} + 1` }).returning({ number: orderNumberCounter.last })
    : [];
  const [order] = await db
    .insert(orders)
    .values({
      userId: fixture.userId,
      email: fixture.email,
      status,
      number: counter?.number ?? null,
      placedAt: placed ? (paidAt ?? new Date()) : null,
      addressName: fixture.address?.name ?? 'Meena Sundaram',
      address: fixture.address?.address ?? '12 Car Street',
      addressLocality: fixture.address?.locality === undefined ? 'Little Kanchipuram' : fixture.address.locality,
      addressCity: fixture.address?.city === undefined ? 'Kanchipuram' : fixture.address.city,
      addressState: fixture.address?.state === undefined ? 'Tamil Nadu' : fixture.address.state,
      addressLandmark: fixture.address?.landmark ?? null,
      pincode: fixture.address?.pincode ?? '631501',
      phoneNumber: fixture.address?.phoneNumber ?? '9876543210',
      subtotalPaise: totals.subtotalPaise,
      shippingPaise: totals.shippingPaise,
      donationPaise: totals.donationPaise,
      totalPaise: totals.totalPaise,
      paymentProvider: 'sandbox',
      providerOrderId: `sandbox_order_fixture_${process.pid}_${sequence}_${Date.now()}`,
      paymentId: fixture.paymentId === undefined ? `sandbox_pay_fixture_${process.pid}_${sequence}_${Date.now()}` : fixture.paymentId,
      trackingNote: fixture.trackingNote ?? null,
      paidAt,
      ...(paidAt ? { createdAt: paidAt } : {}),
    })
    .returning();
  if (!order) throw new Error('insertOrder: no row returned');
  await db.insert(orderLines).values(
    fixture.lines.map((line) => ({
      orderId: order.id,
      productId: line.productId,
      title: line.title,
      category: 'silk_sarees',
      imageUrl: '/media/000000000000000000000001',
      pricePaise: line.unitPricePaise,
      discountPercent: 0,
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
    })),
  );
  return order;
}
