import { once } from 'node:events';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { adminProductMessages, MAX_UPLOAD_BYTES, type Product } from '@handloom/shared';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProducts, type DemoProduct } from '../../db/seed/catalogue.ts';
import { demoArtwork, type DemoArtwork } from '../../db/seed/demo-artwork.ts';
import { products } from '../../db/schema.ts';
import { insertProduct } from '../../testing/factories.ts';
import { logIn, newShopper, signUp } from '../../testing/http.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const ADMIN = { email: 'owner@kaithari.example', password: 'a-long-admin-password' };

const validForm = {
  title: 'Arani Silk Saree – Mango Yellow',
  price: '4999.50',
  discountPercent: '10',
  images: ['https://images.example/arani-1.jpg', '', '', ''],
  category: 'Silk Sarees',
  stock: '7',
  description: 'Pure silk\nZari border',
};

async function png(width = 40, height = 50): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 160, g: 30, b: 40 } } }).png().toBuffer();
}

describe('admin: products', () => {
  let shop: TestApp;
  let admin: string;
  let shopper: string;

  beforeAll(async () => {
    shop = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    await shop.app.accounts.ensureAdminAccount();
    admin = (await logIn(shop.app, ADMIN.email, ADMIN.password)).cookie;
    shopper = (await signUp(shop.app, newShopper())).cookie;
  });
  afterAll(() => shop.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = admin) =>
    shop.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const create = (form: unknown = validForm) => send('POST', '/api/admin/products', form);
  const upload = (file: Parameters<typeof multipartFile>[0], cookie = admin) => {
    const { payload, headers } = multipartFile(file);
    return shop.app.inject({ method: 'POST', url: '/api/admin/uploads', payload, headers: { ...headers, cookie } });
  };

  describe('who may', () => {
    it('refuses visitors (401) and shoppers (403) on every product route, and changes nothing', async () => {
      const product = await insertProduct(shop.database.db);
      const attempts = [
        ['GET', '/api/admin/products'],
        ['GET', '/api/admin/categories'],
        ['GET', `/api/admin/products/${product.id}`],
        ['POST', '/api/admin/products'],
        ['PUT', `/api/admin/products/${product.id}`],
        ['DELETE', `/api/admin/products/${product.id}`],
      ] as const;
      for (const [method, url] of attempts) {
        const body = method === 'POST' || method === 'PUT' ? validForm : undefined;
        const anonymous = await shop.app.inject({ method, url, ...(body ? { payload: body } : {}) });
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
        expect(anonymous.headers['cache-control']).toBe('no-store');
        const asShopper = await send(method, url, body, shopper);
        expect(asShopper.statusCode, `${method} ${url}`).toBe(403);
      }
      const png40 = await png();
      expect((await upload({ filename: 'a.png', contentType: 'image/png', bytes: png40 }, '')).statusCode).toBe(401);
      expect((await upload({ filename: 'a.png', contentType: 'image/png', bytes: png40 }, shopper)).statusCode).toBe(403);
      expect(await readdir(path.join(shop.config.dataDir, 'media')).catch(() => [])).toEqual([]);
      // Still there, unchanged.
      const live = await shop.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
      expect(live.json().title).toBe(product.title);
    });
  });

  describe('add, update, delete', () => {
    it('keeps the HSN code the GST invoice reads (empty: the category default), and refuses a malformed one', async () => {
      const wrong = await create({ ...validForm, hsn: '621' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields.hsn).toBe(adminProductMessages.hsnInvalid);
      const created = await create({ ...validForm, hsn: '6214' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ hsn: '6214' });
      const id = created.json<Product>().id;
      expect((await send('GET', `/api/admin/products/${id}`)).json()).toMatchObject({ hsn: '6214' });
      const cleared = await send('PUT', `/api/admin/products/${id}`, { ...validForm, hsn: '' });
      expect(cleared.json()).toMatchObject({ hsn: null });
    });

    it('adds a product: price in paise, category normalised, empty image slots dropped; it is the newest in the shop', async () => {
      await shop.app.inject({ method: 'GET', url: '/api/products?pageSize=4' }); // warm the catalogue's cache
      const response = await create();
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const product = response.json<Product>();
      expect(product).toMatchObject({
        title: 'Arani Silk Saree – Mango Yellow',
        pricePaise: 499_950,
        discountPercent: 10,
        salePricePaise: 449_955,
        category: 'silk_sarees',
        stock: 7,
        description: 'Pure silk\nZari border',
        images: ['https://images.example/arani-1.jpg'],
      });
      const latest = await shop.app.inject({ method: 'GET', url: '/api/products?pageSize=4' });
      expect(latest.json().items[0].id).toBe(product.id);
      const facets = await shop.app.inject({ method: 'GET', url: '/api/products/facets' });
      expect(facets.json().categories.map((c: { category: string }) => c.category)).toContain('silk_sarees');
    });

    it('updates every field, and the shop shows the new price at once', async () => {
      const { id } = (await create()).json<Product>();
      await shop.app.inject({ method: 'GET', url: `/api/products?category=silk_sarees` });
      const response = await send('PUT', `/api/admin/products/${id}`, { ...validForm, price: 5200, discountPercent: 0, stock: 0 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ pricePaise: 520_000, salePricePaise: 520_000, stock: 0 });
      const shown = await shop.app.inject({ method: 'GET', url: `/api/products/${id}` });
      expect(shown.json().pricePaise).toBe(520_000);
      const list = await shop.app.inject({ method: 'GET', url: `/api/products?category=silk_sarees` });
      expect(list.json().items.find((p: Product) => p.id === id).pricePaise).toBe(520_000);
    });

    it('a save never undoes a sale: an unchanged stock keeps the shop\'s number, a changed one is refused if orders moved it meanwhile', async () => {
      const { id } = (await create({ ...validForm, stock: '5' })).json<Product>();
      const form = { ...validForm, stock: '5', stockWas: '5' };
      // A shopper buys two while the admin's form is open.
      const sell = (quantity: number) => shop.database.db.update(products).set({ stock: sql`${products.stock} - ${quantity}` }).where(eq(products.id, id));
      const stockNow = async () => (await send('GET', `/api/admin/products/${id}`)).json<Product>().stock;
      await sell(2);

      // Only the discount changed: the sale stands.
      const discounted = await send('PUT', `/api/admin/products/${id}`, { ...form, discountPercent: 15 });
      expect(discounted.statusCode, discounted.body).toBe(200);
      expect(discounted.json()).toMatchObject({ discountPercent: 15, stock: 3 });

      // The admin typed a new stock on a form opened at 3, and another sale came first: nothing is saved.
      await sell(1);
      const refused = await send('PUT', `/api/admin/products/${id}`, { ...form, stock: '10', stockWas: '3', title: 'Renamed meanwhile' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.fields).toEqual({ stock: adminProductMessages.stockChanged });
      expect(await stockNow()).toBe(2);
      expect((await send('GET', `/api/admin/products/${id}`)).json<Product>().title).toBe(validForm.title);

      // Typed on a form that shows the shop's number: saved.
      const restocked = await send('PUT', `/api/admin/products/${id}`, { ...form, stock: '10', stockWas: '2' });
      expect(restocked.statusCode, restocked.body).toBe(200);
      expect(await stockNow()).toBe(10);
      // Without stockWas (an API client), the stock given is stored, as before.
      expect((await send('PUT', `/api/admin/products/${id}`, { ...validForm, stock: '4' })).json<Product>().stock).toBe(4);
    });

    it('deletes a product from the shop (404 afterwards, gone from lists), once', async () => {
      const { id } = (await create({ ...validForm, category: 'one_off_category' })).json<Product>();
      const deleted = await send('DELETE', `/api/admin/products/${id}`);
      expect(deleted.statusCode).toBe(204);
      expect((await shop.app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode).toBe(404);
      expect((await send('GET', `/api/admin/products/${id}`)).statusCode).toBe(404);
      const facets = await shop.app.inject({ method: 'GET', url: '/api/products/facets' });
      expect(facets.json().categories.map((c: { category: string }) => c.category)).not.toContain('one_off_category');
      expect((await send('DELETE', `/api/admin/products/${id}`)).statusCode).toBe(404);
      expect((await send('PUT', `/api/admin/products/${id}`, validForm)).statusCode).toBe(404);
      expect((await send('DELETE', '/api/admin/products/not-a-uuid')).statusCode).toBe(404);
    });

    it('lists products for the admin with stock, search, category filter and pages', async () => {
      const tag = `zz${Date.now().toString(36)}`;
      for (let i = 0; i < 5; i += 1) {
        await create({ ...validForm, title: `Kovai Cotton ${tag} ${i}`, category: `cotton ${tag}`, stock: String(i) });
      }
      const first = await send('GET', `/api/admin/products?search=${tag.toUpperCase()}&pageSize=2`);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ page: 1, pageSize: 2, total: 5 });
      expect(first.json().items.map((p: Product) => p.title)).toEqual([`Kovai Cotton ${tag} 4`, `Kovai Cotton ${tag} 3`]);
      expect(first.json().items[0].stock).toBe(4);
      const third = await send('GET', `/api/admin/products?search=${tag}&pageSize=2&page=3`);
      expect(third.json().items).toHaveLength(1);
      const byCategory = await send('GET', `/api/admin/products?category=${encodeURIComponent(`Cotton ${tag}`)}`);
      expect(byCategory.json().total).toBe(5);
      const categories = await send('GET', '/api/admin/categories');
      expect(categories.json().categories).toContain(`cotton_${tag}`);
      // `%` and `_` are matched literally.
      expect((await send('GET', '/api/admin/products?search=%25')).json().total).toBe(0);
    });
  });

  describe('validation, in the form\'s words', () => {
    it('a missing required field says "All fields are required" and names each one', async () => {
      const response = await create({});
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_error',
        message: 'All fields are required',
        fields: {
          title: 'All fields are required',
          price: 'All fields are required',
          discountPercent: 'All fields are required',
          'images.0': 'All fields are required',
          category: 'All fields are required',
          stock: 'All fields are required',
          description: 'All fields are required',
        },
      });
      for (const field of Object.keys(validForm)) {
        const missing = await create({ ...validForm, [field]: field === 'images' ? ['', 'https://images.example/2.jpg'] : '   ' });
        expect(missing.statusCode, field).toBe(400);
        expect(missing.json().error.message, field).toBe('All fields are required');
        expect(Object.keys(missing.json().error.fields), field).toEqual([field === 'images' ? 'images.0' : field]);
      }
      const nulls = await create({ ...validForm, title: null });
      expect(nulls.json().error.message).toBe('All fields are required');
    });

    it('each wrong field gets its own message', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ title: 'x'.repeat(201) }, 'title', adminProductMessages.titleTooLong],
        [{ price: '12.345' }, 'price', adminProductMessages.priceInvalid],
        [{ price: 'free' }, 'price', adminProductMessages.priceInvalid],
        [{ price: '-5' }, 'price', adminProductMessages.priceInvalid],
        [{ price: '0.00' }, 'price', adminProductMessages.pricePositive],
        [{ price: '10000001' }, 'price', adminProductMessages.priceTooHigh],
        [{ discountPercent: '91' }, 'discountPercent', adminProductMessages.discountInvalid],
        [{ discountPercent: '-1' }, 'discountPercent', adminProductMessages.discountInvalid],
        [{ discountPercent: 12.5 }, 'discountPercent', adminProductMessages.discountInvalid],
        [{ images: ['javascript:alert(1)'] }, 'images.0', adminProductMessages.imageInvalid],
        [{ images: ['https://ok.example/1.jpg', '', 'data:image/png;base64,AAAA'] }, 'images.2', adminProductMessages.imageInvalid],
        [{ images: ['/media/../../etc/passwd'] }, 'images.0', adminProductMessages.imageInvalid],
        [{ images: ['a', 'b', 'c', 'd', 'e'].map((n) => `https://x.example/${n}.jpg`) }, 'images', adminProductMessages.imagesTooMany],
        [{ images: ['/media/0123456789abcdef01234567'] }, 'images.0', adminProductMessages.imageNotFound],
        [{ category: '!!!' }, 'category', adminProductMessages.categoryInvalid],
        [{ category: 'c'.repeat(61) }, 'category', adminProductMessages.categoryTooLong],
        [{ stock: '-1' }, 'stock', adminProductMessages.stockInvalid],
        [{ stock: '2.5' }, 'stock', adminProductMessages.stockInvalid],
        [{ stock: '1000001' }, 'stock', adminProductMessages.stockTooHigh],
        [{ description: 'd'.repeat(5001) }, 'description', adminProductMessages.descriptionTooLong],
      ];
      for (const [change, field, message] of cases) {
        const response = await create({ ...validForm, ...change });
        expect(response.statusCode, field).toBe(400);
        expect(response.json().error.fields, JSON.stringify(change)).toEqual({ [field]: message });
        expect(response.json().error.message).toBe(message);
      }
      const several = await create({ ...validForm, price: 'x', stock: 'y' });
      expect(several.json().error.message).toBe(adminProductMessages.someFieldsWrong);
      const total = (await send('GET', '/api/admin/products?search=Mango')).json().total;
      expect((await create({ ...validForm, price: 'x' })).statusCode).toBe(400);
      expect((await send('GET', '/api/admin/products?search=Mango')).json().total).toBe(total);
    });

    it('a stock or price of too many digits is refused as too high, and nothing is added or changed', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ stock: '99999999999' }, 'stock', adminProductMessages.stockTooHigh],
        [{ stock: 99_999_999_999 }, 'stock', adminProductMessages.stockTooHigh],
        [{ price: '99999999999999' }, 'price', adminProductMessages.priceTooHigh],
      ];
      const product = await insertProduct(shop.database.db, { stock: 3, pricePaise: 150_000 });
      const total = (await send('GET', '/api/admin/products')).json().total;
      for (const [change, field, message] of cases) {
        for (const response of [await create({ ...validForm, ...change }), await send('PUT', `/api/admin/products/${product.id}`, { ...validForm, ...change })]) {
          expect(response.statusCode, JSON.stringify(change)).toBe(400);
          expect(response.json().error.fields, JSON.stringify(change)).toEqual({ [field]: message });
        }
      }
      expect((await send('GET', '/api/admin/products')).json().total).toBe(total);
      const [stored] = await shop.database.db.select().from(products).where(eq(products.id, product.id));
      expect(stored).toMatchObject({ title: product.title, stock: 3, pricePaise: 150_000 });
    });

    it('keeps HTML in the title and description as text, in the API and in the served page', async () => {
      const title = 'Silk <img src=x onerror=alert(1)> & "Co"';
      const description = '<script>alert("x")</script>\n<b>bold</b>';
      const product = (await create({ ...validForm, title, description })).json<Product>();
      expect(product.title).toBe(title);
      expect(product.description).toBe(description);
      const shown = await shop.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
      expect(shown.json()).toMatchObject({ title, description });
      const page = await shop.app.inject({ method: 'GET', url: `/productinfo/${product.id}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('<img src=x');
      expect(page.body).not.toContain('<script>alert');
      expect(page.body).toContain('Silk &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;');
    });

    it('stores an image URL pointing at 127.0.0.1 without ever fetching it', async () => {
      let requests = 0;
      const server = http.createServer((_request, response) => {
        requests += 1;
        response.end('no');
      });
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      try {
        const { port } = server.address() as AddressInfo;
        const url = `http://127.0.0.1:${port}/internal/admin.png`;
        const created = await create({ ...validForm, images: [url, `https://127.0.0.1:${port}/b.png`] });
        expect(created.statusCode, created.body).toBe(201);
        const product = created.json<Product>();
        expect(product.images).toEqual([url, `https://127.0.0.1:${port}/b.png`]);
        await send('PUT', `/api/admin/products/${product.id}`, { ...validForm, images: [url] });
        await shop.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
        await shop.app.inject({ method: 'GET', url: `/productinfo/${product.id}` });
        await shop.app.inject({ method: 'GET', url: '/api/products' });
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(requests).toBe(0);
      } finally {
        server.close();
      }
    });
  });

  describe('image upload', () => {
    it('re-encodes a PNG into WebP variants under a generated name; the original is neither stored nor served', async () => {
      const bytes = await png(400, 500);
      const response = await upload({ filename: 'saree photo.png', contentType: 'image/png', bytes });
      expect(response.statusCode, response.body).toBe(201);
      const { url } = response.json<{ url: string }>();
      expect(url).toMatch(/^\/media\/[0-9a-f]{24}$/);
      const files = await readdir(path.join(shop.config.dataDir, 'media'));
      const key = url.slice('/media/'.length);
      expect(files.sort()).toEqual([`${key}-1024.webp`, `${key}-160.webp`, `${key}-320.webp`, `${key}-640.webp`, `${key}-800.webp`]);
      expect((await sharp(await readFile(path.join(shop.config.dataDir, 'media', `${key}-800.webp`))).metadata()).width).toBe(800);
      const served = await shop.app.inject({ method: 'GET', url: `${url}-320.webp` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      expect((await shop.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      // The uploaded image can be used in a product.
      const created = await create({ ...validForm, images: [url] });
      expect(created.statusCode, created.body).toBe(201);
    });

    it('an image stored before the 800 and 160 px widths existed gets them when first asked for, from the next larger one; no enlarging', async () => {
      const key = 'aaaabbbbccccddddeeeeffff';
      const media = path.join(shop.config.dataDir, 'media');
      await mkdir(media, { recursive: true });
      for (const width of [320, 640, 1024]) {
        await writeFile(path.join(media, `${key}-${width}.webp`), await sharp(await png(width, (width * 5) / 4)).webp().toBuffer());
      }
      const served = await shop.app.inject({ method: 'GET', url: `/media/${key}-800.webp` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
      expect(await readdir(media)).toContain(`${key}-800.webp`);
      const thumbnail = await shop.app.inject({ method: 'GET', url: `/media/${key}-160.webp` });
      expect(thumbnail.statusCode).toBe(200);
      expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(160);
      // Only widths the shop makes, and never from a smaller one.
      expect((await shop.app.inject({ method: 'GET', url: `/media/${key}-900.webp` })).statusCode).toBe(404);
      const small = 'bbbbccccddddeeeeffff0000';
      await writeFile(path.join(media, `${small}-320.webp`), await sharp(await png(320, 400)).webp().toBuffer());
      expect((await shop.app.inject({ method: 'GET', url: `/media/${small}-800.webp` })).statusCode).toBe(404);
    });

    it('accepts JPEG and WebP by their content, whatever the declared type and name', async () => {
      const jpeg = await sharp(await png()).jpeg().toBuffer();
      const webp = await sharp(await png()).webp().toBuffer();
      expect((await upload({ filename: 'photo.txt', contentType: 'application/octet-stream', bytes: jpeg })).statusCode).toBe(201);
      expect((await upload({ filename: 'photo', contentType: 'text/plain', bytes: webp })).statusCode).toBe(201);
    });

    it('refuses a file named .png that is not an image (415)', async () => {
      const response = await upload({ filename: 'photo.png', contentType: 'image/png', bytes: Buffer.from('<?php system($_GET["c"]); ?>') });
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toMatchObject({ code: 'unsupported_media_type', message: adminProductMessages.uploadWrongType });
    });

    it('refuses an SVG, even one named .png (415)', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
      for (const filename of ['logo.svg', 'logo.png']) {
        const response = await upload({ filename, contentType: 'image/svg+xml', bytes: svg });
        expect(response.statusCode, filename).toBe(415);
        expect(response.json().error.message).toBe(adminProductMessages.uploadWrongType);
      }
    });

    it('refuses a damaged image (400): PNG magic bytes over garbage', async () => {
      const bytes = Buffer.concat([(await png()).subarray(0, 16), Buffer.alloc(200, 7)]);
      const response = await upload({ filename: 'broken.png', contentType: 'image/png', bytes });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(adminProductMessages.uploadUnreadable);
    });

    it('a storage that refuses the image is the shop\'s fault, not the file\'s: 503 with its own message', async () => {
      const media = path.join(shop.config.dataDir, 'media');
      await rm(media, { recursive: true, force: true });
      // A file where the media folder should be: every write under it fails, as on a full or read-only disk.
      await writeFile(media, 'not a folder');
      try {
        const response = await upload({ filename: 'saree.png', contentType: 'image/png', bytes: await png(64, 80) });
        expect(response.statusCode).toBe(503);
        expect(response.json().error.message).toBe(adminProductMessages.uploadNotStored);
        expect(response.json().error.message).not.toBe(adminProductMessages.uploadUnreadable);
      } finally {
        await rm(media, { force: true });
      }
      // With the storage back, the same file is taken.
      expect((await upload({ filename: 'saree.png', contentType: 'image/png', bytes: await png(64, 80) })).statusCode).toBe(201);
    });

    it('refuses a file over 10 MB (413)', async () => {
      const bytes = Buffer.concat([await png(), Buffer.alloc(MAX_UPLOAD_BYTES + 1)]);
      const response = await upload({ filename: 'huge.png', contentType: 'image/png', bytes });
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toMatchObject({ code: 'payload_too_large', message: adminProductMessages.uploadTooLarge });
    });

    it('ignores a path-traversal file name: the stored name is generated, nothing lands outside the media folder', async () => {
      const bytes = await png(41, 51);
      const before = await readdir(shop.config.dataDir);
      const response = await upload({ filename: '../../../etc/evil.png', contentType: 'image/png', bytes });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().url).toMatch(/^\/media\/[0-9a-f]{24}$/);
      expect(await readdir(shop.config.dataDir)).toEqual(before);
      const media = await readdir(path.join(shop.config.dataDir, 'media'));
      expect(media.every((name) => /^[0-9a-f]{24}-\d+\.webp$/.test(name))).toBe(true);
      // A traversal in the media URL finds nothing either.
      expect((await shop.app.inject({ method: 'GET', url: '/media/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(404);
    });

    it('answers a request without a file, or not multipart, clearly', async () => {
      const json = await send('POST', '/api/admin/uploads', { file: 'x' });
      expect(json.statusCode).toBe(415);
      expect(json.json().error.message).toBe(adminProductMessages.uploadNotMultipart);
      const boundary = '----empty';
      const empty = await shop.app.inject({
        method: 'POST',
        url: '/api/admin/uploads',
        headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}--\r\n`,
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toBe(adminProductMessages.uploadMissing);
    });

    it('answers a multipart body it cannot read (no boundary, cut short) with a 4xx, not a 500', async () => {
      const post = (contentType: string, payload: string) =>
        shop.app.inject({ method: 'POST', url: '/api/admin/uploads', headers: { cookie: admin, 'content-type': contentType }, payload });
      const noBoundary = await post('multipart/form-data', 'x');
      expect(noBoundary.statusCode, noBoundary.body).toBe(415);
      expect(noBoundary.json().error.message).toBe(adminProductMessages.uploadNotMultipart);
      const head = 'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
      const cutShort = await post('multipart/form-data; boundary=b', `--b\r\n${head}\x89PNG`);
      expect(cutShort.statusCode, cutShort.body).toBe(400);
      expect(cutShort.json().error.message).toBe(adminProductMessages.uploadUnreadable);
    });

    it('keeps the rest of the API JSON-only: multipart elsewhere is 415', async () => {
      const { payload, headers } = multipartFile({ filename: 'a.png', contentType: 'image/png', bytes: await png() });
      const response = await shop.app.inject({ method: 'POST', url: '/api/admin/products', payload, headers: { ...headers, cookie: admin } });
      expect(response.statusCode).toBe(415);
    });
  });
});

describe('admin: products of a new demo shop, while its images are still being drawn', () => {
  let shop: TestApp;
  let admin: string;
  let artwork: DemoArtwork;
  const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

  beforeAll(async () => {
    shop = await createTestApp(
      { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      {
        drawMediaOnDemand: (media) => {
          artwork = demoArtwork(media, quiet, { cacheDir: 'off' });
          return artwork.drawOnDemand;
        },
      },
    );
    await shop.app.accounts.ensureAdminAccount();
    admin = (await logIn(shop.app, ADMIN.email, ADMIN.password)).cookie;
  });
  afterAll(() => shop.close());

  it('saves a demo product whose images are not drawn yet (they are the shop\'s), drawing them', async () => {
    const [first = '', second = ''] = artwork.urls(demoProducts[0] as DemoProduct);
    const product = await insertProduct(shop.database.db, { images: [first, second] });
    expect(await shop.media.has(`${first.slice('/media/'.length)}-320.webp`)).toBe(false);
    const saved = await shop.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: { cookie: admin },
      payload: { ...validForm, images: [first, second, '', ''], stock: String(product.stock), stockWas: String(product.stock) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await shop.media.has(`${second.slice('/media/'.length)}-320.webp`)).toBe(true);
    // An image the shop has no way to make is still refused.
    const unknown = await shop.app.inject({ method: 'POST', url: '/api/admin/products', headers: { cookie: admin }, payload: { ...validForm, images: ['/media/0123456789abcdef01234567', '', '', ''] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(adminProductMessages.imageNotFound);
  });
});
