import type { Database } from '../db/client.ts';
import { products, type NewProductRow, type ProductRow } from '../db/schema.ts';
import { demoProducts } from '../db/seed/catalogue.ts';
import { demoDescriptionsTa } from '../db/seed/demo-descriptions-ta.ts';
import { demoTitlesTa } from '../db/seed/demo-titles-ta.ts';

// Rows for tests, inserted straight into the database. Every product is valid
// by the table's checks; a test overrides only what it is about.

let sequence = 0;

export function productRow(overrides: Partial<NewProductRow> = {}): NewProductRow {
  sequence += 1;
  // One minute apart and increasing, so "newest first" is the reverse of insertion order.
  const createdAt = new Date(Date.UTC(2024, 0, 1) + sequence * 60_000);
  return {
    title: `Handloom Cotton Saree ${sequence}`,
    pricePaise: 149_900,
    discountPercent: 10,
    category: 'cotton_sarees',
    stock: 5,
    description: 'Handwoven in Tamil Nadu.\nSoft cotton.',
    images: [`/media/${sequence.toString(16).padStart(24, '0')}`],
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

export async function insertProduct(db: Database, overrides: Partial<NewProductRow> = {}): Promise<ProductRow> {
  const [row] = await db.insert(products).values(productRow(overrides)).returning();
  if (!row) throw new Error('insertProduct: no row returned');
  return row;
}

export async function insertProducts(db: Database, list: Partial<NewProductRow>[]): Promise<ProductRow[]> {
  return db.insert(products).values(list.map((overrides) => productRow(overrides))).returning();
}

/** The demo catalogue with its Tamil titles and descriptions, as the seed writes it, without drawing its pictures. */
export function insertDemoCatalogue(db: Database): Promise<ProductRow[]> {
  return insertProducts(
    db,
    demoProducts.map(({ art: _art, createdAt, ...values }) => ({
      ...values,
      titleTa: demoTitlesTa[values.title] ?? null,
      descriptionTa: demoDescriptionsTa[values.title] ?? null,
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
    })),
  );
}
