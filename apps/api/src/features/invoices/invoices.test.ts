import { LANGUAGE_HEADER, OrderSchema, type CheckoutSession } from '@handloom/shared';
import { eq, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/client.ts';
import { orders, taxDocuments } from '../../db/schema.ts';
import { insertOrder } from '../../testing/order-rows.ts';
import { ordersRepository } from '../orders/orders.repository.ts';
import { invoicesRepository } from './invoices.repository.ts';
import { buy, checkout, deliveryAddress, sandboxPay, verify } from '../../testing/checkout-driver.ts';
import { insertProduct } from '../../testing/factories.ts';
import { logIn, newShopper, signUp } from '../../testing/http.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const ADMIN = { email: 'owner@kaithari.example', password: 'a-long-admin-password' };
const SELLER = { legalName: 'Kaithari Handlooms', address: '14 Weavers Street\nArani 632301', stateCode: '33', registered: true, gstin: '33AAAFK0000A1ZP' };

describe('GST invoices', () => {
  let shop: TestApp, inbox: SmtpInbox, admin: string;
  // Each test issues in a financial year of its own, so its series starts at 1.
  let now = new Date('2026-11-25T06:00:00Z');
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    shop = await createTestApp(
      { SMTP_URL: inbox.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_PER_ADDRESS: '100000', SHIPPING_PER_UNIT_RUPEES: '50' },
      { clock: () => now },
    );
    await shop.app.accounts.ensureAdminAccount();
    admin = (await logIn(shop.app, ADMIN.email, ADMIN.password)).cookie;
  });
  afterAll(async () => {
    await shop.close();
    await inbox.close();
  });

  const db = () => shop.database.db;
  const get = (url: string, cookie?: string) => shop.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const setSeller = (body: object) => shop.app.inject({ method: 'PUT', url: '/api/admin/settings/seller', headers: { cookie: admin }, payload: body });
  const documentsOf = (orderId: string) => db().select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(taxDocuments.createdAt);
  const orderOf = async (cookie: string, orderId: string) => {
    const [row] = await db().select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
    return OrderSchema.parse((await get(`/api/orders/KH-${row?.number}`, cookie)).json());
  };
  async function shopper() {
    const person = newShopper();
    return { ...(await signUp(shop.app, person)), email: person.email };
  }

  describe('seller settings', () => {
    it('refuses a GSTIN with a wrong check character or of another state, changing nothing', async () => {
      const wrongCheck = await setSeller({ ...SELLER, gstin: '33AAAFK0000A1ZQ' });
      expect(wrongCheck.statusCode).toBe(400);
      expect(wrongCheck.json().error.fields.gstin).toMatch(/last character does not match/);
      const otherState = await setSeller({ ...SELLER, gstin: '27AAPFU0939F1ZV' });
      expect(otherState.json().error.fields.gstin).toBe('This GSTIN begins with 27, but the state code of Tamil Nadu is 33.');
      const missing = await setSeller({ ...SELLER, gstin: '' });
      expect(missing.json().error.fields.gstin).toMatch(/Enter the GSTIN/);
      expect((await get('/api/admin/settings/seller', admin)).json()).toMatchObject({ registered: false, gstin: null, legalName: '' });
    });

    it("answers a Tamil dashboard's GSTIN of another state in Tamil", async () => {
      const setInTamil = (body: object) =>
        shop.app.inject({ method: 'PUT', url: '/api/admin/settings/seller', headers: { cookie: admin, [LANGUAGE_HEADER]: 'ta' }, payload: body });
      const tamil = await setInTamil({ ...SELLER, stateCode: '29', gstin: '33AAAFK0000A1ZP' });
      expect(tamil.statusCode).toBe(400);
      expect(tamil.json().error).toEqual({
        code: 'validation_error',
        message: 'சில புலங்களைச் சரிபார்க்கவும்.',
        fields: { gstin: 'இந்த GSTIN 33 என்று தொடங்குகிறது, ஆனால் நீங்கள் தேர்வு செய்த மாநிலத்தின் குறியீடு 29.' },
      });
      expect((await setSeller({ ...SELLER, stateCode: '29', gstin: '33AAAFK0000A1ZP' })).json().error.fields.gstin).toBe(
        'This GSTIN begins with 33, but the state code of Karnataka is 29.',
      );
    });

    it('is for the admin only', async () => {
      const { cookie } = await shopper();
      expect((await shop.app.inject({ method: 'PUT', url: '/api/admin/settings/seller', headers: { cookie }, payload: SELLER })).statusCode).toBe(403);
      expect((await get('/api/admin/settings/gst-rates', cookie)).statusCode).toBe(403);
    });

    it('starts with the default rates, which the admin can change (both or neither of limit and rate above)', async () => {
      const rates = (await get('/api/admin/settings/gst-rates', admin)).json().rates;
      expect(rates).toContainEqual({ hsn: '6214', description: 'Shawls, scarves, stoles', ratePercent: '5', thresholdRupees: '2500', rateAbovePercent: '18' });
      const half = await shop.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/gst-rates',
        headers: { cookie: admin },
        payload: { rates: [{ hsn: '6214', description: 'Shawls', ratePercent: '5', thresholdRupees: '2500', rateAbovePercent: '' }] },
      });
      expect(half.statusCode).toBe(400);
      expect(half.json().error.fields['rates.0.rateAbovePercent']).toMatch(/both/);
      // A rate the law does not have (a 7 typed for 5, the 12 % that ended on 22 September 2025) is refused, and nothing is saved.
      const unlawful = await shop.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/gst-rates',
        headers: { cookie: admin },
        payload: { rates: [{ hsn: '5208', description: 'Cotton sarees', ratePercent: '7', thresholdRupees: '', rateAbovePercent: '' }, { hsn: '6214', description: 'Shawls', ratePercent: '5', thresholdRupees: '2500', rateAbovePercent: '12' }] },
      });
      expect(unlawful.statusCode).toBe(400);
      expect(unlawful.json().error.fields).toMatchObject({ 'rates.0.ratePercent': expect.stringContaining('0, 0.25, 1.5, 3, 5, 18, 28 or 40 %'), 'rates.1.rateAbovePercent': expect.stringContaining('tax adviser') });
      expect((await get('/api/admin/settings/gst-rates', admin)).json().rates).toHaveLength(rates.length);
    });
  });

  it('issues a bill of supply, with no tax, while the seller is not registered', async () => {
    now = new Date('2031-06-01T06:00:00Z');
    const { cookie } = await shopper();
    const product = await insertProduct(db(), { pricePaise: 105_000, discountPercent: 0, stock: 5, category: 'silk_sarees' });
    const { session } = await buy(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
    const [document] = await documentsOf(session.orderId);
    expect(document).toMatchObject({ kind: 'bill_of_supply', number: 'KB/2031-32/00001', cgstPaise: 0, sgstPaise: 0, igstPaise: 0, amountPaise: 110_000 });
    const order = await orderOf(cookie, session.orderId);
    expect(order.taxDocuments.invoice).toEqual({ number: 'KB/2031-32/00001', kind: 'bill_of_supply' });
    const response = await get(`/api/orders/${order.number}/invoice`, cookie);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('BILL OF SUPPLY');
    expect(text).toContain('Not registered for GST');
    expect(text).toContain('03/2018-Integrated Tax');
    expect(text).not.toMatch(/CGST|IGST/);
  });

  describe('a registered seller', () => {
    beforeAll(async () => {
      expect((await setSeller(SELLER)).statusCode).toBe(200);
    });

    it('invoices a Tamil Nadu delivery with CGST + SGST, totals the amount charged without the donation, and emails the PDF', async () => {
      now = new Date('2032-07-10T06:00:00Z');
      const { cookie, email } = await shopper();
      // ₹1,499 less 15 %: ₹1,274.15, paise from the discount.
      const saree = await insertProduct(db(), { title: 'Kanchipuram silk saree', pricePaise: 149_900, discountPercent: 15, stock: 5, category: 'silk_sarees' });
      const stole = await insertProduct(db(), { title: 'Pashmina stole', pricePaise: 300_000, discountPercent: 0, stock: 5, category: 'stoles' });
      const { session } = await buy(shop.app, cookie, [
        { productId: saree.id, quantity: 1 },
        { productId: stole.id, quantity: 2 },
      ]);
      const [invoice] = await documentsOf(session.orderId);
      const charged = 127_415 + 2 * 300_000 + 3 * 5_000;
      expect(session.totals.totalPaise).toBe(charged + 5_000); // the ₹50 donation is charged but not invoiced
      expect(invoice).toMatchObject({ kind: 'tax_invoice', number: 'KH/2032-33/00001', placeOfSupplyCode: '33', amountPaise: charged, igstPaise: 0 });
      expect((invoice?.taxableValuePaise ?? 0) + (invoice?.cgstPaise ?? 0) + (invoice?.sgstPaise ?? 0)).toBe(charged);
      expect(invoice?.cgstPaise).toBe(invoice?.sgstPaise);

      const order = await orderOf(cookie, session.orderId);
      const text = await pdfText((await get(`/api/orders/${order.number}/invoice`, cookie)).rawPayload);
      for (const field of [
        'TAX INVOICE',
        'Kaithari Handlooms',
        'GSTIN: 33AAAFK0000A1ZP',
        'Invoice no.: KH/2032-33/00001',
        'Date: 10 Jul 2032',
        'Place of supply: Tamil Nadu (code 33)',
        'State: Tamil Nadu (code 33)',
        'Meena Sundaram',
        'Kanchipuram silk saree',
        '5007',
        '6214',
        // Rule 46(i): the quantity with its unit.
        '1 PCS',
        '2 PCS',
        '@ 2.5%',
        '@ 9%',
        'CGST',
        'SGST',
        'Shipping',
        'Rupees Seven Thousand Four Hundred Twenty-Four and Paise Fifteen Only',
        'Authorised signatory',
      ]) {
        expect(text).toContain(field);
      }
      expect(text).not.toContain('IGST');
      expect(text).not.toMatch(/donation/i);

      const mail = await inbox.next(email);
      expect(mail.text).toContain('Your tax invoice is attached');
      expect(mail.text).toContain('Donation to our weavers:  ₹50.00');
      expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([['KH-2032-33-00001.pdf', 'application/pdf']]);
      expect(await pdfText(mail.attachments[0]?.content ?? Buffer.alloc(0))).toContain('KH/2032-33/00001');
    });

    it('says nothing of a donation in the confirmation of an order without one', async () => {
      now = new Date('2047-06-01T06:00:00Z');
      const { cookie, email } = await shopper();
      const product = await insertProduct(db(), { title: 'Cotton saree', pricePaise: 150_000, discountPercent: 0, stock: 5, category: 'cotton_sarees' });
      const session = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }], { donation: 0 });
      expect((await verify(shop.app, cookie, session.orderId, await sandboxPay(shop.app, cookie, session))).statusCode).toBe(200);
      const mail = await inbox.next(email);
      expect(mail.text).toContain('Your tax invoice is attached (prices include GST).\n');
      expect(mail.text).toContain('  Shipping:  ₹50.00\n  Total paid:  ₹1,550.00\n');
      expect(mail.text).not.toMatch(/donation/i);
    });

    it('invoices a Karnataka delivery with IGST', async () => {
      now = new Date('2033-05-01T06:00:00Z');
      const { cookie } = await shopper();
      const product = await insertProduct(db(), { title: 'Cotton saree', pricePaise: 210_000, discountPercent: 0, stock: 5, category: 'cotton_sarees' });
      // A Bengaluru address through the real checkout (its state is checked against the pincode).
      const bengaluru = { ...deliveryAddress, pincode: '560001', address: '4 MG Road', locality: 'Shivajinagar', city: 'Bengaluru', state: 'Karnataka', landmark: '' };
      const session = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }], { address: bengaluru });
      expect((await db().select({ state: orders.addressState }).from(orders).where(eq(orders.id, session.orderId)))[0]?.state).toBe('Karnataka');
      expect((await verify(shop.app, cookie, session.orderId, await sandboxPay(shop.app, cookie, session))).statusCode).toBe(200);
      const [invoice] = await documentsOf(session.orderId);
      expect(invoice).toMatchObject({ placeOfSupplyCode: '29', cgstPaise: 0, sgstPaise: 0, amountPaise: 215_000 });
      const order = await orderOf(cookie, session.orderId);
      const text = await pdfText((await get(`/api/orders/${order.number}/invoice`, cookie)).rawPayload);
      expect(text).toContain('Place of supply: Karnataka (code 29)');
      expect(text).toContain('IGST');
      expect(text).toContain('@ 5%');
      expect(text).toContain('Bengaluru');
      expect(text).not.toMatch(/CGST|SGST/);
    });

    it('labels the invoice in Tamil and English, groups a lakh the Indian way, and writes a Tamil order its email in Tamil', async () => {
      now = new Date('2045-06-01T06:00:00Z');
      const { cookie, email } = await shopper();
      const saree = await insertProduct(db(), {
        title: 'Kanchipuram bridal silk saree',
        titleTa: 'காஞ்சிபுரம் மணப்பெண் பட்டுப் புடவை',
        pricePaise: 1_00_000_00,
        discountPercent: 0,
        stock: 2,
        category: 'silk_sarees',
      });
      // Bought from the Tamil pages: the language cookie the header's switch sets rides along.
      const { session } = await buy(shop.app, `${cookie}; lang=ta`, [{ productId: saree.id, quantity: 1 }]);

      const order = await orderOf(cookie, session.orderId);
      // The order keeps both titles as they were when bought.
      expect(order.lines.map(({ title, titleTa }) => ({ title, titleTa }))).toEqual([{ title: 'Kanchipuram bridal silk saree', titleTa: 'காஞ்சிபுரம் மணப்பெண் பட்டுப் புடவை' }]);
      const text = await pdfText((await get(`/api/orders/${order.number}/invoice`, cookie)).rawPayload);
      // pdf.js gives Tamil vowel signs written before their consonant in the order they are drawn,
      // so the Tamil checked here is labels without them; the whole page was checked by eye.
      for (const field of [
        '/ TAX INVOICE',
        'வழங்கும் இடம் / Place of supply: Tamil Nadu (code 33)',
        'மாநிலம் / State: Tamil Nadu (code 33)',
        'Invoice no.: KH/2045-46/00001',
        'Date: 1 Jun 2045',
        '/ Invoice total',
        '₹1,00,050.00',
        '1,00,000.00',
        'Rupees One Lakh Fifty Only',
      ]) {
        expect(text).toContain(field);
      }

      const mail = await inbox.next(email);
      expect(mail.subject).toBe(`Kaithari Handlooms: உங்கள் ஆர்டர் ${order.number} உறுதி செய்யப்பட்டது`);
      expect(mail.text).toContain('வணக்கம் Meena Sundaram,');
      expect(mail.text).toContain('  காஞ்சிபுரம் மணப்பெண் பட்டுப் புடவை x 1 @ ₹1,00,000.00 = ₹1,00,000.00');
      expect(mail.text).toContain('  எங்கள் நெசவாளர்களுக்கு நன்கொடை:  ₹50.00');
      expect(mail.text).toContain('  செலுத்திய மொத்தம்:  ₹1,00,100.00');
      expect(mail.text).toContain('உங்கள் வரி விலைப்பட்டியல் இணைக்கப்பட்டுள்ளது');
      expect(mail.text).toContain(`/ta/order/${order.number}\n`);
      // The delivery address names its state in Tamil, as the Tamil pages do.
      expect(mail.text).toMatch(/\n {2}தமிழ்நாடு\n/);
      expect(mail.text).not.toMatch(/Hello|Thank you|Total paid|Tamil Nadu/);
    });

    it('heads every page of a long invoice with its number and the column headings', async () => {
      now = new Date('2046-06-01T06:00:00Z');
      const { cookie } = await shopper();
      const pieces = await Promise.all(
        Array.from({ length: 20 }, (_, index) => insertProduct(db(), { title: `Handwoven silk saree with a zari border, design ${index + 1}`, pricePaise: 100_000, discountPercent: 0, stock: 2, category: 'silk_sarees' })),
      );
      const { session } = await buy(shop.app, cookie, pieces.map((piece) => ({ productId: piece.id, quantity: 1 })));
      const order = await orderOf(cookie, session.orderId);
      const parser = new PDFParse({ data: new Uint8Array((await get(`/api/orders/${order.number}/invoice`, cookie)).rawPayload) });
      try {
        const { pages } = await parser.getText();
        expect(pages.length).toBeGreaterThan(1);
        for (const page of pages) {
          expect(page.text).toContain('KH/2046-47/00001');
          if (/@ 2\.5%/.test(page.text)) expect(page.text).toContain('Taxable value');
        }
        expect(pages.filter((page) => /@ 2\.5%/.test(page.text)).length).toBeGreaterThan(1);
        expect(pages.map((page) => page.text).join('\n')).toContain('Invoice total');
      } finally {
        await parser.destroy();
      }
    });

    it("lets a shopper download only their own invoice; the admin downloads any", async () => {
      now = new Date('2034-05-01T06:00:00Z');
      const owner = await shopper();
      const other = await shopper();
      const product = await insertProduct(db(), { stock: 5 });
      const { session } = await buy(shop.app, owner.cookie, [{ productId: product.id, quantity: 1 }]);
      const order = await orderOf(owner.cookie, session.orderId);
      expect((await get(`/api/orders/${order.number}/invoice`, owner.cookie)).statusCode).toBe(200);
      expect((await get(`/api/orders/${order.number}/invoice`, other.cookie)).statusCode).toBe(404);
      expect((await get(`/api/orders/${order.number}/invoice`)).statusCode).toBe(401);
      expect((await get(`/api/orders/${order.number}/credit-note`, owner.cookie)).statusCode).toBe(404);
      const byAdmin = await get(`/api/admin/orders/${session.orderId}/invoice`, admin);
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.headers['content-disposition']).toBe('attachment; filename="KH-2034-35-00001.pdf"');
      expect((await get(`/api/admin/orders/${session.orderId}/invoice`, owner.cookie)).statusCode).toBe(403);
    });

    it('keeps an issued invoice as it was when the seller changes', async () => {
      now = new Date('2035-05-01T06:00:00Z');
      const { cookie } = await shopper();
      const product = await insertProduct(db(), { stock: 5 });
      const { session } = await buy(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
      expect((await setSeller({ ...SELLER, legalName: 'Renamed Weavers' })).statusCode).toBe(200);
      const text = await pdfText((await get(`/api/admin/orders/${session.orderId}/invoice`, admin)).rawPayload);
      expect(text).toContain('Kaithari Handlooms');
      expect(text).not.toContain('Renamed Weavers');
      expect((await setSeller(SELLER)).statusCode).toBe(200);
    });

    it('gives 50 concurrent payments the invoice numbers 1 to 50, with no gap or repeat', async () => {
      now = new Date('2036-05-01T06:00:00Z');
      const { user } = await shopper();
      const product = await insertProduct(db(), { stock: 100 });
      const pending = await Promise.all(
        Array.from({ length: 50 }, () =>
          insertOrder(db(), { userId: user.uid, email: user.email, status: 'pending', paidAt: null, paymentId: null, lines: [{ productId: product.id, title: 'A saree', unitPricePaise: 100_000, quantity: 1 }] }),
        ),
      );
      // The settlement itself, 50 at once on 20 connections of their own: the shop's transaction, the database's locks.
      const pool = connectDatabase(shop.databaseUrl, { max: 20 });
      try {
        const repository = ordersRepository(pool.db, { taxDocuments: invoicesRepository(pool.db, 'Kaithari Handlooms', shop.app.log), clock: () => now });
        const outcomes = await Promise.all(pending.map((order, index) => repository.settlePayment(order.id, `pay_concurrent_${index}`, { method: 'card', reference: null })));
        expect(outcomes.map((outcome) => outcome.kind)).toEqual(pending.map(() => 'paid'));
      } finally {
        await pool.close();
      }
      const issued = await db().select({ sequence: taxDocuments.sequence, number: taxDocuments.number }).from(taxDocuments).where(eq(taxDocuments.financialYear, '2036-37'));
      expect(issued.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
      expect(new Set(issued.map((row) => row.number)).size).toBe(50);
    });

    it('takes no number for a payment whose transaction rolls back', async () => {
      now = new Date('2037-05-01T06:00:00Z');
      const { cookie } = await shopper();
      const product = await insertProduct(db(), { stock: 5 });
      const failing = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
      // A real failure inside the payment's transaction, after the invoice number is taken.
      await db().execute(
        sql.raw(`create function fail_invoice() returns trigger language plpgsql as $$ begin raise exception 'invoice insert failed'; end $$;
                 create trigger fail_invoice before insert on tax_documents for each row when (new.order_id = '${failing.orderId}') execute function fail_invoice();`),
      );
      const payment = await sandboxPay(shop.app, cookie, failing);
      expect((await verify(shop.app, cookie, failing.orderId, payment)).statusCode).toBe(500);
      const [unpaid] = await db().select({ status: orders.status, paidAt: orders.paidAt }).from(orders).where(eq(orders.id, failing.orderId));
      expect(unpaid).toEqual({ status: 'pending', paidAt: null });
      await db().execute(sql`drop trigger fail_invoice on tax_documents; drop function fail_invoice()`);

      const other = await shopper();
      const { session } = await buy(shop.app, other.cookie, [{ productId: product.id, quantity: 1 }]);
      expect((await documentsOf(session.orderId))[0]?.number).toBe('KH/2037-38/00001');
      // The same payment verified again, now without the failure, takes the next number.
      expect((await verify(shop.app, cookie, failing.orderId, payment)).statusCode).toBe(200);
      expect((await documentsOf(failing.orderId))[0]?.number).toBe('KH/2037-38/00002');
    });

    it('starts a new series at midnight on 1 April, India time', async () => {
      const product = await insertProduct(db(), { stock: 5 });
      const { cookie } = await shopper();
      now = new Date('2039-03-31T18:29:59.000Z'); // 31 March 2039, 23:59:59 IST
      const march = await buy(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
      now = new Date('2039-03-31T18:30:00.000Z'); // 1 April 2039, 00:00 IST
      const april = await buy(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
      expect((await documentsOf(march.session.orderId))[0]?.number).toBe('KH/2038-39/00001');
      expect((await documentsOf(april.session.orderId))[0]?.number).toBe('KH/2039-40/00001');
    });

    it('issues a credit note against the invoice when the order is cancelled, in its own series', async () => {
      now = new Date('2040-05-01T06:00:00Z');
      const { cookie } = await shopper();
      const product = await insertProduct(db(), { stock: 5 });
      const { session } = await buy(shop.app, cookie, [{ productId: product.id, quantity: 2 }]);
      now = new Date('2040-05-02T06:00:00Z');
      const cancelled = await shop.app.inject({ method: 'POST', url: `/api/orders/${session.orderId}/cancel`, headers: { cookie }, payload: {} });
      expect(cancelled.statusCode).toBe(200);
      const [invoice, note] = await documentsOf(session.orderId);
      expect(note).toMatchObject({ kind: 'credit_note', number: 'KC/2040-41/00001', invoiceId: invoice?.id, amountPaise: invoice?.amountPaise, cgstPaise: invoice?.cgstPaise });
      const order = OrderSchema.parse(cancelled.json());
      expect(order.taxDocuments).toEqual({ invoice: { number: 'KH/2040-41/00001', kind: 'tax_invoice' }, creditNote: { number: 'KC/2040-41/00001' } });
      const text = await pdfText((await get(`/api/orders/${order.number}/credit-note`, cookie)).rawPayload);
      expect(text).toContain('CREDIT NOTE');
      expect(text).toContain('Against invoice KH/2040-41/00001 of 1 May 2040');
      expect(text).toContain('Date: 2 May 2040');
      // The reason in Tamil too, as every label on the note (the text layer keeps Tamil's prefix vowel
      // signs in the order they are drawn, so only words without one are compared; the line wraps).
      expect(text).toContain('பணம் திருப்பி அளிக்கப்பட்டது / Order cancelled by the buyer;');

      const report = await get('/api/admin/gst/report?month=2040-05', admin);
      expect(report.statusCode).toBe(200);
      expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(report.body).toContain('KH/2040-41/00001');
      expect(report.body).toContain('KC/2040-41/00001');
      expect(report.body).toContain('33-Tamil Nadu,Intra-State,5%,0.00,0.00,0.00,0.00');
      expect((await get('/api/admin/gst/report?month=2040-13', admin)).statusCode).toBe(400);
    });
  });

  it('never invoices an unpaid checkout', async () => {
    const { cookie } = await shopper();
    const product = await insertProduct(db(), { stock: 5 });
    const session: CheckoutSession = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
    expect(await documentsOf(session.orderId)).toEqual([]);
  });
});
