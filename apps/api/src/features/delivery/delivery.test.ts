import { DEFAULT_DELIVERY_SETTINGS, deliverySettingsMessages, indiaDatePlus, LANGUAGE_HEADER, taDeliverySettingsMessages, type DeliveryEstimate, type ShopLocale } from '@handloom/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, deliveryAddress, post } from '../../testing/checkout-driver.ts';
import { insertProduct } from '../../testing/factories.ts';
import { logIn, newShopper, signUp } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const ADMIN = { email: 'owner@kaithari.example', password: 'a-long-admin-password' };

describe('the delivery promise', () => {
  let shop: TestApp;
  let admin: string;
  let shopper: string;
  beforeAll(async () => {
    shop = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_PER_ADDRESS: '100000' });
    await shop.app.accounts.ensureAdminAccount();
    admin = (await logIn(shop.app, ADMIN.email, ADMIN.password)).cookie;
    shopper = (await signUp(shop.app, newShopper())).cookie;
  });
  afterAll(() => shop.close());

  const estimate = (pincode: string) => shop.app.inject({ method: 'GET', url: `/api/delivery/${pincode}` });
  const settings = (cookie: string | null, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
    shop.app.inject({ method, url: '/api/admin/settings/delivery', headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const days = (from: number, to: number) => ({ earliest: indiaDatePlus(new Date(), from), latest: indiaDatePlus(new Date(), to) });

  it("answers the default promise for a shop that has not set one: the shop's district, Tamil Nadu, south, rest of India, far regions", async () => {
    const cases: [string, string, [number, number]][] = [
      ['632301', 'sameDistrict', [3, 4]],
      ['600001', 'tamilNadu', [4, 6]],
      ['560001', 'south', [5, 8]],
      ['110001', 'rest', [7, 10]],
      ['744101', 'far', [9, 14]],
    ];
    for (const [pincode, zone, [from, to]] of cases) {
      const response = await estimate(pincode);
      expect(response.statusCode, pincode).toBe(200);
      expect(response.json<DeliveryEstimate>()).toMatchObject({ pincode, served: true, zone, window: days(from, to) });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect((await estimate('632301')).json()).toMatchObject({ district: 'Tiruvannamalai', state: 'Tamil Nadu' });
  });

  it('says whether cash on delivery is offered at the pincode, by the COD rules', async () => {
    expect((await estimate('600001')).json().cod).toEqual({ available: false, reason: 'Cash on delivery is not offered at the moment: please pay online.' });
    const cod = { enabled: true, feeRupees: 40, minRupees: 0, maxRupees: 50_000, refusedPincodes: ['600001'] };
    expect((await shop.app.inject({ method: 'PUT', url: '/api/admin/settings/cod', headers: { cookie: admin }, payload: cod })).statusCode).toBe(200);
    expect((await estimate('600001')).json().cod).toEqual({ available: false, reason: 'Cash on delivery is not available for pincode 600001: please pay online.' });
    expect((await estimate('632301')).json().cod).toEqual({ available: true, reason: null });
  });

  it('answers 404 for a pincode India Post does not have, and 400 for one that is not 6 digits', async () => {
    const unknown = await estimate('999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('We cannot find pincode 999999: please check it.');
    expect((await estimate('12345')).statusCode).toBe(400);
  });

  it('are the admin\'s alone: 401 for visitors, 403 for shoppers', async () => {
    expect((await settings(null)).statusCode).toBe(401);
    expect((await settings(shopper)).statusCode).toBe(403);
    expect((await settings(shopper, 'PUT', DEFAULT_DELIVERY_SETTINGS)).statusCode).toBe(403);
    expect((await settings(admin)).json()).toEqual(DEFAULT_DELIVERY_SETTINGS);
  });

  it('refuses settings that make no sense, changing nothing', async () => {
    const before = (await settings(admin)).json();
    const bad = await settings(admin, 'PUT', {
      ...DEFAULT_DELIVERY_SETTINGS,
      processingDays: -1,
      transit: { ...DEFAULT_DELIVERY_SETTINGS.transit, south: { minDays: 6, maxDays: 3 } },
      unservedPincodes: ['12345'],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['processingDays', 'transit.south.maxDays', 'unservedPincodes.0']);
    const unknownShop = await settings(admin, 'PUT', { ...DEFAULT_DELIVERY_SETTINGS, shopPincode: '999999' });
    expect(unknownShop.statusCode).toBe(400);
    expect(unknownShop.json().error.fields).toEqual({ shopPincode: 'We cannot find pincode 999999: please check it.' });
    expect((await settings(admin)).json()).toEqual(before);
    expect(Number((await shop.database.db.execute<{ n: string }>(sql`select count(*) as n from delivery_settings`)).rows[0]?.n)).toBe(0);
  });

  it("answers a Tamil dashboard's mistakes in Tamil, and an English one's in English", async () => {
    const bad = { ...DEFAULT_DELIVERY_SETTINGS, processingDays: -1, unservedPincodes: ['632301', '12345'] };
    const put = (language: ShopLocale) =>
      shop.app.inject({ method: 'PUT', url: '/api/admin/settings/delivery', headers: { cookie: admin, [LANGUAGE_HEADER]: language }, payload: bad });

    const tamil = await put('ta');
    expect(tamil.statusCode).toBe(400);
    expect(tamil.json().error).toMatchObject({
      message: 'சில புலங்களைச் சரிபார்க்கவும்.',
      fields: { processingDays: 'நாட்கள் எதிர்மறையாக இருக்க முடியாது', 'unservedPincodes.1': taDeliverySettingsMessages.pincodeInvalid },
    });
    expect((await put('en')).json().error.fields).toEqual({
      processingDays: deliverySettingsMessages.daysNegative,
      'unservedPincodes.1': 'Each pincode must be 6 digits',
    });
  });

  it("the owner's changes apply at once; an unserved pincode is refused at checkout, reserving nothing", async () => {
    const saved = await settings(admin, 'PUT', {
      ...DEFAULT_DELIVERY_SETTINGS,
      processingDays: 1,
      transit: { ...DEFAULT_DELIVERY_SETTINGS.transit, tamilNadu: { minDays: 1, maxDays: 3 } },
      unservedPincodes: ['631501', '744101', '631501'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().unservedPincodes).toEqual(['631501', '744101']);
    expect((await estimate('600001')).json()).toMatchObject({ served: true, window: days(2, 4) });
    expect((await estimate('744101')).json()).toMatchObject({
      served: false,
      zone: null,
      window: null,
      cod: { available: false, reason: 'Sorry, we do not deliver to pincode 744101 yet.' },
    });

    const product = await insertProduct(shop.database.db, { stock: 2 });
    const refused = await post(shop.app, '/api/checkout', shopper, checkoutBody([{ productId: product.id, quantity: 1 }], { address: deliveryAddress }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ 'address.pincode': 'Sorry, we do not deliver to pincode 631501 yet.' });
    const ordersCount = Number((await shop.database.db.execute<{ n: string }>(sql`select count(*) as n from orders`)).rows[0]?.n);
    expect(ordersCount).toBe(0);
  });
});
