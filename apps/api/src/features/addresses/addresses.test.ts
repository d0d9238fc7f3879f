import type { SavedAddress } from '@handloom/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, orders } from '../../db/schema.ts';
import { checkout, deliveryAddress } from '../../testing/checkout-driver.ts';
import { insertProduct } from '../../testing/factories.ts';
import { newShopper, signUp } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

function send(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string | null, payload?: unknown) {
  return app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

const arani = { ...deliveryAddress, pincode: '632301', address: '4 Sannathi Street', locality: 'Arni Fort', city: 'Tiruvannamalai', landmark: '' };

describe('the Indian address', () => {
  let shop: TestApp;
  let meena: string;
  let ravi: string;
  beforeAll(async () => {
    shop = await createTestApp({ AUTH_RATE_LIMIT_PER_ADDRESS: '100000' });
    ({ cookie: meena } = await signUp(shop.app, newShopper()));
    ({ cookie: ravi } = await signUp(shop.app, newShopper({ name: 'Ravi' })));
  });
  afterAll(() => shop.close());

  describe('GET /api/pincodes/:pincode', () => {
    it("answers the district, state and post offices from India Post's directory, without a login", async () => {
      const response = await send(shop.app, 'GET', '/api/pincodes/632301', null);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        pincode: '632301',
        district: 'Tiruvannamalai',
        state: 'Tamil Nadu',
        stateCode: '33',
        postOffices: ['Arni', 'Arni Fort', 'Arunagirichatram', 'Saidapettai Arni'],
      });
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      // As India Post prints it, with a space.
      expect((await send(shop.app, 'GET', '/api/pincodes/632%20301', null)).json()).toMatchObject({ pincode: '632301', district: 'Tiruvannamalai' });
      const bengaluru = (await send(shop.app, 'GET', '/api/pincodes/560001', null)).json();
      expect(bengaluru).toMatchObject({ district: 'Bengaluru', state: 'Karnataka', stateCode: '29' });
    });

    it('answers 404 with a clear message for a pincode that does not exist, and 400 for one that is not 6 digits', async () => {
      const unknown = await send(shop.app, 'GET', '/api/pincodes/999999', null);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe('We cannot find pincode 999999: please check it.');
      // Not kept by any cache: its message is in the language asked for (a Tamil page would be shown the English one).
      expect(String(unknown.headers['cache-control'] ?? '')).not.toMatch(/public|max-age/);
      for (const bad of ['63230', '6323011', 'abcdef']) {
        const response = await send(shop.app, 'GET', `/api/pincodes/${bad}`, null);
        expect(response.statusCode, bad).toBe(400);
        expect(response.json().error.fields).toEqual({ pincode: 'Pincode must be 6 digits' });
      }
      // Six digits, but none begins with 0: "must be 6 digits" would puzzle.
      for (const bad of ['032301', '000000']) {
        const response = await send(shop.app, 'GET', `/api/pincodes/${bad}`, null);
        expect(response.statusCode, bad).toBe(400);
        expect(response.json().error.fields).toEqual({ pincode: 'No Indian pincode begins with 0: please check it.' });
      }
    });
  });

  describe('saved addresses', () => {
    it('need a login', async () => {
      expect((await send(shop.app, 'GET', '/api/addresses', null)).statusCode).toBe(401);
      expect((await send(shop.app, 'POST', '/api/addresses', null, arani)).statusCode).toBe(401);
    });

    it('are added, listed, changed and deleted by their owner; the state comes from the pincode', async () => {
      const added = await send(shop.app, 'POST', '/api/addresses', meena, { ...arani, phoneNumber: '+91 98765 43210', pincode: '632 301' });
      expect(added.statusCode).toBe(201);
      const saved = added.json<SavedAddress>();
      expect(saved).toMatchObject({ ...arani, phoneNumber: '9876543210', lastUsedAt: null });
      expect(added.headers['cache-control']).toBe('no-store');

      const list = await send(shop.app, 'GET', '/api/addresses', meena);
      expect(list.json().addresses).toEqual([saved]);

      const changed = await send(shop.app, 'PUT', `/api/addresses/${saved.id}`, meena, { ...arani, pincode: '600001', locality: 'Sowcarpet', city: 'Chennai' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ id: saved.id, pincode: '600001', city: 'Chennai', state: 'Tamil Nadu' });

      const gone = await send(shop.app, 'DELETE', `/api/addresses/${saved.id}`, meena);
      expect(gone.statusCode).toBe(204);
      expect((await send(shop.app, 'GET', '/api/addresses', meena)).json().addresses).toEqual([]);
    });

    it("answers 404 for another shopper's address (and changes nothing), and for ids that do not exist", async () => {
      const saved = (await send(shop.app, 'POST', '/api/addresses', meena, arani)).json<SavedAddress>();
      const edit = await send(shop.app, 'PUT', `/api/addresses/${saved.id}`, ravi, { ...arani, name: 'Ravi' });
      expect(edit.statusCode).toBe(404);
      expect(edit.json().error.message).toBe('We could not find that address.');
      expect((await send(shop.app, 'DELETE', `/api/addresses/${saved.id}`, ravi)).statusCode).toBe(404);
      expect((await send(shop.app, 'GET', '/api/addresses', ravi)).json().addresses).toEqual([]);
      const [row] = await shop.database.db.select().from(addresses).where(eq(addresses.id, saved.id));
      expect(row?.name).toBe(arani.name);
      expect((await send(shop.app, 'DELETE', '/api/addresses/not-a-uuid', meena)).statusCode).toBe(404);
      expect((await send(shop.app, 'DELETE', '/api/addresses/6f1c2d1e-0000-4000-8000-000000000000', meena)).statusCode).toBe(404);
    });

    it('stop at 20, also when several are added at the same moment', async () => {
      const shopper = await signUp(shop.app, newShopper({ name: 'Kavya' }));
      const userId = (await send(shop.app, 'GET', '/api/session', shopper.cookie)).json().user.uid as string;
      await shop.database.db.insert(addresses).values(Array.from({ length: 19 }, (_, i) => ({ userId, name: 'Kavya', phoneNumber: '9876543210', pincode: '632301', address: `${i + 1} Car Street`, locality: 'Arni Fort', city: 'Arani', state: 'Tamil Nadu', landmark: '' })));
      const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => send(shop.app, 'POST', '/api/addresses', shopper.cookie, { ...arani, address: `${i + 30} Bazaar Street` })));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json().error.message).toMatch(/20/);
      expect(await shop.database.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId))).toHaveLength(20);
    });

    it('refuses an unknown pincode, a state other than the pincode\'s and a phone that is not a mobile, saving nothing', async () => {
      const before = (await send(shop.app, 'GET', '/api/addresses', ravi)).json().addresses.length;
      const cases: [unknown, string, RegExp][] = [
        [{ ...arani, pincode: '999999' }, 'pincode', /cannot find pincode 999999/],
        [{ ...arani, state: 'Karnataka' }, 'state', /632301 is in Tamil Nadu/],
        [{ ...arani, phoneNumber: '044 2345 6789' }, 'phoneNumber', /10-digit Indian mobile/],
        [{ ...arani, city: ' ' }, 'city', /All fields are required/],
      ];
      for (const [body, field, message] of cases) {
        const response = await send(shop.app, 'POST', '/api/addresses', ravi, body);
        expect(response.statusCode, field).toBe(400);
        expect(response.json().error.fields?.[field]).toMatch(message);
      }
      expect((await send(shop.app, 'GET', '/api/addresses', ravi)).json().addresses).toHaveLength(before);
    });
  });

  describe('checkout', () => {
    it('keeps the full address on the order, and remembers it as the last used address', async () => {
      const { cookie, user } = await signUp(shop.app, newShopper());
      const product = await insertProduct(shop.database.db, { stock: 5 });
      const session = await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }], { address: { ...deliveryAddress, phoneNumber: '09876 543210' } });
      const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, session.orderId));
      expect(order).toMatchObject({
        addressName: deliveryAddress.name,
        address: '12 Car Street',
        addressLocality: 'Little Kanchipuram',
        addressCity: 'Kanchipuram',
        addressState: 'Tamil Nadu',
        addressLandmark: 'Near the Varadharaja Perumal temple',
        pincode: '631501',
        phoneNumber: '9876543210',
      });
      const [first] = (await send(shop.app, 'GET', '/api/addresses', cookie)).json<{ addresses: SavedAddress[] }>().addresses;
      expect(first).toMatchObject({ ...deliveryAddress, phoneNumber: '9876543210' });
      expect(first?.lastUsedAt).not.toBeNull();

      // The same address again is the same saved address; another one becomes the last used.
      await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }]);
      await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }], { address: arani });
      const after = (await send(shop.app, 'GET', '/api/addresses', cookie)).json<{ addresses: SavedAddress[] }>().addresses;
      expect(after.map((address) => address.pincode)).toEqual(['632301', '631501']);

      // Starting from a saved address and changing it updates that address.
      const [aranis] = after;
      await checkout(shop.app, cookie, [{ productId: product.id, quantity: 1 }], { address: { ...arani, landmark: 'Opposite the bus stand' }, savedAddressId: aranis?.id });
      const updated = (await send(shop.app, 'GET', '/api/addresses', cookie)).json<{ addresses: SavedAddress[] }>().addresses;
      expect(updated).toHaveLength(2);
      expect(updated[0]).toMatchObject({ id: aranis?.id, landmark: 'Opposite the bus stand' });
      expect(user.uid).toBeTruthy();
    });
  });
});
