import { PRICE_RANGE_IDS, PRODUCT_COLOURS, PRODUCT_FABRICS, type ProductSort } from '@handloom/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProductsSql } from '../../../../../bench/catalog-data.ts';
import { insertDemoCatalogue, insertProducts } from '../../testing/factories.ts';
import { createTestDatabase, dropDatabase } from '../../testing/test-app.ts';
import { connectDatabase, type DatabaseHandle } from '../../db/client.ts';
import { catalogRepository, type CatalogRepository, type ProductConditionsFilter, type ProductFilter } from './catalog.repository.ts';
import { liveSearchIndex, type LiveSearchIndex } from './live-search-index.ts';
import { searchWords } from './search-text.ts';

// The search index against its oracle, the SQL path (findProducts and
// attributeCounts with a search): the same products in the same order for
// every kind of search, filter, sort and page. Equal ranks are common here
// (thousands of generated titles of one pattern), so the ts_rank port's
// float4 arithmetic and the newest-first tie-break are both put to the test.

const quiet = { info: () => {}, warn: () => {} };

const SEARCHES = [
  'silk', 'silk saree', 'sarees', 'saree silk', 'Kanchipuram', 'kāñchipuram korvai', 'peacock blue', 'zari border', 'mango butta',
  'பருத்தி', 'பட்', 'பட்டு புடவை', 'no such thing', 'the', 'the silk', 'silk the', 's', 'sa', 'ka', 'red', 'red s', 'silk silk',
  'cotton, silk!', '100%', 'a_b', 'ilk', 'lk sar', 'towel – black', 'Bhavani Cotton Towel – Black', 'Arani Silk Dhoti – Ivory with Temple',
  'Kanchipuram Pure Silk Saree – Peacock Blue with Mango', 'dhotis', 'veshti 4 m', '4', 'temple border gold', 'pure silk saree peacock',
  'handwoven', 'nadu', 'of the', '  ',
  // Synonyms and Tamil endings (search-synonyms.ts): groups of alternatives, a lexeme twice (one a prefix) among more than 7 items.
  'sari', 'silk sari', 'saaree', 'silk sarees', 'saree sari', 'pattu', 'vesti', 'dhothi', 'kanjeevaram', 'புடவைகள்', 'சேலை', 'வேஷ்டி',
  'பட்டுப் புடவைகள்', 'கட்டங்கள்', 'சேலம்', 'zari border', 'the sari', 'sari the',
  // The typed word ranks above its synonyms: in the titles, then (ts_rank equal) anywhere.
  'veshtis', 'வேட்டி', 'dhoti vesti', 'cotton paruthi',
];
const SORTS: (ProductSort | undefined)[] = [undefined, 'price-asc', 'price-desc', 'newest'];

