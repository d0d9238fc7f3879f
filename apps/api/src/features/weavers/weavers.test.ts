import { LANGUAGE_COOKIE, WeaverPageSchema, formatRupeesShort, provenanceMessages, taWeaverMessages, weaverMessages, type AdminWeaverForm, type Product, type Weaver } from '@handloom/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy } from '../../testing/checkout-driver.ts';
import { insertProduct } from '../../testing/factories.ts';
import { logIn, newShopper, signUp } from '../../testing/http.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { insertOrder } from '../../testing/order-rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { disbursements } from '../../db/schema.ts';
import { productPageMeta, weaverPageMeta } from '../pages/page-meta.ts';

function jsonLd(html: string): Record<string, unknown> {
  const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!script) throw new Error('no JSON-LD in the page');
  return JSON.parse(script) as Record<string, unknown>;
}

const ADMIN = { email: 'owner@kaithari.example', password: 'a-long-admin-password' };

const validWeaver = {
  nameEn: 'Meena Ayyasamy',
  nameTa: 'மீனா அய்யாசாமி',
  slug: 'meena-ayyasamy',
  village: 'Ayyampettai',
  district: 'Kanchipuram',
  loom: 'pit',
  yearsWeaving: '28',
  story: 'She learnt the korvai border from her mother.',
  portrait: '',
  consent: true,
  published: true,
} satisfies AdminWeaverForm;

const productForm = {
  title: 'Korvai Silk Saree',
  price: '12000',
  discountPercent: '0',
  images: ['https://images.example/korvai.jpg'],
  category: 'Silk Sarees',
  stock: '2',
  description: 'Pure mulberry silk',
};

