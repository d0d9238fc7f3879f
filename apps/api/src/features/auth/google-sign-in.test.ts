import { LANGUAGE_HEADER } from '@handloom/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Google sends the shopper back to the page better-auth keeps with the
// round trip's state: the page they left, in its language, and only a page of
// the shop (as an email link does).

describe('signing in with Google', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({ GOOGLE_CLIENT_ID: 'shop.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'not-a-real-secret' });
  });
  afterAll(() => shop.close());

  /** Starts the round trip from a page in `locale`; answers where Google will send the shopper back to. */
  async function comesBackTo(callbackURL: string, locale: 'en' | 'ta'): Promise<string> {
    const started = await shop.app.inject({ method: 'POST', url: '/api/auth/sign-in/social', headers: { [LANGUAGE_HEADER]: locale }, payload: { provider: 'google', callbackURL } });
    expect(started.statusCode, started.body).toBe(200);
    const state = new URL(started.json<{ url: string }>().url).searchParams.get('state');
    const { rows } = await shop.database.db.execute<{ value: string }>(sql`select value from verifications where identifier = ${`auth-state:${state}`}`);
    return (JSON.parse(rows[0]?.value ?? '{}') as { callbackURL?: string }).callbackURL ?? '';
  }

  it('comes back to the Tamil page a Tamil shopper left', async () => {
    expect(await comesBackTo('/cart', 'ta')).toBe('/ta/cart');
    expect(await comesBackTo('/ta/order', 'ta')).toBe('/ta/order');
  });

  it('comes back to the English page an English shopper left, and never to another site', async () => {
    expect(await comesBackTo('/cart', 'en')).toBe('/cart');
    expect(await comesBackTo('https://evil.example/steal', 'en')).toBe('/');
    expect(await comesBackTo('//evil.example', 'ta')).toBe('/ta');
  });
});
