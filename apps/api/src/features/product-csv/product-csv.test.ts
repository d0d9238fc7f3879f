import { ProductImportReportSchema, type ProductImportReport } from '@handloom/shared';
import { asc, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { insertProduct } from '../../testing/factories.ts';
import { logIn, newShopper, signUp } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const ADMIN = { email: 'owner@kaithari.example', password: 'a-long-admin-password' };
const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
const HEADER = 'Handle,Title,Body (HTML),Type,Variant Price,Discount Percent,Variant Inventory Qty,Image Src,Image Position,HSN Code,GST Rate,Fabric,Colour,Occasions';

async function adminOf(shop: TestApp): Promise<string> {
  await shop.app.accounts.ensureAdminAccount();
  return (await logIn(shop.app, ADMIN.email, ADMIN.password)).cookie;
}

/** The catalogue as the shop keeps it, by handle. */
async function catalogue(shop: TestApp) {
  const rows = await shop.database.db.select().from(products).where(isNull(products.deletedAt)).orderBy(asc(products.handle));
  return rows.map(({ handle, title, pricePaise, discountPercent, category, stock, description, images, hsn, fabric, colour, occasions }) => ({
    handle,
    title,
    pricePaise,
    discountPercent,
    category,
    stock,
    description,
    images,
    hsn,
    fabric,
    colour,
    occasions,
  }));
}

async function productCount(shop: TestApp): Promise<number> {
  const [row] = await shop.database.db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

describe('products CSV export and import', () => {
  let source: TestApp, target: TestApp, sourceAdmin: string, targetAdmin: string;
  beforeAll(async () => {
    [source, target] = await Promise.all([createTestApp(env), createTestApp(env)]);
    [sourceAdmin, targetAdmin] = await Promise.all([adminOf(source), adminOf(target)]);
  });
  afterAll(async () => {
    await Promise.all([source?.close(), target?.close()]);
  });

  const exportFrom = (shop: TestApp, cookie: string) => shop.app.inject({ method: 'GET', url: '/api/admin/products/export', headers: { cookie } });
  async function importInto(shop: TestApp, cookie: string, csv: string, dryRun: boolean): Promise<ProductImportReport> {
    const response = await shop.app.inject({ method: 'POST', url: '/api/admin/products/import', headers: { cookie }, payload: { csv, dryRun } });
    expect(response.statusCode, response.body).toBe(200);
    return ProductImportReportSchema.parse(response.json());
  }

  it('export, then import into an empty shop: the same catalogue; a second import changes nothing', async () => {
    const db = source.database.db;
    await insertProduct(db, {
      handle: 'kanchipuram-silk-saree',
      title: 'Kanchipuram silk saree, "temple" border',
      description: 'Pure mulberry silk.\nZari: tested.\n\n- Dry clean only',
      category: 'silk_sarees',
      pricePaise: 1_249_950,
      discountPercent: 10,
      stock: 3,
      hsn: '5007',
      fabric: 'silk',
      colour: 'maroon',
      occasions: ['wedding', 'temple'],
      images: ['https://images.example/1.jpg', 'https://images.example/2.jpg', 'https://images.example/3.jpg', 'https://images.example/4.jpg'],
    });
    await insertProduct(db, { handle: 'kaithari-towel', title: 'கைத்தறி துண்டு', description: '=SUM(A1:A2) is not a formula here', category: 'towels', pricePaise: 35_000, discountPercent: 0, stock: 0, hsn: null, images: ['https://images.example/towel.jpg'] });
    await insertProduct(db, { title: '-Plain cotton dhoti', description: "'=still text", category: 'dhotis', pricePaise: 60_000, discountPercent: 5, stock: 12, images: ['https://images.example/dhoti.jpg'] });
    const deleted = await insertProduct(db, { title: 'Withdrawn saree', stock: 1 });
    await db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, deleted.id));

    const exported = await exportFrom(source, sourceAdmin);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = exported.body;
    expect(csv.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    expect(csv).not.toContain('Withdrawn saree');
    // Three more images of the saree, each a row of its own; a formula-like cell is defused.
    expect(csv).toContain('kanchipuram-silk-saree,,,,,,,https://images.example/4.jpg,4,,,,,\r\n');
    // Fabric, colour and occasions travel in their own columns.
    expect(csv).toContain('5007,5%,silk,maroon,"wedding, temple"\r\n');
    expect(csv).toContain(",'=SUM(A1:A2) is not a formula here,");
    expect(csv).toContain('5007,5%');

    const dry = await importInto(target, targetAdmin, csv, true);
    expect(dry).toEqual({ dryRun: true, applied: false, created: 3, updated: 0, unchanged: 0, problems: [] });
    expect(await productCount(target)).toBe(0);

    expect(await importInto(target, targetAdmin, csv, false)).toEqual({ dryRun: false, applied: true, created: 3, updated: 0, unchanged: 0, problems: [] });
    expect(await catalogue(target)).toEqual(await catalogue(source));
    expect((await exportFrom(target, targetAdmin)).body).toBe(csv);
    // The shop shows them at once.
    const listed = await target.app.inject({ method: 'GET', url: '/api/products?limit=10' });
    expect(listed.body).toContain('கைத்தறி துண்டு');

    expect(await importInto(target, targetAdmin, csv, false)).toEqual({ dryRun: false, applied: true, created: 0, updated: 0, unchanged: 3, problems: [] });
    expect(await productCount(target)).toBe(3);

    const restocked = csv.replace('kaithari-towel,கைத்தறி துண்டு,\'=SUM(A1:A2) is not a formula here,towels,350.00,0,0,', 'kaithari-towel,கைத்தறி துண்டு,\'=SUM(A1:A2) is not a formula here,towels,350.00,0,25,');
    expect(restocked).not.toBe(csv);
    expect(await importInto(target, targetAdmin, restocked, false)).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    const [towel] = await target.database.db.select().from(products).where(eq(products.handle, 'kaithari-towel'));
    expect(towel?.stock).toBe(25);
  });

  it('a file with bad rows writes nothing and lists each problem with its row and column', async () => {
    const before = await catalogue(target);
    const csv = [
      HEADER,
      'arani-silk,Arani silk saree,Soft silk,silk_sarees,4500,10,4,https://images.example/a.jpg,1,5007,',
      'salem-dhoti,Salem dhoti,Fine cotton,dhotis,12.345,0,2,https://images.example/s.jpg,1,,',
      'Bad Handle!,Something,Text,towels,100,0,1,https://images.example/b.jpg,1,,',
      'arani-silk,Arani again,Text,silk_sarees,100,0,1,https://images.example/c.jpg,1,,',
      'chettinad-cotton,Chettinad cotton,Text,cotton_sarees,900,95,-1,ftp://images.example/c.jpg,1,12,',
      'orphan-image,,,,,,,https://images.example/o.jpg,2,,',
      'kaithari-towel,Towel,,towels,350,0,1,https://images.example/t.jpg,1,,',
    ].join('\r\n');
    const report = await importInto(target, targetAdmin, csv, false);
    expect(report.applied).toBe(false);
    expect(report.problems).toEqual([
      { row: 3, column: 'Variant Price', message: 'Price must be an amount in rupees with at most two decimals, like 1499 or 1499.50' },
      { row: 4, column: 'Handle', message: 'Handle must be lowercase letters, digits and hyphens (up to 100), like kanchipuram-silk-saree.' },
      { row: 5, column: 'Handle', message: 'Handle arani-silk is already used by row 2.' },
      { row: 6, column: 'Discount Percent', message: 'Discount percentage must be a whole number from 0 to 90' },
      { row: 6, column: 'Image Src', message: 'Image URL must start with https:// or http://, or be an uploaded image' },
      { row: 6, column: 'Variant Inventory Qty', message: 'Number of stocks must be a whole number from 0' },
      { row: 6, column: 'HSN Code', message: "HSN code must be 4, 6 or 8 digits, or empty for the category's default" },
      { row: 7, column: 'Title', message: 'Row of handle orphan-image has no Title, and no earlier row has this handle.' },
      { row: 8, column: 'Body (HTML)', message: 'All fields are required' },
    ]);
    expect(await catalogue(target)).toEqual(before);
    // The dry run says the same, and writes nothing either.
    expect((await importInto(target, targetAdmin, csv, true)).problems).toHaveLength(9);
    expect(await catalogue(target)).toEqual(before);
  });

  it("reads Shopify's own export: HTML bodies, columns it does not know, images in any order, a product deleted before comes back", async () => {
    const shopify = [
      'Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Variant Price,Variant Inventory Qty,Image Src,Image Position,Image Alt Text',
      'bhavani-blanket,Bhavani blanket,"<p>Warm <strong>cotton</strong> blanket.</p><ul><li>Double bed</li><li>Hand wash</li></ul>",Kaithari,Blankets,winter,true,1899.00,7,https://cdn.example/b2.jpg,2,Back',
      'bhavani-blanket,,,,,,,,,https://cdn.example/b1.jpg,1,Front',
    ].join('\n');
    const report = await importInto(target, targetAdmin, shopify, false);
    expect(report).toMatchObject({ applied: true, created: 1, problems: [] });
    const [blanket] = await target.database.db.select().from(products).where(eq(products.handle, 'bhavani-blanket'));
    expect(blanket).toMatchObject({
      title: 'Bhavani blanket',
      description: 'Warm cotton blanket.\n- Double bed\n- Hand wash',
      category: 'blankets',
      pricePaise: 189_900,
      discountPercent: 0,
      stock: 7,
      images: ['https://cdn.example/b1.jpg', 'https://cdn.example/b2.jpg'],
    });
    await target.database.db.update(products).set({ deletedAt: new Date() }).where(eq(products.handle, 'bhavani-blanket'));
    expect(await importInto(target, targetAdmin, shopify, false)).toMatchObject({ created: 0, updated: 1 });
    const [back] = await target.database.db.select().from(products).where(eq(products.handle, 'bhavani-blanket'));
    expect(back?.deletedAt).toBeNull();
  });

  it('a file that is not CSV, or lacks the Handle column, is refused with the row', async () => {
    const broken = await importInto(target, targetAdmin, `${HEADER}\nx,"unclosed,quote`, true);
    expect(broken.problems).toHaveLength(1);
    expect(broken.problems[0]).toMatchObject({ row: 2, column: null });
    expect(broken.problems[0]?.message).toMatch(/^This file is not a readable CSV/);
    expect((await importInto(target, targetAdmin, 'Title,Price\nA,1', true)).problems).toEqual([{ row: 1, column: 'Handle', message: 'The header has no Handle column.' }]);
    const empty = await target.app.inject({ method: 'POST', url: '/api/admin/products/import', headers: { cookie: targetAdmin }, payload: { csv: '', dryRun: true } });
    expect(empty.statusCode).toBe(400);
  });

  it('is for the admin alone', async () => {
    const { cookie } = await signUp(target.app, newShopper());
    expect((await exportFrom(target, cookie)).statusCode).toBe(403);
    const refused = await target.app.inject({ method: 'POST', url: '/api/admin/products/import', headers: { cookie }, payload: { csv: HEADER, dryRun: true } });
    expect(refused.statusCode).toBe(403);
    expect((await target.app.inject({ method: 'GET', url: '/api/admin/products/export' })).statusCode).toBe(401);
  });
});
