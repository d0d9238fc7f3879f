import { LANGUAGE_HEADER, type ShopLocale } from '@handloom/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backInStockRequests, orders } from '../../db/schema.ts';
import { buy, checkout, post, SANDBOX_DECLINED_CARD } from '../../testing/checkout-driver.ts';
import { insertProduct } from '../../testing/factories.ts';
import { logIn, newShopper, signUp } from '../../testing/http.ts';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const ADMIN = { email: 'owner@kaithari.example', password: 'a-long-admin-password' };

describe('"Notify me when it is back"', () => {
  let shop: TestApp, inbox: SmtpInbox, admin: string;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    shop = await createTestApp({ SMTP_URL: inbox.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_PER_ADDRESS: '100000', PUBLIC_URL: 'https://shop.example' });
    await shop.app.accounts.ensureAdminAccount();
    admin = (await logIn(shop.app, ADMIN.email, ADMIN.password)).cookie;
  });
  afterAll(async () => {
    await shop.close();
    await inbox.close();
  });

  const ask = (productId: string, cookie?: string, language: ShopLocale = 'en') =>
    shop.app.inject({ method: 'POST', url: `/api/products/${productId}/back-in-stock-requests`, headers: { [LANGUAGE_HEADER]: language, ...(cookie ? { cookie } : {}) } });
  const restock = (product: { id: string; title: string; titleTa?: string | null }, stock: number) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: { cookie: admin },
      payload: { title: product.title, price: '1499', discountPercent: '0', images: ['https://images.example/a.jpg', '', '', ''], category: 'Cotton Sarees', stock: String(stock), description: 'Soft cotton', titleTa: product.titleTa ?? '' },
    });
  const mailsTo = (email: string) => inbox.messages.filter((mail) => mail.to.includes(email));

  it('emails each waiting shopper once when the admin restocks, never again', async () => {
    const product = await insertProduct(shop.database.db, { title: 'Chettinad Cotton Saree – Mustard', stock: 0 });
    const meena = newShopper();
    const { cookie } = await signUp(shop.app, meena);
    const ravi = newShopper({ name: 'Ravi' });
    const raviSession = await signUp(shop.app, ravi);

    const first = await ask(product.id, cookie);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ email: meena.email });
    // Asking twice is still one request.
    expect((await ask(product.id, cookie)).statusCode).toBe(201);
    expect((await ask(product.id, raviSession.cookie)).statusCode).toBe(201);

    // A save that leaves it sold out sends nothing.
    expect((await restock(product, 0)).statusCode).toBe(200);
    expect((await restock(product, 3)).statusCode).toBe(200);
    const mail = await inbox.next(meena.email);
    expect(mail.subject).toBe('Kaithari Handlooms: Chettinad Cotton Saree – Mustard is back in stock');
    expect(mail.text).toContain(`https://shop.example/productinfo/${product.id}`);
    expect((await inbox.next(ravi.email)).subject).toContain('is back in stock');

    // Saved again, sold out and restocked again: no second email for the same request.
    expect((await restock(product, 5)).statusCode).toBe(200);
    expect((await restock(product, 0)).statusCode).toBe(200);
    expect((await restock(product, 2)).statusCode).toBe(200);
    // The save only nudges the emails (they go in the background): a whole run of the job, then count.
    await shop.app.backInStock.runOnce();
    expect(mailsTo(meena.email)).toHaveLength(1);
    expect(mailsTo(ravi.email)).toHaveLength(1);
  });

  it('writes to a shopper who asked from a Tamil page in Tamil, naming the product by its Tamil title, with the /ta/ link; the English email is unchanged', async () => {
    const product = await insertProduct(shop.database.db, { title: 'Arani Silk Saree – Parrot Green', titleTa: 'ஆரணி பட்டுப் புடவை – கிளிப்பச்சை', stock: 0 });
    // Neither has ever ordered: the language is the page's they asked from.
    const lakshmi = newShopper({ name: 'லட்சுமி' });
    const ravi = newShopper({ name: 'Ravi' });
    expect((await ask(product.id, (await signUp(shop.app, lakshmi)).cookie, 'ta')).statusCode).toBe(201);
    expect((await ask(product.id, (await signUp(shop.app, ravi)).cookie, 'en')).statusCode).toBe(201);
    expect((await restock(product, 2)).statusCode).toBe(200);

    const tamil = await inbox.next(lakshmi.email);
    expect(tamil.subject).toBe('Kaithari Handlooms: ஆரணி பட்டுப் புடவை – கிளிப்பச்சை மீண்டும் இருப்பில் உள்ளது');
    expect(tamil.text.trimEnd()).toBe(
      [
        'அன்புள்ள லட்சுமி,',
        '',
        '"ஆரணி பட்டுப் புடவை – கிளிப்பச்சை" மீண்டும் வந்ததும் தெரிவிக்கச் சொன்னீர்கள். அது இப்போது மீண்டும் இருப்பில் உள்ளது:',
        `https://shop.example/ta/productinfo/${product.id}`,
        '',
        'கைத்தறிப் பொருட்கள் ஒருமுறைக்குச் சிலவே நெய்யப்படுகின்றன; அதனால் நீண்ட நாள் இருப்பில் இருக்காமல் போகலாம். இதைப் பற்றி மீண்டும் எழுத மாட்டோம்.',
        '',
        'Kaithari Handlooms',
      ].join('\n'),
    );

    const english = await inbox.next(ravi.email);
    expect(english.subject).toBe('Kaithari Handlooms: Arani Silk Saree – Parrot Green is back in stock');
    expect(english.text.trimEnd()).toBe(
      [
        'Dear Ravi,',
        '',
        'You asked us to tell you when "Arani Silk Saree – Parrot Green" was back. It is in stock again:',
        `https://shop.example/productinfo/${product.id}`,
        '',
        'Handloom pieces are woven a few at a time, so it may not stay long. We will not write about it again.',
        '',
        'Kaithari Handlooms',
      ].join('\n'),
    );
  });

  it('writes in the language of the last page a waiting shopper asked from', async () => {
    const product = await insertProduct(shop.database.db, { title: 'Kovai Cotton Veshti', stock: 0 });
    const shopper = newShopper();
    const { cookie } = await signUp(shop.app, shopper);
    expect((await ask(product.id, cookie, 'en')).statusCode).toBe(201);
    expect((await ask(product.id, cookie, 'ta')).statusCode).toBe(201);
    expect((await restock(product, 1)).statusCode).toBe(200);
    expect((await inbox.next(shopper.email)).subject).toBe('Kaithari Handlooms: Kovai Cotton Veshti மீண்டும் இருப்பில் உள்ளது');
  });

  it("answers the admin's save at once while the mail server is slow; the email still arrives", async () => {
    const product = await insertProduct(shop.database.db, { title: 'Madurai Sungudi Saree', stock: 0 });
    const shopper = newShopper();
    expect((await ask(product.id, (await signUp(shop.app, shopper)).cookie)).statusCode).toBe(201);

    inbox.holdNext(6_000);
    const started = Date.now();
    expect((await restock(product, 1)).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(mailsTo(shopper.email)).toHaveLength(0);
    expect((await inbox.next(shopper.email, 15_000)).subject).toBe('Kaithari Handlooms: Madurai Sungudi Saree is back in stock');
  });

  it('tries a refused email again on a later run, and sends it exactly once', async () => {
    const product = await insertProduct(shop.database.db, { title: 'Salem Silk Veshti', stock: 0 });
    const shopper = newShopper();
    expect((await ask(product.id, (await signUp(shop.app, shopper)).cookie)).statusCode).toBe(201);

    inbox.refuseNext(1);
    expect((await restock(product, 2)).statusCode).toBe(200);
    // Refused: still waiting, not marked notified.
    await vi.waitFor(async () => {
      const [waiting] = await shop.database.db.select().from(backInStockRequests).where(eq(backInStockRequests.productId, product.id));
      expect(waiting).toMatchObject({ notifiedAt: null, givenUpAt: null, tries: 1 });
    });
    await shop.app.backInStock.settled();
    expect(mailsTo(shopper.email)).toHaveLength(0);

    await shop.app.backInStock.runOnce();
    expect((await inbox.next(shopper.email)).subject).toBe('Kaithari Handlooms: Salem Silk Veshti is back in stock');
    await shop.app.backInStock.runOnce();
    expect((await restock(product, 3)).statusCode).toBe(200);
    await shop.app.backInStock.runOnce();
    expect(mailsTo(shopper.email)).toHaveLength(1);
  });

  it('emails the waiting shopper when the products CSV import restocks the product', async () => {
    const handle = `bis-csv-${Date.now()}`;
    const product = await insertProduct(shop.database.db, { handle, title: 'Kanchi Cotton Saree', stock: 0 });
    const shopper = newShopper();
    expect((await ask(product.id, (await signUp(shop.app, shopper)).cookie)).statusCode).toBe(201);

    const csv = [
      'Handle,Title,Body (HTML),Type,Variant Price,Discount Percent,Variant Inventory Qty,Image Src,Image Position,HSN Code,GST Rate,Fabric,Colour,Occasions',
      `${handle},Kanchi Cotton Saree – Indigo,Soft cotton.,cotton_sarees,1499.00,0,2,https://images.example/a.jpg,1,,,,,`,
    ].join('\r\n');
    const imported = await shop.app.inject({ method: 'POST', url: '/api/admin/products/import', headers: { cookie: admin }, payload: { csv, dryRun: false } });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ applied: true, updated: 1 });
    // The product as it is now: the title the import gave it.
    expect((await inbox.next(shopper.email)).subject).toBe('Kaithari Handlooms: Kanchi Cotton Saree – Indigo is back in stock');
  });

  it("emails the waiting shopper when an unpaid checkout's reservation lapses and its stock comes back", async () => {
    const product = await insertProduct(shop.database.db, { title: 'Bhavani Jamakkalam Stole', stock: 1 });
    const { cookie: buyer } = await signUp(shop.app, newShopper());
    const session = await checkout(shop.app, buyer, [{ productId: product.id, quantity: 1 }]);
    const shopper = newShopper();
    expect((await ask(product.id, (await signUp(shop.app, shopper)).cookie)).statusCode).toBe(201);

    await shop.database.db.update(orders).set({ reservedUntil: sql`now() - interval '1 minute'` }).where(eq(orders.id, session.orderId));
    await shop.app.reservationSweeper.runOnce();
    expect((await inbox.next(shopper.email)).subject).toBe('Kaithari Handlooms: Bhavani Jamakkalam Stole is back in stock');
  });

  it('emails the waiting shopper when a paid order is cancelled and its stock comes back', async () => {
    const product = await insertProduct(shop.database.db, { title: 'Kuthampully Cotton Dhoti', stock: 1 });
    const buyer = newShopper();
    const { cookie: buyerCookie } = await signUp(shop.app, buyer);
    const { session } = await buy(shop.app, buyerCookie, [{ productId: product.id, quantity: 1 }]);
    const shopper = newShopper();
    expect((await ask(product.id, (await signUp(shop.app, shopper)).cookie)).statusCode).toBe(201);

    const cancelled = await post(shop.app, `/api/orders/${session.orderId}/cancel`, buyerCookie, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // No run of the job is asked for: the cancellation itself nudges it.
    expect((await inbox.next(shopper.email)).subject).toBe('Kaithari Handlooms: Kuthampully Cotton Dhoti is back in stock');
  });

  it('emails the waiting shopper when the shop cancels a paid order', async () => {
    const product = await insertProduct(shop.database.db, { title: 'Paramakudi Cotton Saree', stock: 1 });
    const { session } = await buy(shop.app, (await signUp(shop.app, newShopper())).cookie, [{ productId: product.id, quantity: 1 }]);
    const shopper = newShopper();
    expect((await ask(product.id, (await signUp(shop.app, shopper)).cookie)).statusCode).toBe(201);

    const cancelled = await shop.app.inject({ method: 'POST', url: `/api/admin/orders/${session.orderId}/status`, headers: { cookie: admin }, payload: { status: 'cancelled' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await inbox.next(shopper.email)).subject).toBe('Kaithari Handlooms: Paramakudi Cotton Saree is back in stock');
  });

  it('emails the waiting shopper when declined payments end a checkout and release its stock', async () => {
    const product = await insertProduct(shop.database.db, { title: 'Sirumugai Silk Saree', stock: 1 });
    const { cookie: buyer } = await signUp(shop.app, newShopper());
    const session = await checkout(shop.app, buyer, [{ productId: product.id, quantity: 1 }]);
    const shopper = newShopper();
    expect((await ask(product.id, (await signUp(shop.app, shopper)).cookie)).statusCode).toBe(201);

    // PAYMENT_DECLINES_PER_ORDER (5 by default): the last decline allowed releases the order.
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post(shop.app, '/api/payments/sandbox/pay', buyer, { providerOrderId: session.providerOrderId, ...SANDBOX_DECLINED_CARD })).statusCode);
    expect(statuses).toEqual([402, 402, 402, 402, 409]);
    expect((await inbox.next(shopper.email)).subject).toBe('Kaithari Handlooms: Sirumugai Silk Saree is back in stock');
  });

  it('emails the waiting shopper when a checkout is abandoned, and on the next run when a request was recorded as stock came back', async () => {
    const product = await insertProduct(shop.database.db, { title: 'Kornad Silk Saree', stock: 1 });
    const { cookie: buyer } = await signUp(shop.app, newShopper());
    const session = await checkout(shop.app, buyer, [{ productId: product.id, quantity: 1 }]);
    const shopper = newShopper();
    expect((await ask(product.id, (await signUp(shop.app, shopper)).cookie)).statusCode).toBe(201);

    expect((await post(shop.app, `/api/orders/${session.orderId}/abandon`, buyer, {})).json()).toEqual({ released: true });
    expect((await inbox.next(shopper.email)).subject).toBe('Kaithari Handlooms: Kornad Silk Saree is back in stock');

    // A request that read "sold out" while a restock was committing lands after that restock's emails: the next run sends it.
    const late = newShopper();
    const { user } = await signUp(shop.app, late);
    await shop.database.db.insert(backInStockRequests).values({ productId: product.id, userId: user.uid, locale: 'en' });
    await shop.app.backInStock.runOnce();
    expect((await inbox.next(late.email)).subject).toBe('Kaithari Handlooms: Kornad Silk Saree is back in stock');
    await shop.app.backInStock.runOnce();
    expect(mailsTo(shopper.email)).toHaveLength(1);
    expect(mailsTo(late.email)).toHaveLength(1);
  });

  it('answers a Tamil page in Tamil when the product is in stock already', async () => {
    const inStock = await insertProduct(shop.database.db, { stock: 4 });
    const { cookie } = await signUp(shop.app, newShopper());
    expect((await ask(inStock.id, cookie, 'ta')).json().error.message).toBe('இந்தப் பொருள் இருப்பில் உள்ளது: இப்போதே வாங்கலாம்.');
    expect((await ask(inStock.id, cookie)).json().error.message).toBe('This product is in stock: you can buy it now.');
  });

  it('asks for a login, refuses a product in stock, and does not know a deleted or unknown one', async () => {
    const inStock = await insertProduct(shop.database.db, { stock: 4 });
    const deleted = await insertProduct(shop.database.db, { stock: 0, deletedAt: new Date() });
    const { cookie } = await signUp(shop.app, newShopper());
    expect((await ask(inStock.id)).statusCode).toBe(401);
    expect((await ask(inStock.id, cookie)).statusCode).toBe(409);
    expect((await ask(deleted.id, cookie)).statusCode).toBe(404);
    expect((await ask('not-a-product', cookie)).statusCode).toBe(404);
  });
});
