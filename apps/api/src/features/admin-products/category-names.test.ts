import { AdminCategoryNameListSchema, adminProductMessages, CatalogFacetsSchema, LANGUAGE_HEADER, SearchSuggestionsSchema, taAdminProductMessages, type CatalogFacets } from '@handloom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../testing/factories.ts';
import { newShopper, signUp } from '../../testing/http.ts';
import { shopWithAdmin } from '../../testing/admin-shop.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { catalogRepository } from '../catalog/catalog.repository.ts';
import { catalogService } from '../catalog/catalog.service.ts';
import { catalogPageMeta } from '../pages/catalog-page-meta.ts';

// Issue 14: the Tamil names of categories, set by the admin and shown on the Tamil pages.
describe('Tamil names of categories', () => {
  let shop: TestApp;
  let admin: string;
  let shopper: string;

  beforeAll(async () => {
    ({ shop, admin } = await shopWithAdmin());
    shopper = (await signUp(shop.app, newShopper())).cookie;
    await insertProduct(shop.database.db, { title: 'Arani Silk Saree', category: 'silk_sarees' });
    await insertProduct(shop.database.db, { title: 'Kovai Cotton Veshti', category: 'dhotis' });
  });
  afterAll(() => shop.close());

  const setName = (category: string, payload: unknown, cookie = admin, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'PUT', url: `/api/admin/category-names/${encodeURIComponent(category)}`, headers: { cookie, ...headers }, payload: payload as object });
  const listNames = async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/admin/category-names', headers: { cookie: admin } });
    expect(response.statusCode, response.body).toBe(200);
    return AdminCategoryNameListSchema.parse(response.json()).categories;
  };
  const facets = async (): Promise<CatalogFacets> => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/products/facets' });
    expect(response.statusCode, response.body).toBe(200);
    return CatalogFacetsSchema.parse(response.json());
  };
  const facetOf = async (category: string) => (await facets()).categories.find((entry) => entry.category === category);

  it('refuses visitors (401) and shoppers (403), and changes nothing', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/category-names' })).statusCode).toBe(401);
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/category-names', headers: { cookie: shopper } })).statusCode).toBe(403);
    expect((await setName('silk_sarees', { nameTa: 'பட்டுப் புடவைகள்' }, '')).statusCode).toBe(401);
    expect((await setName('silk_sarees', { nameTa: 'பட்டுப் புடவைகள்' }, shopper)).statusCode).toBe(403);
    expect((await listNames()).find((entry) => entry.category === 'silk_sarees')?.nameTa).toBeNull();
  });

  it('sets a name (trimmed, by the stored form of the category), shows it in the facets, and clears it when emptied', async () => {
    expect((await facetOf('silk_sarees'))?.labelTa).toBeNull();

    const saved = await setName('Silk Sarees', { nameTa: '  பட்டுப்   புடவைகள் ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ category: 'silk_sarees', label: 'Silk Sarees', nameTa: 'பட்டுப் புடவைகள்' });
    expect(await listNames()).toEqual([
      { category: 'dhotis', label: 'Dhotis', nameTa: null },
      { category: 'silk_sarees', label: 'Silk Sarees', nameTa: 'பட்டுப் புடவைகள்' },
    ]);
    // The facets are rebuilt at once (the cache is dropped): English label and Tamil name side by side.
    expect(await facetOf('silk_sarees')).toMatchObject({ label: 'Silk Sarees', labelTa: 'பட்டுப் புடவைகள்' });
    expect((await facetOf('dhotis'))?.labelTa).toBeNull();

    // Saved again, it replaces the name.
    expect((await setName('silk_sarees', { nameTa: 'பட்டுச் சேலைகள்' })).json().nameTa).toBe('பட்டுச் சேலைகள்');
    expect((await facetOf('silk_sarees'))?.labelTa).toBe('பட்டுச் சேலைகள்');

    const cleared = await setName('silk_sarees', { nameTa: '   ' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toEqual({ category: 'silk_sarees', label: 'Silk Sarees', nameTa: null });
    expect((await facetOf('silk_sarees'))?.labelTa).toBeNull();
    // Clearing a name that is not there is no error.
    expect((await setName('silk_sarees', { nameTa: '' })).statusCode).toBe(200);
  });

  it('refuses a name that is too long or not text, and a category without live products, saying why', async () => {
    const long = await setName('dhotis', { nameTa: 'வே'.repeat(41) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatchObject({ message: adminProductMessages.categoryNameTaTooLong, fields: { nameTa: adminProductMessages.categoryNameTaTooLong } });
    const inTamil = await setName('dhotis', { nameTa: 'வே'.repeat(41) }, admin, { [LANGUAGE_HEADER]: 'ta' });
    expect(inTamil.json().error.message).toBe(taAdminProductMessages.categoryNameTaTooLong);
    const number = await setName('dhotis', { nameTa: 42 });
    expect(number.statusCode).toBe(400);
    expect(number.json().error.message).toBe(adminProductMessages.categoryNameTaInvalid);

    const unknown = await setName('towels', { nameTa: 'துண்டுகள்' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(adminProductMessages.categoryNotFound);
    expect((await listNames()).map((entry) => entry.category)).toEqual(['dhotis', 'silk_sarees']);
    // Exactly 80 characters is allowed.
    expect((await setName('dhotis', { nameTa: 'வே'.repeat(40) })).statusCode).toBe(200);
    expect((await setName('dhotis', { nameTa: '' })).statusCode).toBe(200);
  });

  it('suggests a category by a word of its Tamil name, with the name', async () => {
    expect((await setName('dhotis', { nameTa: 'வேட்டிகள்' })).statusCode).toBe(200);
    const response = await shop.app.inject({ method: 'GET', url: `/api/products/suggestions?search=${encodeURIComponent('வேட்டி')}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(SearchSuggestionsSchema.parse(response.json()).categories).toEqual([{ category: 'dhotis', label: 'Dhotis', labelTa: 'வேட்டிகள்' }]);
  });

  it('titles the Tamil category page with the Tamil name and the English page with the English label', async () => {
    expect((await setName('silk_sarees', { nameTa: 'பட்டுப் புடவைகள்' })).statusCode).toBe(200);
    const meta = catalogPageMeta(catalogService(catalogRepository(shop.database.db)), { publicUrl: 'https://shop.example', shopName: 'Kaithari Handlooms' }, shop.app.log);
    expect(await meta('category', '/category/silk_sarees', 'https://shop.example', 'ta')).toMatchObject({
      title: 'பட்டுப் புடவைகள்',
      description: 'தமிழ்நாட்டில் கையால் நெய்த பட்டுப் புடவைகள்.',
      canonicalPath: '/category/silk_sarees',
    });
    expect(await meta('category', '/category/silk_sarees', 'https://shop.example', 'en')).toMatchObject({ title: 'Silk Sarees', description: 'Handloom silk sarees woven in Tamil Nadu.' });
    // A category without a Tamil name keeps its English label on the Tamil page.
    expect(await meta('category', '/category/Cotton_Sarees', 'https://shop.example', 'ta')).toMatchObject({ title: 'Cotton Sarees' });
    // The product page's JSON-LD names its category in the page's language.
    const saree = await insertProduct(shop.database.db, { title: 'Kanchipuram Silk Saree', category: 'silk_sarees' });
    expect(await meta('productInfo', `/productinfo/${saree.id}`, 'https://shop.example', 'ta')).toMatchObject({ jsonLd: { category: 'பட்டுப் புடவைகள்' } });
    expect(await meta('productInfo', `/productinfo/${saree.id}`, 'https://shop.example', 'en')).toMatchObject({ jsonLd: { category: 'Silk Sarees' } });
  });
});