describe('weavers: profiles, provenance and the donation ledger', () => {
  let shop: TestApp;
  let admin: string;
  let shopper: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    shop = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    await shop.app.accounts.ensureAdminAccount();
    admin = (await logIn(shop.app, ADMIN.email, ADMIN.password)).cookie;
    shopper = await signUp(shop.app, newShopper());
  });
  afterAll(() => shop.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = admin) =>
    shop.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const createWeaver = (form: Partial<AdminWeaverForm> = {}) => send('POST', '/api/admin/weavers', { ...validWeaver, ...form });
  const upload = async (bytes: Buffer) => {
    const { payload, headers } = multipartFile({ filename: 'portrait.png', contentType: 'image/png', bytes });
    return shop.app.inject({ method: 'POST', url: '/api/admin/uploads', payload, headers: { ...headers, cookie: admin } });
  };

  it('refuses visitors (401) and shoppers (403) on every admin route, with no-store', async () => {
    const attempts = [
      ['GET', '/api/admin/weavers'],
      ['POST', '/api/admin/weavers'],
      ['PUT', '/api/admin/weavers/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/admin/weavers/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/admin/disbursements'],
      ['POST', '/api/admin/disbursements'],
      ['POST', '/api/admin/disbursements/00000000-0000-4000-8000-000000000000/withdraw'],
    ] as const;
    for (const [method, url] of attempts) {
      const body = method === 'POST' || method === 'PUT' ? validWeaver : undefined;
      const anonymous = await shop.app.inject({ method, url, ...(body ? { payload: body } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect((await send(method, url, body, shopper.cookie)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await send('GET', '/api/admin/weavers')).headers['cache-control']).toBe('no-store');
  });

  describe('profiles', () => {
    it('checks every field in the form\'s words', async () => {
      const missing = await createWeaver({ nameTa: '  ', story: '' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toMatchObject({ message: weaverMessages.allFieldsRequired, fields: { nameTa: weaverMessages.allFieldsRequired, story: weaverMessages.allFieldsRequired } });
      const wrong = await createWeaver({ slug: 'Meena Ayyasamy', loom: 'power', yearsWeaving: '120', portrait: 'javascript:alert(1)' });
      expect(wrong.json().error.fields).toEqual({
        slug: weaverMessages.slugInvalid,
        loom: weaverMessages.loomInvalid,
        yearsWeaving: weaverMessages.yearsInvalid,
        portrait: weaverMessages.portraitInvalid,
      });
      expect((await send('GET', '/api/admin/weavers')).json().items).toEqual([]);
    });

    it('never publishes a profile without the weaver\'s consent', async () => {
      const refused = await createWeaver({ slug: 'no-consent', consent: false, published: true });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({ message: weaverMessages.consentNeeded, fields: { consent: weaverMessages.consentNeeded } });

      // Kept private without consent, then shown once it is given.
      const privateOne = await createWeaver({ slug: 'kept-private', consent: false, published: false });
      expect(privateOne.statusCode).toBe(201);
      const weaver = privateOne.json<Weaver>();
      expect((await send('GET', '/api/weavers/kept-private', undefined, '')).statusCode).toBe(404);
      expect((await send('GET', '/api/weavers', undefined, '')).json().items).toEqual([]);

      const shown = await send('PUT', `/api/admin/weavers/${weaver.id}`, { ...validWeaver, slug: 'kept-private', consent: true, published: true });
      expect(shown.statusCode).toBe(200);
      expect((await send('GET', '/api/weavers/kept-private', undefined, '')).json().weaver).toMatchObject({ nameEn: validWeaver.nameEn, illustrative: false });

      // Consent withdrawn: the update must unpublish too.
      const withdrawn = await send('PUT', `/api/admin/weavers/${weaver.id}`, { ...validWeaver, slug: 'kept-private', consent: false, published: true });
      expect(withdrawn.statusCode).toBe(400);
      await send('PUT', `/api/admin/weavers/${weaver.id}`, { ...validWeaver, slug: 'kept-private', consent: false, published: false });
      expect((await send('GET', '/api/weavers/kept-private', undefined, '')).statusCode).toBe(404);
      expect((await send('DELETE', `/api/admin/weavers/${weaver.id}`)).statusCode).toBe(204);
    });

    it('keeps web address names unique (409) and deletes only profiles no product names', async () => {
      const first = (await createWeaver({ slug: 'selvi-murugan' })).json<Weaver>();
      const again = await createWeaver({ slug: 'selvi-murugan' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.fields).toEqual({ slug: weaverMessages.slugTaken });

      const product = await send('POST', '/api/admin/products', { ...productForm, provenance: { weaverId: first.id } });
      expect(product.statusCode).toBe(201);
      const refused = await send('DELETE', `/api/admin/weavers/${first.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(weaverMessages.weaverHasProducts);
      expect((await send('DELETE', '/api/admin/weavers/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await send('DELETE', '/api/admin/weavers/not-an-id')).statusCode).toBe(404);
    });

    it('a profile named only by deleted products can be deleted (the admin cannot reach those products to change them)', async () => {
      const weaver = (await createWeaver({ slug: 'kamala-devi' })).json<Weaver>();
      const product = (await send('POST', '/api/admin/products', { ...productForm, provenance: { weaverId: weaver.id } })).json<{ id: string }>();
      expect((await send('GET', '/weavers/kamala-devi', undefined, '')).statusCode).toBe(200);
      expect((await send('DELETE', `/api/admin/weavers/${weaver.id}`)).statusCode).toBe(409);
      expect((await send('DELETE', `/api/admin/products/${product.id}`)).statusCode).toBe(204);

      expect((await send('DELETE', `/api/admin/weavers/${weaver.id}`)).statusCode).toBe(204);
      expect((await send('GET', '/api/weavers/kamala-devi', undefined, '')).statusCode).toBe(404);
      expect((await send('GET', '/weavers/kamala-devi', undefined, '')).statusCode).toBe(404);
      expect((await send('GET', '/api/admin/weavers')).json<{ items: Weaver[] }>().items.map((item) => item.id)).not.toContain(weaver.id);
    });

    it('takes a portrait uploaded like a product image, and refuses one that is not in the shop', async () => {
      const bytes = await sharp({ create: { width: 60, height: 80, channels: 3, background: { r: 120, g: 40, b: 30 } } }).png().toBuffer();
      const uploaded = await upload(bytes);
      expect(uploaded.statusCode).toBe(201);
      const { url } = uploaded.json<{ url: string }>();
      const created = await createWeaver({ slug: 'with-portrait', portrait: url });
      expect(created.statusCode).toBe(201);
      expect(created.json().portrait).toBe(url);

      const gone = await createWeaver({ slug: 'gone-portrait', portrait: '/media/0123456789abcdef' });
      expect(gone.statusCode).toBe(400);
      expect(gone.json().error.fields).toEqual({ portrait: weaverMessages.imageNotFound });
      // A file that only claims to be an image is refused at the upload, as for products.
      expect((await upload(Buffer.from('<svg onload="alert(1)"/>'))).statusCode).toBe(415);
    });
    it('keeps the place and the story in Tamil for the Tamil pages: optional, checked, and shown there instead of the English', async () => {
      const tamil = { villageTa: 'அய்யம்பேட்டை', districtTa: 'காஞ்சிபுரம்', storyTa: 'அம்மாவிடம் கோர்வைக் கரை நெய்யக் கற்றார்.' };
      const tooLong = await createWeaver({ slug: 'tamil-too-long', villageTa: 'ஊ'.repeat(121), storyTa: 'க'.repeat(3_001) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().error.fields).toEqual({ villageTa: weaverMessages.placeTooLong, storyTa: weaverMessages.storyTooLong });

      // Left empty or blank, each is none: the English shows on the Tamil pages.
      const blank = await createWeaver({ slug: 'tamil-blank', villageTa: '  ', districtTa: '', storyTa: ' \n ' });
      expect(blank.statusCode).toBe(201);
      expect(blank.json<Weaver>()).toMatchObject({ villageTa: null, districtTa: null, storyTa: null });

      const created = await createWeaver({ slug: 'tamil-profile', ...tamil });
      expect(created.statusCode).toBe(201);
      const weaver = created.json<Weaver>();
      expect(weaver).toMatchObject(tamil);
      expect((await send('GET', '/api/weavers/tamil-profile', undefined, '')).json().weaver).toMatchObject({ ...tamil, story: validWeaver.story });
      const product = (await send('POST', '/api/admin/products', { ...productForm, provenance: { weaverId: weaver.id } })).json<Product>();
      expect((await send('GET', `/api/products/${product.id}`, undefined, '')).json<Product>().provenance?.weaver).toMatchObject({
        village: validWeaver.village,
        villageTa: tamil.villageTa,
        districtTa: tamil.districtTa,
      });

      // The Tamil page's head describes the weaver by the Tamil story (the body is the browser journeys' to check: it needs the built pages).
      const page = WeaverPageSchema.parse((await send('GET', '/api/weavers/tamil-profile', undefined, '')).json());
      expect(weaverPageMeta(page, { publicUrl: 'https://shop.example' }, 'ta').description).toBe(tamil.storyTa);
      expect(weaverPageMeta(page, { publicUrl: 'https://shop.example' }, 'en').description).toBe(validWeaver.story);

      // Cleared again: none, and the Tamil page's head falls back to the English story.
      const cleared = await send('PUT', `/api/admin/weavers/${weaver.id}`, { ...validWeaver, slug: 'tamil-profile', storyTa: '' });
      expect(cleared.json<Weaver>()).toMatchObject({ villageTa: null, districtTa: null, storyTa: null });
      const fallback = WeaverPageSchema.parse((await send('GET', '/api/weavers/tamil-profile', undefined, '')).json());
      expect(weaverPageMeta(fallback, { publicUrl: 'https://shop.example' }, 'ta').description).toBe(validWeaver.story);
    });
  });

  describe('provenance on products', () => {
    it('claims nothing by default, shows what is set, and names a weaver only while shown', async () => {
      const plain = (await send('POST', '/api/admin/products', productForm)).json<Product>();
      expect(plain.storedProvenance).toMatchObject({ weaverId: null, handloomMark: false, indiaHandloomBrand: false, silkMarkLabel: null, giName: null });
      expect((await send('GET', `/api/products/${plain.id}`, undefined, '')).json().provenance).toBeNull();

      const weaver = (await createWeaver({ slug: 'kamala-devi', nameEn: 'Kamala Devi', village: 'Arani', district: 'Tiruvannamalai' })).json<Weaver>();
      const full = await send('POST', '/api/admin/products', {
        ...productForm,
        provenance: {
          weaverId: weaver.id,
          clusterName: '',
          loomDays: '21',
          yarn: 'Mulberry silk, zari of silver thread',
          handloomMark: true,
          indiaHandloomBrand: true,
          silkMarkLabel: 'SM 123456',
          giName: 'Kanchipuram Silk',
        },
      });
      expect(full.statusCode).toBe(201);
      const id = full.json<Product>().id;
      const shown = (await send('GET', `/api/products/${id}`, undefined, '')).json<Product>();
      expect(shown.provenance).toEqual({
        weaver: { slug: 'kamala-devi', nameEn: 'Kamala Devi', nameTa: validWeaver.nameTa, village: 'Arani', district: 'Tiruvannamalai', villageTa: null, districtTa: null },
        clusterName: null,
        loomDays: 21,
        yarn: 'Mulberry silk, zari of silver thread',
        handloomMark: true,
        indiaHandloomBrand: true,
        silkMarkLabel: 'SM 123456',
        giName: 'Kanchipuram Silk',
        clusterNameTa: null,
        yarnTa: null,
        giNameTa: null,
      });
      expect(shown.storedProvenance).toBeUndefined();
      expect((await send('GET', `/api/admin/products/${id}`)).json().storedProvenance).toMatchObject({ weaverId: weaver.id, loomDays: 21 });

      // The weaver's page lists the piece while it is in stock.
      const page = (await send('GET', '/api/weavers/kamala-devi', undefined, '')).json();
      expect(page.products.map((product: Product) => product.id)).toContain(id);

      // Consent withdrawn: the piece is "by a weaver of" their village, never named.
      await send('PUT', `/api/admin/weavers/${weaver.id}`, { ...validWeaver, slug: 'kamala-devi', village: 'Arani', consent: false, published: false });
      const unnamed = (await send('GET', `/api/products/${id}`, undefined, '')).json<Product>();
      expect(unnamed.provenance).toMatchObject({ weaver: null, clusterName: 'Arani' });
    });

    it('carries the weaver and the marks in the product page\'s JSON-LD, and the profile page carries a Person', async () => {
      const weaver = (await createWeaver({ slug: 'json-ld-weaver', nameEn: 'Selvi Raman', village: 'Ayyampettai' })).json<Weaver>();
      const product = (
        await send('POST', '/api/admin/products', {
          ...productForm,
          provenance: { weaverId: weaver.id, loomDays: '9', yarn: 'Mulberry silk', yarnTa: 'மல்பெரி பட்டு', handloomMark: true, silkMarkLabel: 'SM 42', giName: 'Kanchipuram Silk', giNameTa: 'காஞ்சிபுரம் பட்டு' },
        })
      ).json<Product>();
      const productHtml = (await send('GET', `/productinfo/${product.id}`, undefined, '')).body;
      const productLd = jsonLd(productHtml);
      expect(productLd).toMatchObject({
        '@type': 'Product',
        material: 'Mulberry silk',
        hasCertification: [
          { '@type': 'Certification', name: 'Handloom Mark' },
          { '@type': 'Certification', name: 'Silk Mark', certificationIdentification: 'SM 42' },
        ],
      });
      expect(productLd.additionalProperty).toEqual([
        { '@type': 'PropertyValue', name: 'Woven by', value: 'Selvi Raman', url: expect.stringMatching(/\/weavers\/json-ld-weaver$/) },
        { '@type': 'PropertyValue', name: 'Days on the loom', value: 9, unitCode: 'DAY' },
        { '@type': 'PropertyValue', name: 'Geographical Indication', value: 'Kanchipuram Silk' },
      ]);
      // The Tamil page says it in Tamil, as it shows it: the weaver's Tamil name, the Tamil yarn and GI name; the marks keep their names.
      const shown = (await send('GET', `/api/products/${product.id}`, undefined, '')).json<Product>();
      const tamilLd = productPageMeta(shown, { publicUrl: 'https://shop.example', shopName: 'Kaithari Handlooms' }, [], 'ta').jsonLd as Record<string, unknown>;
      expect(tamilLd).toMatchObject({ material: 'மல்பெரி பட்டு', hasCertification: productLd.hasCertification });
      expect(tamilLd.additionalProperty).toEqual([
        { '@type': 'PropertyValue', name: 'நெய்தவர்', value: validWeaver.nameTa, url: expect.stringMatching(/\/weavers\/json-ld-weaver$/) },
        { '@type': 'PropertyValue', name: 'தறியில் நாட்கள்', value: 9, unitCode: 'DAY' },
        { '@type': 'PropertyValue', name: 'புவிசார் குறியீடு', value: 'காஞ்சிபுரம் பட்டு' },
      ]);
      // A product with nothing set claims nothing.
      const plain = (await send('POST', '/api/admin/products', productForm)).json<Product>();
      const plainLd = jsonLd((await send('GET', `/productinfo/${plain.id}`, undefined, '')).body);
      expect(plainLd).not.toHaveProperty('hasCertification');
      expect(plainLd).not.toHaveProperty('additionalProperty');
      expect(plainLd).not.toHaveProperty('material');

      const profile = await send('GET', '/weavers/json-ld-weaver', undefined, '');
      expect(profile.statusCode).toBe(200);
      expect(jsonLd(profile.body)).toMatchObject({
        '@type': 'Person',
        name: 'Selvi Raman',
        alternateName: validWeaver.nameTa,
        homeLocation: { '@type': 'Place', address: { addressLocality: 'Ayyampettai', addressCountry: 'IN' } },
      });
      // A weaver not shown has no page: 404 with the NoPage screen.
      expect((await send('GET', '/weavers/kept-private', undefined, '')).statusCode).toBe(404);
    });

    it('refuses an unknown weaver and wrong values', async () => {
      const unknown = await send('POST', '/api/admin/products', { ...productForm, provenance: { weaverId: '00000000-0000-4000-8000-000000000000' } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.fields).toEqual({ 'provenance.weaverId': provenanceMessages.weaverNotFound });
      const wrong = await send('POST', '/api/admin/products', { ...productForm, provenance: { loomDays: '0', silkMarkLabel: '<script>' } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toEqual({
        'provenance.loomDays': provenanceMessages.loomDaysInvalid,
        'provenance.silkMarkLabel': provenanceMessages.silkMarkLabelInvalid,
      });
    });
  });

  describe('donation ledger', () => {
    const ledger = async () => (await send('GET', '/api/donations/ledger', undefined, '')).json();
    const fundsTotal = async () => (await send('GET', '/api/admin/funds')).json().totalRaisedPaise as number;

    it('adds up to the paisa with the Funds tab after paid, cancelled, uncollected and refunded orders', async () => {
      const before = await ledger();
      expect(before.raisedPaise).toBe(await fundsTotal());

      const saree = await insertProduct(shop.database.db, { title: 'Ledger Saree', stock: 10, pricePaise: 150_000 });
      // A paid order through the real checkout: the shopper gave ₹50.
      const { session } = await buy(shop.app, shopper.cookie, [{ productId: saree.id, quantity: 1 }]);
      expect((await ledger()).raisedPaise).toBe(before.raisedPaise + 5_000);

      const line = { productId: saree.id, title: 'Ledger Saree', unitPricePaise: 150_000, quantity: 1 };
      const buyer = { userId: shopper.user.uid, email: shopper.user.email };
      await insertOrder(shop.database.db, { ...buyer, status: 'cancelled', donationPaise: 7_000, lines: [line] });
      // Cash on delivery not yet collected counts only once the cash is in hand.
      const cod = await insertOrder(shop.database.db, { ...buyer, status: 'paid', paidAt: null, paymentId: null, donationPaise: 11_000, lines: [line] });
      await insertOrder(shop.database.db, { ...buyer, status: 'delivered', donationPaise: 2_550, lines: [line] });
      expect((await ledger()).raisedPaise).toBe(before.raisedPaise + 5_000 + 2_550);
      expect(await fundsTotal()).toBe(before.raisedPaise + 5_000 + 2_550);
      expect(cod.id).toBeTruthy();

      // The admin cancels the paid order: it is refunded, and its donation leaves the total.
      const cancelled = await send('POST', `/api/admin/orders/${session.orderId}/status`, { status: 'cancelled' });
      expect(cancelled.json().status).toBe('refunded');
      const after = await ledger();
      expect(after.raisedPaise).toBe(before.raisedPaise + 2_550);
      expect(after.raisedPaise).toBe(await fundsTotal());
    });

    /** A delivered order that gave this much to the fund, so there is something to give out. */
    const donate = async (donationPaise: number) => {
      const saree = await insertProduct(shop.database.db, { title: 'Donor Saree', stock: 10, pricePaise: 150_000 });
      const line = { productId: saree.id, title: 'Donor Saree', unitPricePaise: 150_000, quantity: 1 };
      await insertOrder(shop.database.db, { userId: shopper.user.uid, email: shopper.user.email, status: 'delivered', donationPaise, lines: [line] });
    };
    /** Rupees as the form sends them: 1234.5 for 1_23_450 paise. */
    const rupees = (paise: number) => String(paise / 100);

    it('records disbursements with their checks, lists them newest first and sums what was given', async () => {
      await donate(5_00_000);
      const missing = await send('POST', '/api/admin/disbursements', { givenOn: '', amount: '', recipient: '' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toBe(weaverMessages.allFieldsRequired);
      const wrong = await send('POST', '/api/admin/disbursements', { givenOn: '2026-02-30', amount: '-5', recipient: 'Loom repairs' });
      expect(wrong.json().error.fields).toEqual({ givenOn: weaverMessages.dateInvalid, amount: weaverMessages.amountInvalid });
      const future = await send('POST', '/api/admin/disbursements', { givenOn: '2999-01-01', amount: '5', recipient: 'x' });
      expect(future.json().error.fields).toEqual({ givenOn: weaverMessages.dateInvalid });
      const noReceipt = await send('POST', '/api/admin/disbursements', { givenOn: '2026-01-05', amount: '5', recipient: 'x', receipt: '/media/00000000deadbeef' });
      expect(noReceipt.json().error.fields).toEqual({ receipt: weaverMessages.imageNotFound });

      const older = await send('POST', '/api/admin/disbursements', { givenOn: '2026-01-05', amount: '1500.50', recipient: 'Yarn bought for the Arani cluster' });
      expect(older.statusCode).toBe(201);
      expect(older.json()).toMatchObject({ givenOn: '2026-01-05', amountPaise: 150_050, receipt: null });
      await send('POST', '/api/admin/disbursements', { givenOn: '2026-03-01', amount: '800', recipient: 'Two pit looms repaired' });
      const listed = await ledger();
      expect(listed.givenPaise).toBe(150_050 + 80_000);
      expect(listed.disbursements.map((entry: { recipient: string }) => entry.recipient)).toEqual(['Two pit looms repaired', 'Yarn bought for the Arani cluster']);
      expect((await send('GET', '/api/admin/disbursements')).json()).toEqual(listed);

    });

    it('an entry recorded by mistake is withdrawn with a reason, stays listed for everyone, and no longer counts as given; nothing deletes one', async () => {
      const before = await ledger();
      const entry = (await send('POST', '/api/admin/disbursements', { givenOn: '2026-04-02', amount: '1200', recipient: 'Entered twice by mistake' })).json();
      const withdraw = (id: string, reason: unknown) => send('POST', `/api/admin/disbursements/${id}/withdraw`, { reason });
      expect((await ledger()).givenPaise).toBe(before.givenPaise + 120_000);

      const silent = await withdraw(entry.id, '  ok ');
      expect(silent.statusCode).toBe(400);
      expect(silent.json().error.fields).toEqual({ reason: weaverMessages.withdrawReasonShort });
      expect((await withdraw(entry.id, 'x'.repeat(301))).json().error.fields).toEqual({ reason: weaverMessages.withdrawReasonLong });
      expect((await ledger()).givenPaise).toBe(before.givenPaise + 120_000);

      const withdrawn = await withdraw(entry.id, 'The same gift was entered twice');
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(withdrawn.json()).toMatchObject({ id: entry.id, amountPaise: 120_000, withdrawn: { reason: 'The same gift was entered twice' } });
      const after = await ledger();
      expect(after.givenPaise).toBe(before.givenPaise);
      // Still in the public ledger, with when and why.
      const listed = after.disbursements.find((row: { id: string }) => row.id === entry.id);
      expect(listed).toMatchObject({ recipient: 'Entered twice by mistake', amountPaise: 120_000, withdrawn: { reason: 'The same gift was entered twice' } });
      expect(Date.now() - Date.parse(listed.withdrawn.at)).toBeLessThan(60_000);
      expect(after.disbursements.filter((row: { withdrawn: unknown }) => row.withdrawn === null).length).toBe(before.disbursements.length);

      const again = await withdraw(entry.id, 'Another reason entirely');
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(weaverMessages.alreadyWithdrawn);
      expect((await ledger()).disbursements.find((row: { id: string }) => row.id === entry.id).withdrawn.reason).toBe('The same gift was entered twice');
      expect((await withdraw('00000000-0000-4000-8000-000000000000', 'Not in the ledger at all')).statusCode).toBe(404);
      // There is no way to delete an entry.
      expect((await send('DELETE', `/api/admin/disbursements/${entry.id}`)).statusCode).toBe(404);
      expect((await ledger()).disbursements.some((row: { id: string }) => row.id === entry.id)).toBe(true);
    });

    it('refuses a disbursement larger than what is left, naming what is left in English or Tamil, and writes nothing', async () => {
      const before = await ledger();
      const left = before.raisedPaise - before.givenPaise;
      expect(left).toBeGreaterThan(0);
      const tooMuch = { givenOn: '2026-05-01', amount: rupees(left + 1), recipient: 'More than the fund holds' };

      const refused = await send('POST', '/api/admin/disbursements', tooMuch);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({ code: 'conflict', message: weaverMessages.moreThanLeft(left), fields: { amount: weaverMessages.moreThanLeft(left) } });
      // It names what is left, as the ledger shows it (₹2,725 here).
      expect(refused.json().error.message).toContain(`Only ${formatRupeesShort(left)} of the donations is left to give.`);
      const inTamil = await send('POST', '/api/admin/disbursements', tooMuch, `${admin}; ${LANGUAGE_COOKIE}=ta`);
      expect(inTamil.statusCode).toBe(409);
      expect(inTamil.json().error.message).toBe(taWeaverMessages.moreThanLeft(left));
      expect(inTamil.json().error.fields).toEqual({ amount: taWeaverMessages.moreThanLeft(left) });
      expect(await ledger()).toEqual(before);

      // Exactly what is left is fine; then nothing is.
      const all = await send('POST', '/api/admin/disbursements', { ...tooMuch, amount: rupees(left), recipient: 'All that was left' });
      expect(all.statusCode, all.body).toBe(201);
      const empty = await send('POST', '/api/admin/disbursements', { ...tooMuch, amount: '1' });
      expect(empty.json().error.message).toBe('Nothing of the donations is left to give: every rupee raised has been given.');
      // A donation refunded after its rupees were given leaves the ledger over, and the refusal says by how much (not "₹0").
      const [over] = await shop.database.db.insert(disbursements).values({ givenOn: '2026-11-20', amountPaise: 12_500, recipient: 'Given before a refund' }).returning();
      const overdrawn = await send('POST', '/api/admin/disbursements', { ...tooMuch, amount: '1' });
      expect(overdrawn.json().error.message).toBe('Nothing of the donations is left to give: ₹125 more has been given than they raised (a donation refunded after it was given).');
      await shop.database.db.delete(disbursements).where(eq(disbursements.id, over?.id ?? ''));
      // Withdrawing an entry gives its amount back to give.
      expect((await send('POST', `/api/admin/disbursements/${all.json().id}/withdraw`, { reason: 'Checking the limit' })).statusCode).toBe(200);
      expect((await ledger()).givenPaise).toBe(before.givenPaise);
    });

    it('lets only one of several disbursements sent at once spend the same rupees', async () => {
      const before = await ledger();
      const left = before.raisedPaise - before.givenPaise;
      // Any one of them fits; no two do.
      const each = Math.floor(left / 2) + 1;
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, index) => send('POST', '/api/admin/disbursements', { givenOn: '2026-05-02', amount: rupees(each), recipient: `At the same time ${index}` })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
      const after = await ledger();
      expect(after.givenPaise).toBe(before.givenPaise + each);
      expect(after.disbursements).toHaveLength(before.disbursements.length + 1);
      const recorded = answers.find((answer) => answer.statusCode === 201)?.json();
      expect((await send('POST', `/api/admin/disbursements/${recorded.id}/withdraw`, { reason: 'Checking two at once' })).statusCode).toBe(200);
    });
  });
});