describe('the search index answers as PostgreSQL does', () => {
  let databaseUrl: string;
  let database: DatabaseHandle;
  let repository: CatalogRepository;
  let index: LiveSearchIndex;
  let filters: ProductConditionsFilter[];

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    database = connectDatabase(databaseUrl, { max: 4 });
    const { db } = database;
    await insertDemoCatalogue(db);
    await database.pool.query(insertProductsSql(), [3_000]);
    // Facets on most of the generated products, and a run of products made in one instant (the id breaks the tie).
    await db.execute(sql`
      update products set
        fabric = (array[${sql.raw(PRODUCT_FABRICS.map((value) => `'${value}'`).join(','))}, null])[1 + mod(abs(hashtext(id::text)), 4)],
        colour = (array[${sql.raw(PRODUCT_COLOURS.map((value) => `'${value}'`).join(','))}])[1 + mod(abs(hashtext(id::text || 'c')), ${PRODUCT_COLOURS.length})],
        occasions = case mod(abs(hashtext(id::text || 'o')), 4)
          when 0 then array[]::text[] when 1 then array['wedding'] when 2 then array['festive', 'temple'] else array['daily-wear', 'office', 'wedding'] end
      where fabric is null`);
    const instant = new Date('2025-03-01T10:00:00Z');
    await insertProducts(db, Array.from({ length: 40 }, (_, i) => ({ title: `Kovai Silk Cotton Saree – Same Moment ${i % 3}`, createdAt: instant, pricePaise: 100_000 + (i % 4) * 500 })));
    await insertProducts(db, [{ title: 'Silk Saree Sample', description: 'silk silk silk saree silk, saree sample' }, { title: 'Lone Stole', description: "A weaver's 100% cotton stole; a_b" }]);
    await db.execute(sql`update products set deleted_at = now() where title like 'Kovai Silk Cotton Saree – Same Moment 2%'`);

    const { rows } = await database.pool.query<{ price_paise: number }>('select price_paise from products where deleted_at is null group by price_paise order by count(*) desc limit 1');
    filters = [
      {},
      { category: 'silk_sarees' },
      { category: 'dhotis' },
      { category: 'no_such_category' },
      { pricePaise: rows[0]?.price_paise ?? 0 },
      ...PRICE_RANGE_IDS.map((priceRange) => ({ priceRange })),
      { fabric: 'silk' },
      { colour: 'red', occasion: 'wedding' },
      { category: 'cotton_sarees', fabric: 'cotton', occasion: 'temple', priceRange: '1000-2500' },
    ];
    repository = catalogRepository(db);
    index = liveSearchIndex(repository, quiet);
    await index.whenBuilt();
  });
  afterAll(async () => {
    await index?.close();
    await database.close();
    await dropDatabase(databaseUrl);
  });

  const searchOf = (text: string) => ({ words: searchWords(text), titleContains: text.normalize('NFC') });

  it('finds and orders the same products, page by page', async () => {
    let compared = 0;
    for (const [n, text] of SEARCHES.entries()) {
      for (const [m, sort] of SORTS.entries()) {
        const filter = filters[(n + m) % filters.length] ?? {};
        for (const [offset, limit] of [[0, 25], [25, 25], [0, 2_000]] as const) {
          const query: ProductFilter = { ...filter, search: searchOf(text), ...(sort ? { sort } : {}), offset, limit };
          const expected = (await repository.findProducts(query)).map((row) => row.id);
          const found = await index.findProducts({ ...query, search: searchOf(text) });
          expect(found, `${text} ${JSON.stringify(query)}: the index did not answer`).not.toBeNull();
          expect(found?.map((row) => row.id), `${text} ${JSON.stringify({ ...filter, sort, offset, limit })}`).toEqual(expected);
          compared += expected.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  it('browses (no search) the same products in the same order, for every filter, sort and page', async () => {
    let compared = 0;
    for (const filter of filters) {
      for (const sort of SORTS) {
        for (const [offset, limit] of [[0, 25], [96, 25], [216, 25], [480, 25], [0, 2_000], [2_990, 25]] as const) {
          const query: ProductFilter = { ...filter, ...(sort ? { sort } : {}), offset, limit };
          const expected = (await repository.findProducts(query)).map((row) => row.id);
          const found = await index.findProducts(query);
          expect(found, `${JSON.stringify(query)}: the index did not answer`).not.toBeNull();
          expect(found?.map((row) => row.id), JSON.stringify(query)).toEqual(expected);
          compared += expected.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  it('counts fabrics, colours and occasions of a search the same', async () => {
    for (const [n, text] of SEARCHES.entries()) {
      const filter = { ...filters[n % filters.length], search: searchOf(text) };
      expect(await index.attributeCounts(filter), `${text} ${JSON.stringify(filter)}`).toEqual(await repository.attributeCounts(filter));
    }
  });

  it('stops answering when the catalogue changes behind its back, and answers again once rebuilt', async () => {
    const search = searchOf('Unheard Weave');
    const query: ProductFilter = { search, offset: 0, limit: 10 };
    expect(await index.findProducts({ ...query, search })).toEqual([]);
    const [added] = await insertProducts(database.db, [{ title: 'Unheard Weave Saree' }]);
    // Nobody told the index; the catalogue_version read beside the page's rows did.
    expect(await index.findProducts({ ...query, search })).toBeNull();
    await index.whenBuilt();
    expect((await index.findProducts({ ...query, search }))?.map((row) => row.id)).toEqual([added?.id]);
  });
});
