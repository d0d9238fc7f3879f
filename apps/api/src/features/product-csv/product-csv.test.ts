import { LANGUAGE_COOKIE, LANGUAGE_HEADER, productAttributeMessages, ProductImportReportSchema, taProductAttributeMessages, type ProductImportReport } from '@handloom/shared';
import { asc, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, weavers } from '../../db/schema.ts';
import { insertProduct } from '../../testing/factories.ts';
import { logIn, newShopper, signUp } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const ADMIN = { email: 'owner@kaithari.example', password: 'a-long-admin-password' };
const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
const HEADER =
  'Handle,Title,Body (HTML),Type,Variant Price,Discount Percent,Variant Inventory Qty,Image Src,Image Position,HSN Code,GST Rate,Fabric,Colour,Occasions,Title (Tamil),Description (Tamil),' +
  'Weaver,Cluster,Cluster (Tamil),Loom Days,Yarn,Yarn (Tamil),Handloom Mark,India Handloom Brand,Silk Mark Label,GI Name,GI Name (Tamil)';
/** The provenance cells of a product with none: no weaver, no text, no marks. */
const NO_PROVENANCE_CELLS = ',,,,,,,no,no,,,';

async function adminOf(shop: TestApp): Promise<string> {
  await shop.app.accounts.ensureAdminAccount();
  return (await logIn(shop.app, ADMIN.email, ADMIN.password)).cookie;
}

