import { SearchSuggestionsSchema, type Product } from '@handloom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryNames } from '../../db/schema.ts';
import { demoProducts } from '../../db/seed/catalogue.ts';
import { demoCategoriesTa } from '../../db/seed/demo-titles-ta.ts';
import { SEARCH_PATHS, searchableShop, searchOn, type SearchPath } from '../../testing/search-paths.ts';
import type { TestApp } from '../../testing/test-app.ts';

// What Indian shoppers type (an exploratory test's findings): the Tamil plural
// "புடவைகள்", the spoken சேலை and வேஷ்டி, the Tamil category names, and the
// English spellings sari, saaree, pattu, vesti, dhothi, Kanjeevaram. Over the
// demo catalogue with its Tamil titles and descriptions, through the API, on
// both search paths: the in-memory index (decision 030) and PostgreSQL.

const OWNER_SARI = "Chanderi Cotton Sari – Owner's Spelling";
const SAFARI = 'Safari Green Cotton Shirting';
const PAVADAI = 'Kanchi Pattu Pavadai – Parrot Green';
const ENGLISH_ONLY_SAREE = 'Gadwal Saree – Maroon, No Tamil Title';

describe('search finds the words Indian shoppers type: synonyms, spellings, Tamil endings', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await searchableShop(
      [
        { title: OWNER_SARI, category: 'cotton_sarees', description: 'A light sari for daily wear.' },
        { title: SAFARI, category: 'running_material', description: 'Shirting fabric in safari green.' },
        { title: PAVADAI, category: 'kids_wear', description: 'A skirt and blouse for girls, with a zari border.' },
        { title: ENGLISH_ONLY_SAREE, category: 'cotton_sarees', description: 'Woven in Gadwal.' },
      ],
      (db) => db.insert(categoryNames).values(Object.entries(demoCategoriesTa).map(([category, nameTa]) => ({ category, nameTa }))),
    );
  });
  afterAll(() => shop.close());

  /** Every product the search finds, in order, answered by the path asked for. */
  const search = (text: string, path: SearchPath): Promise<Product[]> => searchOn(shop, path, text);
  const titles = (items: Product[]) => items.map((item) => item.title);
  const sorted = (items: Product[]) => titles(items).sort();
  const inCategory = (suffix: string) => (product: { category: string }) => product.category.endsWith(suffix);
  const demoTitles = (predicate: (product: (typeof demoProducts)[number]) => boolean) => demoProducts.filter(predicate).map((product) => product.title);
  const sarees = [...demoTitles(inCategory('sarees')), OWNER_SARI, ENGLISH_ONLY_SAREE];
  const dhotis = demoTitles(inCategory('dhotis'));

  describe.each(SEARCH_PATHS)('answered by %s', (path) => {
    it('finds every saree by the Tamil plural புடவைகள், the sarees first', async () => {
      expect(demoTitles(inCategory('sarees'))).toHaveLength(29);
      const found = await search('புடவைகள்', path);
      expect(titles(found)).toEqual(expect.arrayContaining(sarees));
      // A scarf whose description says "புடவைகள்" (woven from the sarees' leftover warp) comes after them all.
      const firstOther = found.findIndex((item) => !item.category.endsWith('sarees'));
      expect(firstOther === -1 ? found.length : firstOther).toBe(sarees.length);
      expect(sorted(await search('புடவை', path))).toEqual(sorted(found));
    });

    it('finds the same sarees by சேலை, saree, sari, saaree and sarees', async () => {
      const found = sorted(await search('புடவை', path));
      for (const word of ['சேலை', 'saree', 'sari', 'saaree', 'sarees', 'saris', 'சேலைகள்']) expect(sorted(await search(word, path)), word).toEqual(found);
    });

    it('puts an exact title word first: "sari" finds the owner\'s Sari first, "saree" the Saree titles', async () => {
      const sari = titles(await search('sari', path));
      expect(sari[0]).toBe(OWNER_SARI);
      const saree = titles(await search('saree', path));
      const lastSareeTitle = saree.findLastIndex((title) => /saree/i.test(title));
      const firstOtherTitle = saree.findIndex((title) => !/saree/i.test(title));
      expect(lastSareeTitle).toBeLessThan(firstOtherTitle);
      expect(saree).toContain(OWNER_SARI);
    });

    it('does not find unrelated words: "sari" is no Safari, சேலம் (Salem) no சேலை', async () => {
      for (const text of ['sari', 'silk sari', 'saree', 'saris']) expect(titles(await search(text, path)), text).not.toContain(SAFARI);
      expect(titles(await search('safari', path))).toEqual([SAFARI]);
      const salem = await search('சேலம்', path);
      expect(titles(salem)).toEqual(expect.arrayContaining(demoTitles((product) => product.title.startsWith('Salem'))));
      for (const item of salem) expect(`${item.titleTa} ${item.descriptionTa}`, item.title).toContain('சேலம்');
      expect(await search('zzqx sari', path)).toEqual([]);
    });

    it('finds silk sarees by "silk sari", "pattu" and the Tamil category name பட்டுப் புடவைகள்', async () => {
      const silkSarees = demoTitles(inCategory('silk_sarees'));
      const silkSari = titles(await search('silk sari', path));
      expect(silkSari).toEqual(expect.arrayContaining(silkSarees));
      expect(silkSari).not.toContain('Madurai Sungudi Cotton Saree – Red with White Dots');
      expect(sorted(await search('pattu saree', path))).toEqual([...silkSari].sort());
      expect(sorted(await search('பட்டுப் புடவைகள்', path))).toEqual([...silkSari].sort());
      const pattu = titles(await search('pattu', path));
      expect(pattu[0]).toBe(PAVADAI);
      expect(pattu).toEqual(expect.arrayContaining(silkSarees));
      expect(pattu).not.toContain('Madurai Sungudi Cotton Saree – Red with White Dots');
      // Each way round: "silk" finds the Pattu Pavadai, whose text never says silk.
      expect(titles(await search('silk', path))).toContain(PAVADAI);
    });

    it('finds every dhoti by வேஷ்டி, வேட்டிகள் (the category name), vesti, veshti, dhothi', async () => {
      const found = sorted(await search('dhoti', path));
      expect(found).toEqual([...dhotis].sort());
      for (const word of ['வேஷ்டி', 'வேட்டி', 'வேட்டிகள்', 'vesti', 'veshti', 'veshtis', 'dhothi', 'dhotis']) expect(sorted(await search(word, path)), word).toEqual(found);
    });

    it('finds the other Tamil category names: ஸ்கார்ஃப்கள், ஸ்டோல்கள், பருத்திப் புடவைகள், சில்க் காட்டன் புடவைகள்', async () => {
      expect(titles(await search('ஸ்கார்ஃப்கள்', path))).toEqual(expect.arrayContaining(demoTitles(inCategory('scarves'))));
      expect(sorted(await search('ஸ்டோல்கள்', path))).toEqual(sorted(await search('stoles', path)));
      const cottonSarees = titles(await search('பருத்திப் புடவைகள்', path));
      expect(cottonSarees).toEqual(expect.arrayContaining([...demoTitles(inCategory('cotton_sarees')), ENGLISH_ONLY_SAREE, OWNER_SARI]));
      expect(sorted(await search('சில்க் காட்டன் புடவைகள்', path))).toEqual(sorted(await search('silk cotton saree', path)));
      expect(titles(await search('சில்க் காட்டன் புடவைகள்', path))).toEqual(expect.arrayContaining(demoTitles(inCategory('silk_cotton_sarees'))));
    });

    it('finds the same by a name written as one word: பட்டுப்புடவை, பருத்திப்புடவைகள், காஞ்சிப்பட்டு', async () => {
      for (const [joined, apart] of [
        ['பட்டுப்புடவை', 'பட்டுப் புடவை'],
        ['பட்டுப்புடவைகள்', 'பட்டுப் புடவைகள்'],
        ['பருத்திப்புடவைகள்', 'பருத்திப் புடவைகள்'],
        ['காஞ்சிப்பட்டு', 'காஞ்சிப் பட்டு'],
      ] as const) {
        const found = sorted(await search(apart, path));
        expect(found.length, apart).toBeGreaterThan(0);
        expect(sorted(await search(joined, path)), joined).toEqual(found);
      }
    });

    it('finds Kanchipuram by Kanjeevaram, Conjeevaram and காஞ்சிபுரம், Kanchi titles too', async () => {
      const found = titles(await search('kanchipuram', path));
      expect(found).toEqual(expect.arrayContaining(demoTitles((product) => /^Kanchi/.test(product.title))));
      for (const word of ['kanjeevaram', 'conjeevaram', 'kancheepuram', 'காஞ்சிபுரம்']) expect(titles(await search(word, path)).sort(), word).toEqual([...found].sort());
    });
  });

  it('gives the same products in the same order on both paths', async () => {
    for (const text of ['புடவைகள்', 'சேலை', 'sari', 'silk sari', 'saaree', 'pattu', 'vesti', 'வேஷ்டி', 'dhothi', 'kanjeevaram', 'பட்டுப் புடவைகள்', 'silk sarees', 'கட்டங்கள்', 'பட்டுப்புடவை', 'பருத்திப்புடவைகள்']) {
      expect(titles(await search(text, 'PostgreSQL')), text).toEqual(titles(await search(text, 'index')));
    }
  });

  it('suggests the categories a synonym names', async () => {
    const suggest = async (text: string) => {
      const response = await shop.app.inject({ method: 'GET', url: `/api/products/suggestions?search=${encodeURIComponent(text)}` });
      expect(response.statusCode, response.body).toBe(200);
      return SearchSuggestionsSchema.parse(response.json());
    };
    expect((await suggest('sari')).categories.map((category) => category.category)).toEqual(expect.arrayContaining(['silk_sarees', 'cotton_sarees', 'silk_cotton_sarees']));
    expect((await suggest('வேஷ்டி')).categories.map((category) => category.category)).toEqual(['dhotis']);
    expect((await suggest('safari')).categories).toEqual([]);
  });
});
