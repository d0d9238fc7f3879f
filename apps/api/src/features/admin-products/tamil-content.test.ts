import { adminProductMessages, provenanceMessages, ProductListSchema, ProductSchema, SearchSuggestionsSchema, type Product } from '@handloom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../testing/factories.ts';
import { shopWithAdmin } from '../../testing/admin-shop.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { productPageMeta } from '../pages/page-meta.ts';

const form = {
  title: 'Arani Silk Saree – Parrot Green',
  price: '4999',
  discountPercent: '0',
  images: ['https://images.example/arani-1.jpg', '', '', ''],
  category: 'Silk Sarees',
  stock: '3',
  description: 'Pure silk\nZari border',
};

// Issue 14: a product's Tamil title and description, from the admin's form to the shopper's search.
describe('products in Tamil', () => {
  let shop: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ shop, admin } = await shopWithAdmin());
    // Another product with neither Tamil text nor the searched words, so a search that matched everything fails.
    await insertProduct(shop.database.db, { title: 'Chettinad Cotton Dhoti', category: 'dhotis', description: 'Cotton' });
  });
  afterAll(() => shop.close());

  const save = (payload: object, method: 'POST' | 'PUT' = 'POST', url = '/api/admin/products') =>
    shop.app.inject({ method, url, headers: { cookie: admin }, payload });
  const search = async (text: string): Promise<string[]> => {
    const response = await shop.app.inject({ method: 'GET', url: `/api/products?search=${encodeURIComponent(text)}` });
    expect(response.statusCode, response.body).toBe(200);
    return ProductListSchema.parse(response.json()).items.map((item) => item.title);
  };

  it('saves the optional Tamil title and description the admin typed, and shows them to shoppers', async () => {
    const created = await save({ ...form, titleTa: '  ஆரணி பட்டுப் புடவை – கிளிப்பச்சை ', descriptionTa: 'தூய பட்டு\r\nஜரிகைக் கரை' });
    expect(created.statusCode, created.body).toBe(201);
    const product = ProductSchema.parse(created.json());
    expect(product).toMatchObject({ titleTa: 'ஆரணி பட்டுப் புடவை – கிளிப்பச்சை', descriptionTa: 'தூய பட்டு\nஜரிகைக் கரை' });

    const shown = ProductSchema.parse((await shop.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json());
    expect(shown).toMatchObject({ title: form.title, titleTa: 'ஆரணி பட்டுப் புடவை – கிளிப்பச்சை', descriptionTa: 'தூய பட்டு\nஜரிகைக் கரை' });
    const listed = ProductListSchema.parse((await shop.app.inject({ method: 'GET', url: '/api/products' })).json()).items;
    expect(listed.find((item) => item.id === product.id)?.titleTa).toBe('ஆரணி பட்டுப் புடவை – கிளிப்பச்சை');

    // Emptied on update, they are gone (null: the Tamil pages show the English).
    const cleared = await save({ ...form, titleTa: '', descriptionTa: '   ' }, 'PUT', `/api/admin/products/${product.id}`);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ titleTa: null, descriptionTa: null });
  });

  it('saves the Tamil of the cluster, the yarn and the GI name beside the English, and gives them to the product page', async () => {
    const provenance = { clusterName: 'Arani', yarn: 'Mulberry silk', giName: 'Arani Silk', clusterNameTa: ' ஆரணி ', yarnTa: 'மல்பெரிப் பட்டு', giNameTa: 'ஆரணி பட்டு' };
    const created = await save({ ...form, provenance });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = ProductSchema.parse(created.json());
    const stored = (await shop.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers: { cookie: admin } })).json<Product>().storedProvenance;
    expect(stored).toMatchObject({ clusterName: 'Arani', clusterNameTa: 'ஆரணி', yarnTa: 'மல்பெரிப் பட்டு', giNameTa: 'ஆரணி பட்டு' });
    const shown = ProductSchema.parse((await shop.app.inject({ method: 'GET', url: `/api/products/${id}` })).json()).provenance;
    expect(shown).toMatchObject({ clusterName: 'Arani', clusterNameTa: 'ஆரணி', yarn: 'Mulberry silk', yarnTa: 'மல்பெரிப் பட்டு', giName: 'Arani Silk', giNameTa: 'ஆரணி பட்டு' });

    // Emptied, they are gone; the Tamil pages show the English.
    const cleared = await save({ ...form, provenance: { ...provenance, clusterNameTa: '', yarnTa: ' ', giNameTa: '' } }, 'PUT', `/api/admin/products/${id}`);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<Product>().storedProvenance).toMatchObject({ clusterNameTa: null, yarnTa: null, giNameTa: null, yarn: 'Mulberry silk' });

    const tooLong = await save({ ...form, provenance: { ...provenance, yarnTa: 'ப'.repeat(201) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toEqual({ 'provenance.yarnTa': provenanceMessages.textTooLong });
  });

  it('refuses a Tamil title or description over the English limits, saying which', async () => {
    const longTitle = await save({ ...form, titleTa: 'ப'.repeat(201) });
    expect(longTitle.statusCode).toBe(400);
    expect(longTitle.json().error.fields).toEqual({ titleTa: adminProductMessages.titleTaTooLong });
    const longDescription = await save({ ...form, descriptionTa: 'ப'.repeat(5_001) });
    expect(longDescription.statusCode).toBe(400);
    expect(longDescription.json().error.fields).toEqual({ descriptionTa: adminProductMessages.descriptionTaTooLong });
  });

  it('finds a product by a Tamil word of its Tamil title or description, and still by its English words', async () => {
    const created = await save({ ...form, title: 'Salem Silk Stole – Lotus Ends', titleTa: 'சேலம் பட்டு ஸ்டோல் – தாமரை முனைகள்', descriptionTa: 'மென்மையான மல்பெரிப் பட்டு' });
    expect(created.statusCode, created.body).toBe(201);
    const stole = 'Salem Silk Stole – Lotus Ends';

    expect(await search('தாமரை')).toEqual([stole]);
    // Two Tamil words in any order, and the last one typed only in part.
    expect(await search('முனைகள் சேல')).toEqual([stole]);
    expect(await search('மல்பெரிப்')).toEqual([stole]);
    expect(await search('lotus stole')).toEqual([stole]);
    // A word from each language.
    expect(await search('lotus தாமரை')).toEqual([stole]);
    expect(await search('கிளிப்பச்சை')).toEqual([]);

    const suggestions = SearchSuggestionsSchema.parse((await shop.app.inject({ method: 'GET', url: `/api/products/suggestions?search=${encodeURIComponent('தாமரை')}` })).json());
    expect(suggestions.products.map((product) => product.titleTa)).toEqual(['சேலம் பட்டு ஸ்டோல் – தாமரை முனைகள்']);
  });

  it('gives the cart the Tamil title with today’s figures', async () => {
    const product = await insertProduct(shop.database.db, { title: 'Kovai Cotton Veshti', titleTa: 'கோவை பருத்தி வேட்டி' });
    const response = await shop.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { items: [{ productId: product.id, quantity: 1 }], donation: 0 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().lines[0]).toMatchObject({ title: 'Kovai Cotton Veshti', titleTa: 'கோவை பருத்தி வேட்டி' });
  });

  it('writes the Tamil product page’s head in Tamil, and in English where the product has no Tamil', () => {
    const site = { publicUrl: 'https://shop.example', shopName: 'Kaithari Handlooms' };
    const product: Product = {
      id: '6f1c2d3e-0000-4000-8000-000000000001',
      title: 'Kovai Cotton Veshti',
      titleTa: 'கோவை பருத்தி வேட்டி',
      description: 'Soft cotton',
      descriptionTa: 'மென்மையான பருத்தி',
      pricePaise: 100_000,
      discountPercent: 0,
      salePricePaise: 100_000,
      category: 'dhotis',
      stock: 2,
      images: ['https://images.example/veshti.jpg'],
      createdAt: new Date(Date.UTC(2025, 0, 1)).toISOString(),
    };
    const tamil = productPageMeta(product, site, [], 'ta');
    expect(tamil.title).toBe('கோவை பருத்தி வேட்டி');
    expect(tamil.description).toContain('மென்மையான பருத்தி');
    expect(tamil.jsonLd).toMatchObject({ name: 'கோவை பருத்தி வேட்டி', description: 'மென்மையான பருத்தி' });
    expect(productPageMeta(product, site, [], 'en')).toMatchObject({ title: 'Kovai Cotton Veshti', jsonLd: { name: 'Kovai Cotton Veshti', description: 'Soft cotton' } });
    expect(productPageMeta({ ...product, titleTa: null, descriptionTa: null }, site, [], 'ta')).toMatchObject({ title: 'Kovai Cotton Veshti', jsonLd: { description: 'Soft cotton' } });
  });
});