/** The catalogue as the shop keeps it, by handle. */
async function catalogue(shop: TestApp) {
  const rows = await shop.database.db.select().from(products).where(isNull(products.deletedAt)).orderBy(asc(products.handle));
  return rows.map(({ handle, title, pricePaise, discountPercent, category, stock, description, images, hsn, fabric, colour, occasions, titleTa, descriptionTa }) => ({
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
    titleTa,
    descriptionTa,
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
      // Plain text that reads like HTML (a tag, an entity) comes back as it was typed.
      description: 'Pure mulberry silk.\nZari: tested.\n\n\n\n- Dry clean only <blouse piece not included>\nCotton & silk; "&amp;" as typed.',
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
    expect(csv).toContain(`kanchipuram-silk-saree,,,,,,,https://images.example/4.jpg,4,,,,,,,${',,,,,,,,,,,'}\r\n`);
    // Fabric, colour and occasions travel in their own columns; no Tamil text is two empty cells.
    expect(csv).toContain(`5007,5%,silk,maroon,"wedding, temple",,${NO_PROVENANCE_CELLS}\r\n`);
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

  it('carries the Tamil title and description: the same text after a round trip; a file without their columns leaves them; an empty cell clears them', async () => {
    const tamilOf = async (shop: TestApp, handle: string) => {
      const [row] = await shop.database.db.select({ titleTa: products.titleTa, descriptionTa: products.descriptionTa }).from(products).where(eq(products.handle, handle));
      return row;
    };
    const korvai = {
      titleTa: 'காஞ்சிபுரம் கோர்வைப் பட்டுப் புடவை, "கோயில்" கரை',
      descriptionTa: 'தூய மல்பெரிப் பட்டு, தங்க ஜரிகை.\n"கோர்வை" முறையில் இணைத்த கரை; முந்தானையில் மயில்கள்.\n\nஎடை சுமார் 850 கிராம்.',
    };
    // A cell a spreadsheet would run (a leading "-"), with lines and a comma.
    const veshti = { titleTa: 'ஆரணி பருத்தி வேட்டி', descriptionTa: '- டிரை கிளீன் வேண்டாம், கையால் துவைக்கவும்\n- நிழலில் உலர்த்தவும்' };
    await insertProduct(source.database.db, { handle: 'tamil-korvai-saree', title: 'Korvai silk saree', description: 'Pure silk.', category: 'silk_sarees', pricePaise: 2_000_000, discountPercent: 0, stock: 2, images: ['https://images.example/korvai.jpg'], ...korvai });
    await insertProduct(source.database.db, { handle: 'tamil-arani-veshti', title: 'Arani veshti', description: 'Cotton.', category: 'dhotis', pricePaise: 90_000, discountPercent: 0, stock: 5, images: ['https://images.example/veshti.jpg'], ...veshti });

    const csv = (await exportFrom(source, sourceAdmin)).body;
    expect(csv).toContain(',"காஞ்சிபுரம் கோர்வைப் பட்டுப் புடவை, ""கோயில்"" கரை","தூய மல்பெரிப் பட்டு, தங்க ஜரிகை.\n""கோர்வை"" முறையில்');
    expect(csv).toContain(`,ஆரணி பருத்தி வேட்டி,"'- டிரை கிளீன் வேண்டாம், கையால் துவைக்கவும்\n- நிழலில் உலர்த்தவும்"${NO_PROVENANCE_CELLS}\r\n`);
    expect(await importInto(target, targetAdmin, csv, false)).toMatchObject({ applied: true, created: 2, problems: [] });
    expect(await tamilOf(target, 'tamil-korvai-saree')).toEqual(korvai);
    expect(await tamilOf(target, 'tamil-arani-veshti')).toEqual(veshti);
    expect((await exportFrom(target, targetAdmin)).body).toBe(csv);
    expect(await importInto(target, targetAdmin, csv, true)).toMatchObject({ created: 0, updated: 0 });

    // A file from before the Tamil columns (or from Shopify) changes the English and leaves the Tamil as it was.
    const oldHeader = HEADER.replace(',Title (Tamil),Description (Tamil)', '');
    const old = [oldHeader, 'tamil-korvai-saree,Korvai silk saree,Pure silk. A new story.,silk_sarees,20000.00,0,2,https://images.example/korvai.jpg,1,,,,,'].join('\r\n');
    expect(await importInto(target, targetAdmin, old, false)).toMatchObject({ applied: true, updated: 1 });
    const [story] = await target.database.db.select().from(products).where(eq(products.handle, 'tamil-korvai-saree'));
    expect(story).toMatchObject({ description: 'Pure silk. A new story.', ...korvai });

    // A file with the columns is the whole truth for them: an empty cell clears the text (the Tamil pages then show the English).
    const cleared = [HEADER, 'tamil-arani-veshti,Arani veshti,Cotton.,dhotis,900.00,0,5,https://images.example/veshti.jpg,1,,,,,,,'].join('\r\n');
    expect(await importInto(target, targetAdmin, cleared, true)).toMatchObject({ applied: false, updated: 1 });
    expect(await tamilOf(target, 'tamil-arani-veshti')).toEqual(veshti);
    expect(await importInto(target, targetAdmin, cleared, false)).toMatchObject({ applied: true, updated: 1 });
    expect(await tamilOf(target, 'tamil-arani-veshti')).toEqual({ titleTa: null, descriptionTa: null });
  });

  it('carries where a piece comes from: the weaver by name, the cluster, days, yarn and marks; a file without those columns leaves them', async () => {
    const weaver = (slug: string) => ({ slug, nameEn: 'Lakshmi Murugan', nameTa: 'லட்சுமி முருகன்', village: 'Ayyampettai', district: 'Kanchipuram', loom: 'pit', yearsWeaving: 22, story: 'Weaves korvai silk.' });
    const [fromWeaver] = await source.database.db.insert(weavers).values(weaver('lakshmi-source')).returning();
    // The shop moved into has the same weaver, under its own id.
    const [toWeaver] = await target.database.db.insert(weavers).values(weaver('lakshmi-target')).returning();
    const provenance = {
      clusterName: 'Kanchipuram silk cluster',
      clusterNameTa: 'காஞ்சிபுரம் பட்டுக் குழுமம்',
      loomDays: 18,
      yarn: 'Mulberry silk, pure zari',
      yarnTa: 'மல்பெரிப் பட்டு, தூய ஜரிகை',
      handloomMark: true,
      indiaHandloomBrand: false,
      silkMarkLabel: 'SAMPLE 000123',
      giName: 'Kanchipuram Silk',
      giNameTa: 'காஞ்சிபுரம் பட்டு',
    };
    await insertProduct(source.database.db, { handle: 'provenance-korvai', title: 'Korvai saree', description: 'Silk.', category: 'silk_sarees', pricePaise: 1_800_000, discountPercent: 0, stock: 1, images: ['https://images.example/p.jpg'], weaverId: fromWeaver?.id ?? null, ...provenance });

    const csv = (await exportFrom(source, sourceAdmin)).body;
    expect(csv).toContain(
      ',Lakshmi Murugan,Kanchipuram silk cluster,காஞ்சிபுரம் பட்டுக் குழுமம்,18,"Mulberry silk, pure zari","மல்பெரிப் பட்டு, தூய ஜரிகை",yes,no,SAMPLE 000123,Kanchipuram Silk,காஞ்சிபுரம் பட்டு\r\n',
    );
    expect(await importInto(target, targetAdmin, csv, false)).toMatchObject({ applied: true, problems: [] });
    const provenanceOf = async (handle: string) => {
      const [row] = await target.database.db.select().from(products).where(eq(products.handle, handle));
      const { weaverId, clusterName, clusterNameTa, loomDays, yarn, yarnTa, handloomMark, indiaHandloomBrand, silkMarkLabel, giName, giNameTa } = row ?? ({} as never);
      return { weaverId, clusterName, clusterNameTa, loomDays, yarn, yarnTa, handloomMark, indiaHandloomBrand, silkMarkLabel, giName, giNameTa };
    };
    expect(await provenanceOf('provenance-korvai')).toEqual({ weaverId: toWeaver?.id, ...provenance });
    expect((await exportFrom(target, targetAdmin)).body).toBe(csv);
    expect(await importInto(target, targetAdmin, csv, true)).toMatchObject({ created: 0, updated: 0 });

    // The weaver may be named in Tamil; a file from before these columns leaves the provenance as it is.
    const tamilNamed = [HEADER, `provenance-korvai,Korvai saree,Silk.,silk_sarees,18000.00,0,1,https://images.example/p.jpg,1,,,,,,,,லட்சுமி முருகன்,,,,,,yes,yes,,,`].join('\r\n');
    expect(await importInto(target, targetAdmin, tamilNamed, false)).toMatchObject({ applied: true, updated: 1 });
    expect(await provenanceOf('provenance-korvai')).toMatchObject({ weaverId: toWeaver?.id, clusterName: null, loomDays: null, handloomMark: true, indiaHandloomBrand: true, giName: null });
    const oldHeader = HEADER.slice(0, HEADER.indexOf(',Weaver'));
    const old = [oldHeader, 'provenance-korvai,Korvai saree,Silk. Retold.,silk_sarees,18000.00,0,1,https://images.example/p.jpg,1,,,,,,,'].join('\r\n');
    expect(await importInto(target, targetAdmin, old, false)).toMatchObject({ applied: true, updated: 1 });
    expect(await provenanceOf('provenance-korvai')).toMatchObject({ weaverId: toWeaver?.id, handloomMark: true, indiaHandloomBrand: true });
  });

  it('two weavers of one name: the export writes the slug, so it imports back; a file naming that name is asked for the slug', async () => {
    const shop = await createTestApp(env);
    try {
      const admin = await adminOf(shop);
      const db = shop.database.db;
      const weaver = (slug: string, village: string) => ({ slug, nameEn: 'Selvi', nameTa: 'செல்வி', village, district: 'Tiruvannamalai', loom: 'pit', yearsWeaving: 12, story: 'Weaves cotton.' });
      const [arani, sirumugai] = await db.insert(weavers).values([weaver('selvi-arani', 'Arani'), weaver('selvi-sirumugai', 'Sirumugai')]).returning();
      await insertProduct(db, { handle: 'selvi-saree', title: 'Arani cotton saree', description: 'Cotton.', category: 'cotton_sarees', pricePaise: 150_000, discountPercent: 0, stock: 2, images: ['https://images.example/s.jpg'], weaverId: sirumugai?.id ?? null });
      const csv = (await exportFrom(shop, admin)).body;
      expect(csv).toContain(',selvi-sirumugai,,,,,,no,no,,,\r\n');
      expect(await importInto(shop, admin, csv, false)).toMatchObject({ applied: true, unchanged: 1, problems: [] });

      const byName = csv.replace(',selvi-sirumugai,', ',Selvi,');
      const report = await importInto(shop, admin, byName, false);
      expect(report.problems).toEqual([{ row: 2, column: 'Weaver', message: "More than one weaver is named Selvi. Write the weaver's slug instead (the shop's own export does)." }]);
      const [saree] = await db.select({ weaverId: products.weaverId }).from(products).where(eq(products.handle, 'selvi-saree'));
      expect(saree?.weaverId).toBe(sirumugai?.id);
      expect(arani?.id).not.toBe(sirumugai?.id);
    } finally {
      await shop.close();
    }
  });

  it('a weaver the shop does not have, a mark that is not yes or no, or days that are not a number: each named with its row, nothing written', async () => {
    const before = await catalogue(target);
    const row = (handle: string, provenanceCells: string) => `${handle},Some saree,Text.,silk_sarees,900.00,0,1,https://images.example/x.jpg,1,,,,,,,,${provenanceCells}`;
    const csv = [HEADER, row('stranger-weaver', 'Nobody Weaves,,,,,,no,no,,,'), row('odd-mark', ',,,,,,maybe,no,,,'), row('odd-days', ',,,forty,,,no,no,,,')].join('\r\n');
    const report = await importInto(target, targetAdmin, csv, false);
    expect(report).toMatchObject({ applied: false, created: 0 });
    expect(report.problems).toEqual([
      { row: 2, column: 'Weaver', message: 'No weaver is named Nobody Weaves. Add them on the Weavers tab first, or leave the cell empty.' },
      { row: 3, column: 'Handloom Mark', message: 'Handloom Mark must be yes or no (an empty cell is no).' },
      { row: 4, column: 'Loom Days', message: 'Days on the loom must be a whole number from 1 to 365, or empty' },
    ]);
    expect(await catalogue(target)).toEqual(before);
  });

  it("checks the Tamil columns by the form's rules and writes nothing of a file with a bad one", async () => {
    const before = await catalogue(target);
    const csv = [
      HEADER,
      'tamil-korvai-saree,Korvai silk saree,Pure silk.,silk_sarees,20000.00,0,2,https://images.example/korvai.jpg,1,,,,,,புதிய தமிழ்த் தலைப்பு,புதிய விவரம்',
      `tamil-long-title,Long title,Text.,stoles,900,0,1,https://images.example/l.jpg,1,,,,,,${'ப'.repeat(201)},`,
      `tamil-long-text,Long text,Text.,stoles,900,0,1,https://images.example/t.jpg,1,,,,,,,"${'பட்டு '.repeat(1001)}"`,
    ].join('\r\n');
    const report = await importInto(target, targetAdmin, csv, false);
    expect(report).toMatchObject({ applied: false, created: 0, updated: 0 });
    expect(report.problems).toEqual([
      { row: 3, column: 'Title (Tamil)', message: 'Tamil title can be at most 200 characters' },
      { row: 4, column: 'Description (Tamil)', message: 'Tamil description can be at most 5,000 characters' },
    ]);
    expect(await catalogue(target)).toEqual(before);
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

  it('says every problem in Tamil on the Tamil dashboard, and in the same English without it', async () => {
    const before = await catalogue(target);
    const inTamil = `${targetAdmin}; ${LANGUAGE_COOKIE}=ta`;
    const csv = [
      HEADER,
      'salem-dhoti,Salem dhoti,Fine cotton,dhotis,12.345,0,2,https://images.example/s.jpg,1,,',
      'Bad Handle!,Something,Text,towels,100,0,1,https://images.example/b.jpg,1,,',
      'salem-dhoti,Salem again,Text,dhotis,100,0,1,https://images.example/c.jpg,1,,',
      'orphan-image,,,,,,,https://images.example/o.jpg,2,,',
      'kora-stole,Kora stole,Text,stoles,900,0,1,https://images.example/k.jpg,0,,,velvet,,,,',
      'kaithari-towel,Towel,,towels,350,0,1,https://images.example/t.jpg,1,,',
    ].join('\r\n');

    const tamil = await importInto(target, inTamil, csv, false);
    expect(tamil).toMatchObject({ applied: false, created: 0, updated: 0 });
    expect(tamil.problems).toEqual([
      { row: 2, column: 'Variant Price', message: 'விலை ரூபாயில், அதிகபட்சம் இரண்டு தசம இலக்கங்களுடன் இருக்க வேண்டும், எ.கா. 1499 அல்லது 1499.50' },
      {
        row: 3,
        column: 'Handle',
        message: 'Handle-இல் சிறிய ஆங்கில எழுத்துகள், இலக்கங்கள், இணைப்புக்கோடுகள் (-) மட்டுமே இருக்க வேண்டும் (அதிகபட்சம் 100), எ.கா. kanchipuram-silk-saree.',
      },
      { row: 4, column: 'Handle', message: 'salem-dhoti என்ற Handle ஏற்கெனவே வரி 2-இல் உள்ளது.' },
      { row: 5, column: 'Title', message: 'orphan-image என்ற Handle உள்ள இந்த வரியில் Title இல்லை; இதற்கு முந்தைய எந்த வரியிலும் இந்த Handle இல்லை.' },
      { row: 6, column: 'Image Position', message: 'Image Position 1 அல்லது அதற்கு மேற்பட்ட முழு எண்ணாக இருக்க வேண்டும்.' },
      { row: 6, column: 'Fabric', message: taProductAttributeMessages.fabricInvalid },
      { row: 7, column: 'Body (HTML)', message: 'எல்லாப் புலங்களும் கட்டாயம்' },
    ]);
    // The page's own header (what the Tamil dashboard sends) says the same.
    const byHeader = await target.app.inject({ method: 'POST', url: '/api/admin/products/import', headers: { cookie: targetAdmin, [LANGUAGE_HEADER]: 'ta' }, payload: { csv, dryRun: true } });
    expect(ProductImportReportSchema.parse(byHeader.json()).problems).toEqual(tamil.problems);

    expect((await importInto(target, targetAdmin, csv, false)).problems).toEqual([
      { row: 2, column: 'Variant Price', message: 'Price must be an amount in rupees with at most two decimals, like 1499 or 1499.50' },
      { row: 3, column: 'Handle', message: 'Handle must be lowercase letters, digits and hyphens (up to 100), like kanchipuram-silk-saree.' },
      { row: 4, column: 'Handle', message: 'Handle salem-dhoti is already used by row 2.' },
      { row: 5, column: 'Title', message: 'Row of handle orphan-image has no Title, and no earlier row has this handle.' },
      { row: 6, column: 'Image Position', message: 'Image Position must be a whole number from 1.' },
      { row: 6, column: 'Fabric', message: productAttributeMessages.fabricInvalid },
      { row: 7, column: 'Body (HTML)', message: 'All fields are required' },
    ]);
    expect(await catalogue(target)).toEqual(before);

    // An uploaded image the shop no longer has (said with its URL).
    const lostImage = [HEADER, 'lost-image,Lost image,Text,stoles,900,0,1,/media/no-such-image,1,,'].join('\r\n');
    expect((await importInto(target, inTamil, lostImage, true)).problems).toEqual([
      { row: 2, column: 'Image Src', message: 'பதிவேற்றிய இந்தப் படம் இப்போது கடையில் இல்லை. மீண்டும் பதிவேற்றவும். (/media/no-such-image)' },
    ]);
    expect((await importInto(target, targetAdmin, lostImage, true)).problems).toEqual([
      { row: 2, column: 'Image Src', message: 'This uploaded image is not in the shop any more. Please upload it again. (/media/no-such-image)' },
    ]);

    // A header without Handle.
    expect((await importInto(target, inTamil, 'Title,Price\nA,1', true)).problems).toEqual([{ row: 1, column: 'Handle', message: 'தலைப்பு வரியில் Handle நெடுவரிசை இல்லை.' }]);
    expect((await importInto(target, targetAdmin, 'Title,Price\nA,1', true)).problems).toEqual([{ row: 1, column: 'Handle', message: 'The header has no Handle column.' }]);

    // Not a CSV: the shop's sentence in Tamil, the CSV reader's own reason after it as the reader says it (English).
    const [brokenEn] = (await importInto(target, targetAdmin, `${HEADER}\nx,"unclosed,quote`, true)).problems;
    const reason = brokenEn?.message.replace(/^This file is not a readable CSV: /, '');
    expect(reason).toMatch(/quote/i);
    expect((await importInto(target, inTamil, `${HEADER}\nx,"unclosed,quote`, true)).problems).toEqual([
      { row: 2, column: null, message: `இது படிக்கக்கூடிய CSV கோப்பு அல்ல: ${reason}` },
    ]);

    // No product rows, or no file at all: refused (400) in the same language.
    const refuse = (csvText: string, cookie: string) => target.app.inject({ method: 'POST', url: '/api/admin/products/import', headers: { cookie }, payload: { csv: csvText, dryRun: true } });
    const noRowsTa = await refuse(HEADER, inTamil);
    expect(noRowsTa.statusCode).toBe(400);
    expect(noRowsTa.json().error).toEqual({ code: 'validation_error', message: 'இந்தக் கோப்பில் பொருள் வரிகள் எதுவும் இல்லை.', fields: { csv: 'இந்தக் கோப்பில் பொருள் வரிகள் எதுவும் இல்லை.' } });
    expect((await refuse(HEADER, targetAdmin)).json().error).toEqual({ code: 'validation_error', message: 'The file has no product rows.', fields: { csv: 'The file has no product rows.' } });
    expect((await refuse('', inTamil)).json().error.fields).toEqual({ csv: 'பொருட்களின் CSV கோப்பைத் தேர்வு செய்யவும்.' });
    expect((await refuse('', targetAdmin)).json().error.fields).toEqual({ csv: 'Choose a CSV file of products.' });
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
