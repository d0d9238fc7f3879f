import {
  AdminProductInputSchema,
  type AdminProductInput,
  formatRupeesShort,
  MAX_DONATION_RUPEES,
  MAX_LINE_QUANTITY,
  PAISE_PER_RUPEE,
  salePricePaise,
  shippingPaise,
} from '@handloom/shared';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { originalImportRepository, type HistoricalOrder, type ImportedUser } from './original-import.repository.ts';

// `npm run import:original -- <folder>`: the original app's JSON-lines export
// (products.jsonl, users.jsonl, order.jsonl; the specification's section 3
// field names) into the shop. docs/decisions/017-products-csv-and-moving-in.md.

/** The original shop's shipping: 50 rupees per unit (specification section 9). */
const ORIGINAL_SHIPPING_PER_UNIT_PAISE = 5_000;

/**
 * The largest order total the shop records: its amounts are PostgreSQL
 * integer paise (checkout.service.ts MAX_ORDER_TOTAL_PAISE, the same bound).
 */
const MAX_ORDER_TOTAL_PAISE = 2_147_483_647;

/** The files of the original app's export, in the order they are read. */
export const ORIGINAL_FILES = ['products.jsonl', 'users.jsonl', 'order.jsonl'] as const;
type OriginalFile = (typeof ORIGINAL_FILES)[number];

/** The folder given is not an export: it does not exist, or holds none of ORIGINAL_FILES. Nothing was read. */
export class OriginalFolderError extends Error {
  override name = 'OriginalFolderError';
}

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
  /** The files found in the folder and read, and those that were not there. */
  files: { read: OriginalFile[]; missing: OriginalFile[] };
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
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY, `Quantity can be at most ${MAX_LINE_QUANTITY} (the shop's limit per line)`),
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

/**
 * Which of ORIGINAL_FILES the folder holds. A folder that does not exist, or
 * holds none of them (a mistyped path, say), is refused: OriginalFolderError.
 */
export async function originalFilesIn(folder: string): Promise<{ read: OriginalFile[]; missing: OriginalFile[] }> {
  const lookedFor = ORIGINAL_FILES.join(', ');
  const folderStat = await stat(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
    throw error;
  });
  if (!folderStat?.isDirectory()) throw new OriginalFolderError(`${folder} is not a folder: nothing imported (looked for ${lookedFor} in it)`);
  const read: OriginalFile[] = [];
  const missing: OriginalFile[] = [];
  for (const file of ORIGINAL_FILES) {
    const fileStat = await stat(path.join(folder, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    (fileStat?.isFile() ? read : missing).push(file);
  }
  if (read.length === 0) throw new OriginalFolderError(`${folder} holds none of ${lookedFor}: nothing imported`);
  return { read, missing };
}

async function readLines(folder: string, file: string, files: { read: readonly string[] }): Promise<{ line: number; text: string }[]> {
  if (!files.read.includes(file)) return [];
  const content = await readFile(path.join(folder, file), 'utf8');
  return content
    .split(/\r?\n/)
    .map((text, index) => ({ line: index + 1, text: text.trim() }))
    .filter(({ text }) => text !== '');
}

/** Each line parsed by `schema`, or a problem with its line number. */
async function documents<S extends z.ZodType>(
  folder: string,
  files: { read: readonly string[] },
  file: string,
  schema: S,
  problems: LineProblem[],
): Promise<{ line: number; doc: z.output<S> }[]> {
  const result: { line: number; doc: z.output<S> }[] = [];
  for (const { line, text } of await readLines(folder, file, files)) {
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
 * yet (a second run changes nothing). Lines that cannot be read or checked,
 * or that the database refuses, are reported with their numbers (never their
 * values: orders hold customers' addresses and phones) and skipped. A folder
 * that does not exist or holds none of the files: OriginalFolderError.
 */
export async function importOriginal(db: Database, folder: string): Promise<OriginalImportReport> {
  const files = await originalFilesIn(folder);
  const problems: LineProblem[] = [];
  const products: { line: number; handle: string; input: AdminProductInput; createdAt: Date | null }[] = [];
  for (const { line, doc } of await documents(folder, files, 'products.jsonl', OriginalProduct, problems)) {
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

  const users: (ImportedUser & { line: number })[] = (await documents(folder, files, 'users.jsonl', OriginalUser, problems)).map(({ line, doc }) => ({
    line,
    id: doc.uid,
    name: doc.name,
    email: doc.email.toLowerCase(),
    createdAt: doc.time ?? null,
  }));

  const orders: (HistoricalOrder & { line: number })[] = [];
  for (const { line, doc } of await documents(folder, files, 'order.jsonl', OriginalOrder, problems)) {
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
    if (lines.some((entry) => entry === null)) {
      problems.push({ file: 'order.jsonl', line, message: 'cartItems: a price or discount is not a number' });
      continue;
    }
    const funds = Number(doc.funds ?? 0);
    if (!Number.isFinite(funds) || funds < 0 || funds > MAX_DONATION_RUPEES) {
      problems.push({ file: 'order.jsonl', line, message: `funds: not an amount of rupees from 0 to ${formatRupeesShort(MAX_DONATION_RUPEES * PAISE_PER_RUPEE)} (the shop's largest donation)` });
      continue;
    }
    const orderLines = lines.filter((entry) => entry !== null);
    const subtotalPaise = orderLines.reduce((sum, entry) => sum + entry.unitPricePaise * entry.quantity, 0);
    const quantity = orderLines.reduce((sum, entry) => sum + entry.quantity, 0);
    const shipping = shippingPaise(quantity, ORIGINAL_SHIPPING_PER_UNIT_PAISE);
    const donationPaise = Math.round(funds * 100);
    const totalPaise = subtotalPaise + shipping + donationPaise;
    if (totalPaise > MAX_ORDER_TOTAL_PAISE) {
      problems.push({ file: 'order.jsonl', line, message: `total: ${formatRupeesShort(totalPaise)} is more than the shop can record (${formatRupeesShort(MAX_ORDER_TOTAL_PAISE)})` });
      continue;
    }
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
      totalPaise,
      lines: orderLines,
    });
  }

  const repository = originalImportRepository(db);
  const written = await repository.writeAll({ products, users, orders });
  for (const skipped of written.skipped) problems.push(skipped);
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const skippedIn = (file: string) => problems.filter((problem) => problem.file === file).length;
  return {
    files,
    products: { ...written.products, skipped: skippedIn('products.jsonl') },
    users: { ...written.users, skipped: skippedIn('users.jsonl') },
    orders: { ...written.orders, skipped: skippedIn('order.jsonl') },
    problems,
  };
}
