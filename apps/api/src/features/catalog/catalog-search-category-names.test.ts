import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { shopWithAdmin } from '../../testing/admin-shop.ts';
import { insertProduct, insertProducts } from '../../testing/factories.ts';
import { SEARCH_PATHS, searchOn, type SearchPath } from '../../testing/search-paths.ts';
import type { TestApp } from '../../testing/test-app.ts';

// The Tamil name the owner gives a category of their own finds its products
// (decision 020, "The owner's Tamil category names"): குப்படம் is in no
// synonym group and in no product's text, only in the category's name, on
// both search paths (the in-memory index and PostgreSQL), whoever writes the
// product or the name.

const KUPPADAM = ['Temple Border Saree – Green', 'Temple Border Saree – Maroon'];
const ELSEWHERE = 'Temple Border Saree – Blue';

describe("search reads the owner's Tamil category names", () => {
  let shop: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ shop, admin } = await shopWithAdmin());
    await insertProducts(
      shop.database.db,
      KUPPADAM.map((title) => ({ title, category: 'kuppadam_sarees', description: 'Woven in Tiruvannamalai district.' })),
    );
    await insertProduct(shop.database.db, { title: ELSEWHERE, category: 'temple_sarees', description: 'Woven in Tiruvannamalai district.' });
  });
  afterAll(() => shop.close());

  const nameCategory = async (category: string, nameTa: string) => {
    const response = await shop.app.inject({ method: 'PUT', url: `/api/admin/category-names/${category}`, headers: { cookie: admin }, payload: { nameTa } });
    expect(response.statusCode, response.body).toBe(200);
  };
  const search = async (text: string, path: SearchPath): Promise<string[]> => (await searchOn(shop, path, text)).map((item) => item.title).sort();
  /** Lets the index notice the change and build again, so that 'index' is answered by it. */
  const settled = async () => {
    await shop.app.inject({ method: 'GET', url: '/api/products?search=saree' });
    await shop.app.searchIndex.whenBuilt();
  };

  it('finds nothing by a name the category does not have yet', async () => {
    for (const path of SEARCH_PATHS) expect(await search('குப்படம்', path)).toEqual([]);
  });

  describe('once the owner names the category', () => {
    beforeAll(async () => {
      await nameCategory('kuppadam_sarees', 'குப்படம் புடவைகள்');
      await settled();
    });

    it.each(SEARCH_PATHS)('answered by %s: the name, a case form of it and the name in full find the category, and only it', async (path) => {
      expect(await search('குப்படம்', path)).toEqual(KUPPADAM);
      // -த்தில் ("in the kuppadam") is taken off, as for any Tamil noun in -ம் (decision 020, "Tamil endings").
      expect(await search('குப்படத்தில்', path)).toEqual(KUPPADAM);
      expect(await search('குப்படம் புடவைகள்', path)).toEqual(KUPPADAM);
    });

    it('a product saved into the category later is found by its name, and one moved out is not', async () => {
      const added = await insertProduct(shop.database.db, { title: 'Temple Border Saree – Mustard', category: 'kuppadam_sarees' });
      await shop.database.db.update(products).set({ category: 'kuppadam_sarees' }).where(eq(products.title, ELSEWHERE));
      const [moved] = await shop.database.db.select().from(products).where(eq(products.title, KUPPADAM[0] ?? ''));
      await shop.database.db.update(products).set({ category: 'temple_sarees' }).where(eq(products.id, moved?.id ?? ''));
      await settled();
      const expected = [added.title, ELSEWHERE, KUPPADAM[1] ?? ''].sort();
      for (const path of SEARCH_PATHS) expect(await search('குப்படம்', path), path).toEqual(expected);
      // Put back as the other tests expect.
      await shop.database.db.delete(products).where(eq(products.id, added.id));
      await shop.database.db.update(products).set({ category: 'temple_sarees' }).where(eq(products.title, ELSEWHERE));
      await shop.database.db.update(products).set({ category: 'kuppadam_sarees' }).where(eq(products.id, moved?.id ?? ''));
      await settled();
    });

    it('a name the owner changes finds by the new name only, and a cleared one by neither', async () => {
      await nameCategory('kuppadam_sarees', 'கோயில் கரைப் புடவைகள்');
      await settled();
      for (const path of SEARCH_PATHS) {
        expect(await search('குப்படம்', path), path).toEqual([]);
        expect(await search('கோயில்', path), path).toEqual(KUPPADAM);
      }
      await nameCategory('kuppadam_sarees', '');
      await settled();
      for (const path of SEARCH_PATHS) expect(await search('கோயில்', path), path).toEqual([]);
      // The English category still finds them, as it always did.
      for (const path of SEARCH_PATHS) expect(await search('kuppadam', path), path).toEqual(KUPPADAM);
    });
  });
});
