import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { orders, products } from '../db/schema.ts';
import { newShopper, signUp } from './http.ts';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface ShopperShop {
  shop: TestApp;
  inbox: SmtpInbox;
  /** The signed-up shopper's session cookie and email. */
  cookie: string;
  email: string;
  orderRow(id: string): Promise<typeof orders.$inferSelect | undefined>;
  stockOf(productId: string): Promise<number | undefined>;
}

/**
 * A test file's shop with a real SMTP inbox and one signed-up shopper, made
 * before its tests and closed after them. Read the fields inside tests (they
 * are set in beforeAll).
 */
export function shopperShop(env: Record<string, string> = {}): ShopperShop {
  const state = {} as ShopperShop;
  beforeAll(async () => {
    state.inbox = await startSmtpInbox();
    state.shop = await createTestApp({ SMTP_URL: state.inbox.url, SHOP_NAME: 'Kaithari Handlooms', ...env });
    const shopper = newShopper();
    state.cookie = (await signUp(state.shop.app, shopper)).cookie;
    state.email = shopper.email;
  });
  afterAll(async () => {
    await state.shop.close();
    await state.inbox.close();
  });
  state.orderRow = async (id) => (await state.shop.database.db.select().from(orders).where(eq(orders.id, id)))[0];
  state.stockOf = async (id) => (await state.shop.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
  return state;
}
