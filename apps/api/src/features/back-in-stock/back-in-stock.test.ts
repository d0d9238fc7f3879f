import { LANGUAGE_HEADER, type ShopLocale } from '@handloom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    await new Promise((resolve) => setTimeout(resolve, 300));
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
