import { AdminProductInputSchema, type AdminProductInput, salePricePaise, shippingPaise } from '@handloom/shared';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { originalImportRepository, type HistoricalOrder, type ImportedUser } from './original-import.repository.ts';

// `npm run import:original -- <folder>`: the original app's JSON-lines export
// (products.jsonl, users.jsonl, order.jsonl; the specification's section 3
// field names) into the shop. docs/decisions/017-products-csv-and-moving-in.md.

/** The original shop's shipping: 50 rupees per unit (specification section 9). */
const ORIGINAL_SHIPPING_PER_UNIT_PAISE = 5_000;

export interface LineProblem {
  file: string;
  line: number;
  message: string;
}

export interface FileCounts {
  created: number;
  unchanged: number;
  skipped: number;
}

export interface OriginalImportReport {
  products: FileCounts;
  users: FileCounts;
  orders: FileCounts;
  problems: LineProblem[];
}

/** A timestamp as a document database exports it: {seconds, nanoseconds}, milliseconds, or text. */
const Timestamp = z
  .union([
    z.object({ seconds: z.number(), nanoseconds: z.number().optional() }),
    z.object({ _seconds: z.number(), _nanoseconds: z.number().optional() }),
    z.number(),
    z.string().min(1),
  ])
  .transform((value, context) => {
    let date: Date;
    if (typeof value === 'number') date = new Date(value);
    else if (typeof value === 'string') {
      // The original's short dates ("Mar 05, 2024") were written in India: midnight there.
      const text = value.trim();
      date = new Date(/^[A-Za-z]{3} \d{1,2}, \d{4}$/.test(text) ? `${text} 00:00 GMT+0530` : text);
    } else date = new Date(('seconds' in value ? value.seconds : value._seconds) * 1000);
    if (Number.isNaN(date.getTime())) {
      context.addIssue({ code: 'custom', message: `not a date: ${JSON.stringify(value)}` });
      return z.NEVER;
    }
    return date;
  });

const Text = z.union([z.string(), z.number()]).transform(String);

const OriginalProduct = z.object({
  id: z.string().min(1),
  title: Text,
  price: Text,
  discountedPrice: Text.optional(),
  imageUrl: z.string(),
  imageUrl1: z.string().optional(),
  imageUrl2: z.string().optional(),
  imageUrl3: z.string().optional(),
  category: z.string(),
  stocks: Text,
  description: z.string(),
  time: Timestamp.optional(),
  date: z.string().optional(),
});

const OriginalUser = z.object({ name: z.string().min(1), uid: z.string().min(1), email: z.email(), time: Timestamp.optional() });

const CartItem = z.object({
  id: z.string().optional(),
  title: Text,
  price: Text,
  discountedPrice: Text.optional(),
  imageUrl: z.string(),
  category: z.string(),
  quantity: z.number().int().min(1),
});

const OriginalOrder = z.object({
  cartItems: z.array(CartItem).min(1),
  addressInfo: z.object({ name: z.string().min(1), address: z.string().min(1), pincode: Text, phoneNumber: Text }),
  date: Timestamp,
  email: z.email(),
  userid: z.string().min(1),
  paymentId: z.string().min(1),
  funds: z.union([z.number(), z.string()]).optional(),
});

/** The shop's handle of an original product: its document id, lowercased. */
export function originalHandle(id: string): string {
  return `original-${id.toLowerCase().replace(/[^a-z0-9-]/g, '-')}`;
}

