import { codMessages, LANGUAGE_HEADER, taCodMessages, type ShopLocale } from '@handloom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, deliveryAddress } from '../testing/checkout-driver.ts';
import { insertProduct } from '../testing/factories.ts';
import { newShopper, signUp } from '../testing/http.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Issue 14: the server's messages that carry a value (a product, a count, a
// pincode, a state) reach a Tamil page in Tamil, and an English page in the
// English the specification quotes, through the shop's own routes.

describe('messages with values, in the language of the page', () => {
  let shop: TestApp;
  let cookie: string;
  beforeAll(async () => {
    shop = await createTestApp({ CHECKOUT_LIMIT_PER_ACCOUNT: '2', CHECKOUT_LIMIT_PER_ADDRESS: '1000', AUTH_RATE_LIMIT_PER_ADDRESS: '100000' });
    cookie = (await signUp(shop.app, newShopper())).cookie;
  });
  afterAll(() => shop.close());

  const ask = (locale: ShopLocale, method: 'GET' | 'POST', url: string, payload?: object, as: string | null = cookie) =>
    shop.app.inject({ method, url, headers: { [LANGUAGE_HEADER]: locale, ...(as ? { cookie: as } : {}) }, ...(payload ? { payload } : {}) });
  const checkoutAs = async (locale: ShopLocale, items: object[], overrides: Record<string, unknown> = {}) => {
    // A shopper of its own for each checkout, so the checkout limit counts only where a test means it to.
    const { cookie: fresh } = await signUp(shop.app, newShopper());
    return ask(locale, 'POST', '/api/checkout', checkoutBody(items, overrides), fresh);
  };

  it("names a field an API client left out as missing, in the page's language, not in zod's words", async () => {
    const english = await ask('en', 'POST', '/api/addresses', {});
    expect(english.statusCode).toBe(400);
    expect(english.json().error.fields).toMatchObject({ name: 'This field is required.', pincode: 'This field is required.', city: 'This field is required.' });
    const tamil = await ask('ta', 'POST', '/api/addresses', { name: 'Meena' });
    expect(tamil.json().error.fields).toMatchObject({ pincode: 'இந்தப் புலம் தேவை.', city: 'இந்தப் புலம் தேவை.' });
    expect(tamil.json().error.fields).not.toHaveProperty('name');
    // A field of the wrong kind keeps its own message.
    expect((await ask('en', 'POST', '/api/checkout', { items: [], address: {}, donation: 'lots' })).json().error.fields.donation).toBe('Donation must be an amount in rupees');
  });

  it('names the product over stock by its Tamil title, with the Tamil plural of what is left', async () => {
    const saree = await insertProduct(shop.database.db, { title: 'Korvai Silk Saree', titleTa: 'கோர்வைப் பட்டுப் புடவை', stock: 2 });
    const veshti = await insertProduct(shop.database.db, { title: 'Kovai Cotton Veshti', titleTa: null, stock: 1 });
    const items = [{ productId: saree.id, quantity: 3 }, { productId: veshti.id, quantity: 2 }];

    const tamil = await checkoutAs('ta', items);
    expect(tamil.statusCode).toBe(409);
    expect(tamil.json().error).toMatchObject({
      message: '"கோர்வைப் பட்டுப் புடவை" இருப்பில் 2 மட்டுமே உள்ளன: எண்ணிக்கையைக் குறைக்கவும்.',
      fields: {
        'items.0.quantity': '"கோர்வைப் பட்டுப் புடவை" இருப்பில் 2 மட்டுமே உள்ளன: எண்ணிக்கையைக் குறைக்கவும்.',
        // No Tamil title: the English one, in the Tamil sentence.
        'items.1.quantity': '"Kovai Cotton Veshti" இருப்பில் 1 மட்டுமே உள்ளது: எண்ணிக்கையைக் குறைக்கவும்.',
      },
    });

    const english = await checkoutAs('en', items);
    expect(english.json().error).toMatchObject({
      message: 'Only 2 of "Korvai Silk Saree" are left in stock: please lower the quantity.',
      fields: { 'items.1.quantity': 'Only 1 of "Kovai Cotton Veshti" is left in stock: please lower the quantity.' },
    });
  });

  it('says a sold-out product is sold out, in Tamil', async () => {
    const gone = await insertProduct(shop.database.db, { title: 'Arani Silk Saree', titleTa: 'ஆரணி பட்டுப் புடவை', stock: 0 });
    const tamil = await checkoutAs('ta', [{ productId: gone.id, quantity: 1 }]);
    expect(tamil.json().error.message).toBe('"ஆரணி பட்டுப் புடவை" விற்றுத் தீர்ந்துவிட்டது: அதை உங்கள் கூடையிலிருந்து நீக்கவும்.');
    expect((await checkoutAs('en', [{ productId: gone.id, quantity: 1 }])).json().error.message).toBe('"Arani Silk Saree" is sold out: please remove it from your cart.');
  });

  it('names the state of a mistyped pincode in Tamil, and an unknown pincode', async () => {
    const product = await insertProduct(shop.database.db, { stock: 5 });
    const items = [{ productId: product.id, quantity: 1 }];
    const wrongState = { address: { ...deliveryAddress, state: 'Kerala' } };
    expect((await checkoutAs('ta', items, wrongState)).json().error.fields).toEqual({
      'address.state': '631501 பின்கோடு தமிழ்நாடு மாநிலத்தில் உள்ளது: பின்கோடையும் மாநிலத்தையும் சரிபார்க்கவும்.',
    });
    expect((await checkoutAs('en', items, wrongState)).json().error.fields).toEqual({
      'address.state': 'Pincode 631501 is in Tamil Nadu: please check the pincode and the state.',
    });

    const unknown = await ask('ta', 'GET', '/api/pincodes/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('999999 என்ற பின்கோடு எங்களுக்குக் கிடைக்கவில்லை: சரிபார்க்கவும்.');
    expect((await ask('en', 'GET', '/api/pincodes/999999')).json().error.message).toBe('We cannot find pincode 999999: please check it.');
    expect((await ask('ta', 'GET', '/api/delivery/999999')).json().error.message).toBe('999999 என்ற பின்கோடு எங்களுக்குக் கிடைக்கவில்லை: சரிபார்க்கவும்.');
  });

  it('says why cash on delivery is refused, in the cart and the delivery promise, in the language of the page', async () => {
    // A shop without the demo catalogue starts with cash on delivery off.
    const product = await insertProduct(shop.database.db, { stock: 1 });
    const quote = (locale: ShopLocale) => ask(locale, 'POST', '/api/cart/quote', { items: [{ productId: product.id, quantity: 1 }], donation: 0 }, null);
    expect((await quote('ta')).json().cod.reason).toBe(taCodMessages.disabled);
    expect((await quote('en')).json().cod.reason).toBe(codMessages.disabled);
    expect((await ask('ta', 'GET', '/api/delivery/600001', undefined, null)).json().cod.reason).toBe(taCodMessages.disabled);
    expect((await ask('en', 'GET', '/api/delivery/600001', undefined, null)).json().cod.reason).toBe(codMessages.disabled);
  });

  it('says in how many minutes to try again, with the Tamil plural', async () => {
    const product = await insertProduct(shop.database.db, { stock: 100 });
    const body = checkoutBody([{ productId: product.id, quantity: 1 }]);
    for (let i = 0; i < 2; i += 1) expect((await ask('ta', 'POST', '/api/checkout', body)).statusCode).toBe(201);
    const tamil = await ask('ta', 'POST', '/api/checkout', body);
    expect(tamil.statusCode).toBe(429);
    expect(tamil.json().error.message).toBe(
      'குறுகிய நேரத்தில் பல முறை ஆர்டர் செய்யத் தொடங்கியுள்ளீர்கள். உங்கள் கூடை அப்படியே உள்ளது: 15 நிமிடங்கள் கழித்து மீண்டும் முயலவும்.',
    );
    expect((await ask('en', 'POST', '/api/checkout', body)).json().error.message).toBe(
      'You have started a lot of checkouts in a short time. Your cart is kept: please try again in 15 minutes.',
    );
  });

  it('says why an order cannot be cancelled, in Tamil', async () => {
    const { cookie: shopper } = await signUp(shop.app, newShopper());
    const product = await insertProduct(shop.database.db, { stock: 5 });
    const started = await ask('en', 'POST', '/api/checkout', checkoutBody([{ productId: product.id, quantity: 1 }]), shopper);
    const { orderId } = started.json();
    const tamil = await ask('ta', 'POST', `/api/orders/${orderId}/cancel`, undefined, shopper);
    expect(tamil.statusCode).toBe(409);
    expect(tamil.json().error.message).toBe('இந்த ஆர்டர் செய்யப்படவே இல்லை, அதனால் ரத்து செய்ய எதுவும் இல்லை.');
    expect((await ask('en', 'POST', `/api/orders/${orderId}/cancel`, undefined, shopper)).json().error.message).toBe(
      'This order was never placed, so there is nothing to cancel.',
    );
  });
});
