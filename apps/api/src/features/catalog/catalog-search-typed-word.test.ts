import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProducts } from '../../db/seed/catalogue.ts';
import { SEARCH_PATHS, searchableShop, searchOn, type SearchPath } from '../../testing/search-paths.ts';
import type { TestApp } from '../../testing/test-app.ts';

// The word the shopper typed ranks above its synonyms (decision 020, "The
// typed word first"): "dhotis" puts the Dhoti titles before the Veshti ones,
// which it finds only as a synonym. On both search paths: the in-memory index
// (decision 030) and PostgreSQL.

// Two pairs alike but for the word that finds them, the synonym's inserted
// last, so that newest-first alone would put it ahead.
const TAMIL_TYPED = 'Festival Cloth – Ivory';
const TAMIL_SYNONYM = 'Festival Cloth – Cream';
const DESCRIPTION_TYPED = 'Plain Wedding Cloth – White';
const DESCRIPTION_SYNONYM = 'Plain Wedding Cloth – Grey';

describe('search ranks the typed word above its synonyms', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await searchableShop([
      { title: TAMIL_TYPED, titleTa: 'விழா வேஷ்டி – தந்தம்', category: 'running_material', description: 'Woven for festivals.' },
      { title: TAMIL_SYNONYM, titleTa: 'விழா வேட்டி – கிரீம்', category: 'running_material', description: 'Woven for festivals.' },
      { title: DESCRIPTION_TYPED, category: 'running_material', description: 'A cloth to wear as a vesti.' },
      { title: DESCRIPTION_SYNONYM, category: 'running_material', description: 'A cloth to wear as a dhoti.' },
    ]);
  });
  afterAll(() => shop.close());

  /** The titles the search finds, in order, answered by the path asked for. */
  const search = async (text: string, path: SearchPath): Promise<string[]> => (await searchOn(shop, path, text)).map((item) => item.title);
  const dhotiTitles = demoProducts.filter((product) => product.category === 'dhotis' && /dhoti/i.test(product.title)).map((product) => product.title);
  const veshtiTitles = demoProducts.filter((product) => product.category === 'dhotis' && /veshti/i.test(product.title)).map((product) => product.title);

  describe.each(SEARCH_PATHS)('answered by %s', (path) => {
    it('"dhotis" finds the Dhoti titles first, then the Veshti titles; "veshti" the other way round', async () => {
      expect(dhotiTitles).toHaveLength(2);
      expect(veshtiTitles).toHaveLength(7);
      const dhotis = await search('dhotis', path);
      expect(dhotis.slice(0, 2).sort()).toEqual([...dhotiTitles].sort());
      expect(dhotis.slice(2, 9).sort()).toEqual([...veshtiTitles].sort());
      // As "dhoti" does, whose typed text the two Dhoti titles contain (e2e/search.spec.ts).
      const demoDhotis = (found: string[]) => found.filter((title) => dhotiTitles.includes(title) || veshtiTitles.includes(title));
      expect(demoDhotis(dhotis)).toEqual(demoDhotis(await search('dhoti', path)));
      const veshtis = await search('veshtis', path);
      expect(veshtis.slice(0, 7).sort()).toEqual([...veshtiTitles].sort());
      expect(veshtis.slice(7, 9).sort()).toEqual([...dhotiTitles].sort());
    });

    it('a Tamil title holding the typed வேஷ்டி ranks above one holding its synonym வேட்டி', async () => {
      const found = await search('வேஷ்டி', path);
      expect(found.indexOf(TAMIL_TYPED)).toBeGreaterThanOrEqual(0);
      expect(found.indexOf(TAMIL_TYPED)).toBeLessThan(found.indexOf(TAMIL_SYNONYM));
      // The other way round for வேட்டி, which the demo Tamil titles hold too.
      const other = await search('வேட்டி', path);
      expect(other.indexOf(TAMIL_SYNONYM)).toBeGreaterThanOrEqual(0);
      expect(other.indexOf(TAMIL_SYNONYM)).toBeLessThan(other.indexOf(TAMIL_TYPED));
    });

    it('with all else equal, a description holding the typed word ranks above one holding a synonym', async () => {
      const vesti = await search('vesti', path);
      expect(vesti.indexOf(DESCRIPTION_TYPED)).toBeGreaterThanOrEqual(0);
      expect(vesti.indexOf(DESCRIPTION_TYPED)).toBeLessThan(vesti.indexOf(DESCRIPTION_SYNONYM));
      const dhoti = await search('dhoti', path);
      expect(dhoti.indexOf(DESCRIPTION_SYNONYM)).toBeGreaterThanOrEqual(0);
      expect(dhoti.indexOf(DESCRIPTION_SYNONYM)).toBeLessThan(dhoti.indexOf(DESCRIPTION_TYPED));
    });

    it('keeps a title holding the typed text first, and a synonym in the title above the typed word in a description', async () => {
      const found = await search('Kovai Cotton Dhoti', path);
      expect(found[0]).toBe('Kovai Cotton Dhoti – White with Maroon Kara');
      // Every demo dhoti says "dhoti" (its category) or its synonym in its titles; the description pair says it only in the description.
      const vesti = await search('vesti', path);
      for (const title of [...dhotiTitles, ...veshtiTitles]) expect(vesti.indexOf(title), title).toBeLessThan(vesti.indexOf(DESCRIPTION_TYPED));
    });
  });

  it('gives the same products in the same order on both paths', async () => {
    for (const text of ['dhotis', 'veshtis', 'dhoti', 'வேஷ்டி', 'வேட்டி', 'vesti', 'silk sari', 'saree sari', 'pattu saree', 'the vesti', 'புடவைகள்']) {
      expect(await search(text, 'PostgreSQL'), text).toEqual(await search(text, 'index'));
    }
  });
});
