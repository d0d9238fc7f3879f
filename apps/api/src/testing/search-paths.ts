import { ProductListSchema, type Product } from '@handloom/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client.ts';
import type { NewProductRow } from '../db/schema.ts';
import { insertDemoCatalogue, insertProducts } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The two ways a search is answered: the in-memory index (decision 030), and PostgreSQL while the index is behind. */
export const SEARCH_PATHS = ['index', 'PostgreSQL'] as const;
export type SearchPath = (typeof SEARCH_PATHS)[number];

/**
 * Every product a search finds, in order, through the API (one page of up to
 * 100), answered by the path asked for. The index drops its answer when the
 * catalogue_version read beside the page is not its own, so moving the version
 * on makes PostgreSQL answer.
 */
export async function searchOn(shop: TestApp, path: SearchPath, text: string): Promise<Product[]> {
  if (path === 'index') await shop.app.searchIndex.whenBuilt();
  else await shop.database.db.execute(sql`update catalogue_version set version = version + 1`);
  const response = await shop.app.inject({ method: 'GET', url: `/api/products?pageSize=100&search=${encodeURIComponent(text)}` });
  expect(response.statusCode, `${text}: ${response.body}`).toBe(200);
  const body = ProductListSchema.parse(response.json());
  expect(body.hasMore).toBe(false);
  return body.items;
}

/**
 * A shop over the demo catalogue (with its Tamil), the test's own products and
 * whatever else `more` writes, its search index built again over them all: it
 * was built at start, before these rows, and a search notices the new
 * catalogue_version.
 */
export async function searchableShop(own: Partial<NewProductRow>[], more?: (db: Database) => Promise<unknown>): Promise<TestApp> {
  const shop = await createTestApp();
  const { db } = shop.database;
  await insertDemoCatalogue(db);
  await insertProducts(db, own);
  await more?.(db);
  await shop.app.inject({ method: 'GET', url: '/api/products?search=saree' });
  await shop.app.searchIndex.whenBuilt();
  return shop;
}
