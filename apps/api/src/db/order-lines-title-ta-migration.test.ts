import { OrderSchema } from '@handloom/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../testing/factories.ts';
import { newShopper, signUp } from '../testing/http.ts';
import { migrationStatements, runStatements } from '../testing/migration-sql.ts';
import { insertOrder } from '../testing/order-rows.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { orderLines, products } from './schema.ts';

// Migration order_lines_title_ta: order lines keep the product's Tamil title
// when bought. Lines bought before get the product's Tamil title, only where
// the product is still sold under the English title that was bought.

describe('migration order_lines_title_ta', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  /** The migration's back-fill (its second statement; the first added the column, which the test shop already has). */
  const backfill = async () => runStatements(shop.database.pool, (await migrationStatements('order_lines_title_ta')).slice(1));

  it("gives lines bought before the product's Tamil title, unless the product was renamed since; Your Orders shows it", async () => {
    const { cookie, user } = await signUp(shop.app, newShopper());
    const db = shop.database.db;
    const kept = await insertProduct(db, { title: 'Arani silk saree', titleTa: 'ஆரணிப் பட்டுப் புடவை' });
    const renamed = await insertProduct(db, { title: 'Chettinad cotton saree (new weave)', titleTa: 'செட்டிநாடு பருத்திப் புடவை' });
    const untitled = await insertProduct(db, { title: 'Kora cotton towel', titleTa: null });
    const order = await insertOrder(db, {
      userId: user.uid,
      email: user.email,
      lines: [
        { productId: kept.id, title: 'Arani silk saree', unitPricePaise: 500_000, quantity: 1 },
        { productId: renamed.id, title: 'Chettinad cotton saree', unitPricePaise: 200_000, quantity: 1 },
        { productId: untitled.id, title: 'Kora cotton towel', unitPricePaise: 30_000, quantity: 1 },
      ],
    });

    await backfill();
    const lines = await db.select({ title: orderLines.title, titleTa: orderLines.titleTa }).from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.sort((a, b) => a.title.localeCompare(b.title))).toEqual([
      { title: 'Arani silk saree', titleTa: 'ஆரணிப் பட்டுப் புடவை' },
      { title: 'Chettinad cotton saree', titleTa: null },
      { title: 'Kora cotton towel', titleTa: null },
    ]);

    // A Tamil title the owner writes later does not rewrite what was bought: the line keeps its snapshot.
    await db.update(products).set({ titleTa: 'ஆரணி மென்பட்டுப் புடவை' }).where(eq(products.id, kept.id));
    await backfill();
    const response = await shop.app.inject({ method: 'GET', url: `/api/orders/KH-${order.number}`, headers: { cookie } });
    const shown = OrderSchema.parse(response.json());
    expect(shown.lines.find((line) => line.productId === kept.id)?.titleTa).toBe('ஆரணிப் பட்டுப் புடவை');
  });
});
