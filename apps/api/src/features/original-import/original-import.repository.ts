import { ORIGINAL_SHOP_PROVIDER, type AdminProductInput } from '@handloom/shared';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderLines, orderNumberCounter, orders, products, users } from '../../db/schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A line the database refused (original-import.repository writeAll). */
const REFUSED = Symbol('refused');

/** The import failed and nothing was written; the message holds no customer's values. */
export class OriginalImportWriteError extends Error {
  override name = 'OriginalImportWriteError';
}

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

/** What PostgreSQL's refusals of a line's own values mean, by SQLSTATE. */
const REFUSALS: Record<string, string> = {
  '22001': 'a text is too long',
  '22003': 'a number is out of range',
  '22021': 'a text holds a character the database cannot store',
  '22P02': "a value is not of its field's type",
  '23502': 'a required value is missing',
  '23503': 'it refers to something not in the shop',
  '23505': 'it repeats something already in the shop',
  '23514': "it breaks a rule of the shop's records",
};

interface PgErrorFields {
  code?: unknown;
  severity?: unknown;
  column?: unknown;
  constraint?: unknown;
}

/** The PostgreSQL error in `error`'s chain (drizzle wraps it), if any. */
function postgresError(error: unknown): (Error & PgErrorFields) | null {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, severity } = current as PgErrorFields;
    if (current instanceof Error && typeof code === 'string' && typeof severity === 'string') return current;
  }
  return null;
}

/**
 * An error's text without the query's parameters: drizzle's "Failed query"
 * message lists them (a customer's email, address and phone) and PostgreSQL's
 * messages, details and `where` can quote values, so none of those are used
 * for what a line's values caused; for the rest, the first message in the chain
 * that is not drizzle's.
 */
export function errorTextWithoutValues(error: unknown): string {
  const refused = postgresError(error);
  if (refused && typeof refused.code === 'string' && /^2[23]/.test(refused.code)) {
    const where = [typeof refused.column === 'string' ? `column ${refused.column}` : null, typeof refused.constraint === 'string' ? `constraint ${refused.constraint}` : null].filter(Boolean);
    return `${REFUSALS[refused.code] ?? 'the database refused a value'} (PostgreSQL ${refused.code}${where.length ? `, ${where.join(', ')}` : ''})`;
  }
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if (current instanceof Error && !current.message.startsWith('Failed query')) {
      const { code } = current as PgErrorFields;
      return typeof code === 'string' ? `${current.message} (${code})` : current.message;
    }
  }
  return 'a database query failed';
}

/** A line's values were refused (PostgreSQL's data exceptions and integrity violations), not the database lost. */
function refusedByTheDatabase(error: unknown): boolean {
  const code = postgresError(error)?.code;
  return typeof code === 'string' && /^2[23]/.test(code);
}

export function originalImportRepository(db: Database) {
  return {
    /**
     * Everything in one transaction: products (by handle), users (by uid; an
     * email already used by another account is skipped) and historical orders
     * (by payment id; one whose user is not in the shop is skipped). Only what
     * is missing is inserted: nothing already there is changed. A line whose
     * values the database refuses is skipped and reported by its number; any
     * other failure is an OriginalImportWriteError, with nothing written.
     */
    async writeAll(input: {
      products: { line: number; handle: string; input: AdminProductInput; createdAt: Date | null }[];
      users: (ImportedUser & { line: number })[];
      orders: (HistoricalOrder & { line: number })[];
    }) {
      try {
        return await db.transaction(async (tx) => {
          const skipped: { file: string; line: number; message: string }[] = [];
          /**
           * One line's writes in a savepoint: values the database refuses skip
           * that line only, reported by file and line without them. Any other
           * failure ends the import (nothing written), also without them.
           */
          async function line<T>(file: string, lineNumber: number, write: (tx: Transaction) => Promise<T>): Promise<T | typeof REFUSED> {
            try {
              return await tx.transaction(write);
            } catch (error) {
              if (!refusedByTheDatabase(error)) throw new OriginalImportWriteError(`${file} line ${lineNumber} could not be written, nothing was imported: ${errorTextWithoutValues(error)}`);
              skipped.push({ file, line: lineNumber, message: `not written: ${errorTextWithoutValues(error)}` });
              return REFUSED;
            }
          }
          const productCounts: Counts = { created: 0, unchanged: 0 };
          for (const product of input.products) {
            const { input: values } = product;
            const rows = await line('products.jsonl', product.line, (sp) =>
              sp
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
                .returning({ id: products.id }),
            );
            if (rows !== REFUSED) productCounts[rows.length ? 'created' : 'unchanged'] += 1;
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
            const written = await line('users.jsonl', user.line, (sp) =>
              sp.insert(users).values({ id: user.id, name: user.name, email: user.email, ...(user.createdAt ? { createdAt: user.createdAt, updatedAt: user.createdAt } : {}) }),
            );
            if (written !== REFUSED) userCounts.created += 1;
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
            const handles = order.lines.flatMap((entry) => (entry.productHandle ? [entry.productHandle] : []));
            const productIds = new Map(
              (handles.length ? await tx.select({ id: products.id, handle: products.handle }).from(products).where(inArray(products.handle, handles)) : []).map((p) => [p.handle, p.id]),
            );
            // The order number is taken in the savepoint too: a refused order gives it back.
            const written = await line('order.jsonl', order.line, async (sp) => {
              const [created] = await sp
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
                  number: await nextOrderNumber(sp),
                  placedAt: order.placedAt,
                  paidAt: order.placedAt,
                  createdAt: order.placedAt,
                  updatedAt: order.placedAt,
                })
                .returning({ id: orders.id });
              if (!created) throw new Error('insert into orders returned no row');
              await sp.insert(orderLines).values(
                order.lines.map(({ productHandle, ...entry }) => ({ ...entry, orderId: created.id, productId: (productHandle && productIds.get(productHandle)) || null })),
              );
            });
            if (written !== REFUSED) orderCounts.created += 1;
          }
          return { products: productCounts, users: userCounts, orders: orderCounts, skipped };
        });
      } catch (error) {
        if (error instanceof OriginalImportWriteError) throw error;
        // Drizzle's own message lists the query's parameters: customers' emails, addresses, phones.
        throw new OriginalImportWriteError(`nothing was imported: ${errorTextWithoutValues(error)}`);
      }
    },
  };
}
