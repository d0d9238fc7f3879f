import { ORIGINAL_SHOP_PROVIDER, type AdminProductInput } from '@handloom/shared';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderLines, orderNumberCounter, orders, products, users } from '../../db/schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface ImportedUser {
  id: string;
  name: string;
  email: string;
  createdAt: Date | null;
}

export interface HistoricalOrder {
  userId: string;
  email: string;
  placedAt: Date;
  paymentId: string;
  addressName: string;
  address: string;
  pincode: string;
  phoneNumber: string;
  subtotalPaise: number;
  shippingPaise: number;
  donationPaise: number;
  totalPaise: number;
  lines: {
    productHandle: string | null;
    title: string;
    category: string;
    imageUrl: string;
    pricePaise: number;
    discountPercent: number;
    unitPricePaise: number;
    quantity: number;
  }[];
}

interface Counts {
  created: number;
  unchanged: number;
}

async function nextOrderNumber(tx: Transaction): Promise<number> {
  const [counter] = await tx
    .update(orderNumberCounter)
    .set({ last: sql`${orderNumberCounter.last} + 1` })
    .where(eq(orderNumberCounter.id, 1))
    .returning({ number: orderNumberCounter.last });
  if (!counter) throw new Error('order_number_counter has no row (migration 0004 seeds it)');
  return counter.number;
}

export function originalImportRepository(db: Database) {
  return {
    /**
     * Everything in one transaction: products (by handle), users (by uid; an
     * email already used by another account is skipped) and historical orders
     * (by payment id; one whose user is not in the shop is skipped). Only what
     * is missing is inserted: nothing already there is changed.
     */
    async writeAll(input: {
      products: { line: number; handle: string; input: AdminProductInput; createdAt: Date | null }[];
      users: (ImportedUser & { line: number })[];
      orders: (HistoricalOrder & { line: number })[];
    }) {
      return db.transaction(async (tx) => {
        const skipped: { file: string; line: number; message: string }[] = [];
        const productCounts: Counts = { created: 0, unchanged: 0 };
        for (const product of input.products) {
          const { input: values } = product;
          const [created] = await tx
            .insert(products)
            .values({
              handle: product.handle,
              title: values.title,
              pricePaise: values.price,
              discountPercent: values.discountPercent,
              category: values.category,
              stock: values.stock,
              description: values.description,
              images: values.images,
              ...(product.createdAt ? { createdAt: product.createdAt, updatedAt: product.createdAt } : {}),
            })
            .onConflictDoNothing({ target: products.handle })
            .returning({ id: products.id });
          productCounts[created ? 'created' : 'unchanged'] += 1;
        }

        const userCounts: Counts = { created: 0, unchanged: 0 };
        for (const user of input.users) {
          const [existing] = await tx
            .select({ id: users.id, email: users.email })
            .from(users)
            .where(or(eq(users.id, user.id), eq(users.email, user.email)));
          if (existing?.id === user.id) {
            userCounts.unchanged += 1;
            continue;
          }
          if (existing) {
            skipped.push({ file: 'users.jsonl', line: user.line, message: `${user.email} already has another account in the shop` });
            continue;
          }
          await tx.insert(users).values({ id: user.id, name: user.name, email: user.email, ...(user.createdAt ? { createdAt: user.createdAt, updatedAt: user.createdAt } : {}) });
          userCounts.created += 1;
        }

        const orderCounts: Counts = { created: 0, unchanged: 0 };
        const known = new Set((await tx.select({ id: users.id }).from(users).where(inArray(users.id, [...new Set(input.orders.map((o) => o.userId)), '']))).map((u) => u.id));
        // Oldest first, so the order numbers given follow the dates.
        for (const order of [...input.orders].sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime())) {
          const [existing] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentId, order.paymentId));
          if (existing) {
            orderCounts.unchanged += 1;
            continue;
          }
          if (!known.has(order.userId)) {
            skipped.push({ file: 'order.jsonl', line: order.line, message: `userid ${order.userId} is not a user of the shop (import users.jsonl with it)` });
            continue;
          }
          const handles = order.lines.flatMap((line) => (line.productHandle ? [line.productHandle] : []));
          const productIds = new Map(
            (handles.length ? await tx.select({ id: products.id, handle: products.handle }).from(products).where(inArray(products.handle, handles)) : []).map((p) => [p.handle, p.id]),
          );
          const [created] = await tx
            .insert(orders)
            .values({
              userId: order.userId,
              email: order.email,
              status: 'paid',
              addressName: order.addressName,
              address: order.address,
              pincode: order.pincode,
              phoneNumber: order.phoneNumber,
              subtotalPaise: order.subtotalPaise,
              shippingPaise: order.shippingPaise,
              donationPaise: order.donationPaise,
              totalPaise: order.totalPaise,
              paymentProvider: ORIGINAL_SHOP_PROVIDER,
              paymentId: order.paymentId,
              number: await nextOrderNumber(tx),
              placedAt: order.placedAt,
              paidAt: order.placedAt,
              createdAt: order.placedAt,
              updatedAt: order.placedAt,
            })
            .returning({ id: orders.id });
          if (!created) throw new Error('insert into orders returned no row');
          await tx.insert(orderLines).values(
            order.lines.map(({ productHandle, ...line }) => ({ ...line, orderId: created.id, productId: (productHandle && productIds.get(productHandle)) || null })),
          );
          orderCounts.created += 1;
        }
        return { products: productCounts, users: userCounts, orders: orderCounts, skipped };
      });
    },
  };
}