function issueText(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'document'}: ${issue.message}`).join('; ');
}

async function readLines(folder: string, file: string): Promise<{ line: number; text: string }[]> {
  let content: string;
  try {
    content = await readFile(path.join(folder, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return content
    .split(/\r?\n/)
    .map((text, index) => ({ line: index + 1, text: text.trim() }))
    .filter(({ text }) => text !== '');
}

/** Each line parsed by `schema`, or a problem with its line number. */
async function documents<S extends z.ZodType>(folder: string, file: string, schema: S, problems: LineProblem[]): Promise<{ line: number; doc: z.output<S> }[]> {
  const result: { line: number; doc: z.output<S> }[] = [];
  for (const { line, text } of await readLines(folder, file)) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      problems.push({ file, line, message: `not a JSON document (${(error as Error).message})` });
      continue;
    }
    const parsed = schema.safeParse(json);
    if (parsed.success) result.push({ line, doc: parsed.data });
    else problems.push({ file, line, message: issueText(parsed.error) });
  }
  return result;
}

function discountOf(value: string | undefined): string {
  return value === undefined || value.trim() === '' ? '0' : value.trim();
}

/**
 * Reads the folder, then writes everything in one transaction: products by
 * handle, users by uid, orders by payment id, each only when it is not there
 * yet (a second run changes nothing). Lines that cannot be read or checked
 * are reported with their numbers and skipped.
 */
export async function importOriginal(db: Database, folder: string): Promise<OriginalImportReport> {
  const problems: LineProblem[] = [];
  const products: { line: number; handle: string; input: AdminProductInput; createdAt: Date | null }[] = [];
  for (const { line, doc } of await documents(folder, 'products.jsonl', OriginalProduct, problems)) {
    const checked = AdminProductInputSchema.safeParse({
      title: doc.title,
      price: doc.price,
      discountPercent: discountOf(doc.discountedPrice),
      images: [doc.imageUrl, doc.imageUrl1 ?? '', doc.imageUrl2 ?? '', doc.imageUrl3 ?? ''],
      category: doc.category,
      stock: doc.stocks,
      hsn: '',
      description: doc.description,
    });
    if (checked.success) products.push({ line, handle: originalHandle(doc.id), input: checked.data, createdAt: doc.time ?? null });
    else problems.push({ file: 'products.jsonl', line, message: issueText(checked.error) });
  }

  const users: (ImportedUser & { line: number })[] = (await documents(folder, 'users.jsonl', OriginalUser, problems)).map(({ line, doc }) => ({
    line,
    id: doc.uid,
    name: doc.name,
    email: doc.email.toLowerCase(),
    createdAt: doc.time ?? null,
  }));

  const orders: (HistoricalOrder & { line: number })[] = [];
  for (const { line, doc } of await documents(folder, 'order.jsonl', OriginalOrder, problems)) {
    const lines = doc.cartItems.map((item) => {
      const pricePaise = AdminProductInputSchema.shape.price.safeParse(item.price);
      const discount = AdminProductInputSchema.shape.discountPercent.safeParse(discountOf(item.discountedPrice));
      return pricePaise.success && discount.success
        ? {
            productHandle: item.id ? originalHandle(item.id) : null,
            title: item.title,
            category: item.category,
            imageUrl: item.imageUrl,
            pricePaise: pricePaise.data,
            discountPercent: discount.data,
            unitPricePaise: salePricePaise(pricePaise.data, discount.data),
            quantity: item.quantity,
          }
        : null;
    });
    const funds = Number(doc.funds ?? 0);
    if (lines.some((entry) => entry === null) || !Number.isFinite(funds) || funds < 0) {
      problems.push({ file: 'order.jsonl', line, message: 'cartItems: a price or discount is not a number, or funds is not an amount' });
      continue;
    }
    const orderLines = lines.filter((entry) => entry !== null);
    const subtotalPaise = orderLines.reduce((sum, entry) => sum + entry.unitPricePaise * entry.quantity, 0);
    const quantity = orderLines.reduce((sum, entry) => sum + entry.quantity, 0);
    const shipping = shippingPaise(quantity, ORIGINAL_SHIPPING_PER_UNIT_PAISE);
    const donationPaise = Math.round(funds * 100);
    orders.push({
      line,
      userId: doc.userid,
      email: doc.email.toLowerCase(),
      placedAt: doc.date,
      paymentId: doc.paymentId,
      addressName: doc.addressInfo.name,
      address: doc.addressInfo.address,
      pincode: doc.addressInfo.pincode,
      phoneNumber: doc.addressInfo.phoneNumber,
      subtotalPaise,
      shippingPaise: shipping,
      donationPaise,
      totalPaise: subtotalPaise + shipping + donationPaise,
      lines: orderLines,
    });
  }

  const repository = originalImportRepository(db);
  const written = await repository.writeAll({ products, users, orders });
  for (const skipped of written.skipped) problems.push(skipped);
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const skippedIn = (file: string) => problems.filter((problem) => problem.file === file).length;
  return {
    products: { ...written.products, skipped: skippedIn('products.jsonl') },
    users: { ...written.users, skipped: skippedIn('users.jsonl') },
    orders: { ...written.orders, skipped: skippedIn('order.jsonl') },
    problems,
  };
}
